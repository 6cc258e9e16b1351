/**
 * The engine's switches: what the rule options (and later the variants) change.
 * Trade-off: the generator reads plain fields and small functions from one object, so a
 * variant is a handful of overrides of `mederConfig` rather than a fork of the generator.
 */
import {
  PIN_ADJACENT,
  SQ_COL,
  SQ_RANK,
  column,
  columnFile,
  squareIndex,
  type BoardDirection,
} from './geometry';
import { BISHOP, KNIGHT, QUEEN, ROOK } from './pieces';

/** One castling: where king and rook stand and go, and the columns that must be empty (TR 3.5(a)(ii)). */
export interface Castling {
  readonly side: 'king' | 'queen';
  readonly color: 0 | 1;
  readonly king: number;
  readonly rook: number;
  readonly kingTo: number;
  readonly rookTo: number;
  /** Columns strictly between king and rook; a piece on any level of one prevents castling (2)[b]. */
  readonly between: readonly number[];
  /** Further squares that must be empty (the king and rook themselves excepted; 3D-Chess960 paths). */
  readonly empty: readonly number[];
  /** Columns that must not be attacked (ruling 5: the king's square and its destination). */
  readonly safe: readonly number[];
}

/** Everything the generator needs beyond geometry. */
export interface EngineConfig {
  /** Ruling 3: no castling on a side's own first move, or only on the game's first ply. */
  readonly castlingFirstMove: 'own-first-move' | 'first-ply-only';
  /** Ruling 4: a king or rook carried by an attack board counts as moved. */
  readonly carriedCountsAsMoved: boolean;
  /** Ruling 11: an attack-board move resets the fifty-move count. */
  readonly boardMovesResetFifty: boolean;
  /** Pins a board on each pin may move to (TR 3.6 adjacency). */
  readonly pinTargets: readonly (readonly number[])[];
  /** Whether a board may move in this direction (relative to its controller), occupied or empty (TR 3.6). */
  readonly boardMoveAllowed: (direction: BoardDirection, occupied: boolean) => boolean;
  /** Pieces a pawn may become (TR 3.4(e)(i)), as role codes. */
  readonly promotionRoles: readonly number[];
  /** The furthest rank of a pawn of `color` on `file` given which pins hold a board (TR 3.4(e)(ii)). */
  readonly promotionRank: (color: 0 | 1, file: number, pinBoard: ArrayLike<number>) => number;
  readonly castlings: readonly Castling[];
  /** V.A2: an occupied board may turn 180 degrees on its pin (a board move with from = to). */
  readonly boardRotation?: boolean;
  /** V.A5: a player moves only the boards he owned from the start. */
  readonly ownBoardsOnly?: boolean;
  /**
   * V.A2.2: every pin has a lower slot (`QL1u`..`KL6u`); an empty board may turn over into the
   * other slot of its pin (a board move from a pin to its twin), and the 48 lower-slot squares
   * take part in the game. Off: only the Tournament Rules' 96 squares exist for the generator.
   */
  readonly lowerSlots?: boolean;
}

function castling(
  side: 'king' | 'queen',
  color: 0 | 1,
  k: string,
  r: string,
  kt: string,
  rt: string,
): Castling {
  const king = squareIndex(k);
  const rook = squareIndex(r);
  const rank = SQ_RANK[king];
  const a = columnFile(SQ_COL[king]);
  const b = columnFile(SQ_COL[rook]);
  const between: number[] = [];
  for (let f = Math.min(a, b) + 1; f < Math.max(a, b); f++) between.push(column(f, rank));
  const kingTo = squareIndex(kt);
  return {
    side,
    color,
    king,
    rook,
    kingTo,
    rookTo: squareIndex(rt),
    between,
    empty: [],
    safe: [SQ_COL[king], SQ_COL[kingTo]],
  };
}

/** The four castlings of TR 3.5(a)(ii): kingside king and rook exchange places; queenside the king goes beside the rook. */
export const MEDER_CASTLINGS: readonly Castling[] = [
  castling('king', 0, 'd0KL1', 'e0KL1', 'e0KL1', 'd0KL1'),
  castling('queen', 0, 'd0KL1', 'z0QL1', 'a0QL1', 'd0KL1'),
  castling('king', 1, 'd9KL6', 'e9KL6', 'e9KL6', 'd9KL6'),
  castling('queen', 1, 'd9KL6', 'z9QL6', 'a9QL6', 'd9KL6'),
];

/**
 * The promotion file table of TR 3.4(e)(ii): files b, c promote on 8 (Black 1), z, e on 9 (Black 0),
 * a and d on 9 (0) only while a board overhangs that corner (QL6/KL6, QL1/KL1). Under V.A2.2 a
 * board in the pin's lower slot covers the same columns, so the file reaches rank 9 (0) then too.
 */
export function mederPromotionRank(color: 0 | 1, file: number, pinBoard: ArrayLike<number>): number {
  if (file === 0 || file === 5) return color === 0 ? 9 : 0;
  if (file === 2 || file === 3) return color === 0 ? 8 : 1;
  const pin = (file === 1 ? 0 : 6) + (color === 0 ? 5 : 0);
  const overhung = pinBoard[pin] >= 0 || pinBoard[pin + 12] >= 0;
  return color === 0 ? (overhung ? 9 : 8) : overhung ? 0 : 1;
}

/** Meder's Tournament Rules with every default ruling of section 12. */
export const mederConfig: EngineConfig = {
  castlingFirstMove: 'own-first-move',
  carriedCountsAsMoved: true,
  boardMovesResetFifty: false,
  pinTargets: PIN_ADJACENT,
  boardMoveAllowed: (direction, occupied) => !(occupied && direction === 'backward'),
  promotionRoles: [QUEEN, ROOK, BISHOP, KNIGHT],
  promotionRank: mederPromotionRank,
  castlings: MEDER_CASTLINGS,
};
