/**
 * A tie-break shown as a sum: for one player and one tie-break, what each round adds (an
 * opponent's score, a virtual opponent for an unplayed round, a running score, a rating...),
 * which rounds the cut removed and why, and the total, which is the standings' value.
 * Trade-off: the values come from the same per-round functions as the standings
 * (`tiebreak-rounds.ts`) and the same context, and the tests add the parts up against the
 * standings for every player and every tie-break; the object per round is paid only here, for
 * the one player asked about.
 */
import type { Color } from '@arbiter/kernel';
import type { TieBreakContext } from './tiebreak-context';
import type { TieBreak, TieBreakBase } from './tiebreaks';
import type { PlayerId, RoundEntry, RoundResult } from './vocabulary';
import {
  chooseCuts,
  countsForCount,
  keptRatedGames,
  koyaCounts,
  koyaThreshold,
  opponentValue,
  ratedGames,
  ratingCuts,
  runningScores,
  averageRating,
  performanceRating,
  type CutChoice,
} from './tiebreak-rounds';
import { performanceDelta } from './rating';
import { directEncounter, formatValue } from './standings';

/** What happened in a round, as the tie-break rules tell rounds apart (FIDE C.07 16). */
export type RoundKind =
  'game' | 'forfeit-win' | 'forfeit-loss' | 'pab' | 'half-point-bye' | 'full-point-bye' | 'zero-point-bye';

/** Where a round's value comes from. */
export type RoundBasis =
  /** PTS: the points of the round. */
  | { readonly kind: 'points'; readonly points: number }
  /**
   * BH, SB: a game over the board; the opponent's score adjusted as C.07 16.3 says (rounds after
   * the opponent's last round of participation, `lastRound`, count as draws). SB multiplies it by
   * `weight`, the points scored against them.
   */
  | {
      readonly kind: 'opponent';
      readonly score: number;
      readonly adjusted: number;
      readonly lastRound: number;
      readonly weight: number | null;
    }
  /**
   * BH, SB: an unplayed round counts a virtual opponent (C.07 16.4) with the player's own score,
   * capped by the scheduled opponent's score (a forfeit) or by half the maximum (a bye, an absence).
   */
  | {
      readonly kind: 'virtual-opponent';
      readonly ownScore: number;
      readonly cap: number;
      readonly capBy: 'scheduled-opponent' | 'half-maximum';
      readonly value: number;
      readonly weight: number | null;
    }
  /** PS: the score after this round. */
  | { readonly kind: 'running-score'; readonly running: number }
  /** WIN, WON, BPG, BWG: whether the round counts one. */
  | { readonly kind: 'count'; readonly counts: boolean }
  /** KS: the points count when the opponent finished with at least `threshold`. */
  | {
      readonly kind: 'koya';
      readonly points: number;
      readonly opponentScore: number | null;
      readonly threshold: number;
      readonly counts: boolean;
    }
  /** ARO, TPR: a game over the board against a rated opponent. */
  | { readonly kind: 'rating'; readonly rating: number; readonly score: number }
  /** DE: a game over the board against a player of the tied group. */
  | { readonly kind: 'encounter'; readonly points: number }
  /**
   * The round is not part of this tie-break (ARO/TPR: no rated game; DE: not against the tied
   * group, or against it but not played over the board: a forfeit is no encounter).
   */
  | { readonly kind: 'not-counted'; readonly reason: 'no-rated-game' | 'outside-group' | 'not-played' };

/** One round of a breakdown. */
export interface BreakdownRound {
  /** 1-based. */
  readonly round: number;
  readonly opponent: PlayerId | null;
  /** The colour of a scheduled game (null for a bye or a forfeit). */
  readonly colour: Color | null;
  readonly result: RoundResult;
  readonly kind: RoundKind;
  /** A round the player chose not to play (C.07 16.2): cut before any other. */
  readonly voluntarilyUnplayed: boolean;
  /** What the round adds before any cut; null when it is not part of the tie-break. */
  readonly value: number | null;
  readonly basis: RoundBasis;
  /** Removed by the cut as least (`low`) or most (`high`) significant. */
  readonly cut: 'low' | 'high' | null;
}

/** How the kept values make the total. */
export type BreakdownTotal =
  /** The sum of the kept values; `removed` is what the cut took away from `before`. */
  | { readonly kind: 'sum'; readonly before: number; readonly removed: number }
  /** ARO: the rounded average of the kept ratings. */
  | {
      readonly kind: 'average';
      readonly sum: number;
      readonly counted: number;
      /** Cuts taken by rounds without a rated game, which are cut first. */
      readonly cutsUsedByUnplayed: number;
    }
  /** TPR: the rounded average rating of the rated games plus the FIDE dp of their fractional score p. */
  | {
      readonly kind: 'performance';
      readonly average: number;
      readonly games: number;
      readonly score: number;
      readonly p: number;
      readonly dp: number;
    }
  /** DE: the position inside the group tied on every earlier key (0: not separated). */
  | { readonly kind: 'position'; readonly group: readonly PlayerId[] };

