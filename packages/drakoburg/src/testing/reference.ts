/**
 * A deliberately simple second implementation of the rules, for tests only: pieces as
 * objects on a 7x7 array, moves found by walking coordinates, every ruling-4 clause
 * written out as the specification words it, whole positions copied for every try.
 * It shares nothing with the engine but the position string it starts from.
 */
type Side = 'w' | 'b';
interface Man {
  readonly side: Side;
  readonly kind: string;
}
type Cells = (Man | null)[];

/** A position of the reference implementation. */
export interface RefPosition {
  readonly cells: Cells;
  readonly side: Side;
  /** Castles raided by each side, as "x,y" keys. */
  readonly raids: Readonly<Record<Side, readonly string[]>>;
  readonly pawnRow: Readonly<Record<Side, number>>;
  readonly used: readonly string[];
  readonly guard: boolean;
  readonly captureMode: boolean;
  readonly once: boolean;
}

interface RefMove {
  readonly from: [number, number];
  readonly to: [number, number];
  readonly pawn: [number, number] | null;
}

const other = (s: Side): Side => (s === 'w' ? 'b' : 'w');
const inside = (x: number, y: number) => x >= 0 && x < 7 && y >= 0 && y < 7;
const get = (c: Cells, x: number, y: number) => c[y * 7 + x];
const key = (x: number, y: number) => `${x},${y}`;
const field = (t: string): [number, number] => [t.charCodeAt(0) - 97, Number(t[1]) - 1];

/** Reads the engine's position string (options given as flags). */
export function refFromString(
  text: string,
  flags: { guard?: boolean; captureMode?: boolean; once?: boolean } = {},
): RefPosition {
  const [placement, side, castles, ranks, used] = text.split(' ');
  const cells: Cells = new Array(49).fill(null);
  placement.split('/').forEach((row, r) => {
    let x = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) x += Number(ch);
      else {
        cells[(6 - r) * 7 + x] = { side: ch === ch.toUpperCase() ? 'w' : 'b', kind: ch.toUpperCase() };
        x++;
      }
    }
  });
  const list = (t: string) => (t === '-' ? [] : (t.match(/../g) ?? []).map((f) => key(...field(f))));
  const [w, b] = castles.split('/');
  return {
    cells,
    side: side === 'w' ? 'w' : 'b',
    raids: { w: list(w), b: list(b) },
    pawnRow: { w: Number(ranks[0]) - 1, b: Number(ranks[1]) - 1 },
    used: list(used),
    guard: flags.guard ?? false,
    captureMode: flags.captureMode ?? false,
    once: flags.once ?? false,
  };
}

const KING = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => [dx, dy])).filter(([dx, dy]) => dx || dy);
const ORTHO = KING.filter(([dx, dy]) => dx === 0 || dy === 0);
const DIAG = KING.filter(([dx, dy]) => dx !== 0 && dy !== 0);
const KNIGHT = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
];

/** Fields the piece on (x, y) reaches by its pattern, whatever stands on the last field. */
function reach(c: Cells, x: number, y: number): [number, number][] {
  const man = get(c, x, y);
  if (!man) return [];
  const out: [number, number][] = [];
  const step = (dx: number, dy: number) => inside(x + dx, y + dy) && out.push([x + dx, y + dy]);
  const slide = (sx: number, sy: number, dx: number, dy: number, skipFirst: boolean) => {
    let cx = sx + dx;
    let cy = sy + dy;
    let first = true;
    while (inside(cx, cy)) {
      if (!(skipFirst && first)) out.push([cx, cy]);
      if (get(c, cx, cy)) break;
      first = false;
      cx += dx;
      cy += dy;
    }
  };
  const forward = man.side === 'w' ? 1 : -1;
  switch (man.kind) {
    case 'P':
      for (const dx of [-1, 0, 1]) step(dx, forward);
      break;
    case 'S':
      KING.forEach(([dx, dy]) => step(dx, dy));
      DIAG.forEach(([dx, dy]) => slide(x, y, dx, dy, false));
      break;
    case 'Z':
      KING.forEach(([dx, dy]) => step(dx, dy));
      ORTHO.forEach(([dx, dy]) => slide(x, y, dx, dy, false));
      break;
    case 'T':
      KING.forEach(([dx, dy]) => step(dx, dy));
      KING.forEach(([dx, dy]) => step(2 * dx, 2 * dy));
      break;
    default: {
      KING.forEach(([dx, dy]) => step(dx, dy));
      KNIGHT.forEach(([dx, dy]) => step(dx, dy));
      const firsts = man.kind === 'A' ? ORTHO : DIAG;
      for (const [fx, fy] of firsts) {
        const mx = x + fx;
        const my = y + fy;
        if (!inside(mx, my) || get(c, mx, my)) continue;
        // turn 45 degrees either way: keep one component of the first step and add the other axis
        const turns =
          man.kind === 'A'
            ? [fx === 0 ? [1, fy] : [fx, 1], fx === 0 ? [-1, fy] : [fx, -1]]
            : [
                [fx, 0],
                [0, fy],
              ];
        for (const [dx, dy] of turns) slide(mx, my, dx, dy, false);
      }
    }
  }
  const seen = new Set<string>();
  return out.filter(([a, b]) => (seen.has(key(a, b)) ? false : (seen.add(key(a, b)), true)));
}

