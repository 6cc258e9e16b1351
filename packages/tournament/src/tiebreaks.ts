/**
 * FIDE C.07 tie-breaks (rules applied from 1 March 2026) as named values: each has its FIDE
 * code, its handbook section and a pure `compute` over a `TieBreakContext`.
 * Trade-off: a tie-break is data (base + cut modifiers) interpreted by one function per base, so
 * `BH`, `BH/C1`, `BH/M1` and `SB/C2` are the same code with different numbers, as in the handbook.
 * DE depends on the standing built so far and is computed by `standings`, not here.
 */
import { ok, refused, type Result } from '@arbiter/kernel';
import { tournamentCodes } from './messages';
import type { TieBreakContext } from './tiebreak-context';
import { performanceDelta } from './rating';

/** The tie-break bases this package computes. */
export const TIEBREAK_BASES = [
  'PTS',
  'BH',
  'SB',
  'PS',
  'DE',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'ARO',
  'TPR',
  'KS',
] as const;
/** One of `TIEBREAK_BASES`. */
export type TieBreakBase = (typeof TIEBREAK_BASES)[number];

interface BaseInfo {
  readonly name: string;
  readonly section: string;
  /** Decimals a value is published with. */
  readonly precision: number;
  /** Whether /Cn and /Mn apply. */
  readonly cuts: boolean;
}

const BASES: Readonly<Record<TieBreakBase, BaseInfo>> = {
  PTS: { name: 'Points', section: '13.1', precision: 1, cuts: false },
  DE: { name: 'Direct encounter', section: '6', precision: 0, cuts: false },
  WIN: { name: 'Number of wins (unplayed wins included)', section: '7.1', precision: 0, cuts: false },
  WON: { name: 'Number of games won over the board', section: '7.2', precision: 0, cuts: false },
  BPG: { name: 'Number of games played with black', section: '7.3', precision: 0, cuts: false },
  BWG: { name: 'Number of games won with black', section: '7.4', precision: 0, cuts: false },
  PS: { name: 'Progressive score', section: '7.5', precision: 1, cuts: true },
  BH: { name: 'Buchholz', section: '8.1', precision: 1, cuts: true },
  SB: { name: 'Sonneborn-Berger', section: '9.1', precision: 2, cuts: true },
  KS: { name: 'Koya system', section: '9.2', precision: 1, cuts: false },
  ARO: { name: 'Average rating of opponents', section: '10.1', precision: 0, cuts: true },
  TPR: { name: 'Tournament performance rating', section: '10.2', precision: 0, cuts: false },
};

/** A tie-break: its code as written (`BH/C1`), base, cut modifiers, rule id and a pure compute. */
export interface TieBreak {
  readonly code: string;
  readonly base: TieBreakBase;
  readonly name: string;
  /** Rule id, e.g. `FIDE C.07 8.1`. */
  readonly rule: string;
  readonly section: string;
  /** /Cn: the n least significant values are cut. */
  readonly cutLow: number;
  /** /Mn adds the n most significant values (median). */
  readonly cutHigh: number;
  readonly precision: number;
  /** True for DE, whose value is a position (1 = first, 0 = not separated) and so lower is better. */
  readonly positional: boolean;
  /** One value per player, in the crosstable's player order. DE returns zeros here (see `standings`). */
  compute(ctx: TieBreakContext): Float64Array;
}

/** Keeps values after cutting: the least significant first from voluntarily unplayed rounds (FIDE C.07 16.5), then the lowest; the most significant is the highest. */
function sumAfterCuts(values: number[], vur: boolean[], low: number, high: number): number {
  const live = values.map((v, i) => ({ v, u: vur[i] }));
  const take = (pick: (a: { v: number; u: boolean }, b: { v: number; u: boolean }) => boolean) => {
    let best = -1;
    for (let i = 0; i < live.length; i++) if (best < 0 || pick(live[i], live[best])) best = i;
    if (best >= 0) live.splice(best, 1);
  };
  const lowFirst = (a: { v: number; u: boolean }, b: { v: number; u: boolean }) =>
    a.u !== b.u ? a.u : a.v < b.v;
  const highFirst = (a: { v: number; u: boolean }, b: { v: number; u: boolean }) => a.v > b.v;
  for (let k = 0; k < low && live.length > 0; k++) take(lowFirst);
  for (let k = 0; k < high && live.length > 0; k++) take(highFirst);
  let s = 0;
  for (const x of live) s += x.v;
  return s;
}

