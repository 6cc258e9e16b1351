import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import {
  EMPTY_TOURNAMENT,
  comparePairing,
  decideTournament,
  evolveTournament,
  makeTrf,
  pairingEditsOf,
  pairingRegistry,
  parseTrf,
  trfOf,
  type TournamentCommand,
  type TournamentState,
} from '@arbiter/tournament';
import { dutchSystem } from './index';
import { checkTournament } from './check';

const deps = { systems: pairingRegistry(dutchSystem) };

function apply(state: TournamentState, command: TournamentCommand): TournamentState {
  return unwrap(decideTournament(state, command, deps)).reduce(evolveTournament, state);
}

/** Ten players, rounds 1 and 2 played (White wins every game), round 3 paired. */
function threeRounds(): TournamentState {
  let s = apply(EMPTY_TOURNAMENT, {
    type: 'CreateTournament',
    name: 'Dutch club',
    game: 'tri-d-chess',
    pairingSystem: 'dutch',
    rounds: 5,
  });
  for (let i = 1; i <= 10; i++)
    s = apply(s, { type: 'RegisterPlayer', name: `P${i}`, rating: 2100 - 10 * i });
  for (let round = 1; round <= 2; round++) {
    s = apply(s, { type: 'PairRound', round });
    s.rounds[round - 1].boards.forEach((_, i) => {
      s = apply(s, { type: 'RecordResult', round, board: i + 1, result: '1-0' });
    });
    s = apply(s, { type: 'CloseRound', round });
  }
  return apply(s, { type: 'PairRound', round: 3 });
}

const colours = (s: TournamentState, id: number) =>
  s.rounds.slice(0, 2).map((r) => (r.boards.some((b) => b.white === id) ? 'w' : 'b'));

describe('the Dutch judge of an edited round', () => {
  const s = threeRounds();
  const boards = s.rounds[2].boards.map((b) => ({ white: b.white, black: b.black }));

  it('the engine pairing itself breaks nothing', () => {
    const c = unwrap(comparePairing(s, deps, 3, boards, null));
    expect(c.differing).toEqual([]);
    expect(c.criteria).toEqual([]);
  });

  it('names a rematch (C1) as a refusal', () => {
    const met = s.rounds[0].boards[0];
    const others = boards.filter(
      (b) => ![met.white, met.black].includes(b.white) && ![met.white, met.black].includes(b.black),
    );
    const loose = boards
      .filter((b) => !others.includes(b))
      .flatMap((b) => [b.white, b.black])
      .filter((id) => id !== met.white && id !== met.black);
    const edited = [{ white: met.black, black: met.white }, { white: loose[0], black: loose[1] }, ...others];
    const c = unwrap(comparePairing(s, deps, 3, edited, null));
    expect(c.criteria[0]).toMatchObject({
      criterion: 'C1',
      rule: 'FIDE C.04.3 C1',
      level: 'refuse',
      kind: 'rematch',
      board: 1,
    });
    const saved = decideTournament(
      s,
      {
        type: 'EditPairing',
        round: 3,
        boards: edited,
        pab: null,
        reason: 'asked',
        confirmed: ['C1'],
        acknowledged: ['C1'],
      },
      deps,
    );
    expect(saved).toMatchObject({ ok: false, error: { code: 'ERR_EDIT_REFUSED', rule: 'FIDE C.04.3 C1' } });
  });

  it('names the colour preferences a colour exchange breaks, as the rules name them', () => {
    const edited = [{ white: boards[0].black, black: boards[0].white }, ...boards.slice(1)];
    const c = unwrap(comparePairing(s, deps, 3, edited, null));
    expect(c.differing).toEqual([1]);
    expect(c.criteria.length).toBeGreaterThan(0);
    for (const x of c.criteria) {
      expect(x.board).toBe(1);
      expect(['C3', 'C12', 'C13', 'colours']).toContain(x.criterion);
      expect(x.rule).toMatch(/^FIDE C\.04\.3 /);
    }
  });

  it('two players who both need the same colour: C3, saved only after confirmation, named by pair --check', () => {
    // players with White in both rounds must have Black (absolute): pair two of them, not yet met
    const ww = s.players.map((p) => p.id).filter((id) => colours(s, id).join('') === 'ww');
    const [a, b] = ww.filter((x) =>
      ww.some(
        (y) =>
          y !== x &&
          !s.rounds
            .slice(0, 2)
            .some((r) =>
              r.boards.some((q) => (q.white === x && q.black === y) || (q.white === y && q.black === x)),
            ),
      ),
    );
    expect(a && b).toBeTruthy();
    const others = boards.filter((q) => ![a, b].includes(q.white) && ![a, b].includes(q.black));
    const loose = boards
      .filter((q) => !others.includes(q))
      .flatMap((q) => [q.white, q.black])
      .filter((id) => id !== a && id !== b);
    const edited = [{ white: a, black: b }, { white: loose[0], black: loose[1] }, ...others];
    const c = unwrap(comparePairing(s, deps, 3, edited, null));
    const c3 = c.criteria.find((x) => x.criterion === 'C3');
    expect(c3).toMatchObject({ rule: 'FIDE C.04.3 C3', level: 'confirm', kind: 'absolute-colour' });
    const quality = [...new Set(c.criteria.filter((x) => x.level === 'acknowledge').map((x) => x.criterion))];
    const command = {
      type: 'EditPairing' as const,
      round: 3,
      boards: edited,
      pab: null,
      reason: 'club mates share a car',
      acknowledged: quality,
    };
    expect(decideTournament(s, command, deps)).toMatchObject({
      ok: false,
      error: { code: 'ERR_EDIT_UNCONFIRMED' },
    });
    const confirmed = [...new Set(c.criteria.filter((x) => x.level === 'confirm').map((x) => x.criterion))];
    const after = apply(s, { ...command, confirmed });
    const trf = unwrap(parseTrf(makeTrf(trfOf(after))));
    const edits = pairingEditsOf(trf);
    expect(edits).toHaveLength(1);
    expect(edits[0].round).toBe(3);
    expect(edits[0].criteria).toContainEqual({ criterion: 'C3', rule: 'FIDE C.04.3 C3' });
    // the checker reads the edited round as it is recorded and finds C3 first
    const verdicts = unwrap(checkTournament(trf));
    expect(verdicts.find((v) => v.round === 3)).toMatchObject({ same: false, criterion: 'C3' });
  });
});

