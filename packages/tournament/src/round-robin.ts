/**
 * Round robin by the FIDE Berger tables (FIDE C.05 Annex 1), single and double.
 * Trade-off: the table is computed by the rotation rule rather than stored, so any field size
 * works; the stored FIDE tables for 3–16 players are the test that the rotation is FIDE's.
 */
import { ok, refused, type Result } from '@arbiter/kernel';
import type { BoardPairing, PairingInput, PairingSystem, RoundPairing } from './pairing';
import { tournamentCodes, tournamentMessages } from './messages';
import type { PlayerId } from './vocabulary';

/** A Berger table: `rounds[r][b] = [white, black]` in Berger numbers; `bye` is the dummy number of an odd field. */
export interface BergerTable {
  readonly n: number;
  readonly players: number;
  readonly bye: number | null;
  readonly rounds: readonly (readonly (readonly [number, number])[])[];
}

/**
 * The Berger table for `n` players (n ≥ 2). With an odd `n` the field is completed by a dummy
 * number `n + 1`: whoever meets it has no game that round (FIDE C.05 Annex 1).
 * Rule: in round r the numbers 1 … m (m = size − 1) are read cyclically from
 * ((r − 1) · size/2 mod m) + 1; the first of them meets the top number (white in odd rounds,
 * black in even ones), then the k-th from the front has white against the k-th from the back.
 */
export function bergerTable(n: number): BergerTable {
  const size = n % 2 === 0 ? n : n + 1;
  const m = size - 1;
  const rounds: [number, number][][] = [];
  for (let r = 1; r <= m; r++) {
    const start = ((r - 1) * (size / 2)) % m;
    const seq = Array.from({ length: m }, (_, k) => ((start + k) % m) + 1);
    const boards: [number, number][] = [r % 2 === 1 ? [seq[0], size] : [size, seq[0]]];
    for (let k = 1; k < size / 2; k++) boards.push([seq[k], seq[m - k]]);
    rounds.push(boards);
  }
  return { n, players: size, bye: n % 2 === 0 ? null : size, rounds };
}

/** Options of a round-robin system. */
export interface RoundRobinOptions {
  /** Number of cycles: 1 (single) or 2 (double, colours reversed in the second cycle). */
  readonly cycles: number;
  /**
   * Double round robin: exchange the last two rounds of the first cycle (FIDE C.05 Annex 1's
   * recommendation, so that nobody gets the same colour three times running across the cycles).
   */
  readonly swapLastRounds: boolean;
}

/**
 * The Berger boards of round `round` (1-based) over the full schedule of `cycles` cycles, in
 * Berger numbers: colours reversed in even cycles, the first cycle's last two rounds exchanged
 * when `swapLastRounds` is set and there is a second cycle. Null past the last round.
 */
export function bergerRound(
  n: number,
  round: number,
  options: RoundRobinOptions,
): (readonly [number, number])[] | null {
  const table = bergerTable(n);
  const perCycle = table.rounds.length;
  if (round < 1 || round > perCycle * options.cycles) return null;
  const cycle = Math.floor((round - 1) / perCycle);
  let index = (round - 1) % perCycle;
  if (options.cycles > 1 && options.swapLastRounds && cycle === 0 && perCycle >= 2) {
    if (index === perCycle - 1) index = perCycle - 2;
    else if (index === perCycle - 2) index = perCycle - 1;
  }
  const boards = table.rounds[index];
  return cycle % 2 === 0 ? boards.map((b) => b) : boards.map(([w, b]) => [b, w] as const);
}

function roundRobin(id: string, name: string, options: RoundRobinOptions): PairingSystem {
  return {
    id,
    name,
    rule: 'FIDE C.05',
    version: 'C.05 Annex 1 (Berger tables)',
    catalogue: tournamentMessages,
    closedField: true,
    roundsFor: (players) =>
      players < 2 ? null : (players % 2 === 0 ? players - 1 : players) * options.cycles,
    pair(input: PairingInput): Result<RoundPairing> {
      const field = input.players;
      if (field.length < 2)
        return refused(tournamentCodes, 'ERR_TOO_FEW_PLAYERS', {
          min: 2,
          count: field.length,
        });
      const boards = bergerRound(field.length, input.round, options);
      if (!boards) {
        const rounds = (field.length % 2 === 0 ? field.length - 1 : field.length) * options.cycles;
        return refused(tournamentCodes, 'ERR_NO_ROUNDS_LEFT', { rounds }, 'FIDE C.05 1');
      }
      // Berger number k is the k-th player by pairing number.
      const byNumber = (k: number) => field[k - 1];
      const out: BoardPairing[] = [];
      const rests: PlayerId[] = [];
      // A withdrawn player keeps the boards of the schedule (the tournament scores them as
      // forfeits); the dummy number and a requested bye leave the opponent resting.
      const gone = (k: number) => k <= field.length && byNumber(k).withdrawn;
      const off = (k: number) => k > field.length || byNumber(k).bye !== null;
      for (const [w, b] of boards) {
        if ((gone(w) || off(w)) && (gone(b) || off(b))) continue;
        if (off(w)) rests.push(byNumber(b).id);
        else if (off(b)) rests.push(byNumber(w).id);
        else out.push({ white: byNumber(w).id, black: byNumber(b).id });
      }
      return ok({
        round: input.round,
        boards: out,
        pab: null,
        byes: field
          .filter((p) => p.bye !== null && !p.withdrawn)
          .map((p) => ({ player: p.id, kind: p.bye! })),
        rests: rests.sort((a, b) => a - b),
      });
    },
  };
}

/** Single round robin (FIDE C.05, Berger tables). */
export const roundRobinSystem: PairingSystem = roundRobin('round-robin', 'Round robin (Berger tables)', {
  cycles: 1,
  swapLastRounds: false,
});

/** Double round robin: the Berger schedule twice, colours reversed, last two rounds of cycle one exchanged. */
export const doubleRoundRobinSystem: PairingSystem = roundRobin(
  'double-round-robin',
  'Double round robin (Berger tables)',
  {
    cycles: 2,
    swapLastRounds: true,
  },
);
