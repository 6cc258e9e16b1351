/**
 * Geometry as data: for each of the 49 squares, the king steps, knight leaps, the
 * knight's (těžkooděnec's) two-field leaps, the eight rays, the bent paths of the
 * esquire and the turcopole, and the reverse tables used to ask "who attacks this square".
 * Built once at module load into flat typed arrays (index = square * width + i), so
 * the generator reads memory, never computes coordinates.
 */
import { SIDE, SQUARES } from './pieces';

/** Directions N, NE, E, SE, S, SW, W, NW as (dx, dy); even indexes are orthogonal. */
export const DIRS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];

const at = (x: number, y: number): number => (x >= 0 && x < SIDE && y >= 0 && y < SIDE ? y * SIDE + x : -1);
const xy = (sq: number): [number, number] => [sq % SIDE, (sq / SIDE) | 0];

/** A table of up to `width` squares per square, with counts. */
export interface SquareTable {
  readonly n: Uint8Array;
  readonly sq: Int8Array;
  readonly width: number;
}

function table(width: number, fill: (sq: number) => number[]): SquareTable {
  const n = new Uint8Array(SQUARES);
  const out = new Int8Array(SQUARES * width).fill(-1);
  for (let s = 0; s < SQUARES; s++) {
    const list = fill(s);
    n[s] = list.length;
    list.forEach((t, i) => (out[s * width + i] = t));
  }
  return { n, sq: out, width };
}

const offsets = (list: readonly (readonly [number, number])[]) => (s: number) => {
  const [x, y] = xy(s);
  return list.map(([dx, dy]) => at(x + dx, y + dy)).filter((t) => t >= 0);
};

/** King steps: the eight neighbours. */
export const KING = table(8, offsets(DIRS));
/** Knight leaps (the esquire's and turcopole's jump). */
export const KNIGHT = table(
  8,
  offsets([
    [1, 2],
    [2, 1],
    [2, -1],
    [1, -2],
    [-1, -2],
    [-2, -1],
    [-2, 1],
    [-1, 2],
  ]),
);
/** The těžkooděnec's leaps of exactly two fields orthogonally or diagonally. */
export const LEAP = table(8, offsets(DIRS.map(([dx, dy]) => [2 * dx, 2 * dy] as const)));

/** Rays: RAY.sq[(s * 8 + d) * 6 + i] is the (i+1)-th square from s in direction d; RAY_N[s * 8 + d] their number. */
export const RAY_N = new Uint8Array(SQUARES * 8);
export const RAY = new Int8Array(SQUARES * 8 * 6).fill(-1);
/**
 * Reverse bent paths: walking the ray from a target square t in direction d, the i-th
 * square f (a candidate first-step field) has two candidate origins of a bent rider
 * that would slide from f to t. Diagonal rays give esquire origins (f plus either
 * orthogonal component of d), orthogonal rays turcopole origins (f plus d plus either
 * perpendicular unit). BENT_ORIGIN[((t * 8 + d) * 6 + i) * 2 + k], -1 when off the board.
 */
export const BENT_ORIGIN = new Int8Array(SQUARES * 8 * 6 * 2).fill(-1);

for (let s = 0; s < SQUARES; s++) {
  const [x, y] = xy(s);
  for (let d = 0; d < 8; d++) {
    const [dx, dy] = DIRS[d];
    let i = 0;
    for (let k = 1; at(x + k * dx, y + k * dy) >= 0; k++, i++) {
      const fx = x + k * dx;
      const fy = y + k * dy;
      const base = (s * 8 + d) * 6 + i;
      RAY[base] = at(fx, fy);
      const origins: [number, number][] =
        d % 2 === 1
          ? [
              [fx + dx, fy],
              [fx, fy + dy],
            ]
          : [
              [fx + dx + dy, fy + dy + dx],
              [fx + dx - dy, fy + dy - dx],
            ];
      origins.forEach(([ox, oy], j) => (BENT_ORIGIN[base * 2 + j] = at(ox, oy)));
    }
    RAY_N[s * 8 + d] = i;
  }
}

/**
 * Bent paths forward, for generation. Path p (0..7) of square s: first step `first`, then
 * the slide squares g1, g2, ...; g1 is a knight field (the generator takes it by the
 * leap), so only g2 onwards are listed in `slide`. Esquire: orthogonal first step
 * turning to either diagonal; turcopole: diagonal first step turning to either orthogonal.
 */
