/**
 * The per-round pieces every tie-break is built from (FIDE C.07, rules applied from 1 March 2026):
 * what one round contributes, which rounds a cut removes, how rating-based values are averaged.
 * Both the fast standings path (`tiebreaks.ts`, typed arrays for 1,200 players) and the breakdown
 * a player asks for (`tiebreak-breakdown.ts`, one object per round) call these functions, so a
 * breakdown and the standings cannot disagree about a round's value or a cut.
 * Trade-off: small functions over the flat context (`k = i * rounds + r`) rather than objects per
 * round, so the standings path allocates nothing per game.
 */
import { performanceDelta } from './rating';
import type { TieBreakContext } from './tiebreak-context';

/** The value round k adds to Buchholz (the opponent's score as C.07 16.3-16.4 sets it) or to Sonneborn-Berger (times the points scored). */
export function opponentValue(ctx: TieBreakContext, k: number, weighted: boolean): number {
  return weighted ? ctx.opponentScore[k] * ctx.points[k] : ctx.opponentScore[k];
}

/** Whether round k scored a win under the point system (games, forfeit wins, PAB and full-point byes alike). */
export function isWin(ctx: TieBreakContext, k: number): boolean {
  return ctx.points[k] === ctx.win && ctx.win > ctx.draw;
}

/** Whether round r of player i counts for WIN, WON, BPG or BWG (FIDE C.07 7.1-7.4). */
export function countsForCount(
  base: 'WIN' | 'WON' | 'BPG' | 'BWG',
  ctx: TieBreakContext,
  i: number,
  r: number,
): boolean {
  const k = i * ctx.rounds + r;
  switch (base) {
    case 'WIN':
      return isWin(ctx, k);
    case 'WON':
      return ctx.played[k] === 1 && isWin(ctx, k);
    case 'BPG':
      return ctx.played[k] === 1 && ctx.table.players[i].rounds[r].colour === 'black';
    case 'BWG':
      return ctx.played[k] === 1 && isWin(ctx, k) && ctx.table.players[i].rounds[r].colour === 'black';
  }
}

/** The score an opponent needs for Koya (FIDE C.07 9.2): half the maximum. */
export function koyaThreshold(ctx: TieBreakContext): number {
  return (ctx.rounds * ctx.win) / 2;
}

/** Whether round k's points count for Koya: an opponent who finished with at least half the maximum. */
export function koyaCounts(ctx: TieBreakContext, k: number): boolean {
  const o = ctx.opponent[k];
  return o >= 0 && ctx.score[o] >= koyaThreshold(ctx) - 1e-9;
}

/** The rounds a cut removes, by index into the values given. */
export interface CutChoice {
  /** Removed as least significant (/Cn, and the low half of /Mn), in the order chosen. */
  readonly low: readonly number[];
  /** Removed as most significant (the high half of /Mn), in the order chosen. */
  readonly high: readonly number[];
  /** 1 for each removed index, null when nothing is removed. */
  readonly removed: Uint8Array | null;
}

const NO_CUT: CutChoice = Object.freeze({ low: [], high: [], removed: null });

/**
 * Chooses the rounds a cut removes (FIDE C.07 16.5): the least significant first from voluntarily
 * unplayed rounds, then the lowest values; the most significant are the highest. On equal values
 * the earlier round goes first.
 */
export function chooseCuts(
  values: ArrayLike<number>,
  voluntarilyUnplayed: ArrayLike<boolean>,
  low: number,
  high: number,
): CutChoice {
  if (low + high === 0) return NO_CUT;
  const n = values.length;
  const gone = new Uint8Array(n);
  const lows: number[] = [];
  const highs: number[] = [];
  for (let c = 0; c < low && lows.length < n; c++) {
    let best = -1;
    for (let i = 0; i < n; i++) {
      if (gone[i]) continue;
      if (best < 0) best = i;
      else if (voluntarilyUnplayed[i] !== voluntarilyUnplayed[best]) {
        if (voluntarilyUnplayed[i]) best = i;
      } else if (values[i] < values[best]) best = i;
    }
    gone[best] = 1;
    lows.push(best);
  }
  for (let c = 0; c < high && lows.length + highs.length < n; c++) {
    let best = -1;
    for (let i = 0; i < n; i++) if (!gone[i] && (best < 0 || values[i] > values[best])) best = i;
    gone[best] = 1;
    highs.push(best);
  }
  return { low: lows, high: highs, removed: gone };
}