/** Whether a piece of `by` attacks (x, y) in the sense of ruling 4 (a T only under `guard`). */
export function attacked(pos: RefPosition, x: number, y: number, by: Side): boolean {
  for (let sy = 0; sy < 7; sy++)
    for (let sx = 0; sx < 7; sx++) {
      const m = get(pos.cells, sx, sy);
      if (!m || m.side !== by || (m.kind === 'T' && !pos.guard)) continue;
      if (reach(pos.cells, sx, sy).some(([a, b]) => a === x && b === y)) return true;
    }
  return false;
}

const royals = (pos: RefPosition, side: Side) => {
  const out: [number, number][] = [];
  for (let y = 0; y < 7; y++)
    for (let x = 0; x < 7; x++) {
      const m = get(pos.cells, x, y);
      if (m && m.side === side && m.kind === 'T') out.push([x, y]);
    }
  return out;
};

function pseudo(pos: RefPosition): RefMove[] {
  const out: RefMove[] = [];
  for (let y = 0; y < 7; y++)
    for (let x = 0; x < 7; x++) {
      const m = get(pos.cells, x, y);
      if (!m || m.side !== pos.side) continue;
      for (const [tx, ty] of reach(pos.cells, x, y)) {
        const target = get(pos.cells, tx, ty);
        if (target && (target.side === pos.side || (m.kind === 'T' && target.kind === 'T'))) continue;
        const castle =
          pos.raids[pos.side].includes(key(tx, ty)) && !(pos.once && pos.used.includes(key(tx, ty)));
        const row = pos.pawnRow[pos.side];
        const free: [number, number][] = [];
        if (castle)
          for (let fx = 0; fx < 7; fx++) {
            const occupant = get(pos.cells, fx, row);
            const leaving = fx === x && row === y;
            const arriving = fx === tx && row === ty;
            if (!arriving && (!occupant || leaving)) free.push([fx, row]);
          }
        if (free.length === 0) out.push({ from: [x, y], to: [tx, ty], pawn: null });
        else for (const f of free) out.push({ from: [x, y], to: [tx, ty], pawn: f });
      }
    }
  return out;
}

const PROMO: Record<number, string> = { 0: 'Z', 1: 'S', 2: 'S', 3: 'T', 4: 'A', 5: 'A', 6: 'U' };

function apply(pos: RefPosition, m: RefMove): RefPosition {
  const cells = pos.cells.slice();
  const man = get(cells, ...m.from) as Man;
  const promoRow = pos.pawnRow[other(pos.side)];
  const becomes = man.kind === 'P' && m.to[1] === promoRow ? { side: man.side, kind: PROMO[m.to[0]] } : man;
  cells[m.from[1] * 7 + m.from[0]] = null;
  cells[m.to[1] * 7 + m.to[0]] = becomes;
  let used = pos.used;
  if (m.pawn) {
    cells[m.pawn[1] * 7 + m.pawn[0]] = { side: pos.side, kind: 'P' };
    if (pos.once) used = [...used, key(...m.to)];
  }
  return { ...pos, cells, used, side: other(pos.side) };
}

