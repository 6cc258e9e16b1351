/**
 * Baku acceleration (FIDE C.04.5.1): before round 1 the field, in pairing order, is split into GA
 * (the first half, rounded up to an even number: 2 x ceil(n / 4) players) and GB (the rest). In the
 * accelerated rounds (the first half of the event, rounded up) every GA player is paired as if he
 * had virtual points: 1 in the first half of those rounds (rounded up), ½ in the others. GB
 * players and later rounds get none. The result is written as TRF `250` records.
 * Trade-off: GA is fixed by the players named when it is computed (before round 1); a late entry
 * is in GB unless the arbiter adds a record for him (the rule keeps the last GA player, so a late
 * entry placed above him would join GA).
 */
import { ok, refused, type Result } from '@arbiter/kernel';
import { tournamentCodes } from './messages';
import type { PointSystem } from './points';
import type { TrfAcceleration } from './trf-model';
import type { PlayerId } from './vocabulary';

/** How many players GA holds out of `players` (2 x ceil(n / 4)), never more than the field. */
export function bakuGroupSize(players: number): number {
  return Math.min(players, 2 * Math.ceil(players / 4));
}

/** The accelerated rounds of an event of `rounds` rounds, and how many of them give a full point. */
export function bakuRounds(rounds: number): { accelerated: number; fullPoint: number } {
  const accelerated = Math.ceil(rounds / 2);
  return { accelerated, fullPoint: Math.ceil(accelerated / 2) };
}

/** Consecutive pairing numbers as ranges. */
function ranges(ids: readonly PlayerId[]): [PlayerId, PlayerId][] {
  const sorted = [...ids].sort((a, b) => a - b);
  const out: [PlayerId, PlayerId][] = [];
  for (const id of sorted) {
    const last = out[out.length - 1];
    if (last && last[1] + 1 === id) last[1] = id;
    else out.push([id, id]);
  }
  return out;
}

/**
 * The Baku virtual points of a field as `250` records. `players` are the pairing numbers of the
 * players to be paired, in pairing order (best first); `rounds` the event's rounds.
 */
export function bakuAcceleration(
  players: readonly PlayerId[],
  rounds: number | null,
  points: PointSystem,
): Result<TrfAcceleration[]> {
  if (points.win !== 1 || points.draw !== 0.5 || points.loss !== 0)
    return refused(tournamentCodes, 'ERR_BAKU_POINTS', {
      win: points.win,
      draw: points.draw,
      loss: points.loss,
    });
  if (rounds === null || rounds < 1) return refused(tournamentCodes, 'ERR_BAKU_ROUNDS', {});
  const ga = players.slice(0, bakuGroupSize(players.length));
  const { accelerated, fullPoint } = bakuRounds(rounds);
  const out: TrfAcceleration[] = [];
  for (const [firstPlayer, lastPlayer] of ranges(ga)) {
    out.push({ points: 1, firstRound: 1, lastRound: fullPoint, firstPlayer, lastPlayer });
    if (accelerated > fullPoint)
      out.push({ points: 0.5, firstRound: fullPoint + 1, lastRound: accelerated, firstPlayer, lastPlayer });
  }
  return ok(out);
}
