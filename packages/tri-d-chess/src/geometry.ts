/**
 * Geometry as data: every square that can ever exist, built once at module load.
 * Trade-off: a square is a small integer (0..143) into flat tables, so the move
 * generator never parses names; the current pins decide which squares are live.
 *
 * Seen from above the set is a 6 x 10 map of columns (files z..e, ranks 0..9).
 * Main boards W, N, B are fixed; twelve pins (QL1..QL6, KL1..KL6) each carry
 * four squares when an attack board stands on them (TR 2.5, 2.8, E1-E4). Each pin
 * also has a lower slot (`QL1u`..`KL6u`, variant V.A2.2): the same four columns, one
 * storey lower, hung under the pin's main board. Squares 0..95 are those of the
 * Tournament Rules; the 48 lower-slot squares come after them (96..143) and are
 * live only while a board hangs there, which only V.A2.2 allows.
 */

export const FILES = ['z', 'a', 'b', 'c', 'd', 'e'] as const;
export type FileName = (typeof FILES)[number];
export const FILE_COUNT = 6;
export const RANK_COUNT = 10;
export const COLUMN_COUNT = FILE_COUNT * RANK_COUNT;

export const MAIN_LEVELS = ['W', 'N', 'B'] as const;
export const PINS = [
  'QL1',
  'QL2',
  'QL3',
  'QL4',
  'QL5',
  'QL6',
  'KL1',
  'KL2',
  'KL3',
  'KL4',
  'KL5',
  'KL6',
  'QL1u',
  'QL2u',
  'QL3u',
  'QL4u',
  'QL5u',
  'QL6u',
  'KL1u',
  'KL2u',
  'KL3u',
  'KL4u',
  'KL5u',
  'KL6u',
] as const;
export type PinName = (typeof PINS)[number];
export const LEVELS = [...MAIN_LEVELS, ...PINS] as const;
export type LevelName = (typeof LEVELS)[number];
export const PIN_COUNT = PINS.length;
/** Pins of the Tournament Rules (the upper slots); pin `p + UPPER_PIN_COUNT` is the lower slot of pin `p` (V.A2.2). */
export const UPPER_PIN_COUNT = 12;
/** True for a lower slot (V.A2.2). */
export const isLowerPin = (p: number): boolean => p >= UPPER_PIN_COUNT;
/** The other slot of the same pin: QL3 <-> QL3u (V.A2.2). */
export const pinTwin = (p: number): number =>
  p < UPPER_PIN_COUNT ? p + UPPER_PIN_COUNT : p - UPPER_PIN_COUNT;

/** First rank of each main board (W 1-4, N 3-6, B 5-8), files a-d. */
const MAIN_FIRST_RANK = [1, 3, 5];
/** First rank a pin's board covers, by pin number 1..6 (TR 3.6 worked examples; ruling section 1.3). */
export const PIN_FIRST_RANK = [0, 4, 2, 6, 4, 8];
/** The main board each pin belongs to (index into MAIN_LEVELS). */
export const PIN_MAIN = [0, 0, 1, 1, 2, 2];

/**
 * Storeys from the bottom, per level (index into LEVELS): under W (lower slots of the W pins) 0,
 * W 1, between W and N 2 (W's upper pins, N's lower slots), N 3, between N and B 4, B 5, above B 6
 * (B's upper pins). Within one column no two squares share a storey, so this orders every column
 * bottom to top. The engine's moves never depend on it (a piece moves by columns, TR 3.1); it
 * orders the diagrams and states where a lower slot hangs (V.A2.2).
 */
export const LEVEL_STOREY: readonly number[] = [
  1,
  3,
  5,
  ...PINS.map((_, p) => 2 * PIN_MAIN[p % 6] + (p < 12 ? 2 : 0)),
];

/** Column index of (file, rank). */
export const column = (file: number, rank: number): number => rank * FILE_COUNT + file;
export const columnFile = (col: number): number => col % FILE_COUNT;
export const columnRank = (col: number): number => (col / FILE_COUNT) | 0;

/** Square tables. `SQ_PIN[s]` is -1 for a main-board square. */
export const SQ_FILE: number[] = [];
export const SQ_RANK: number[] = [];
export const SQ_COL: number[] = [];
export const SQ_LEVEL: number[] = [];
export const SQ_PIN: number[] = [];
export const SQ_NAME: string[] = [];
/** Squares of each pin, in order (file offset + 2 * rank offset). */
export const PIN_SQUARES: number[][] = [];
/** Squares that can ever exist in each column, main boards first. */
export const COLUMN_SQUARES: number[][] = Array.from({ length: COLUMN_COUNT }, () => []);
const BY_NAME = new Map<string, number>();

function addSquare(file: number, rank: number, level: number): number {
  const s = SQ_FILE.length;
  SQ_FILE.push(file);
  SQ_RANK.push(rank);
  SQ_COL.push(column(file, rank));
  SQ_LEVEL.push(level);
  SQ_PIN.push(level >= 3 ? level - 3 : -1);
  const name = `${FILES[file]}${rank}${LEVELS[level]}`;
  SQ_NAME.push(name);
  BY_NAME.set(name, s);
  COLUMN_SQUARES[column(file, rank)].push(s);
  return s;
}

for (let m = 0; m < 3; m++)
  for (let r = MAIN_FIRST_RANK[m]; r < MAIN_FIRST_RANK[m] + 4; r++)
    for (let f = 1; f <= 4; f++) addSquare(f, r, m);
for (let p = 0; p < PIN_COUNT; p++) {
  const firstFile = p % 12 < 6 ? 0 : 4;
  const firstRank = PIN_FIRST_RANK[p % 6];
  const squares: number[] = [];
  for (let dr = 0; dr < 2; dr++)
    for (let df = 0; df < 2; df++) squares.push(addSquare(firstFile + df, firstRank + dr, 3 + p));
  PIN_SQUARES.push(squares);
}

