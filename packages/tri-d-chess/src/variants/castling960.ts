/**
 * Castling in 3D-Chess960 (V.P5.3): the plan of one castling, as square names.
 * King and rook end where standard Tri-D castling puts them (V.P5.3.2): on the a side
 * (0-0-0) the king on a0QL1 and the rook on d0KL1, on the e side (0-0) the king on e0KL1
 * and the rook on d0KL1 (Black: rank 9, QL6/KL6). By where they start, a castling is one
 * of four kinds (V.P5.3.3): a double move, a transposition, a king-only or a rook-only move.
 *
 * Paths (V.P5.3.4): a piece starting on rank 1 walks the first row slot by slot (a1W ...
 * d1W, then the rank-0 corner square) to its goal; a piece starting on rank 0 stays on
 * rank 0, so squares of rank 1 never hinder it. Every square of both paths, goals
 * included, must be empty except for the castling king and rook themselves. The king's
 * start and goal must not be attacked (TR 3.5(a)(ii)(2)[a]); a king starting on rank 1
 * must in addition cross no attacked square (V.P5.3.5).
 * Trade-off: plans are pure data computed once per setup, so the engine checks them with
 * its own occupancy and attack tests and no Chess960 logic enters the generator.
 */
import type { Color } from '@arbiter/kernel';
import { firstRow, type Row } from './first-row';

/** Which rook: the a side (towards file z, written 0-0-0) or the e side (0-0). */
export type CastlingSide = 'a' | 'e';
/** The four ways a 960 castling is carried out (V.P5.3.3). */
export type CastlingKind = 'double-move' | 'transposition' | 'king-only' | 'rook-only';

/** Everything needed to judge and play one castling. */
export interface CastlingPlan {
  readonly color: Color;
  readonly side: CastlingSide;
  readonly kind: CastlingKind;
  readonly king: string;
  readonly rook: string;
  readonly kingTo: string;
  readonly rookTo: string;
  /** Squares that must exist and be empty (other than king and rook) (V.P5.3.4). */
  readonly mustBeEmpty: readonly string[];
  /** Squares the opponent must not attack (TR 3.5(a)(ii)(2)[a], V.P5.3.5). */
  readonly mustBeSafe: readonly string[];
}

/** Slots of the row's goals: king a side a0, e side e0; rook always d0. */
const KING_GOAL: Record<CastlingSide, number> = { a: 1, e: 7 };
const ROOK_GOAL = 6;
/** Slots on rank 0 (the attack-board squares z0, a0, d0, e0); the others are rank 1 of the main board. */
const RANK0 = [0, 1, 6, 7];

/** The slots a piece passes from `from` to `to`, goal included (V.P5.3.4 (b)). */
export function pathSlots(from: number, to: number): number[] {
  if (from === to) return [];
  const step = to > from ? 1 : -1;
  const out: number[] = [];
  for (let s = from + step; s !== to; s += step) if (!RANK0.includes(from) || RANK0.includes(s)) out.push(s);
  out.push(to);
  return out;
}

/** The kind of a castling from the start and goal slots of king and rook. */
export function castlingKind(king: number, rook: number, kingTo: number, rookTo: number): CastlingKind {
  if (king === kingTo) return 'rook-only';
  if (rook === rookTo) return 'king-only';
  return king === rookTo && rook === kingTo ? 'transposition' : 'double-move';
}

/** The plan of castling on `side` for the row's king and the rook on that side, or null if the row has none there. */
export function castlingPlan(row: Row, color: Color, side: CastlingSide): CastlingPlan | null {
  const king = row.indexOf('king');
  if (king < 0) return null;
  const rooks = row.flatMap((r, i) => (r === 'rook' ? [i] : []));
  const rook = side === 'a' ? rooks.find((r) => r < king) : rooks.find((r) => r > king);
  if (rook === undefined) return null;
  const kingTo = KING_GOAL[side];
  const squares = firstRow(color);
  const kingPath = pathSlots(king, kingTo);
  const rookPath = pathSlots(rook, ROOK_GOAL);
  const empty = [...new Set([...kingPath, ...rookPath])]
    .filter((s) => s !== king && s !== rook)
    .sort((a, b) => a - b);
  const crossed = RANK0.includes(king) ? [kingTo] : kingPath;
  const safe = [...new Set([king, ...crossed, kingTo])];
  return {
    color,
    side,
    kind: castlingKind(king, rook, kingTo, ROOK_GOAL),
    king: squares[king],
    rook: squares[rook],
    kingTo: squares[kingTo],
    rookTo: squares[ROOK_GOAL],
    mustBeEmpty: empty.map((s) => squares[s]),
    mustBeSafe: safe.map((s) => squares[s]),
  };
}

/** Both castlings of both colours for a pair of first rows (Black's mirrors White's in V.P5; not in V.P6). */
export function castlingPlans(white: Row, black: Row): CastlingPlan[] {
  const out: CastlingPlan[] = [];
  for (const [color, row] of [
    ['white', white],
    ['black', black],
  ] as const)
    for (const side of ['e', 'a'] as const) {
      const plan = castlingPlan(row, color, side);
      if (plan) out.push(plan);
    }
  return out;
}
