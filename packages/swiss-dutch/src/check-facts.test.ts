// checkTournament, cutBefore and recordedPairing on a small file with known rounds: the verdict of
// every round with its note, the cut a round is re-paired from (declared byes kept), the initial
// colour read back from round 1, and the pairing a file records. The file: the C16 scenario's
// tournament (features/tournament/dutch-pairing.feature), three rounds paired by the reference
// engine.
import { describe, expect, it } from 'vitest';
import { parseTrf, type TrfFile, type TrfRoundEntry } from '@arbiter/tournament';
import { C16_THREE_ROUNDS } from './c16-tournament.fixture';
import { checkTournament, cutBefore, recordedPairing } from './check';

const TRF = C16_THREE_ROUNDS;

function file(): TrfFile {
  const t = parseTrf(TRF);
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
}

/** The file with round `round` of the given players replaced. */
function withEntries(f: TrfFile, round: number, entries: Record<number, TrfRoundEntry>): TrfFile {
  return {
    ...f,
    players: f.players.map((p) =>
      entries[p.id] ? { ...p, rounds: p.rounds.map((e, i) => (i === round - 1 ? entries[p.id] : e)) } : p,
    ),
  };
}

const game = (opponent: number, colour: 'white' | 'black'): TrfRoundEntry =>
  ({ opponent, colour, result: '=' }) as TrfRoundEntry;
const bye = (result: string): TrfRoundEntry => ({ opponent: null, colour: null, result }) as TrfRoundEntry;

const verdicts = (f: TrfFile) => {
  const r = checkTournament(f);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.map((v) => ({ round: v.round, same: v.same, criterion: v.criterion, note: v.note }));
};

/** The file with a round 4: the given entries, every other player on a declared half-point bye. */
const withRound4 = (f: TrfFile, entries: Record<number, TrfRoundEntry>): TrfFile => ({
  ...f,
  players: f.players.map((p) => ({ ...p, rounds: [...p.rounds, entries[p.id] ?? bye('H')] })),
});

const SAME = [1, 2, 3].map((round) => ({ round, same: true, criterion: null, note: 'same pairing' }));

describe('pair --check, round by round', () => {
  it('every round of the reference engine is the same pairing', () => {
    expect(verdicts(file())).toEqual(SAME);
  });

  it('a round with other pairs: the first criterion that separates them, or the Dutch order', () => {
    const f = file();
    // Round 3 as 2-1 and 3-4 instead of 2-4 and 3-1: worse by C8 in the 2-point bracket.
    expect(
      verdicts(
        withEntries(f, 3, {
          2: game(1, 'white'),
          1: game(2, 'black'),
          3: game(4, 'white'),
          4: game(3, 'black'),
        }),
      )[2],
    ).toEqual({
      round: 3,
      same: false,
      criterion: 'C8',
      note: 'bracket 2: the recorded pairing is worse by C8',
    });
    // Round 3 as 2-5 and 7-4 instead of 2-4 and 7-5: as good by every criterion.
    expect(
      verdicts(
        withEntries(f, 3, {
          2: game(5, 'white'),
          5: game(2, 'black'),
          7: game(4, 'white'),
          4: game(7, 'black'),
        }),
      )[2],
    ).toEqual({
      round: 3,
      same: false,
      criterion: 'order',
      note: 'bracket 1.5: as good by C1-C21, but the Dutch order of candidates picks another pairing',
    });
    // Round 3's first board with the colours exchanged.
    expect(verdicts(withEntries(f, 3, { 3: game(1, 'black'), 1: game(3, 'white') }))[2]).toEqual({
      round: 3,
      same: false,
      criterion: 'colours',
      note: 'same pairs, other colours: the colour allocation rules decide otherwise',
    });
  });

  it('a round of three players (the rest on byes): a rematch, a PAB to a higher score, the Dutch one', () => {
    const f = file();
    // 10 and 11 met in round 3; 12 has the PAB.
    expect(verdicts(withRound4(f, { 10: game(11, 'white'), 11: game(10, 'black'), 12: bye('U') }))).toEqual([
      ...SAME,
      { round: 4, same: false, criterion: 'C1', note: '10 and 11 already met' },
    ]);
    // 10 (1.5 points) has the PAB though 11 (0.5) or 12 (1) could have it.
    expect(verdicts(withRound4(f, { 11: game(12, 'white'), 12: game(11, 'black'), 10: bye('U') }))).toEqual([
      ...SAME,
      { round: 4, same: false, criterion: 'C5', note: 'bracket 1.5: the recorded pairing is worse by C5' },
    ]);
    expect(verdicts(withRound4(f, { 10: game(12, 'white'), 12: game(10, 'black'), 11: bye('U') }))).toEqual([
      ...SAME,
      { round: 4, same: true, criterion: null, note: 'same pairing' },
    ]);
  });

  it('a round the Dutch system cannot pair: the absolute criterion, else the order with no bracket', () => {
    const two = (alpha: string, bravo: string): TrfFile => {
      const t = parseTrf(`012 Two
001    1      Alpha                             2400                                          2 w =  ${alpha}
001    2      Bravo                             2300                                          1 b =  ${bravo}
XXR 5
`);
      if (!t.ok) throw new Error(t.error.message);
      return t.value;
    };
    const first = { round: 1, same: true, criterion: null, note: 'same pairing' };
    // 1 and 2 met in round 1: round 2 has no Dutch pairing; the recorded rematch is C1.
    expect(verdicts(two('   2 b =', '   1 w ='))).toEqual([
      first,
      { round: 2, same: false, criterion: 'C1', note: '2 and 1 already met' },
    ]);
    // The recorded round 2 gives 1 the PAB and 2 nothing: no criterion separates it.
    expect(verdicts(two('0000 - U', ''))).toEqual([
      first,
      {
        round: 2,
        same: false,
        criterion: 'order',
        note: 'bracket ?: as good by C1-C21, but the Dutch order of candidates picks another pairing',
      },
    ]);
  });

  it('the same boards without the PAB the Dutch system gives: not the same pairing', () => {
    // Round 4: 10-12 as the Dutch system pairs it, but 11 (present, without a round-4 entry) has no PAB.
    const f = file();
    const r4 = {
      ...f,
      players: f.players.map((p) =>
        p.id === 11
          ? p
          : {
              ...p,
              rounds: [
                ...p.rounds,
                p.id === 10 ? game(12, 'white') : p.id === 12 ? game(10, 'black') : bye('H'),
              ],
            },
      ),
    };
    expect(verdicts(r4)).toEqual([
      ...SAME,
      { round: 4, same: false, criterion: 'C4', note: 'bracket 0.5: the recorded pairing is worse by C4' },
    ]);
  });

  it('a round the file cannot be paired for (more rounds than XXR says) is the error of the check', () => {
    const r = checkTournament({ ...file(), totalRounds: 2 });
    expect(r.ok ? null : r.error.code).toBe('ERR_NO_ROUNDS_LEFT');
  });

  it('counts a round with only a PAB, not one with only declared byes', () => {
    const f = file();
    expect(verdicts(withRound4(f, { 12: bye('U') }))).toEqual([
      ...SAME,
      { round: 4, same: true, criterion: null, note: 'same pairing' },
    ]);
    expect(verdicts(withRound4(f, {}))).toEqual(SAME);
  });
});

