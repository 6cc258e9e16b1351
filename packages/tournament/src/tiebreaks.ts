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
import { readTieBreakCode, TIEBREAK_BASES, type TieBreakBase } from './tiebreak-code';
import { nameOfTieBreak, TIEBREAK_NAMES } from './tiebreak-names';
import {
  averageRating,
  chooseCuts,
  countsForCount,
  keptRatedGames,
  koyaCounts,
  opponentValue,
  performanceRating,
  ratedGames,
  runningScores,
  ratingCuts,
  sumKept,
} from './tiebreak-rounds';

export { TIEBREAK_BASES } from './tiebreak-code';
export type { TieBreakBase } from './tiebreak-code';

interface BaseInfo {
  readonly section: string;
  /** Decimals a value is published with. */
  readonly precision: number;
}

const BASES: Readonly<Record<TieBreakBase, BaseInfo>> = {
  PTS: { section: '13.1', precision: 1 },
  DE: { section: '6', precision: 0 },
  WIN: { section: '7.1', precision: 0 },
  WON: { section: '7.2', precision: 0 },
  BPG: { section: '7.3', precision: 0 },
  BWG: { section: '7.4', precision: 0 },
  PS: { section: '7.5', precision: 1 },
  BH: { section: '8.1', precision: 1 },
  SB: { section: '9.1', precision: 2 },
  KS: { section: '9.2', precision: 1 },
  ARO: { section: '10.1', precision: 0 },
  TPR: { section: '10.2', precision: 0 },
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

function opponentBased(ctx: TieBreakContext, low: number, high: number, weighted: boolean): Float64Array {
  const { n, rounds: R } = ctx;
  const out = new Float64Array(n);
  const values = new Float64Array(R);
  const vur: boolean[] = new Array(R);
  for (let i = 0; i < n; i++) {
    for (let r = 0; r < R; r++) {
      const k = i * R + r;
      values[r] = opponentValue(ctx, k, weighted);
      vur[r] = ctx.vur[k] === 1;
    }
    out[i] = sumKept(values, chooseCuts(values, vur, low, high));
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

function ratingBased(ctx: TieBreakContext, performance: boolean, low: number, high: number): Float64Array {
  const out = new Float64Array(ctx.n);
  for (let i = 0; i < ctx.n; i++) {
    const games = ratedGames(ctx, i);
    if (performance) out[i] = performanceRating(games);
    else {
      const { kept } = keptRatedGames(games, ratingCuts(games.length, ctx.rounds, low, high));
      out[i] = averageRating(kept);
    }
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
        const running = new Float64Array(ctx.rounds);
        for (let i = 0; i < ctx.n; i++) {
          runningScores(ctx, i, running);
          let s = 0;
          for (let r = low; r < ctx.rounds; r++) s += running[r];
          out[i] = s;
        }
        return out;
      };
    case 'WIN':
    case 'WON':
    case 'BPG':
    case 'BWG': {
      const counted = base;
      return (ctx) => perPlayer(ctx, (i, r) => (countsForCount(counted, ctx, i, r) ? 1 : 0));
    }
    case 'KS':
      return (ctx) => perPlayer(ctx, (_i, _r, k) => (koyaCounts(ctx, k) ? ctx.points[k] : 0));
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
  const read = readTieBreakCode(code);
  if (!read) return refused(tournamentCodes, 'ERR_UNKNOWN_TIEBREAK', { code });
  const { base, low, high } = read;
  const info = BASES[base];
  return ok({
    code: read.code,
    base,
    name: nameOfTieBreak(base, low, high, 'en'),
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

/** The handbook facts of every base, for docs and the CLI; `name` is English, `names` both languages. */
export function tieBreakCatalogue(): readonly {
  base: TieBreakBase;
  name: string;
  names: { en: string; cs: string };
  rule: string;
  precision: number;
}[] {
  return TIEBREAK_BASES.map((base) => ({
    base,
    name: TIEBREAK_NAMES[base].en.name,
    names: { en: TIEBREAK_NAMES[base].en.name, cs: TIEBREAK_NAMES[base].cs.name },
    rule: `FIDE C.07 ${BASES[base].section}`,
    precision: BASES[base].precision,
  }));
}
