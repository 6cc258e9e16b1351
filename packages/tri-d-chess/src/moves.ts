/**
 * Move: the resolved facts of one legal move, in names, and the long form of section 13.
 * Trade-off: the public `Move` is a small readable object; the engine works on encoded
 * integers and `encode`/`decode` translate between the two in the context of a board.
 *
 * Long form: `b2W-b4N`, `b7N-b8B=Q`, `0-0`, `0-0-0`, `QL1-QL3`, `QL6-QL4=Q`, and a delayed
 * promotion chosen first: `a8B=Q,b2W-b4N`.
 */
import {
  BOARD_MOVE,
  CASTLE,
  DOUBLE_STEP,
  EN_PASSANT,
  NORMAL,
  encodeMove,
  moveFrom,
  moveKind,
  movePre,
  movePromo,
  moveTo,
  type Engine,
} from './engine';
import { PINS, SQ_FILE, SQ_NAME, pinIndex, squareIndex, type PinName } from './geometry';
import { PAWN, ROLES, ROLE_LETTER, roleCode, type Role } from './pieces';

/** A legal move, resolved: what moves where, and every choice made with it. */
export type Move =
  | {
      readonly kind: 'piece';
      readonly from: string;
      readonly to: string;
      readonly promotion?: Role;
      /** The delayed promotion chosen at the start of this move (ruling 10). */
      readonly delayed?: Role;
    }
  | { readonly kind: 'castle'; readonly side: 'king' | 'queen'; readonly delayed?: Role }
  | {
      readonly kind: 'board';
      readonly from: PinName;
      readonly to: PinName;
      readonly promotion?: Role;
      readonly delayed?: Role;
    };

const role = (code: number): Role | undefined => (code ? ROLES[code - 1] : undefined);
const withChoices = <T extends object>(m: T, promotion: number, delayed: number): T => ({
  ...m,
  ...(promotion ? { promotion: role(promotion) } : {}),
  ...(delayed ? { delayed: role(delayed) } : {}),
});

/** The named move of an encoded one. */
export function decode(board: Engine, m: number): Move {
  const kind = moveKind(m);
  if (kind === CASTLE)
    return withChoices({ kind: 'castle', side: board.cfg.castlings[moveTo(m)].side }, 0, movePre(m));
  if (kind === BOARD_MOVE)
    return withChoices(
      { kind: 'board', from: PINS[moveFrom(m)], to: PINS[moveTo(m)] },
      movePromo(m),
      movePre(m),
    );
  return withChoices(
    { kind: 'piece', from: SQ_NAME[moveFrom(m)], to: SQ_NAME[moveTo(m)] },
    movePromo(m),
    movePre(m),
  );
}

/** The encoded move of a named one in `board` (not checked for legality), or -1 if it names nothing. */
export function encode(board: Engine, move: Move): number {
  const pre = move.delayed ? roleCode(move.delayed) : 0;
  if (move.kind === 'castle') {
    const i = board.cfg.castlings.findIndex((c) => c.color === board.turn && c.side === move.side);
    return i < 0 ? -1 : encodeMove(board.cfg.castlings[i].king, i, CASTLE, 0, pre);
  }
  const promo = move.promotion ? roleCode(move.promotion) : 0;
  if (move.kind === 'board') {
    const from = pinIndex(move.from);
    const to = pinIndex(move.to);
    return from < 0 || to < 0 ? -1 : encodeMove(from, to, BOARD_MOVE, promo, pre);
  }
  const from = squareIndex(move.from);
  const to = squareIndex(move.to);
  if (from < 0 || to < 0) return -1;
  let kind = NORMAL;
  if ((board.sq[from] & 7) === PAWN) {
    const dr = Math.abs(Number(move.to[1]) - Number(move.from[1]));
    if (dr === 2) kind = DOUBLE_STEP;
    else if (SQ_FILE[from] !== SQ_FILE[to] && !board.sq[to]) kind = EN_PASSANT;
  }
  return encodeMove(from, to, kind, promo, pre);
}

/** The long form of a move (section 13). */
export function makeLongForm(board: Engine, m: number): string {
  const move = decode(board, m);
  const prefix = move.delayed ? `${SQ_NAME[board.pending]}=${ROLE_LETTER[move.delayed]},` : '';
  if (move.kind === 'castle') return `${prefix}${move.side === 'king' ? '0-0' : '0-0-0'}`;
  const promo = move.promotion ? `=${ROLE_LETTER[move.promotion]}` : '';
  return `${prefix}${move.from}-${move.to}${promo}`;
}