export interface BentTable {
  readonly first: Int8Array;
  readonly g1: Int8Array;
  readonly n: Uint8Array;
  readonly slide: Int8Array;
}

function bent(firstDirs: readonly number[]): BentTable {
  const first = new Int8Array(SQUARES * 8).fill(-1);
  const g1 = new Int8Array(SQUARES * 8).fill(-1);
  const n = new Uint8Array(SQUARES * 8);
  const slide = new Int8Array(SQUARES * 8 * 6).fill(-1);
  for (let s = 0; s < SQUARES; s++) {
    const [x, y] = xy(s);
    let p = 0;
    for (const d1 of firstDirs) {
      for (const turn of [-1, 1]) {
        const d2 = (d1 + turn + 8) % 8;
        const [ax, ay] = DIRS[d1];
        const [bx, by] = DIRS[d2];
        const f = at(x + ax, y + ay);
        const g = f < 0 ? -1 : at(x + ax + bx, y + ay + by);
        const idx = s * 8 + p++;
        if (f < 0 || g < 0) continue;
        first[idx] = f;
        g1[idx] = g;
        let k = 0;
        for (let j = 2; at(x + ax + j * bx, y + ay + j * by) >= 0; j++)
          slide[idx * 6 + k++] = at(x + ax + j * bx, y + ay + j * by);
        n[idx] = k;
      }
    }
  }
  return { first, g1, n, slide };
}

/** Esquire (panoš): one orthogonal step, then diagonally outward. */
export const BENT_SQUIRE = bent([0, 2, 4, 6]);
/** Turcopole (turkopol): one diagonal step, then orthogonally outward. */
export const BENT_TURCOPOLE = bent([1, 3, 5, 7]);

/** Squares a lancer of each side steps to (straight and diagonally forward): index side*49+s, width 3. */
export const PAWN_TO = [
  table(3, (s) => {
    const [x, y] = xy(s);
    return [at(x, y + 1), at(x - 1, y + 1), at(x + 1, y + 1)].filter((t) => t >= 0);
  }),
  table(3, (s) => {
    const [x, y] = xy(s);
    return [at(x, y - 1), at(x - 1, y - 1), at(x + 1, y - 1)].filter((t) => t >= 0);
  }),
] as const;

/** Squares from which a lancer of each side reaches s (reverse of PAWN_TO). */
export const PAWN_FROM = [
  table(3, (s) => {
    const [x, y] = xy(s);
    return [at(x, y - 1), at(x - 1, y - 1), at(x + 1, y - 1)].filter((t) => t >= 0);
  }),
  table(3, (s) => {
    const [x, y] = xy(s);
    return [at(x, y + 1), at(x - 1, y + 1), at(x + 1, y + 1)].filter((t) => t >= 0);
  }),
] as const;

/** King-step distance (the larger of the file and rank distances) between two squares: DISTANCE[a * 49 + b]. */
export const DISTANCE = new Uint8Array(SQUARES * SQUARES);
for (let a = 0; a < SQUARES; a++)
  for (let b = 0; b < SQUARES; b++) {
    const [ax, ay] = xy(a);
    const [bx, by] = xy(b);
    DISTANCE[a * SQUARES + b] = Math.max(Math.abs(ax - bx), Math.abs(ay - by));
  }

/** Whether a square of `list` lies within two king steps of `target`. */
const nearAny = (list: ArrayLike<number>, from: number, count: number, target: number): number => {
  for (let i = 0; i < count; i++) if (DISTANCE[list[from + i] * SQUARES + target] <= 2) return 1;
  return 0;
};

/** RAY_NEAR[(s * 8 + d) * 49 + t] = 1 when the ray from s in direction d passes within two king steps of t. */
export const RAY_NEAR = new Uint8Array(SQUARES * 8 * SQUARES);
/** As RAY_NEAR for the slides of the bent paths (index (s * 8 + path) * 49 + t), esquire and turcopole. */
export const BENT_NEAR = [BENT_SQUIRE, BENT_TURCOPOLE].map(() => new Uint8Array(SQUARES * 8 * SQUARES));
for (let q = 0; q < SQUARES * 8; q++)
  for (let t = 0; t < SQUARES; t++) {
    RAY_NEAR[q * SQUARES + t] = nearAny(RAY, q * 6, RAY_N[q], t);
    [BENT_SQUIRE, BENT_TURCOPOLE].forEach(
      (bt, i) => (BENT_NEAR[i][q * SQUARES + t] = nearAny(bt.slide, q * 6, bt.n[q], t)),
    );
  }