/** One tie-break of one player, shown as a sum. */
export interface TieBreakBreakdown {
  readonly code: string;
  readonly base: TieBreakBase;
  readonly name: string;
  readonly rule: string;
  readonly precision: number;
  /** The declared cut: least significant values (/Cn, /Mn) and most significant (/Mn). */
  readonly cutLow: number;
  readonly cutHigh: number;
  readonly rounds: readonly BreakdownRound[];
  readonly total: BreakdownTotal;
  /** The value, exactly as the standings hold it. */
  readonly value: number;
  /** The value as published (fixed decimals). */
  readonly shown: string;
}

/** What `explainTieBreaks` needs for DE: the values of the keys before it, per player position. */
export interface EarlierKeys {
  /** Keys compared before this tie-break (points first), one array of values per key. */
  readonly values: readonly ArrayLike<number>[];
  readonly precisions: readonly number[];
  /** The comparison key of a value (standings' rounding). */
  readonly key: (value: number, precision: number) => number;
}

/** The kind of a round entry. */
export function roundKind(entry: RoundEntry): RoundKind {
  switch (entry.result) {
    case '+':
      return 'forfeit-win';
    case '-':
      return 'forfeit-loss';
    case 'U':
      return 'pab';
    case 'H':
      return 'half-point-bye';
    case 'F':
      return 'full-point-bye';
    case 'Z':
      return 'zero-point-bye';
    default:
      return entry.opponent === null ? 'zero-point-bye' : 'game';
  }
}

function cutOf(cuts: CutChoice, r: number): 'low' | 'high' | null {
  return cuts.low.includes(r) ? 'low' : cuts.high.includes(r) ? 'high' : null;
}

/** The breakdown of one tie-break for the player at position `i` of the context. */
export function breakDown(
  ctx: TieBreakContext,
  tieBreak: TieBreak,
  i: number,
  earlier?: EarlierKeys,
): TieBreakBreakdown {
  const R = ctx.rounds;
  const player = ctx.table.players[i];
  const round = (r: number, value: number | null, basis: RoundBasis, cut: 'low' | 'high' | null) => {
    const e = player.rounds[r];
    return {
      round: r + 1,
      opponent: e.opponent,
      colour: e.colour,
      result: e.result,
      kind: roundKind(e),
      voluntarilyUnplayed: ctx.vur[i * R + r] === 1,
      value,
      basis,
      cut,
    };
  };
  const summed = (rounds: BreakdownRound[]) => {
    let before = 0;
    let kept = 0;
    for (const x of rounds) {
      if (x.value === null) continue;
      before += x.value;
      if (x.cut === null) kept += x.value;
    }
    return { rounds, total: { kind: 'sum', before, removed: before - kept } as const, value: kept };
  };
  const built = ((): { rounds: BreakdownRound[]; total: BreakdownTotal; value: number } => {
    switch (tieBreak.base) {
      case 'PTS':
        return summed(
          player.rounds.map((_, r) => {
            const points = ctx.points[i * R + r];
            return round(r, points, { kind: 'points', points }, null);
          }),
        );
      case 'BH':
      case 'SB': {
        const weighted = tieBreak.base === 'SB';
        const values = Array.from({ length: R }, (_, r) => opponentValue(ctx, i * R + r, weighted));
        const vur = values.map((_, r) => ctx.vur[i * R + r] === 1);
        const cuts = chooseCuts(values, vur, tieBreak.cutLow, tieBreak.cutHigh);
        return summed(
          values.map((value, r) => round(r, value, opponentBasis(ctx, i, r, weighted), cutOf(cuts, r))),
        );
      }
      case 'PS': {
        const running = runningScores(ctx, i);
        return summed(
          Array.from(running, (v, r) =>
            round(r, v, { kind: 'running-score', running: v }, r < tieBreak.cutLow ? 'low' : null),
          ),
        );
      }
      case 'WIN':
      case 'WON':
      case 'BPG':
      case 'BWG': {
        const base = tieBreak.base;
        return summed(
          player.rounds.map((_, r) => {
            const counts = countsForCount(base, ctx, i, r);
            return round(r, counts ? 1 : 0, { kind: 'count', counts }, null);
          }),
        );
      }
      case 'KS': {
        const threshold = koyaThreshold(ctx);
        return summed(
          player.rounds.map((_, r) => {
            const k = i * R + r;
            const counts = koyaCounts(ctx, k);
            const o = ctx.opponent[k];
            const points = ctx.points[k];
            return round(
              r,
              counts ? points : 0,
              { kind: 'koya', points, opponentScore: o >= 0 ? ctx.score[o] : null, threshold, counts },
              null,
            );
          }),
        );
      }
      case 'ARO':
      case 'TPR':
        return ratingBreakdown(ctx, tieBreak, i, round);
      case 'DE':
        return encounterBreakdown(ctx, i, earlier, round);
    }
  })();
  return {
    code: tieBreak.code,
    base: tieBreak.base,
    name: tieBreak.name,
    rule: tieBreak.rule,
    precision: tieBreak.precision,
    cutLow: tieBreak.cutLow,
    cutHigh: tieBreak.cutHigh,
    rounds: built.rounds,
    total: built.total,
    value: built.value,
    shown: formatValue(built.value, tieBreak),
  };
}