function opponentBased(ctx: TieBreakContext, low: number, high: number, weighted: boolean): Float64Array {
  const { n, rounds: R } = ctx;
  const out = new Float64Array(n);
  const values: number[] = new Array(R);
  const vur: boolean[] = new Array(R);
  for (let i = 0; i < n; i++) {
    let plain = 0;
    for (let r = 0; r < R; r++) {
      const k = i * R + r;
      const v = weighted ? ctx.opponentScore[k] * ctx.points[k] : ctx.opponentScore[k];
      values[r] = v;
      vur[r] = ctx.vur[k] === 1;
      plain += v;
    }
    out[i] = low === 0 && high === 0 ? plain : sumAfterCuts(values, vur, low, high);
  }
  return out;
}

function perPlayer(ctx: TieBreakContext, f: (i: number, r: number, k: number) => number): Float64Array {
  const out = new Float64Array(ctx.n);
  for (let i = 0; i < ctx.n; i++) {
    let s = 0;
    for (let r = 0; r < ctx.rounds; r++) s += f(i, r, i * ctx.rounds + r);
    out[i] = s;
  }
  return out;
}

function entry(ctx: TieBreakContext, i: number, r: number) {
  return ctx.table.players[i].rounds[r];
}

function isWin(ctx: TieBreakContext, k: number): boolean {
  return ctx.points[k] === ctx.win && ctx.win > ctx.draw;
}

function ratingBased(ctx: TieBreakContext, performance: boolean, low: number, high: number): Float64Array {
  const out = new Float64Array(ctx.n);
  for (let i = 0; i < ctx.n; i++) {
    const ratings: number[] = [];
    let pts = 0;
    for (let r = 0; r < ctx.rounds; r++) {
      const k = i * ctx.rounds + r;
      if (!ctx.played[k]) continue;
      const rating = ctx.table.players[ctx.opponent[k]].rating;
      if (rating <= 0) continue;
      ratings.push(rating);
      const result = entry(ctx, i, r).result;
      pts += result === '1' || result === 'W' ? 1 : result === '=' || result === 'D' ? 0.5 : 0;
    }
    if (ratings.length === 0) continue;
    // Cuts count rounds: a round without a rated game over the board is cut first (FIDE C.07 16.5).
    const missing = ctx.rounds - ratings.length;
    const lowCut = performance ? 0 : Math.max(0, low - missing);
    const highCut = performance ? 0 : Math.max(0, high - Math.max(0, missing - low));
    const sorted = lowCut + highCut > 0 ? [...ratings].sort((a, b) => a - b) : ratings;
    const kept = sorted.slice(
      Math.min(lowCut, sorted.length),
      Math.max(Math.min(lowCut, sorted.length), sorted.length - highCut),
    );
    if (kept.length === 0) continue;
    const aro = Math.round(kept.reduce((a, b) => a + b, 0) / kept.length);
    out[i] = performance ? aro + performanceDelta(pts / ratings.length) : aro;
  }
  return out;
}

