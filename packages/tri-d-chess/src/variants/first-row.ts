/**
 * The first row of 3D-Chess960 (V.P5.2.1 a): eight squares spread over the white
 * board and both rear attack boards that count as one rank. Slots are numbered 0-7 in
 * White's left-to-right order, so a row of pieces reads like a chess back rank.
 * Trade-off: squares are kept as names here (not the engine's indices) so the
 * numbering, the placement protocol and the castling plan stay pure data, testable
 * without a position; the engine maps names to its indices at the edge.
 */
import type { Color } from '@arbiter/kernel';

/** The pieces that stand on the first row. */
export const ROW_ROLES = ['rook', 'knight', 'bishop', 'queen', 'king'] as const;
/** A piece kind on the first row. */
export type RowRole = (typeof ROW_ROLES)[number];

/** A first row: eight slots, each holding a role or nothing yet. */
export type Row = readonly (RowRole | null)[];

/** White's first-row squares in slot order (V.P5.2.1). */
export const WHITE_FIRST_ROW = ['z0QL1', 'a0QL1', 'a1W', 'b1W', 'c1W', 'd1W', 'd0KL1', 'e0KL1'] as const;

const FILES = 'zabcde';

/** The square opposite `name` across the board's middle (rank r to 9-r, W to B, pin n to 7-n): V.P5.2.2. */
export function mirrorSquare(name: string): string {
  const m = /^([zabcde])(\d)(W|N|B|QL[1-6]|KL[1-6])$/.exec(name);
  if (!m) return name;
  const [, file, rank, level] = m;
  const mirroredLevel =
    level === 'W'
      ? 'B'
      : level === 'B'
        ? 'W'
        : level === 'N'
          ? 'N'
          : `${level.slice(0, 2)}${7 - Number(level[2])}`;
  return `${file}${9 - Number(rank)}${mirroredLevel}`;
}

/** Black's first-row squares, slot by slot opposite White's (V.P5.2.2). */
export const BLACK_FIRST_ROW = WHITE_FIRST_ROW.map(mirrorSquare);

/** The first-row squares of a side, in slot order. */
export function firstRow(side: Color): readonly string[] {
  return side === 'white' ? WHITE_FIRST_ROW : BLACK_FIRST_ROW;
}

/**
 * Shade of a square by the rulings' colour rule (section 1.4): with z=0 ... e=5, a square is
 * dark when file index plus rank is even, as `a1W` is dark in chess. Attack boards keep the
 * main boards' checkerboard, so the level does not matter.
 */
export function squareShade(name: string): 'light' | 'dark' {
  const file = FILES.indexOf(name[0]);
  const rank = Number(name[1]);
  return (file + rank) % 2 === 0 ? 'dark' : 'light';
}

/** Slots of White's first row whose square has the given shade, in slot order. */
export function slotsOfShade(shade: 'light' | 'dark'): number[] {
  return WHITE_FIRST_ROW.flatMap((sq, i) => (squareShade(sq) === shade ? [i] : []));
}
