/**
 * Meder's rules with the Variants page: the engine's rule set plus the variant options and
 * setups, castlings derived from the first rows, the variants' judge hook and the 960x960
 * placement phase. Trade-off: a decorator over the engine's `makeTriDRules`, so the engine
 * stays variant-free and every variant enters through its configuration and this one file.
 */
import {
  ok,
  slowPerft,
  type DomainEvent,
  type Explanation,
  type GameRules,
  type ParseMode,
  type ResolvedOptions,
  type Result,
} from '@arbiter/kernel';
import { makeTriDRules, type TriDRuleSet, type TriDSetup } from '../rules';
import { moveFrom, moveTo } from '../engine';
import { SQ_NAME } from '../geometry';
import type { Move } from '../moves';
import { QUEEN } from '../pieces';
import { resolveMove } from '../resolve';
import type { Position } from '../position';
import {
  boardPromotionEvent,
  boardPromotionOf,
  boardPromotions,
  checkBoardPromotion,
  makeBoardPromotion,
  pawnPromotedToBoardSchema,
  playBoardPromotion,
  readBoardPromotion,
  type BoardPromotion,
  type BoardPromotionSquares,
} from './board-promotion';
import { VARIANT_OPTIONS, VARIANT_SETUPS } from './catalogue';
import { applyVariantOptions, castlingsOf, isOn } from './engine-config';
import {
  emptyRowsBoard,
  evolvePiecesPlaced,
  piecesPlacedSchema,
  piecesPlacedText,
  placementProtocol,
  withVariantCastlings,
} from './placement-protocol';
import { variantRefusal } from './judge-hooks';
import { refuseVariant, triDMessageCatalogue } from './messages';
import { STANDARD_BOARDS, variantStart } from './setups';

/** The boards field gains the two neutral boards of V.A4 when the option is on. */
function withNeutralBoards(position: string, options: ResolvedOptions): string {
  if (!isOn(options, 'v-a4')) return position;
  const fields = position.trim().split(/\s+/);
  if (fields.length !== 7 || /:n/.test(fields[1])) return position;
  const taken = new Set(fields[1].split(',').map((b) => b.split(':')[0]));
  const extra = ['KL3:n', 'QL4:n'].filter((b) => !taken.has(b.split(':')[0]));
  fields[1] = [...(fields[1] === '-' ? [] : [fields[1]]), ...extra].join(',');
  return fields.join(' ');
}

/** The first lower slot (V.A2.2) a position string's boards field names while the option is off, or null. */
function lowerSlotWithoutOption(position: string, options: ResolvedOptions): string | null {
  if (isOn(options, 'v-a2-2')) return null;
  const boards = position.trim().split(/\s+/)[1] ?? '';
  return /(?:^|,)([QK]L[1-6]u):/.exec(boards)?.[1] ?? null;
}

/** A rule set extended by the Variants page's options and setups. */
export function variantRuleSet(base: TriDRuleSet): TriDRuleSet {
  const setups: TriDSetup[] = [
    ...base.setups,
    ...VARIANT_SETUPS.filter((s) => !base.setups.some((b) => b.id === s.id)).map((s) => ({
      ...s,
      position: null,
    })),
  ];
  return {
    ...base,
    options: [...base.options, ...VARIANT_OPTIONS],
    setups,
    configure: (options) => applyVariantOptions(base.configure(options), options),
    judgeHook: variantRefusal,
  };
}

/** A legal 3D-Chess960 castling is explained with its kind (V.P5.3.3) and the clauses it applies. */
function explainCastling(p: Position, text: string, base: Explanation): Explanation {
  const side = /^\s*0-0-0\s*$/.test(text) ? 'a' : /^\s*0-0\s*$/.test(text) ? 'e' : null;
  if (!base.legal || !side) return base;
  const color = p.board.turn ? 'black' : 'white';
  const plan = castlingsOf(p.board).plans.find((x) => x && x.color === color && x.side === side);
  if (!plan) return base;
  return {
    ...base,
    rules: [...base.rules, 'V.P5.3.2', 'V.P5.3.3', 'V.P5.3.4', 'V.P5.3.5'],
    facts: { ...base.facts, castlingKind: plan.kind, mustBeEmpty: plan.mustBeEmpty.join(' ') },
  };
}

/**
 * The squares of a promotion into a board a move command names: the long form `a7B-a8B=AB`, or any
 * pawn move with the choice `AB` made beside it (read by the engine with a queen in its place).
 * Null when the command is not a promotion into a board.
 */
function boardPromotionSquares(
  p: Position,
  text: string,
  choices: Readonly<Record<string, string>> | undefined,
  mode: ParseMode | undefined,
): Result<BoardPromotionSquares> | null {
  const written = readBoardPromotion(text);
  if (written) return ok(written);
  if (choices?.promotion !== 'AB') return null;
  const lenient = mode === 'lenient' || p.options.notation === 'lenient';
  const found = resolveMove(p.board.clone(), text, lenient ? 'lenient' : 'strict', {
    hook: variantRefusal(p.options),
    choices: { promotion: QUEEN },
  });
  if (!found.ok) return found;
  return ok({ from: SQ_NAME[moveFrom(found.value.move)], to: SQ_NAME[moveTo(found.value.move)] });
}

/** A move under the variants: the engine's, or a promotion into an attack board (V.A3). */
export type VariantMove = Move | BoardPromotion;

const isBoardPromotion = (m: VariantMove): m is BoardPromotion => m.kind === 'board-promotion';

