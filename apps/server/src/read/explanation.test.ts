/**
 * A board's explanation against `arbiter pair --check`'s judge: for every board of a Dutch round,
 * the round paired without that board's pair, written into the tournament's TRF file as if it had
 * been played and checked by `checkTournament` (through the file, as the CLI does), must be found
 * worse by the very criterion the explanation names.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import {
  EMPTY_TOURNAMENT,
  decideTournament,
  evolveTournament,
  pairingInputOf,
  trfOf,
  type TournamentCommand,
  type TournamentEvent,
  type TournamentState,
} from '@arbiter/tournament';
import { checkTournament, pairDutch } from '@arbiter/swiss-dutch';
import type { StoredEvent } from '@arbiter/store';
import { tournamentDeps } from '../systems';
import { storedTournamentEvent } from '../stored-events';
import { explainBoard } from './explanation';
import { judgeBoard } from './board-verdict';
import type { TournamentReadModel } from './projection';

const deps = tournamentDeps();
/** The judging in this thread: the server runs the same function on its pairing worker. */
const judge = async (job: Parameters<typeof judgeBoard>[0]) => judgeBoard(job);

/** A view as the projection holds it, from domain events. */
function viewOf(events: readonly TournamentEvent[]): TournamentReadModel {
  let state = EMPTY_TOURNAMENT;
  const stored: StoredEvent[] = events.map((e, i) => {
    state = evolveTournament(state, e);
    const { type, data } = storedTournamentEvent(e);
    return {
      stream: 'tournament-t1',
      version: i + 1,
      position: i + 1,
      type,
      data,
      schemaVersion: 1,
      time: '',
    };
  });
  return {
    id: 't1',
    stream: 'tournament-t1',
    version: stored.length,
    tableVersion: stored.length,
    state,
    events: stored,
    roles: new Map(),
    published: true,
    createdAt: '',
    reasons: new Map(),
  };
}

/** A 16-player Dutch Swiss with three rounds played (varied results) and round 4 paired. */
function tournament(): { events: TournamentEvent[]; before: TournamentState; state: TournamentState } {
  const events: TournamentEvent[] = [];
  let state = EMPTY_TOURNAMENT;
  const run = (c: TournamentCommand) => {
    for (const e of unwrap(decideTournament(state, c, deps))) {
      events.push(e);
      state = evolveTournament(state, e);
    }
  };
  run({ type: 'CreateTournament', name: 'Check', game: 'tri-d-chess', pairingSystem: 'dutch', rounds: 5 });
  for (let i = 1; i <= 16; i++) run({ type: 'RegisterPlayer', name: `P${i}`, rating: 2400 - 10 * i });
  for (let round = 1; round <= 3; round++) {
    run({ type: 'PairRound', round });
    state.rounds[round - 1].boards.forEach((_, i) =>
      run({
        type: 'RecordResult',
        round,
        board: i + 1,
        result: (['1-0', '0-1', '1/2-1/2', '1-0', '0-1'] as const)[(i + round) % 5],
      }),
    );
    run({ type: 'CloseRound', round });
  }
  const before = state;
  run({ type: 'PairRound', round: 4 });
  return { events, before, state };
}

describe('the explanation of a board', () => {
  it('names the criterion by which pair --check finds the best pairing without that board worse', async () => {
    const { events, before, state } = tournament();
    const view = viewOf(events);
    const input = pairingInputOf(before);
    const criteria: string[] = [];
    for (const [i, b] of state.rounds[3].boards.entries()) {
      const why = (await explainBoard(view, 4, i + 1, deps, judge, 'en'))!;
      expect(why).toMatchObject({ pairedBy: 'system', white: { id: b.white }, black: { id: b.black } });
      criteria.push(why.criterion!);
      const alternative = pairDutch({
        ...input,
        forbiddenPairs: [...input.forbiddenPairs, [b.white, b.black]],
      });
      if (!alternative.ok) {
        expect(why).toMatchObject({ criterion: 'C4', code: 'ERR_DUTCH_IMPOSSIBLE' });
        continue;
      }
      // what each of the two meets instead
      const partner = (id: number) =>
        alternative.value.boards.find((x) => x.white === id || x.black === id) ?? null;
      const w = partner(b.white);
      expect(why.white.instead).toBe(w ? (w.white === b.white ? w.black : w.white) : null);
      // the file as if round 4 had been paired so: pair --check's verdict on it
      const played = evolveTournament(before, {
        type: 'PairingOverridden',
        round: 4,
        totalRounds: 5,
        boards: alternative.value.boards,
        pab: alternative.value.pab,
        byes: [],
        reason: 'the alternative',
      });
      const verdict = unwrap(checkTournament(trfOf(played)))[3];
      expect(verdict.same, `board ${i + 1}`).toBe(false);
      expect(why.criterion, `board ${i + 1}`).toBe(verdict.criterion);
      expect(why.code).toBe(verdict.code);
      expect(why.rule).toBe(verdict.rule);
    }
    // the boards are not all decided by the order of candidates alone
    expect(
      criteria.some((c) => c !== 'order'),
      criteria.join(','),
    ).toBe(true);
  });

  it('in Czech, and for a round paired by hand: the reason and the system verdict', async () => {
    const { events, before } = tournament();
    const own = unwrap(pairDutch(pairingInputOf(before)));
    // swap the opponents of the first two boards: a pairing the system would not make
    const [a, b] = own.boards;
    const boards = [
      { white: a.white, black: b.black },
      { white: b.white, black: a.black },
      ...own.boards.slice(2),
    ];
    const manual = unwrap(
      decideTournament(
        before,
        { type: 'OverridePairing', round: 4, boards, pab: own.pab, reason: 'sourozenci' },
        deps,
      ),
    );
    const view = viewOf([...events.slice(0, -1), ...manual]);
    const why = (await explainBoard(view, 4, 1, deps, judge, 'cs'))!;
    expect(why).toMatchObject({ pairedBy: 'arbiter', reason: 'sourozenci', systemAgrees: false });
    expect(why.summary).toMatch(/^Rozhodčí vylosoval dvojici P\d+ – P\d+ ručně \(sourozenci\)/);
    const same = (await explainBoard(view, 4, 3, deps, judge, 'en'))!;
    expect(same).toMatchObject({ pairedBy: 'arbiter', systemAgrees: true, criterion: null });
    expect(await explainBoard(view, 4, 99, deps, judge, 'en')).toBeNull();
    expect(await explainBoard(view, 5, 1, deps, judge, 'en')).toBeNull();
  });
});