/** The sum of the values a cut keeps, added in round order. */
export function sumKept(values: ArrayLike<number>, cuts: CutChoice): number {
  const gone = cuts.removed;
  let s = 0;
  for (let i = 0; i < values.length; i++) if (gone === null || gone[i] === 0) s += values[i];
  return s;
}

/** A game played over the board against a rated opponent (ARO, TPR: FIDE C.07 10). */
export interface RatedGame {
  readonly round: number;
  readonly rating: number;
  /** 1, ½ or 0: a rating game's score, whatever the tournament's point system. */
  readonly score: number;
}

/** The rated games of player i, round order. */
export function ratedGames(ctx: TieBreakContext, i: number): RatedGame[] {
  const games: RatedGame[] = [];
  for (let r = 0; r < ctx.rounds; r++) {
    const k = i * ctx.rounds + r;
    if (!ctx.played[k]) continue;
    const rating = ctx.table.players[ctx.opponent[k]].rating;
    if (rating <= 0) continue;
    const result = ctx.table.players[i].rounds[r].result;
    const score = result === '1' || result === 'W' ? 1 : result === '=' || result === 'D' ? 0.5 : 0;
    games.push({ round: r, rating, score });
  }
  return games;
}

/**
 * How many rated games an ARO cut removes from each end: a round without a rated game over the
 * board counts as cut first (FIDE C.07 16.5), so it uses up the low cuts, then the high ones.
 */
export function ratingCuts(
  games: number,
  rounds: number,
  low: number,
  high: number,
): { low: number; high: number } {
  const missing = rounds - games;
  return { low: Math.max(0, low - missing), high: Math.max(0, high - Math.max(0, missing - low)) };
}

/** The rated games an ARO cut keeps: the lowest `low` and the highest `high` ratings removed (earlier round first on equal ratings). */
export function keptRatedGames(
  games: readonly RatedGame[],
  cut: { low: number; high: number },
): { kept: readonly RatedGame[]; low: readonly RatedGame[]; high: readonly RatedGame[] } {
  if (cut.low + cut.high === 0) return { kept: games, low: [], high: [] };
  const sorted = [...games].sort((a, b) => a.rating - b.rating || a.round - b.round);
  const lowEnd = Math.min(cut.low, sorted.length);
  const highStart = Math.max(lowEnd, sorted.length - cut.high);
  const low = sorted.slice(0, lowEnd);
  const high = sorted.slice(highStart);
  const gone = new Set([...low, ...high]);
  return { kept: games.filter((g) => !gone.has(g)), low, high };
}

/** The rounded average rating of games (ARO's value), 0 when there is none. */
export function averageRating(games: readonly RatedGame[]): number {
  if (games.length === 0) return 0;
  let s = 0;
  for (const g of games) s += g.rating;
  return Math.round(s / games.length);
}

/** TPR (FIDE C.07 10.2): the average rating of the rated games plus the FIDE dp of their fractional score; 0 without a rated game. */
export function performanceRating(games: readonly RatedGame[]): number {
  if (games.length === 0) return 0;
  let points = 0;
  for (const g of games) points += g.score;
  return averageRating(games) + performanceDelta(points / games.length);
}

/** PS (FIDE C.07 7.5): the running score after each round; /Cn leaves out the first n rounds. */
export function runningScores(
  ctx: TieBreakContext,
  i: number,
  out: Float64Array = new Float64Array(ctx.rounds),
): Float64Array {
  let running = 0;
  for (let r = 0; r < ctx.rounds; r++) {
    running += ctx.points[i * ctx.rounds + r];
    out[r] = running;
  }
  return out;
}