describe('the cut a round is re-paired from, and the pairing a file records', () => {
  it("keeps the earlier rounds and the round's declared byes (H, Z, F), not its games or its PAB", () => {
    const f = withEntries(file(), 2, { 5: bye('H'), 6: bye('Z'), 7: bye('F'), 8: bye('U') });
    const cut = cutBefore(f, 2);
    expect(cut.players.map((p) => p.rounds.map((e) => e.result ?? '-').join(''))).toEqual(
      f.players.map((p) =>
        p.id >= 5 && p.id <= 7 ? `${p.rounds[0].result}${p.rounds[1].result}` : `${p.rounds[0].result}`,
      ),
    );
    expect(cutBefore(f, 1).players.every((p) => p.rounds.length === 0)).toBe(true);
    // A player without an entry for the round (9 has two rounds): his earlier rounds only.
    const short = {
      ...f,
      players: f.players.map((p) => (p.id === 9 ? { ...p, rounds: p.rounds.slice(0, 2) } : p)),
    };
    expect(cutBefore(short, 3).players.map((p) => p.rounds.length)).toEqual(f.players.map(() => 2));
  });

  it('reads the initial colour back from round 1: the lowest-numbered player with a game', () => {
    const f = { ...file(), initialColour: null };
    expect(cutBefore(f, 2).initialColour).toBe('black'); // 1 had Black
    // The players in another order: still player 1's.
    expect(cutBefore({ ...f, players: [...f.players.slice(1), f.players[0]] }, 2).initialColour).toBe(
      'black',
    );
    // 1 without a game in round 1: 2's White.
    expect(cutBefore(withEntries(f, 1, { 1: bye('U') }), 2).initialColour).toBe('white');
    // 1 without any round: 2's White.
    expect(
      cutBefore({ ...f, players: f.players.map((p) => (p.id === 1 ? { ...p, rounds: [] } : p)) }, 2)
        .initialColour,
    ).toBe('white');
    // 1's round 1 a forfeit without colour (against 7), or with a colour but no opponent: no game, 2's White.
    const forfeit = withEntries(f, 1, {
      1: { opponent: 7, colour: null, result: '-' } as TrfRoundEntry,
      7: { opponent: 1, colour: null, result: '+' } as TrfRoundEntry,
    });
    expect(cutBefore(forfeit, 2).initialColour).toBe('white');
    const alone = withEntries(f, 1, { 1: { opponent: null, colour: 'black', result: '-' } as TrfRoundEntry });
    expect(cutBefore(alone, 2).initialColour).toBe('white');
    // Nobody played round 1: none.
    const none = {
      ...f,
      players: f.players.map((p) => ({ ...p, rounds: [bye('H'), ...p.rounds.slice(1)] })),
    };
    expect(cutBefore(none, 2).initialColour).toBeNull();
    // Declared in the file: kept.
    expect(cutBefore({ ...f, initialColour: 'white' }, 2).initialColour).toBe('white');
  });

  it("records a round's boards by the White player, its PAB, and skips players without the round", () => {
    const f = file();
    expect(recordedPairing(f, 3)).toEqual({
      round: 3,
      boards: [
        { white: 2, black: 4 },
        { white: 3, black: 1 },
        { white: 6, black: 8 },
        { white: 7, black: 5 },
        { white: 9, black: 12 },
        { white: 11, black: 10 },
      ],
      pab: null,
      byes: [],
    });
    const short = withEntries(
      {
        ...f,
        players: f.players.map((p) =>
          p.id === 9 || p.id === 12 ? { ...p, rounds: p.rounds.slice(0, 2) } : p,
        ),
      },
      3,
      { 10: bye('U'), 11: bye('H'), 6: { opponent: null, colour: 'white', result: '+' } as TrfRoundEntry },
    );
    expect(recordedPairing(short, 3)).toEqual({
      round: 3,
      boards: [
        { white: 2, black: 4 },
        { white: 3, black: 1 },
        { white: 7, black: 5 },
      ],
      pab: 10,
      byes: [],
    });
  });
});
