// The per-round pieces of the tie-breaks (`tiebreak-rounds.ts`) where the behaviour is this
// package's own choice and not a sentence of FIDE C.07: which of two equal values a cut names,
// and a point system whose points cannot tell a win from a draw. The rules themselves are pinned
// by the scenarios of features/tournament (see README "How we know").
import { describe, expect, it } from 'vitest';
import type { Crosstable } from './crosstable';
import { pointSystem, STANDARD_POINTS, type PointSystem } from './points';
import { tieBreakContext } from './tiebreak-context';
import { chooseCuts, countsForCount, keptRatedGames, type RatedGame } from './tiebreak-rounds';

const none = [false, false, false];

describe('chooseCuts: which round a cut names', () => {
  it('of equal values, the earlier round goes first, at either end', () => {
    expect(chooseCuts([2, 1, 1], none, 1, 0).low).toEqual([1]);
    expect(chooseCuts([1, 2, 2], none, 0, 1).high).toEqual([1]);
    expect(chooseCuts([3, 3, 1], none, 0, 1).high).toEqual([0]);
  });
  it('a second cut never names a round already cut', () => {
    expect(chooseCuts([1, 0, 2], none, 2, 0).low).toEqual([1, 0]);
    const cuts = chooseCuts([1, 0, 2], none, 2, 0);
    expect(Array.from(cuts.removed ?? [])).toEqual([1, 1, 0]);
  });
});

describe('keptRatedGames: which of two equal ratings a cut names', () => {
  it('the earlier round is cut as lowest, the later one as highest', () => {
    const games: RatedGame[] = [0, 1, 2, 3].map((round) => ({ round, rating: 1800, score: 1 }));
    const { kept, low, high } = keptRatedGames(games, { low: 1, high: 1 });
    expect(low.map((g) => g.round)).toEqual([0]);
    expect(high.map((g) => g.round)).toEqual([3]);
    expect(kept.map((g) => g.round)).toEqual([1, 2]);
  });
});

describe('WIN when points cannot tell a win from a draw', () => {
  // Player 1 wins round 1 and draws round 2.
  const table = (system: PointSystem): Crosstable => ({
    rounds: 2,
    pointSystem: system,
    players: [1, 2].map((id) => ({
      id,
      name: `P${id}`,
      rating: 0,
      title: '',
      federation: '',
      fideId: '',
      rounds: [
        { opponent: 3 - id, colour: id === 1 ? 'white' : 'black', result: id === 1 ? '1' : '0' },
        { opponent: 3 - id, colour: id === 1 ? 'black' : 'white', result: '=' },
      ],
    })),
  });
  it('under 1/½/0 the won round counts and the drawn one does not', () => {
    const ctx = tieBreakContext(table(STANDARD_POINTS));
    expect([countsForCount('WIN', ctx, 0, 0), countsForCount('WIN', ctx, 0, 1)]).toEqual([true, false]);
  });
  it('when a draw scores as much as a win, no round counts as won (rather than every draw)', () => {
    const ctx = tieBreakContext(table(pointSystem({ win: 1, draw: 1 })));
    expect([countsForCount('WIN', ctx, 0, 0), countsForCount('WIN', ctx, 0, 1)]).toEqual([false, false]);
  });
});
