/**
 * Attack-board variants from Meder's Variants page, as data over the engine's pins:
 * V.A1 (Ralph Peters) direction rule, V.A2 turning a board 180 degrees, V.A2.1 reach of
 * two squares, V.A2.2 boards hung under a main board, V.A3 (Jens Meder) a pawn promoting
 * into a new board, V.A4 (Andrew Bartmess) two neutral boards, V.A5 (Ken Dayson) each
 * player's own boards up and down one side.
 * Trade-off: each variant is a table or a predicate the engine's board-move generator
 * consults through its configuration; no variant forks the generator.
 */
import {
  PINS,
  PIN_FIRST_RANK,
  PIN_SQUARES,
  SQ_NAME,
  isLowerPin,
  pinIndex,
  pinTwin,
  type BoardDirection,
} from '../geometry';

/** TR 3.6 with V.A1 (Ralph Peters): an occupied board moves only forward or sideways, an empty one only backward or sideways. */
export function petersDirection(direction: BoardDirection, occupied: boolean): boolean {
  return occupied ? direction !== 'backward' : direction !== 'forward';
}

/**
 * V.A2.1: a board reaches the pins whose board covers ranks exactly two away, on the same
 * side. For QL3 (ranks 2-3) these are QL1 (0-1), QL2 and QL5 (4-5). The page's own example
 * names QL2, QL4 and QL1; QL4 covers ranks 6-7, four ranks from QL3, so it cannot be "two
 * positions away": the project reads the example's QL4 as a slip for QL5 (VARIANTS.md).
 * Side moves shift a board by four files and disappear, as the page says they do.
 */
export const TWO_SQUARE_TARGETS: readonly (readonly number[])[] = PINS.map((_, p) => {
  const base = p - (p % 6);
  const out: number[] = [];
  for (let m = 0; m < 6; m++)
    if (Math.abs(PIN_FIRST_RANK[m] - PIN_FIRST_RANK[p % 6]) === 2) out.push(base + m);
  return out;
});

/**
 * V.A5 (Ken Dayson): a board stays on its side and on its diagonal of pins, one main board up
 * or down: QL1-QL3-QL5 (the rear pins) or QL2-QL4-QL6 (the front pins), likewise KL.
 */
export const DIAGONAL_TARGETS: readonly (readonly number[])[] = PINS.map((_, p) => {
  const base = p - (p % 6);
  const n = p % 6;
  return [n - 2, n + 2].filter((m) => m >= 0 && m < 6).map((m) => base + m);
});

/** V.A2: the square a passenger reaches when its board turns 180 degrees: the diagonally opposite one. */
export function turnedSquare(square: number, pin: number): number {
  const i = PIN_SQUARES[pin].indexOf(square);
  return i < 0 ? square : PIN_SQUARES[pin][3 - i];
}

/**
 * V.A3 (Jens Meder): the pin over each promotion corner. A pawn promotes on a1W, d1W, a8B or
 * d8B only while no board overhangs that corner (TR 3.4(e)(ii)), so that pin is vacant.
 */
export const CORNER_PIN: Readonly<Record<string, number>> = {
  a1W: pinIndex('QL1'),
  d1W: pinIndex('KL1'),
  a8B: pinIndex('QL6'),
  d8B: pinIndex('KL6'),
};

/** `CORNER_PIN` by pin name, for readers and docs. */
export const CORNER_PIN_NAME: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CORNER_PIN).map(([square, pin]) => [square, PINS[pin]]),
);

/** V.A4 (Andrew Bartmess): the two neutral boards and their starting pins. */
export const NEUTRAL_BOARD_PINS: readonly number[] = [pinIndex('KL3'), pinIndex('QL4')];
/** The owner code of a neutral board (0 White, 1 Black). */
export const NEUTRAL_OWNER = 2;

/**
 * V.A2.2: the lower slot of a pin (`QL3` or `QL3u`). A board turned over and hung under its main
 * board covers the same columns as the pin's upper board, one storey lower; its squares are the
 * engine's pin `QL3u` (`z2QL3u a2QL3u z3QL3u a3QL3u`), live while a board hangs there.
 */
export function lowerSlotSquares(pin: number | string): string[] {
  const p = typeof pin === 'string' ? pinIndex(pin) : pin;
  if (p < 0) return [];
  return PIN_SQUARES[isLowerPin(p) ? p : pinTwin(p)].map((s) => SQ_NAME[s]);
}
