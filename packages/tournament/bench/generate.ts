/**
 * A generated Swiss-like tournament for the benchmark: players sorted by score each round and
 * paired neighbour to neighbour (avoiding rematches where the next player allows), a seeded
 * random result per game, and occasional forfeits, half-point byes and absences.
 * It is test data, not a pairing system.
 */
import { seededRandom } from '@arbiter/kernel';
import type { Crosstable, CrosstablePlayer } from '../src/index';
import { STANDARD_POINTS } from '../src/index';
import type { RoundEntry } from '../src/index';

/** What else a generated tournament holds. */
export interface GenerateOptions {
  /**
   * Players who withdraw: each leaves after a round drawn from a random source of its own (so a
   * tournament without withdrawals is generated exactly as before), and is absent (`Z`, not
   * paired) in every later round.
   */
  readonly withdrawals?: number;
}

/** Generates `players` players over `rounds` rounds. */
export function generateTournament(
  players: number,
  rounds: number,
  seed = 2026,
  options: GenerateOptions = {},
): Crosstable {
  const rnd = seededRandom(seed);
  const leaves = new Int32Array(players).fill(rounds);
  if (options.withdrawals) {
    const pick = seededRandom(seed + 1);
    for (let w = 0; w < options.withdrawals; w++)
      leaves[Math.floor(pick() * players)] = 1 + Math.floor(pick() * (rounds - 1));
  }
  const entries: RoundEntry[][] = Array.from({ length: players }, () => []);
  const score = new Float64Array(players);
  const met = Array.from({ length: players }, () => new Set<number>());
  const rating = Array.from({ length: players }, (_, i) => 2700 - Math.floor((i * 1500) / players));
  for (let r = 0; r < rounds; r++) {
    const order = Array.from({ length: players }, (_, i) => i).sort((a, b) => score[b] - score[a] || a - b);
    const waiting: number[] = [];
    for (const i of order) {
      if (r >= leaves[i]) {
        entries[i].push({ opponent: null, colour: null, result: 'Z' });
        continue;
      }
      const x = rnd();
      if (x < 0.01) entries[i].push({ opponent: null, colour: null, result: 'H' });
      else if (x < 0.015) entries[i].push({ opponent: null, colour: null, result: 'Z' });
      else waiting.push(i);
    }
    while (waiting.length > 1) {
      const a = waiting.shift()!;
      let k = waiting.findIndex((b) => !met[a].has(b));
      if (k < 0) k = 0;
      const b = waiting.splice(k, 1)[0];
      met[a].add(b);
      met[b].add(a);
      const [w, bl] = rnd() < 0.5 ? [a, b] : [b, a];
      const x = rnd();
      const res: [RoundEntry['result'], RoundEntry['result']] =
        x < 0.02 ? ['+', '-'] : x < 0.4 ? ['1', '0'] : x < 0.7 ? ['=', '='] : ['0', '1'];
      entries[w].push({ opponent: bl + 1, colour: 'white', result: res[0] });
      entries[bl].push({ opponent: w + 1, colour: 'black', result: res[1] });
    }
    if (waiting.length === 1) entries[waiting[0]].push({ opponent: null, colour: null, result: 'U' });
    for (let i = 0; i < players; i++) {
      const e = entries[i][r];
      score[i] +=
        e.result === '1' || e.result === '+' || e.result === 'U'
          ? 1
          : e.result === '=' || e.result === 'H'
            ? 0.5
            : 0;
    }
  }
  const list: CrosstablePlayer[] = entries.map((rounds, i) => ({
    id: i + 1,
    name: `Player ${i + 1}`,
    rating: rating[i],
    title: '',
    federation: '',
    fideId: '',
    rounds,
  }));
  return { players: list, rounds, pointSystem: STANDARD_POINTS };
}
