/**
 * The crosstable: every player's entries for the completed rounds. It is the read model both
 * tie-breaks and pairing inputs are computed from, whether it came from a TRF file or from a
 * fold of tournament events.
 * Trade-off: only complete rounds enter (an open round's games are left out), so every player
 * has exactly `rounds` entries and no consumer checks lengths.
 */
import { ok, refused, type Result } from '@arbiter/kernel';
import { tournamentCodes } from './messages';
import { pointsFor, STANDARD_POINTS, type PointSystem } from './points';
import type { TrfFile } from './trf-model';
import { ABSENT, type PlayerId, type RoundEntry } from './vocabulary';

/** A player as the crosstable knows them. */
export interface CrosstablePlayer {
  readonly id: PlayerId;
  readonly name: string;
  readonly rating: number;
  readonly title: string;
  readonly federation: string;
  readonly fideId: string;
  /** Exactly `Crosstable.rounds` entries, round 1 first. */
  readonly rounds: readonly RoundEntry[];
}

/** Players (sorted by id) and their completed rounds, with the point system that scores them. */
export interface Crosstable {
  readonly players: readonly CrosstablePlayer[];
  readonly rounds: number;
  readonly pointSystem: PointSystem;
}

/** The number of rounds a TRF file has paired (a round counts once anyone in it has an opponent or a PAB). */
export function pairedRounds(file: TrfFile): number {
  let last = 0;
  for (const p of file.players)
    p.rounds.forEach((e, i) => {
      if (e.opponent !== null || e.result === 'U' || e.result === '+' || e.result === '-')
        last = Math.max(last, i + 1);
    });
  return last;
}

/** Whether every game of the paired rounds has a result (no ITDX "paired, not played" entries). */
export function openRound(file: TrfFile): number | null {
  let open: number | null = null;
  for (const p of file.players)
    p.rounds.forEach((e, i) => {
      if (e.result === null) open = open === null ? i + 1 : Math.min(open, i + 1);
    });
  return open;
}

/**
 * The crosstable of a TRF file's completed rounds. Refuses (`ERR_ROUND_OPEN`) a file whose
 * paired rounds still miss results, unless `upTo` stops before them.
 */
export function crosstableFromTrf(file: TrfFile, upTo?: number): Result<Crosstable> {
  const paired = pairedRounds(file);
  const rounds = upTo === undefined ? paired : Math.min(upTo, paired);
  const open = openRound(file);
  if (open !== null && open <= rounds)
    return refused(tournamentCodes, 'ERR_ROUND_OPEN', {
      round: open,
    });
  const players = [...file.players]
    .sort((a, b) => a.id - b.id)
    .map((p) => {
      const entries: RoundEntry[] = [];
      for (let i = 0; i < rounds; i++) {
        const e = p.rounds[i];
        entries.push(
          e && e.result !== null ? { opponent: e.opponent, colour: e.colour, result: e.result } : ABSENT,
        );
      }
      return {
        id: p.id,
        name: p.name,
        rating: p.rating,
        title: p.title,
        federation: p.federation,
        fideId: p.fideId,
        rounds: entries,
      };
    });
  return ok({ players, rounds, pointSystem: file.pointSystem ?? STANDARD_POINTS });
}

/** A player's points after `rounds` rounds (all rounds when omitted). */
export function scoreOf(
  player: CrosstablePlayer,
  system: PointSystem,
  rounds = player.rounds.length,
): number {
  let s = 0;
  for (let i = 0; i < rounds; i++) s += pointsFor(player.rounds[i].result, system);
  return s;
}
