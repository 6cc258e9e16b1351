/**
 * @arbiter/tri-d-chess: Tri-Dimensional Chess under Jens Meder's Tournament Rules.
 * Nouns: Square, Column, Level, Pin, Attack board, Piece, Engine, Setup, Position, Move, Game.
 */
/** The rule-set factory; the game itself (`triDChess`, with the Variants page) comes from './variants'. */
export { makeTriDRules, mederRuleSet, isDeadPosition } from './rules';
/** The Variants page (V.A1-V.P7): options, setups, 3D-Chess960, 960x960, and `triDChess` with them. */
export * from './variants';
export type { TriDRuleSet, TriDSetup } from './rules';
/** The rule options of section 12 and Meder's engine switches for them. */
export { TRI_D_OPTIONS, mederConfigure } from './options';
/** Engine configuration: what a variant overrides. */
export { mederConfig, MEDER_CASTLINGS, mederPromotionRank } from './config';
export type { EngineConfig, Castling } from './config';
/** Every rejection and warning code with its rule, in English and Czech. */
export { triDMessages, refuse } from './messages';
export type { TriDCode } from './messages';
/** Position strings and the initial position. */
export { STANDARD_POSITION, parseBoard, makeBoard, repetitionKey } from './position';
export type { Position } from './position';
/** Moves in names, and the long form. */
export { decode, encode, makeLongForm } from './moves';
export type { Move } from './moves';
/** Appendix E and long-form reading against a position. */
export { resolveMove, makeAppendixE, legalCodes } from './resolve';
export { parseRequest } from './notation';
/** The clause-by-clause judge behind `explain`. */
export { judge } from './judge';
export type { Attempt, Verdict } from './judge';
/** Diagrams per level. */
export { renderBoard, parseDiagram } from './diagram';
/** Positions as SVG pictures (pure: string in, string out), with data attributes per square and pin. */
export { triDSvg, HIGHLIGHT_KINDS } from './diagram/svg';
export type { TriDSvgOptions, HighlightKind } from './diagram/svg';
export { parseScene } from './diagram/scene';
export type { TriDScene, ScenePiece, BoardOwner } from './diagram/scene';
/** Events and their schemas. */
export { triDEventSchemas, moveEvent, eventMove } from './events';
export type { PieceMoved, Castled, AttackBoardMoved } from './events';
/** The engine's board and geometry tables. */
export { Engine } from './engine';
export * as geometry from './geometry';
export { ROLES, ROLE_LETTER } from './pieces';
export type { Role } from './pieces';