const without = (pos: RefPosition, fields: [number, number][]): RefPosition => {
  const cells = pos.cells.slice();
  for (const [x, y] of fields) cells[y * 7 + x] = null;
  return { ...pos, cells };
};

interface Judged {
  readonly move: RefMove;
  readonly winning: boolean;
  /** Indexes (into the T list before the move) of own T's attacked after it. */
  readonly hit: number[];
}

/** Clauses (a)-(c) and (g) of ruling 4, literally. */
function legal(pos: RefPosition): Judged[] {
  const me = pos.side;
  const mine = royals(pos, me);
  const theirs = royals(pos, other(me));
  const moves = pseudo(pos);
  if (pos.captureMode) return moves.map((move) => ({ move, winning: false, hit: [] }));
  const attackedBefore = mine.map(([x, y]) => attacked(pos, x, y, other(me)));
  const allowed: Judged[] = [];
  const winners: Judged[] = [];
  for (const move of moves) {
    const target = get(pos.cells, ...move.to);
    if (target && target.kind === 'T' && theirs.length === 1) {
      winners.push({ move, winning: true, hit: [] });
      continue;
    }
    const after = apply(pos, move);
    let ok = true;
    const hit: number[] = [];
    mine.forEach(([x, y], i) => {
      const moved = x === move.from[0] && y === move.from[1];
      const [nx, ny] = moved ? move.to : [x, y];
      if (attacked(after, nx, ny, other(me))) {
        hit.push(i);
        if (moved || !attackedBefore[i]) ok = false;
      }
    });
    const arrived = get(after.cells, ...move.to) as Man;
    const mover = get(pos.cells, ...move.from) as Man;
    if (mover.kind === 'P' && arrived.kind === 'T' && attacked(after, move.to[0], move.to[1], other(me)))
      ok = false;
    if (ok) allowed.push({ move, winning: false, hit });
  }
  const fewest = Math.min(...allowed.map((j) => j.hit.length));
  return [...allowed.filter((j) => j.hit.length === fewest), ...winners];
}

/** Ruling 4(d) repeated, then the legal moves; none once a side has no T. */
function settle(pos: RefPosition): { pos: RefPosition; moves: Judged[] } {
  for (;;) {
    const mine = royals(pos, pos.side);
    if (mine.length === 0 || royals(pos, other(pos.side)).length === 0) return { pos, moves: [] };
    const moves = legal(pos);
    if (pos.captureMode) return { pos, moves };
    const lost = mine.filter(
      ([x, y], i) =>
        attacked(pos, x, y, other(pos.side)) && !moves.some((j) => j.winning || !j.hit.includes(i)),
    );
    if (lost.length === 0) return { pos, moves };
    pos = without(pos, lost);
  }
}

/** Ruling 4(e): the mover's attacked T's go, until none is attacked. */
function afterMove(pos: RefPosition, j: Judged): RefPosition {
  const mover = pos.side;
  let next = apply(pos, j.move);
  if (j.winning || pos.captureMode) return next;
  for (;;) {
    const hit = royals(next, mover).filter(([x, y]) => attacked(next, x, y, other(mover)));
    if (hit.length === 0) return next;
    next = without(next, hit);
  }
}

/** Leaf count of the reference tree. */
export function refPerft(pos: RefPosition, depth: number): number {
  if (depth === 0) return 1;
  const s = settle(pos);
  if (depth === 1) return s.moves.length;
  let n = 0;
  for (const j of s.moves) n += refPerft(afterMove(s.pos, j), depth - 1);
  return n;
}

/** The legal moves in long form without separators (`c2c3`, `c5d7@b2`), sorted. */
export function refMoves(pos: RefPosition): string[] {
  const name = ([x, y]: [number, number]) => String.fromCharCode(97 + x) + String(y + 1);
  return settle(pos)
    .moves.map((j) => name(j.move.from) + name(j.move.to) + (j.move.pawn ? '@' + name(j.move.pawn) : ''))
    .sort();
}
