// Round robin at its edges (FIDE C.05 and its Annex 1): the smallest fields, schedules past
// their end, more than two cycles, byes, rests and withdrawals. Each case is one the mutation run
// found unpinned (see README "How we know").
import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import { bergerRound, bergerTable, doubleRoundRobinSystem, roundRobinSystem } from './round-robin';
import { buildPairingInput } from './pairing-input';
import { STANDARD_POINTS } from './points';
import type { PairingInput } from './pairing';
import type { RequestedBye } from './vocabulary';

function field(
  n: number,
  round = 1,
  byes: [number, RequestedBye][] = [],
  withdrawn: number[] = [],
): PairingInput {
  const players = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `P${i + 1}`,
    rating: 2000 - i,
    title: '',
    federation: '',
    fideId: '',
    rounds: [],
  }));
  const input = buildPairingInput(
    { players, rounds: 0, pointSystem: STANDARD_POINTS },
    {
      totalRounds: null,
      initialColour: null,
      byes: new Map(byes),
      withdrawn: new Set(withdrawn),
      prohibitions: [],
    },
  );
  return { ...input, round };
}

describe('round robin: the number of rounds and the end of the schedule (FIDE C.05 1)', () => {
  it('two players play one round (two in a double round robin); one player has no schedule', () => {
    expect(roundRobinSystem.roundsFor?.(2)).toBe(1);
    expect(doubleRoundRobinSystem.roundsFor?.(2)).toBe(2);
    expect(roundRobinSystem.roundsFor?.(1)).toBeNull();
    expect(roundRobinSystem.roundsFor?.(5)).toBe(5);
    expect(doubleRoundRobinSystem.roundsFor?.(6)).toBe(10);
  });

  it('pairs two players, and refuses a field of one', () => {
    expect(unwrap(roundRobinSystem.pair(field(2))).boards).toEqual([{ white: 1, black: 2 }]);
    const one = roundRobinSystem.pair(field(1));
    expect(one.ok ? null : [one.error.code, one.error.params]).toEqual([
      'ERR_TOO_FEW_PLAYERS',
      { min: 2, count: 1 },
    ]);
  });

  it('a round past the schedule is refused citing C.05 1 with the number of rounds', () => {
    const cases: [typeof roundRobinSystem, number, number][] = [
      [roundRobinSystem, 4, 3],
      [roundRobinSystem, 5, 5],
      [doubleRoundRobinSystem, 4, 6],
      [doubleRoundRobinSystem, 5, 10],
    ];
    for (const [system, n, rounds] of cases) {
      const r = system.pair(field(n, rounds + 1));
      expect(r.ok ? null : [r.error.code, r.error.rule, r.error.params]).toEqual([
        'ERR_NO_ROUNDS_LEFT',
        'FIDE C.05 1',
        { rounds },
      ]);
    }
  });

  it('there is no round 0', () => {
    expect(bergerRound(6, 0, { cycles: 1, swapLastRounds: false })).toBeNull();
  });
});

describe('round robin: cycles (FIDE C.05 Annex 1)', () => {
  const table = bergerTable(6).rounds;
  const reversed = (r: readonly (readonly [number, number])[]) => r.map(([w, b]) => [b, w]);

  it('a single cycle follows the table, even when asked to exchange its last rounds', () => {
    for (const swapLastRounds of [false, true])
      for (let r = 1; r <= 5; r++)
        expect(bergerRound(6, r, { cycles: 1, swapLastRounds })).toEqual(table[r - 1]);
  });

  it('a third cycle has the colours of the first', () => {
    const options = { cycles: 3, swapLastRounds: false };
    expect(bergerRound(6, 11, options)).toEqual(table[0]);
    expect(bergerRound(6, 6, options)).toEqual(reversed(table[0]));
  });

  it('a double round robin of two players: one game each way, nothing to exchange', () => {
    const options = { cycles: 2, swapLastRounds: true };
    expect(bergerRound(2, 1, options)).toEqual([[1, 2]]);
    expect(bergerRound(2, 2, options)).toEqual([[2, 1]]);
  });
});

describe('round robin: byes, rests and withdrawals', () => {
  it('a requested bye leaves the opponent resting, and is listed with its kind', () => {
    // Round 1 of 6: 1-6, 2-5, 3-4. Player 5 asked for a half-point bye, player 4 for a zero one.
    const p = unwrap(
      roundRobinSystem.pair(
        field(6, 1, [
          [5, 'half'],
          [4, 'zero'],
        ]),
      ),
    );
    expect(p.boards).toEqual([{ white: 1, black: 6 }]);
    expect(p.rests).toEqual([2, 3]);
    expect(p.byes).toEqual([
      { player: 4, kind: 'zero' },
      { player: 5, kind: 'half' },
    ]);
  });

  it('rests are listed in pairing-number order', () => {
    // Round 2 of 6: 6-4, 5-3, 1-2. Byes for 6, 5 and 1: their opponents 4, 3 and 2 rest.
    const p = unwrap(
      roundRobinSystem.pair(
        field(6, 2, [
          [6, 'zero'],
          [5, 'zero'],
          [1, 'zero'],
        ]),
      ),
    );
    expect(p.rests).toEqual([2, 3, 4]);
  });

  it('a withdrawn player keeps his boards; against the dummy or a bye nobody plays or rests', () => {
    // Five players, round 1: 1-6 (6 is the dummy), 2-5, 3-4. Player 1 and player 4 withdrew,
    // player 3 asked for a bye.
    const p = unwrap(roundRobinSystem.pair(field(5, 1, [[3, 'half']], [1, 4])));
    expect(p.boards).toEqual([{ white: 2, black: 5 }]);
    expect(p.rests).toEqual([]);
    expect(p.byes).toEqual([{ player: 3, kind: 'half' }]);
    const q = unwrap(roundRobinSystem.pair(field(5, 1, [], [2])));
    expect(q.boards).toEqual([
      { white: 2, black: 5 },
      { white: 3, black: 4 },
    ]);
  });

  it('the last player withdrawn, against the dummy: he does not rest', () => {
    // Five players, round 4: 6-5 (6 is the dummy), 1-4, 2-3.
    const p = unwrap(roundRobinSystem.pair(field(5, 4, [], [5])));
    expect(p.rests).toEqual([]);
    expect(p.boards).toEqual([
      { white: 1, black: 4 },
      { white: 2, black: 3 },
    ]);
  });

  it('a withdrawn player with a bye is not listed among the byes', () => {
    const p = unwrap(roundRobinSystem.pair(field(4, 1, [[2, 'half']], [2])));
    expect(p.byes).toEqual([]);
  });
});
