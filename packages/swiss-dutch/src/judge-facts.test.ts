// judgePairing board by board on one round with known facts: every breach with its board, kind,
// players and note (what the edit warnings and `pair --check` print). Round 4 of 5 of the C16
// scenario's tournament (features/tournament/dutch-pairing.feature); the facts of its players:
//   2: 3 points, floated down last round, strong preference for black
//   4: 1.5, floated up last round and down the round before, absolute preference for white
//   8: 1.5, floated down last round and up the round before, strong for white
//   6: 1, floated up last round, strong for black;  1: 1, floated up two rounds ago, strong for white
//  11: 0.5, floated down two rounds ago, strong for black;  3: 2, absolute for black
//   5: 2.5, strong for white;  7: 1.5, strong for black;  9: 1, strong for black
//  10: 1.5, strong for white;  12: 1, strong for white
import { describe, expect, it } from 'vitest';
import { pairingInputFromTrf, parseTrf, type PairingInput, type RoundPairing } from '@arbiter/tournament';
import { C16_THREE_ROUNDS } from './c16-tournament.fixture';
import { judgePairing } from './judge';

const TRF = `${C16_THREE_ROUNDS}XXR 5
XXC black1
`;

function input(trf = TRF): PairingInput {
  const t = parseTrf(trf);
  if (!t.ok) throw new Error(t.error.message);
  const i = pairingInputFromTrf(t.value);
  if (!i.ok) throw new Error(i.error.message);
  return i.value;
}

/** The engine's round 4 (the C16 scenario's expected pairs). */
const ENGINE: RoundPairing = {
  round: 4,
  boards: [
    { white: 5, black: 2 },
    { white: 8, black: 3 },
    { white: 4, black: 7 },
    { white: 10, black: 6 },
    { white: 1, black: 9 },
    { white: 12, black: 11 },
  ],
  pab: null,
  byes: [],
};

const round = (boards: [number, number][], pab: number | null = null): RoundPairing => ({
  round: 4,
  boards: boards.map(([white, black]) => ({ white, black })),
  pab,
  byes: [],
});

/** Four players after two rounds: 1 and 2 had White twice and won, 3 and 4 Black twice and lost. */
const FOUR = (
  rounds: number,
): string => `001    1      Alpha                             2400                                          3 w 1     4 w 1
001    2      Bravo                             2300                                          4 w 1     3 w 1
001    3      Charlie                           2200                                          1 b 0     2 b 0
001    4      Delta                             2100                                          2 b 0     1 b 0
XXR ${rounds}
`;

const judged = (pairing: RoundPairing, engine = ENGINE, at = input()) =>
  judgePairing(at, pairing, engine).map((b) => [b.board, b.criterion, b.kind, b.players, b.note]);