/** The kernel's rules for a rule set with the Variants page (setups, options, placement phase). */
export function withVariants(base: TriDRuleSet): GameRules<Position, VariantMove> {
  const set = variantRuleSet(base);
  const rules = makeTriDRules(set);
  const finish = (p: Result<Position>): Result<Position> => {
    if (!p.ok) return p;
    const board = withVariantCastlings(p.value.board, p.value.board.cfg);
    return board.ok ? ok({ ...p.value, board: board.value }) : board;
  };
  const parsePosition = (text: string, options: ResolvedOptions): Result<Position> => {
    const lower = lowerSlotWithoutOption(text, options);
    if (lower) return { ok: false, error: refuseVariant('ERR_LOWER_SLOTS_OFF', { pin: lower }) };
    return finish(rules.parsePosition(withNeutralBoards(text, options), options));
  };
  const play = (p: Position, m: VariantMove): Position => {
    if (!isBoardPromotion(m)) return rules.play(p, m);
    const next = playBoardPromotion(p, m);
    return next.ok ? next.value : p;
  };
  const legalMoves = (p: Position): VariantMove[] => [...rules.legalMoves(p), ...boardPromotions(p)];
  /**
   * Why the position has no promotion into a board with these squares: the pawn's move with a queen
   * says why the move itself is illegal; if that move is legal, the empty corner is what would leave
   * the king in check (no position reaches this: a corner lies between two squares of a line only
   * through the pin over it, which is vacant, so a queen there blocks nothing the empty corner lets by).
   */
  const whyNoBoardPromotion = (p: Position, named: BoardPromotionSquares): Result<never> => {
    const asQueen = rules.decide(p, { kind: 'piece', from: named.from, to: named.to, promotion: 'queen' });
    if (!asQueen.ok) return asQueen;
    return { ok: false, error: refuseVariant('ERR_BOARD_PROMOTION_CHECK', { square: named.to }) };
  };
  /** A promotion into a board named by its squares: its event, or why not. */
  const decideBoardPromotion = (
    p: Position,
    named: BoardPromotionSquares,
  ): Result<readonly DomainEvent[]> => {
    const checked = checkBoardPromotion(p, named);
    if (checked) return checked.ok ? ok([boardPromotionEvent(p, checked.value)]) : checked;
    return whyNoBoardPromotion(p, named);
  };
  /**
   * A written promotion into a board read against the position: the move, why not, or null for any
   * other text. Reading (the game machine's path) and judging give the same reason as deciding.
   */
  const readPromotion = (p: Position, text: string): Result<BoardPromotion> | null => {
    const named = readBoardPromotion(text);
    return named ? (checkBoardPromotion(p, named) ?? whyNoBoardPromotion(p, named)) : null;
  };
  const variants: GameRules<Position, VariantMove> = {
    ...(rules as unknown as GameRules<Position, VariantMove>),
    eventSchemas: {
      ...rules.eventSchemas,
      PiecesPlaced: piecesPlacedSchema,
      PawnPromotedToBoard: pawnPromotedToBoardSchema,
    },
    catalogue: triDMessageCatalogue,
    placement: placementProtocol,
    start(setup, options) {
      const variant = variantStart(setup);
      if (variant) {
        if (!variant.ok) return variant;
        if (variant.value.kind === 'position') return parsePosition(variant.value.position, options);
        const boards = withNeutralBoards(`- ${STANDARD_BOARDS} w - - 0 1`, options).split(' ')[1];
        const board = emptyRowsBoard(set.configure(options), boards);
        return ok({ board, options, history: [] });
      }
      const entry = base.setups.find((s) => s.id === setup);
      if (entry?.position) return parsePosition(entry.position, options);
      if (/\s/.test(setup.trim())) return parsePosition(setup, options);
      return finish(rules.start(setup, options));
    },
    parsePosition,
    legalMoves,
    play,
    countLeaves: (p, depth) =>
      isOn(p.options, 'v-a3') ? slowPerft({ legalMoves, play }, p, depth) : rules.countLeaves!(p, depth),
    parseMove(p, text, mode, choices) {
      // a promotion into a board: written (`a7B-a8B=AB`) or a pawn move with the choice `AB`
      const named = boardPromotionSquares(p, text, choices, mode);
      if (!named) return rules.parseMove(p, text, mode, choices);
      if (!named.ok) return named;
      const checked = checkBoardPromotion(p, named.value) ?? whyNoBoardPromotion(p, named.value);
      return checked.ok ? ok({ move: checked.value, warnings: [] }) : checked;
    },
    makeMove: (p, m) => (isBoardPromotion(m) ? makeBoardPromotion(m) : rules.makeMove(p, m)),
    makeHumanMove: (p, m) => (isBoardPromotion(m) ? makeBoardPromotion(m) : rules.makeHumanMove(p, m)),
    explain(p, text) {
      const promoted = readPromotion(p, text);
      if (!promoted) return explainCastling(p, text, rules.explain(p, text));
      if (!promoted.ok) return { legal: false, rejection: promoted.error };
      return {
        legal: true,
        move: makeBoardPromotion(promoted.value),
        rules: ['V.A3', 'TR 3.4(e)', 'TR 3.5(b)'],
        facts: boardPromotionEvent(p, promoted.value).data as Record<string, unknown>,
        warnings: [],
      };
    },
    decide: (p, m) => (isBoardPromotion(m) ? decideBoardPromotion(p, m) : rules.decide(p, m)),
    evolve(p, e) {
      if (e.type === 'PiecesPlaced') return evolvePiecesPlaced(p, e);
      if (e.type === 'PawnPromotedToBoard') return play(p, boardPromotionOf(e));
      return rules.evolve(p, e);
    },
    eventText(p, e) {
      if (e.type === 'PiecesPlaced') return piecesPlacedText(e);
      if (e.type === 'PawnPromotedToBoard') return makeBoardPromotion(boardPromotionOf(e));
      return rules.eventText(p, e);
    },
  };
  return variants;
}
