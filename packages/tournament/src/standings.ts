/**
 * Standings: players ranked by points, then by an ordered list of tie-breaks (FIDE C.07 4.2).
 * Direct encounter (FIDE C.07 6) is computed here, inside each group still tied on every earlier
 * key, because its value depends on who is tied with whom.
 * Trade-off: values are compared after rounding to their published precision, so two values that
 * print the same are the same (no 0.30000000000000004 ties broken by noise).
 */
import type { Crosstable, CrosstablePlayer } from './crosstable';
import { tieBreakContext, type TieBreakContext } from './tiebreak-context';
import { parseTieBreak, type TieBreak } from './tiebreaks';

/** One line of the standings. */
export interface Standing {
  /** 1-based; players still tied after every tie-break share a rank. */
  readonly rank: number;
  readonly player: CrosstablePlayer;
  readonly points: number;
  /** One value per requested tie-break, in the order given. */
  readonly values: readonly number[];
}

/** Standings with the tie-breaks that built them. */
export interface StandingsTable {
  readonly tieBreaks: readonly TieBreak[];
  readonly rows: readonly Standing[];
  readonly rounds: number;
}

/** The integer two values are compared by: the value at its published precision (equal keys are a tie). */
export function tieKey(v: number, precision: number): number {
  const f = 10 ** precision;
  return Math.round(v * f + 1e-9 * Math.sign(v));
}

/**
 * Direct encounter inside a tied group: points scored against the others of the group in games
 * played over the board (several games against one player are averaged). When everybody met
 * everybody, the group is ordered by that score; otherwise a player is placed above the rest only
 * while his score beats the best the next one could reach by winning the games not played.
 * Repeated inside each new subgroup until nothing changes. Returns the position of each member
 * (1 = first) or all zeros when the group is not separated.
 */
export function directEncounter(ctx: TieBreakContext, group: readonly number[]): Map<number, number> {
  const result = new Map<number, number>(group.map((i) => [i, 0]));
  if (group.length < 2) return result;
  const R = ctx.rounds;
  const split = (members: readonly number[]): number[][] => {
    const inGroup = new Set(members);
    const rows = members.map((i) => {
      const against = new Map<number, { sum: number; games: number }>();
      for (let r = 0; r < R; r++) {
        const k = i * R + r;
        const o = ctx.opponent[k];
        if (!ctx.played[k] || !inGroup.has(o)) continue;
        const a = against.get(o) ?? { sum: 0, games: 0 };
        a.sum += ctx.points[k];
        a.games += 1;
        against.set(o, a);
      }
      let value = 0;
      for (const a of against.values()) value += a.sum / a.games;
      const missing = members.length - 1 - against.size;
      return { i, value, max: value + missing * ctx.win, complete: missing === 0 };
    });
    const everyoneMet = rows.every((r) => r.complete);
    rows.sort((a, b) => b.value - a.value || b.max - a.max || a.i - b.i);
    const groups: number[][] = [[rows[0].i]];
    let separable = true;
    for (let j = 1; j < rows.length; j++) {
      const prev = rows[j - 1];
      const cur = rows[j];
      const apart = everyoneMet ? cur.value < prev.value : separable && prev.value > cur.max;
      if (apart) groups.push([cur.i]);
      else {
        groups[groups.length - 1].push(cur.i);
        if (!everyoneMet) separable = false;
      }
    }
    return groups;
  };
  let groups: number[][] = [[...group]];
  for (let loop = 0; loop < 30; loop++) {
    const next: number[][] = [];
    let changed = false;
    for (const g of groups) {
      if (g.length < 2) {
        next.push(g);
        continue;
      }
      const parts = split(g);
      if (parts.length > 1) changed = true;
      next.push(...parts);
    }
    groups = next;
    if (!changed) break;
  }
  if (groups.length === 1) return result;
  let position = 1;
  for (const g of groups) {
    for (const i of g) result.set(i, position);
    position += g.length;
  }
  return result;
}

/** Ranks a crosstable's players by points and the given tie-breaks, in that order. */
export function standings(table: Crosstable, tieBreaks: readonly TieBreak[]): StandingsTable {
  const ctx = tieBreakContext(table);
  const pts = parseTieBreak('PTS');
  if (!pts.ok) throw new Error('PTS is always known');
  const keys: TieBreak[] = [pts.value, ...tieBreaks];
  const values: Float64Array[] = keys.map((t) =>
    t.base === 'DE' ? new Float64Array(ctx.n) : t.compute(ctx),
  );
  let groups: number[][] = [Array.from({ length: ctx.n }, (_, i) => i)];
  keys.forEach((t, j) => {
    const next: number[][] = [];
    for (const g of groups) {
      if (t.base === 'DE') {
        const de = directEncounter(ctx, g);
        for (const [i, v] of de) values[j][i] = v;
      }
      if (g.length < 2) {
        next.push(g);
        continue;
      }
      const sign = t.positional ? 1 : -1;
      const k = (i: number) => {
        const v = tieKey(values[j][i], t.precision);
        return t.positional && v === 0 ? 0 : sign * v;
      };
      const sorted = [...g].sort((a, b) => k(a) - k(b) || a - b);
      let current: number[] = [sorted[0]];
      for (let x = 1; x < sorted.length; x++) {
        if (k(sorted[x]) === k(sorted[x - 1])) current.push(sorted[x]);
        else {
          next.push(current);
          current = [sorted[x]];
        }
      }
      next.push(current);
    }
    groups = next;
  });
  const rows: Standing[] = [];
  let rank = 1;
  for (const g of groups) {
    for (const i of g)
      rows.push({
        rank,
        player: table.players[i],
        points: values[0][i],
        values: tieBreaks.map((_, j) => values[j + 1][i]),
      });
    rank += g.length;
  }
  return { tieBreaks, rows, rounds: table.rounds };
}

/** A value as published: fixed decimals of its tie-break (`27.0`, `13.50`, `2565`). */
export function formatValue(value: number, tieBreak: Pick<TieBreak, 'precision'>): string {
  return value.toFixed(tieBreak.precision);
}
