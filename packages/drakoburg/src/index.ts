/**
 * @arbiter/drakoburg: Drakoburg (Dračí šachy), the 7x7 game of the Mensa ČR article,
 * with every ruling of the project's specification as a named rule option.
 */
export { drakoburg, materialCount, makeHumanMoveIn, outcomeOf, RULE_SET_VERSION } from './rules';
export { drakoburgMessages } from './messages';
export { drakoburgOptions, readRuleset } from './options';
export type { Ruleset } from './options';
export { drakoburgEventSchemas } from './events';
export type { PieceMovedData, RoyalPieceRemovedData } from './events';
export {
  makePositionString,
  parsePositionString,
  parseDiagram,
  placementText,
  renderBoard,
  setupString,
  setupCastles,
  SETUP_ROWS,
} from './position';
export type { Move, Position } from './position';
export { makeLongForm, parseMovePattern } from './notation';
export type { MovePattern, LetterSet } from './notation';
export {
  KINDS,
  KIND_NAMES,
  CZECH_LETTERS,
  ENGLISH_LETTERS,
  PIECE_VALUES,
  PROMOTION_BY_FILE,
  squareName,
  parseSquare,
} from './pieces';
export type { Kind } from './pieces';
/** Positions as SVG pictures (pure: position in, string out), with data attributes per field. */
export { drakoburgSvg, DRAKOBURG_HIGHLIGHTS } from './diagram/svg';
export type { DrakoburgSvgOptions, DrakoburgHighlight, DrakoburgScene } from './diagram/svg';
