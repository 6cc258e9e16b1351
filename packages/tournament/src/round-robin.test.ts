import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import { fixture, fixtureFiles } from './fixtures';
import { bergerRound, bergerTable, doubleRoundRobinSystem, roundRobinSystem } from './round-robin';
import { buildPairingInput } from './pairing-input';
import { STANDARD_POINTS } from './points';
import type { Crosstable } from './crosstable';

interface BergerFixture {
  n: number;
  players: number;
  bye: number | null;
  rounds: [number, number][][];
}
const tables = fixtureFiles('berger')
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fixture('berger', f)) as BergerFixture);

function emptyField(n: number): Crosstable {
  const players = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `P${i + 1}`,
    rating: 2000 - i,
    title: '',
    federation: '',
    fideId: '',
    rounds: [],
  }));
  return { players, rounds: 0, pointSystem: STANDARD_POINTS };
}

describe('Berger tables (FIDE C.05 Annex 1)', () => {
  it('has FIDE tables for 3 to 16 players', () =>
    expect(tables.map((t) => t.n)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]));
  it.each(tables.map((t) => [t.n, t] as const))("%i players: equal to FIDE's table", (n, t) => {
    const mine = bergerTable(n);
    expect(mine.players).toBe(t.players);
    expect(mine.bye).toBe(t.bye);
    expect(mine.rounds).toEqual(t.rounds);
  });
  it('every pair meets exactly once for fields up to 40', () => {
    for (let n = 2; n <= 40; n++) {
      const seen = new Set<string>();
      for (const round of bergerTable(n).rounds)
        for (const [w, b] of round) seen.add(`${Math.min(w, b)}-${Math.max(w, b)}`);
      const size = n % 2 === 0 ? n : n + 1;
      expect(seen.size).toBe((size * (size - 1)) / 2);
    }
  });
  it('double round robin reverses colours in the second cycle and exchanges the last two rounds of the first', () => {
    const options = { cycles: 2, swapLastRounds: true };
    const t = bergerTable(6).rounds;
    expect(bergerRound(6, 4, options)).toEqual(t[4]);
    expect(bergerRound(6, 5, options)).toEqual(t[3]);
    expect(bergerRound(6, 6, options)).toEqual(t[0].map(([w, b]) => [b, w]));
    expect(bergerRound(6, 11, options)).toBeNull();
  });
  it('the dummy of an odd field gives a rest, not a PAB', () => {
    const input = buildPairingInput(emptyField(5), {
      totalRounds: 5,
      initialColour: null,
      byes: new Map(),
      withdrawn: new Set(),
      prohibitions: [],
    });
    const p = unwrap(roundRobinSystem.pair(input));
    expect(p.boards).toEqual([
      { white: 2, black: 5 },
      { white: 3, black: 4 },
    ]);
    expect(p.rests).toEqual([1]);
    expect(p.pab).toBeNull();
  });
  it('refuses a round past the schedule', () => {
    const input = buildPairingInput(emptyField(4), {
      totalRounds: null,
      initialColour: null,
      byes: new Map(),
      withdrawn: new Set(),
      prohibitions: [],
    });
    const r = roundRobinSystem.pair({ ...input, round: 4 });
    expect(r.ok || r.error.code).toBe('ERR_NO_ROUNDS_LEFT');
    expect(doubleRoundRobinSystem.pair({ ...input, round: 4 }).ok).toBe(true);
  });
});