describe('the Dutch judge of an edited bye', () => {
  /** Nine players, round 1 played (White wins, player 9 has the PAB), round 2 paired. */
  function nine(): TournamentState {
    let s = apply(EMPTY_TOURNAMENT, {
      type: 'CreateTournament',
      name: 'Odd club',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
      rounds: 5,
    });
    for (let i = 1; i <= 9; i++)
      s = apply(s, { type: 'RegisterPlayer', name: `P${i}`, rating: 2100 - 10 * i });
    s = apply(s, { type: 'PairRound', round: 1 });
    s.rounds[0].boards.forEach((_, i) => {
      s = apply(s, { type: 'RecordResult', round: 1, board: i + 1, result: '1-0' });
    });
    s = apply(s, { type: 'CloseRound', round: 1 });
    return apply(s, { type: 'PairRound', round: 2 });
  }
  const s = nine();
  const swap = (a: number, b: number) => {
    const other = (id: number) => (id === a ? b : id === b ? a : id);
    return s.rounds[1].boards.map((x) => ({ white: other(x.white), black: other(x.black) }));
  };

  it('a second PAB is an absolute criterion (C2); a PAB to a higher score is a quality one (C5)', () => {
    expect(s.rounds[0].pab).toBe(9);
    const pab = s.rounds[1].pab!;
    const again = unwrap(comparePairing(s, deps, 2, swap(pab, 9), 9));
    expect(again.criteria).toContainEqual(
      expect.objectContaining({
        criterion: 'C2',
        rule: 'FIDE C.04.3 C2',
        level: 'confirm',
        board: null,
        players: [9],
      }),
    );
    const winner = s.rounds[0].boards[0].white;
    const higher = unwrap(comparePairing(s, deps, 2, swap(pab, winner), winner));
    expect(higher.criteria).toContainEqual(
      expect.objectContaining({
        criterion: 'C5',
        rule: 'FIDE C.04.3 C5',
        level: 'acknowledge',
        board: null,
        players: [winner],
      }),
    );
  });
});
