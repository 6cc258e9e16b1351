// The per-round facts the tie-breaks read (FIDE C.07 16): voluntarily unplayed rounds, the last
// round a player took part in, and the virtual opponent of a bye. Each case is one the mutation
// run found unpinned (see README "How we know").
import { describe, expect, it } from 'vitest';
import type { Crosstable } from './crosstable';
import { STANDARD_POINTS, THREE_ONE_ZERO, type PointSystem } from './points';
import { tieBreakContext } from './tiebreak-context';
import type { RoundEntry } from './vocabulary';

const game = (opponent: number, result: RoundEntry['result']): RoundEntry => ({
  opponent,
  colour: 'white',
  result,
});
const unplayed = (result: RoundEntry['result']): RoundEntry => ({ opponent: null, colour: null, result });

function table(rounds: RoundEntry[][], pointSystem: PointSystem = STANDARD_POINTS): Crosstable {
  return {
    players: rounds.map((r, i) => ({
      id: i + 1,
      name: `P${i + 1}`,
      rating: 2000,
      title: '',
      federation: '',
      fideId: '',
      rounds: r,
    })),
    rounds: rounds[0].length,
    pointSystem,
  };
}

describe('tie-break context (FIDE C.07 16)', () => {
  it('a full-point bye is a voluntarily unplayed round, a PAB is not', () => {
    const ctx = tieBreakContext(
      table([
        [game(2, '1'), unplayed('F')],
        [game(1, '0'), unplayed('U')],
      ]),
    );
    expect(Array.from(ctx.vur)).toEqual([0, 1, 0, 0]);
  });

  it('a full-point bye in the last round counts as taking part in it', () => {
    const ctx = tieBreakContext(
      table([
        [game(2, '1'), unplayed('F')],
        [game(1, '0'), unplayed('Z')],
      ]),
    );
    expect(Array.from(ctx.participatedUntil)).toEqual([2, 1]);
    // Player 1's adjusted score keeps the bye's point; player 2's last round counts as a draw.
    expect(Array.from(ctx.adjusted)).toEqual([2, 0.5]);
  });

  it('the virtual opponent of a bye scores at most half the maximum, under 3/1/0 too', () => {
    // Two rounds of 3/1/0: half the maximum is 3. Player 1 won round 1 (3) and was absent in
    // round 2: the virtual opponent of round 2 has min(3, 3) = 3.
    const ctx = tieBreakContext(
      table(
        [
          [game(2, '1'), unplayed('Z')],
          [game(1, '0'), unplayed('Z')],
        ],
        THREE_ONE_ZERO,
      ),
    );
    expect(ctx.opponentScore[1]).toBe(3);
  });
});
