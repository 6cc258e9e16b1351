/**
 * Building a `PairingInput` from a crosstable (and from a TRF file): scores, colour and float
 * histories, byes of the round, forbidden pairs narrowed to the round.
 * Trade-off: everything derivable is derived here once, so pairing systems do not re-derive
 * (and disagree about) what a forfeit or a bye means for colours and floats.
 */
import type { Color } from '@arbiter/kernel';
import { ok, refused, type Result } from '@arbiter/kernel';
import { tournamentCodes } from './messages';
import { crosstableFromTrf, openRound, pairedRounds, type Crosstable } from './crosstable';
import type { Float, PairingInput, PairingPlayer } from './pairing';
import { pointsFor } from './points';
import { virtualPointsByRound } from './trf-acceleration';
import type { TrfAcceleration, TrfFile, TrfProhibition } from './trf-model';
import { isPlayed, type PlayerId, type RequestedBye } from './vocabulary';

/** What a crosstable does not say: the round's byes, withdrawals, prohibitions, totals, initial colour. */
export interface PairingContext {
  readonly totalRounds: number | null;
  readonly initialColour: Color | null;
  /** Requested byes and known absences for the round being paired. */
  readonly byes: ReadonlyMap<PlayerId, RequestedBye>;
  readonly withdrawn: ReadonlySet<PlayerId>;
  readonly prohibitions: readonly TrfProhibition[];
  /** Virtual points for pairing (records 250 / XXA); absent or empty: no acceleration. */
  readonly accelerations?: readonly TrfAcceleration[];
}

/** The colour of the best-placed player who had a colour in round 1 (TRF 152's default), or null. */
export function inferInitialColour(table: Crosstable): Color | null {
  if (table.rounds < 1) return null;
  for (const p of table.players) {
    const e = p.rounds[0];
    if (e.opponent !== null && e.colour !== null) return e.colour;
  }
  return null;
}

/** Pairs forbidden in `round`, each with the lower id first, without repeats. */
export function forbiddenPairsFor(
  prohibitions: readonly TrfProhibition[],
  round: number,
): [PlayerId, PlayerId][] {
  const seen = new Set<string>();
  const out: [PlayerId, PlayerId][] = [];
  for (const x of prohibitions) {
    if (x.firstRound !== null && round < x.firstRound) continue;
    if (x.lastRound !== null && round > x.lastRound) continue;
    for (let i = 0; i < x.players.length; i++)
      for (let j = i + 1; j < x.players.length; j++) {
        const a = Math.min(x.players[i], x.players[j]);
        const b = Math.max(x.players[i], x.players[j]);
        if (a === b || seen.has(`${a}-${b}`)) continue;
        seen.add(`${a}-${b}`);
        out.push([a, b]);
      }
  }
  return out;
}

/** The pairing input for the round after the crosstable's last one. */
export function buildPairingInput(table: Crosstable, context: PairingContext): PairingInput {
  const round = table.rounds + 1;
  const system = table.pointSystem;
  const running = new Map<PlayerId, number[]>();
  for (const p of table.players) {
    const before: number[] = [0];
    for (const e of p.rounds) before.push(before[before.length - 1] + pointsFor(e.result, system));
    running.set(p.id, before);
  }
  const players: PairingPlayer[] = table.players.map((p) => {
    const before = running.get(p.id)!;
    const colours = p.rounds.map((e) => (isPlayed(e) ? e.colour : null));
    const floats: Float[] = p.rounds.map((e, i) => {
      // FIDE C.04.3 1.4.3: scoring more than a loss without playing (PAB, forfeit win, half-point bye) is a downfloat.
      if (!isPlayed(e)) return pointsFor(e.result, system) > system.loss ? 'down' : null;
      if (e.opponent === null) return null;
      const mine = before[i];
      const theirs = running.get(e.opponent)?.[i] ?? mine;
      return mine > theirs ? 'down' : mine < theirs ? 'up' : null;
    });
    return {
      id: p.id,
      rating: p.rating,
      points: before[before.length - 1],
      history: p.rounds,
      colours,
      floats,
      playedOpponents: new Set(p.rounds.filter(isPlayed).map((e) => e.opponent!)),
      hadUnplayedWin: p.rounds.some((e) => e.result === 'U' || e.result === '+' || e.result === 'F'),
      unplayedRounds: p.rounds.filter((e) => !isPlayed(e)).length,
      withdrawn: context.withdrawn.has(p.id),
      bye: context.byes.get(p.id) ?? null,
      ...(context.accelerations?.length
        ? { virtualPoints: virtualPointsByRound(context.accelerations, p.id, round) }
        : {}),
    };
  });
  return {
    round,
    totalRounds: context.totalRounds,
    players,
    forbiddenPairs: forbiddenPairsFor(context.prohibitions, round),
    initialColour: context.initialColour ?? inferInitialColour(table),
    pointSystem: system,
  };
}

const BYE_OF: Readonly<Record<string, RequestedBye>> = { H: 'half', F: 'full', Z: 'zero' };

/**
 * The pairing input for the next round of a TRF file: rounds with any pairing are history;
 * `0000 - H`/`F`/`Z` entries of the next round and `240` records for it are that round's byes.
 */
export function pairingInputFromTrf(file: TrfFile): Result<PairingInput> {
  const played = pairedRounds(file);
  const open = openRound(file);
  if (open !== null) return refused(tournamentCodes, 'ERR_ROUND_OPEN', { round: open });
  const round = played + 1;
  if (file.totalRounds !== null && round > file.totalRounds)
    return refused(tournamentCodes, 'ERR_NO_ROUNDS_LEFT', {
      rounds: file.totalRounds,
    });
  const table = crosstableFromTrf(file);
  if (!table.ok) return table;
  const byes = new Map<PlayerId, RequestedBye>();
  for (const p of file.players) {
    const e = p.rounds[round - 1];
    if (e && e.opponent === null && e.result !== null && BYE_OF[e.result]) byes.set(p.id, BYE_OF[e.result]);
  }
  for (const b of file.byes) if (b.round === round) for (const id of b.players) byes.set(id, b.kind);
  return ok(
    buildPairingInput(table.value, {
      totalRounds: file.totalRounds,
      initialColour: file.initialColour,
      byes,
      withdrawn: new Set(),
      prohibitions: file.prohibitions,
      accelerations: file.accelerations,
    }),
  );
}