function computeFor(base: TieBreakBase, low: number, high: number): (ctx: TieBreakContext) => Float64Array {
  switch (base) {
    case 'PTS':
      return (ctx) => Float64Array.from(ctx.score);
    case 'BH':
      return (ctx) => opponentBased(ctx, low, high, false);
    case 'SB':
      return (ctx) => opponentBased(ctx, low, high, true);
    case 'PS':
      return (ctx) => {
        const out = new Float64Array(ctx.n);
        for (let i = 0; i < ctx.n; i++) {
          let running = 0;
          let s = 0;
          for (let r = 0; r < ctx.rounds; r++) {
            running += ctx.points[i * ctx.rounds + r];
            if (r >= low) s += running;
          }
          out[i] = s;
        }
        return out;
      };
    case 'WIN':
      return (ctx) => perPlayer(ctx, (_i, _r, k) => (isWin(ctx, k) ? 1 : 0));
    case 'WON':
      return (ctx) => perPlayer(ctx, (_i, _r, k) => (ctx.played[k] && isWin(ctx, k) ? 1 : 0));
    case 'BPG':
      return (ctx) =>
        perPlayer(ctx, (i, r, k) => (ctx.played[k] && entry(ctx, i, r).colour === 'black' ? 1 : 0));
    case 'BWG':
      return (ctx) =>
        perPlayer(ctx, (i, r, k) =>
          ctx.played[k] && isWin(ctx, k) && entry(ctx, i, r).colour === 'black' ? 1 : 0,
        );
    case 'KS':
      return (ctx) => {
        const limit = (ctx.rounds * ctx.win) / 2;
        return perPlayer(ctx, (_i, _r, k) => {
          const o = ctx.opponent[k];
          return o >= 0 && ctx.score[o] >= limit - 1e-9 ? ctx.points[k] : 0;
        });
      };
    case 'ARO':
      return (ctx) => ratingBased(ctx, false, low, high);
    case 'TPR':
      return (ctx) => ratingBased(ctx, true, 0, 0);
    case 'DE':
      return (ctx) => new Float64Array(ctx.n);
  }
}

/**
 * Reads a tie-break code: a base (`BH`) with optional modifiers `/C1` (cut the least significant
 * value), `/M1` (cut the least and the most significant: median), n = 1…9.
 */
export function parseTieBreak(code: string): Result<TieBreak> {
  const m = /^([A-Z]+)((?:\/[CM][1-9])*)$/.exec(code.trim().toUpperCase());
  const base = m?.[1] as TieBreakBase | undefined;
  if (!m || !base || !(TIEBREAK_BASES as readonly string[]).includes(base))
    return refused(tournamentCodes, 'ERR_UNKNOWN_TIEBREAK', {
      code,
    });
  const info = BASES[base];
  let low = 0;
  let high = 0;
  for (const mod of m[2].split('/').filter(Boolean)) {
    const k = Number(mod.slice(1));
    if (!info.cuts)
      return refused(tournamentCodes, 'ERR_UNKNOWN_TIEBREAK', {
        code,
      });
    if (mod[0] === 'C') low += k;
    else {
      low += k;
      high += k;
    }
  }
  return ok({
    code: code.trim().toUpperCase(),
    base,
    name: info.name + (low || high ? ` (${high ? `median ${high}` : `cut ${low}`})` : ''),
    rule: `FIDE C.07 ${info.section}`,
    section: info.section,
    cutLow: low,
    cutHigh: high,
    precision: info.precision,
    positional: base === 'DE',
    compute: computeFor(base, low, high),
  });
}

/** Reads a comma-separated list such as `BH/C1,BH,SB`. */
export function parseTieBreakList(text: string): Result<TieBreak[]> {
  const out: TieBreak[] = [];
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const t = parseTieBreak(part);
    if (!t.ok) return t;
    out.push(t.value);
  }
  return ok(out);
}

/** The handbook facts of every base, for docs and the CLI. */
export function tieBreakCatalogue(): readonly {
  base: TieBreakBase;
  name: string;
  rule: string;
  precision: number;
}[] {
  return TIEBREAK_BASES.map((base) => ({
    base,
    name: BASES[base].name,
    rule: `FIDE C.07 ${BASES[base].section}`,
    precision: BASES[base].precision,
  }));
}
