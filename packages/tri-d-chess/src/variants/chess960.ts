/**
 * 3D-Chess960 (V.P5, idea Carsten Kullik, Tri-D form Jens Meder): the 960 first rows
 * and their numbers.
 *
 * Numbering (documented in VARIANTS.md): Scharnagl's scheme for Chess960, read over the
 * eight first-row slots in White's left-to-right order (z0QL1 ... e0KL1). For a number n:
 * the light-square bishop takes light slot `n mod 4`, the dark-square bishop dark slot
 * `(n div 4) mod 4`, the queen the `(n div 16) mod 6`-th free slot, the knights the pair
 * `n div 96` of the ten ways to choose two of the five free slots (in the order
 * 01 02 03 04 12 13 14 23 24 34), and rook, king, rook the last three slots from left to
 * right. The shade of a slot comes from its square, so the scheme follows the geometry.
 * Trade-off: reusing the chess numbering lets players look numbers up in Chess960 tables
 * (slot 0 = chess file a); the Tri-D standard row is then one number among the 960
 * (`STANDARD_NUMBER`, computed below), not 518.
 */
import { err, ok, refused, type Rejection, type Result } from '@arbiter/kernel';
import { refuseVariant, variantCatalogue } from './messages';
import { slotsOfShade, WHITE_FIRST_ROW, type Row, type RowRole } from './first-row';
import { randomSource, uniformBelow } from './random';

/** How many valid first rows there are. */
export const CHESS960_COUNT = 960;

/** Pairs of free slots the knights take, in numbering order. */
export const KNIGHT_PAIRS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 3],
  [2, 4],
  [3, 4],
];

const LIGHT = slotsOfShade('light');
const DARK = slotsOfShade('dark');

function freeSlots(row: Row): number[] {
  return row.flatMap((r, i) => (r === null ? [i] : []));
}

/** The first row with number `n` (0-959). */
export function rowFromNumber(n: number): Result<readonly RowRole[]> {
  if (!Number.isInteger(n) || n < 0 || n >= CHESS960_COUNT)
    return refused(variantCatalogue, 'ERR_CHESS960_NUMBER', {
      number: String(n),
    });
  const row: (RowRole | null)[] = Array(8).fill(null);
  row[LIGHT[n % 4]] = 'bishop';
  row[DARK[Math.floor(n / 4) % 4]] = 'bishop';
  row[freeSlots(row)[Math.floor(n / 16) % 6]] = 'queen';
  const free = freeSlots(row);
  const [k1, k2] = KNIGHT_PAIRS[Math.floor(n / 96)];
  row[free[k1]] = 'knight';
  row[free[k2]] = 'knight';
  const rest = freeSlots(row);
  row[rest[0]] = 'rook';
  row[rest[1]] = 'king';
  row[rest[2]] = 'rook';
  return ok(row as RowRole[]);
}

/** Why a first row breaks V.P5.2.1, or null when it is valid. */
export function rowDefect(row: Row): Rejection | null {
  const count = (role: RowRole) => row.filter((r) => r === role).length;
  if (row.length !== 8 || row.some((r) => r === null) || count('rook') !== 2 || count('knight') !== 2)
    return refuseVariant('ERR_CHESS960_PIECES');
  if (count('bishop') !== 2 || count('queen') !== 1 || count('king') !== 1)
    return refuseVariant('ERR_CHESS960_PIECES');
  const king = row.indexOf('king');
  const rooks = row.flatMap((r, i) => (r === 'rook' ? [i] : []));
  if (!(rooks[0] < king && king < rooks[1])) return refuseVariant('ERR_CHESS960_KING');
  const bishops = row.flatMap((r, i) => (r === 'bishop' ? [i] : []));
  if (LIGHT.includes(bishops[0]) === LIGHT.includes(bishops[1])) return refuseVariant('ERR_CHESS960_BISHOPS');
  return null;
}

/** The number of a valid first row, or why it has none. */
export function numberOfRow(row: Row): Result<number> {
  const defect = rowDefect(row);
  if (defect) return err(defect);
  const bishops = row.flatMap((r, i) => (r === 'bishop' ? [i] : []));
  const light = LIGHT.indexOf(bishops.find((b) => LIGHT.includes(b))!);
  const dark = DARK.indexOf(bishops.find((b) => DARK.includes(b))!);
  const withoutBishops = row.map((r) => (r === 'bishop' ? null : r));
  const queenFree = row.flatMap((r, i) => (r === 'bishop' ? [] : [i]));
  const queen = queenFree.indexOf(row.indexOf('queen'));
  const knightFree = withoutBishops.flatMap((r, i) => (r === null || r === 'queen' ? [] : [i]));
  const knights = knightFree.flatMap((slot, i) => (row[slot] === 'knight' ? [i] : []));
  const pair = KNIGHT_PAIRS.findIndex(([a, b]) => a === knights[0] && b === knights[1]);
  return ok(light + 4 * dark + 16 * queen + 96 * pair);
}

/** Every valid first row, by number. */
export function allRows(): (readonly RowRole[])[] {
  return Array.from({ length: CHESS960_COUNT }, (_, n) => {
    const row = rowFromNumber(n);
    if (!row.ok) throw new Error(row.error.message);
    return row.value;
  });
}

/** Draws a setup number from a seed; the same seed always gives the same number (V.S5.2.3). */
export function drawChess960(seed: number | string): number {
  return uniformBelow(randomSource(seed), CHESS960_COUNT);
}

/** The row of the Tournament Rules' initial position (TR 2.7): R Q N B B N K R. */
export const STANDARD_ROW: readonly RowRole[] = [
  'rook',
  'queen',
  'knight',
  'bishop',
  'bishop',
  'knight',
  'king',
  'rook',
];

/** The 3D-Chess960 number of the standard initial position. */
export const STANDARD_NUMBER: number = (() => {
  const n = numberOfRow(STANDARD_ROW);
  if (!n.ok) throw new Error(n.error.message);
  return n.value;
})();

/** The squares of White's first row paired with a row's roles. */
export function rowPlacement(row: readonly RowRole[]): { square: string; role: RowRole }[] {
  return row.map((role, i) => ({ square: WHITE_FIRST_ROW[i], role }));
}