type RoundMaker = (
  r: number,
  value: number | null,
  basis: RoundBasis,
  cut: 'low' | 'high' | null,
) => BreakdownRound;

function opponentBasis(ctx: TieBreakContext, i: number, r: number, weighted: boolean): RoundBasis {
  const k = i * ctx.rounds + r;
  const o = ctx.opponent[k];
  const weight = weighted ? ctx.points[k] : null;
  if (ctx.played[k])
    return {
      kind: 'opponent',
      score: ctx.score[o],
      adjusted: ctx.adjusted[o],
      lastRound: ctx.participatedUntil[o],
      weight,
    };
  const byOpponent = o >= 0;
  return {
    kind: 'virtual-opponent',
    ownScore: ctx.score[i],
    cap: byOpponent ? ctx.score[o] : (ctx.rounds * ctx.win) / 2,
    capBy: byOpponent ? 'scheduled-opponent' : 'half-maximum',
    value: ctx.opponentScore[k],
    weight,
  };
}

function ratingBreakdown(ctx: TieBreakContext, tieBreak: TieBreak, i: number, round: RoundMaker) {
  const games = ratedGames(ctx, i);
  const byRound = new Map(games.map((g) => [g.round, g]));
  const performance = tieBreak.base === 'TPR';
  const cut = ratingCuts(
    games.length,
    ctx.rounds,
    performance ? 0 : tieBreak.cutLow,
    performance ? 0 : tieBreak.cutHigh,
  );
  const { kept, low, high } = keptRatedGames(games, cut);
  const rounds = ctx.table.players[i].rounds.map((_, r) => {
    const g = byRound.get(r);
    if (!g) return round(r, null, { kind: 'not-counted', reason: 'no-rated-game' }, null);
    const c = low.includes(g) ? 'low' : high.includes(g) ? 'high' : null;
    return round(r, g.rating, { kind: 'rating', rating: g.rating, score: g.score }, c);
  });
  if (performance) {
    let score = 0;
    for (const g of games) score += g.score;
    const average = averageRating(games);
    const p = games.length === 0 ? 0 : score / games.length;
    const dp = games.length === 0 ? 0 : performanceDelta(p);
    const value = performanceRating(games);
    return {
      rounds,
      total: { kind: 'performance', average, games: games.length, score, p, dp } as const,
      value,
    };
  }
  let sum = 0;
  for (const g of kept) sum += g.rating;
  const declared = tieBreak.cutLow + tieBreak.cutHigh;
  return {
    rounds,
    total: {
      kind: 'average',
      sum,
      counted: kept.length,
      cutsUsedByUnplayed: Math.min(declared, ctx.rounds - games.length),
    } as const,
    value: averageRating(kept),
  };
}

function encounterBreakdown(
  ctx: TieBreakContext,
  i: number,
  earlier: EarlierKeys | undefined,
  round: RoundMaker,
) {
  const group: number[] = [];
  for (let j = 0; j < ctx.n; j++)
    if (
      !earlier ||
      earlier.values.every(
        (values, x) =>
          earlier.key(values[j], earlier.precisions[x]) === earlier.key(values[i], earlier.precisions[x]),
      )
    )
      group.push(j);
  const inGroup = new Set(group);
  const position = directEncounter(ctx, group).get(i) ?? 0;
  const rounds = ctx.table.players[i].rounds.map((_, r) => {
    const k = i * ctx.rounds + r;
    const o = ctx.opponent[k];
    if (o === i || !inGroup.has(o))
      return round(r, null, { kind: 'not-counted', reason: 'outside-group' }, null);
    return ctx.played[k]
      ? round(r, ctx.points[k], { kind: 'encounter', points: ctx.points[k] }, null)
      : round(r, null, { kind: 'not-counted', reason: 'not-played' }, null);
  });
  return {
    rounds,
    total: { kind: 'position', group: group.map((j) => ctx.table.players[j].id) } as const,
    value: position,
  };
}