/** Every square that can ever exist: 48 main + 48 on the pins' upper slots + 48 on their lower slots (V.A2.2). */
export const SQUARE_COUNT = SQ_NAME.length;
/** Number of main-board squares; squares below this index are always live. */
export const MAIN_SQUARE_COUNT = 48;
/** Squares of the Tournament Rules (main boards and upper slots); the lower slots' squares follow. */
export const UPPER_SQUARE_COUNT = 96;

/** The square of a name (`a1W`, `z0QL1`), or -1 if no such square can ever exist. */
export function squareIndex(name: string): number {
  return BY_NAME.get(name) ?? -1;
}

/** The pin of a name (`QL1`, `QL1u`), or -1. */
export function pinIndex(name: string): number {
  return (PINS as readonly string[]).indexOf(name);
}

/** True for a dark square: file index (z = 0) plus rank even (a1W dark, as in chess). */
export function isDark(s: number): boolean {
  return (SQ_FILE[s] + SQ_RANK[s]) % 2 === 0;
}

/** The main-board square in the column a pin's board overhangs (QL1 -> a1W, KL6 -> d8B). */
export const PIN_CORNER: number[] = PINS.map((_, p) => {
  for (const s of PIN_SQUARES[p])
    for (const t of COLUMN_SQUARES[SQ_COL[s]]) if (SQ_LEVEL[t] === PIN_MAIN[p % 6]) return t;
  return -1;
});

/** Same side (QL/KL) and pin number 1..6 of a pin. */
export const pinSide = (p: number): 'queen' | 'king' => (p % 12 < 6 ? 'queen' : 'king');
export const pinNumber = (p: number): number => (p % 6) + 1;

/**
 * Adjacent pins (TR 3.6): the same side with pin numbers differing by 1 or 2, and the
 * pin of the same number on the other side. Levels 1 and 6 have 3, 2 and 5 four, 3 and 4 five.
 * A lower slot's neighbours are the lower slots of its pin's neighbours (V.A2.2: a board keeps
 * its slot when it moves between pins); the turn between the two slots of one pin is not here.
 */
export const PIN_ADJACENT: number[][] = PINS.map((_, p) => {
  const out: number[] = [];
  const n = p % 6;
  const base = p - n;
  for (let m = 0; m < 6; m++) if (m !== n && Math.abs(m - n) <= 2) out.push(base + m);
  out.push(p % 12 < 6 ? p + 6 : p - 6);
  return out;
});

/** Direction of a board move for White: by rank (ruling 9); Black's is the reverse. */
export type BoardDirection = 'forward' | 'backward' | 'side';

/** The direction of a move from pin `from` to pin `to` as seen by White. */
export function whiteDirection(from: number, to: number): BoardDirection {
  if (from % 6 === to % 6) return 'side';
  return PIN_FIRST_RANK[to % 6] > PIN_FIRST_RANK[from % 6] ? 'forward' : 'backward';
}

/** The square a passenger lands on when its board moves from pin `from` to pin `to` (rigid translation, ruling 8). */
export function carriedSquare(s: number, to: number): number {
  const p = SQ_PIN[s];
  return PIN_SQUARES[to][PIN_SQUARES[p].indexOf(s)];
}

/** The 8 king directions and the 8 knight leaps on the 6 x 10 map, as (file, rank) steps. */
export const ORTHOGONAL: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
export const DIAGONAL: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
export const KNIGHT_LEAPS: ReadonlyArray<readonly [number, number]> = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];

/** The column one step (df, dr) from `col`, or -1 off the map. */
export function stepColumn(col: number, df: number, dr: number): number {
  const f = columnFile(col) + df;
  const r = columnRank(col) + dr;
  return f < 0 || f >= FILE_COUNT || r < 0 || r >= RANK_COUNT ? -1 : column(f, r);
}

/** The ray of columns from `col` in direction (df, dr), nearest first. */
function ray(col: number, df: number, dr: number): number[] {
  const out: number[] = [];
  for (let c = stepColumn(col, df, dr); c >= 0; c = stepColumn(c, df, dr)) out.push(c);
  return out;
}

/** Rays per column: `RAYS[col][d]` for the 8 directions (0-3 orthogonal, 4-7 diagonal). */
export const RAYS: number[][][] = Array.from({ length: COLUMN_COUNT }, (_, col) =>
  [...ORTHOGONAL, ...DIAGONAL].map(([df, dr]) => ray(col, df, dr)),
);
/** Knight targets per column. */
export const KNIGHT_COLUMNS: number[][] = Array.from({ length: COLUMN_COUNT }, (_, col) =>
  KNIGHT_LEAPS.map(([df, dr]) => stepColumn(col, df, dr)).filter((c) => c >= 0),
);
/** King targets per column. */
export const KING_COLUMNS: number[][] = Array.from({ length: COLUMN_COUNT }, (_, col) =>
  [...ORTHOGONAL, ...DIAGONAL].map(([df, dr]) => stepColumn(col, df, dr)).filter((c) => c >= 0),
);

/**
 * Line relation between two columns: the direction index (0-7) of the ray from `a`
 * that reaches `b`, or -1. Used to skip the king-safety test for moves that cannot expose a king.
 */
export const LINE_DIRECTION: Int8Array = (() => {
  const t = new Int8Array(COLUMN_COUNT * COLUMN_COUNT).fill(-1);
  for (let a = 0; a < COLUMN_COUNT; a++)
    RAYS[a].forEach((r, d) => {
      for (const b of r) t[a * COLUMN_COUNT + b] = d;
    });
  return t;
})();