describe('judgePairing, breach by breach', () => {
  it('names each colour, score difference and repeated float with its board and players', () => {
    expect(
      judged(
        round([
          [2, 6],
          [4, 11],
          [5, 1],
          [3, 7],
          [9, 8],
          [12, 10],
        ]),
      ),
    ).toEqual([
      [1, 'C13', 'colour', [2], '2 gets white against a strong preference for black'],
      [1, 'C7', 'score', [2, 6], '2 and 6 have different scores'],
      [1, 'C14', 'float', [2], '2 floats down again'],
      [1, 'C15', 'float', [6], '6 floats up again'],
      [2, 'C7', 'score', [4, 11], '4 and 11 have different scores'],
      [2, 'C16', 'float', [4], '4 floats down as two rounds before'],
      [3, 'C13', 'colour', [1], '1 gets black against a strong preference for white'],
      [3, 'C7', 'score', [5, 1], '5 and 1 have different scores'],
      [3, 'C17', 'float', [1], '1 floats up as two rounds before'],
      [4, 'C3', 'absolute-colour', [3], '3 gets white against an absolute preference for black'],
      [4, 'C7', 'score', [3, 7], '3 and 7 have different scores'],
      [5, 'C13', 'colour', [9], '9 gets white against a strong preference for black'],
      [5, 'C13', 'colour', [8], '8 gets black against a strong preference for white'],
      [5, 'C7', 'score', [8, 9], '8 and 9 have different scores'],
      [5, 'C14', 'float', [8], '8 floats down again'],
      [6, 'C13', 'colour', [10], '10 gets black against a strong preference for white'],
      [6, 'C7', 'score', [10, 12], '10 and 12 have different scores'],
    ]);
  });

  it("a rematch, a forbidden pair and a pair as good as the engine's by every criterion here", () => {
    const at = { ...input(), forbiddenPairs: [[5, 12] as const] };
    expect(
      judged(
        round([
          [2, 8],
          [5, 12],
          [1, 6],
          [4, 7],
        ]),
        ENGINE,
        at,
      ),
    ).toEqual([
      [1, 'C1', 'rematch', [2, 8], '2 and 8 already met'],
      [1, 'C13', 'colour', [2], '2 gets white against a strong preference for black'],
      [1, 'C13', 'colour', [8], '8 gets black against a strong preference for white'],
      [1, 'C7', 'score', [2, 8], '2 and 8 have different scores'],
      [1, 'C14', 'float', [2], '2 floats down again'],
      [1, 'C17', 'float', [8], '8 floats up as two rounds before'],
      [2, 'C1', 'forbidden', [5, 12], '5 and 12 must not be paired'],
      [2, 'C13', 'colour', [12], '12 gets black against a strong preference for white'],
      [2, 'C7', 'score', [5, 12], '5 and 12 have different scores'],
      [3, 'order', 'order', [1, 6], 'as good by these criteria, not the Dutch order'],
    ]);
  });

  it('a rematch does not hide a colour against an absolute preference (C3)', () => {
    // 3 (2 points, must have Black) met 9 (1 point) in round 1.
    expect(judged(round([[3, 9]]))).toEqual([
      [1, 'C1', 'rematch', [3, 9], '3 and 9 already met'],
      [1, 'C3', 'absolute-colour', [3], '3 gets white against an absolute preference for black'],
      [1, 'C7', 'score', [3, 9], '3 and 9 have different scores'],
    ]);
  });

  it('skips a board with a player the round does not know', () => {
    expect(
      judged(
        round([
          [99, 6],
          [1, 98],
          [97, 96],
        ]),
      ),
    ).toEqual([]);
  });

  it('the PAB: a higher score than necessary (C5), else the Dutch order of the PAB', () => {
    // 2 has 3 points, 11 the lowest score (0.5); the engine gives no PAB here (even round).
    expect(judged(round([], 2))).toEqual([
      [null, 'C5', 'score', [2], '2 gets the PAB with a higher score than necessary'],
    ]);
    expect(judged(round([], 11))).toEqual([[null, 'order', 'order', [11], 'not the Dutch order of the PAB']]);
    // 11 (0.5, the lowest score) already had an unplayed win: a PAB to him is C2 only; the lowest
    // score that may have the PAB is then 1 point (1, 6, 9, 12), so a PAB to 9 is not C5.
    const base = input();
    const had = {
      ...base,
      players: base.players.map((p) => (p.id === 11 ? { ...p, hadUnplayedWin: true } : p)),
    };
    expect(judged(round([], 11), ENGINE, had)).toEqual([
      [null, 'C2', 'pab', [11], '11 already had a PAB or an unplayed win'],
    ]);
    expect(judged(round([], 9), ENGINE, had)).toEqual([
      [null, 'order', 'order', [9], 'not the Dutch order of the PAB'],
    ]);
    // The same PAB as the engine's, or none: nothing to say.
    expect(judged(round([], 2), { ...ENGINE, pab: 2 })).toEqual([]);
    expect(judged(round([]), { ...ENGINE, pab: 2 })).toEqual([]);
  });

  it("the same absolute colour: the pair breach (C3) stands for the players' own, not the topscorers' in the final round (C10)", () => {
    const engine = round([
      [1, 3],
      [2, 4],
    ]);
    // Round 3 of 5: 1 and 2 must have Black, 3 and 4 White; a pair of either is C3 once.
    expect(
      judged(
        round([
          [1, 2],
          [3, 4],
        ]),
        engine,
        input(FOUR(5)),
      ),
    ).toEqual([
      [1, 'C3', 'absolute-colour', [1, 2], '1 and 2 both need the same colour'],
      [2, 'C3', 'absolute-colour', [3, 4], '3 and 4 both need the same colour'],
    ]);
    // Round 3 of 3: 1 and 2 (2 points of 2) are topscorers, so they may meet; 1's White is C10.
    expect(
      judged(
        round([
          [1, 2],
          [3, 4],
        ]),
        engine,
        input(FOUR(3)),
      ),
    ).toEqual([
      [1, 'C10', 'colour', [1], '1 gets white against an absolute preference for black'],
      [2, 'C3', 'absolute-colour', [3, 4], '3 and 4 both need the same colour'],
    ]);
  });

  it("the engine's own pair with the other colours: only the colours are the edit's doing", () => {
    // Round 1: no preferences, no scores.
    const first = input(
      FOUR(5)
        .split('\n')
        .map((l) => l.slice(0, 91).trimEnd())
        .join('\n'),
    );
    const engine = round([
      [1, 3],
      [4, 2],
    ]);
    expect(
      judged(
        round([
          [3, 1],
          [2, 4],
        ]),
        engine,
        first,
      ),
    ).toEqual([
      [1, 'colours', 'order', [3, 1], 'the engine gives this pair the other colours'],
      [2, 'colours', 'order', [2, 4], 'the engine gives this pair the other colours'],
    ]);
    expect(
      judged(
        round([
          [1, 3],
          [2, 4],
        ]),
        engine,
        first,
      ),
    ).toEqual([[2, 'colours', 'order', [2, 4], 'the engine gives this pair the other colours']]);
  });
});
