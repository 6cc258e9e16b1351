import { describe, expect, it } from 'vitest';
import { EMPTY_TOURNAMENT, evolveTournament } from './tournament';
import { decideTournament } from './tournament-decide';
import { handleTournament, handleTournamentCommands } from './tournament-handle';
import type { TournamentCommand } from './events';
import { pairingRegistry } from './pairing';
import { roundRobinSystem } from './round-robin';

const deps = { systems: pairingRegistry(roundRobinSystem) };
const CLUB: readonly TournamentCommand[] = [
  { type: 'CreateTournament', name: 'Club', game: 'tri-d-chess', pairingSystem: 'round-robin' },
  ...['Ada', 'Ben', 'Cyril', 'Dana'].map((name) => ({ type: 'RegisterPlayer' as const, name })),
  { type: 'PairRound', round: 1 },
];

function paired() {
  const r = handleTournamentCommands(EMPTY_TOURNAMENT, CLUB, deps);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.state;
}

describe('handleTournament', () => {
  it('answers the decider’s events and the state they fold to', () => {
    const state = paired();
    const command: TournamentCommand = { type: 'RecordResult', round: 1, board: 1, result: '1-0' };
    const handled = handleTournament(state, command, deps);
    const decided = decideTournament(state, command, deps);
    expect(handled.ok && decided.ok).toBe(true);
    if (!handled.ok || !decided.ok) return;
    expect(handled.value.events).toEqual(decided.value);
    expect(handled.value.state).toEqual(decided.value.reduce(evolveTournament, state));
    expect(handled.value.state.rounds[0].boards[0].result).toBe('1-0');
  });

  it('refuses as the decider does and leaves the state alone', () => {
    const state = paired();
    const handled = handleTournament(
      state,
      { type: 'RecordResult', round: 1, board: 9, result: '1-0' },
      deps,
    );
    expect(handled).toMatchObject({ ok: false, error: { code: 'ERR_UNKNOWN_BOARD', rule: 'ARB' } });
  });

  it('handles a list on the state each command leaves, or names the first refused', () => {
    const all = handleTournamentCommands(EMPTY_TOURNAMENT, CLUB, deps);
    expect(all.ok && all.value.events.map((e) => e.type)).toEqual([
      'TournamentCreated',
      ...CLUB.slice(1, 5).map(() => 'PlayerRegistered'),
      'RoundPaired',
    ]);
    const refused = handleTournamentCommands(EMPTY_TOURNAMENT, [CLUB[0], CLUB[0]], deps);
    expect(refused).toMatchObject({ ok: false, index: 1, error: { code: 'ERR_TOURNAMENT_EXISTS' } });
  });
});

describe('AttachRecord: a game record proves the board’s result', () => {
  const attach = (result: '1-0' | '0-1', gameStreamId = 'game-a') =>
    ({ type: 'AttachRecord', round: 1, board: 1, result, gameStreamId }) as const;

  it('enters the result of a board without one, linked to the record', () => {
    const r = handleTournament(paired(), attach('0-1'), deps);
    expect(r.ok && r.value.events).toEqual([
      expect.objectContaining({ type: 'ResultRecorded', result: '0-1', gameStreamId: 'game-a' }),
    ]);
  });

  it('links a record that agrees with the entered result, once', () => {
    const entered = handleTournament(
      paired(),
      { type: 'RecordResult', round: 1, board: 1, result: '1-0' },
      deps,
    );
    if (!entered.ok) throw new Error(entered.error.code);
    const linked = handleTournament(entered.value.state, attach('1-0'), deps);
    expect(linked.ok && linked.value.events).toEqual([
      expect.objectContaining({ type: 'ResultCorrected', result: '1-0', gameStreamId: 'game-a' }),
    ]);
    if (!linked.ok) return;
    const again = handleTournament(linked.value.state, attach('1-0'), deps);
    expect(again.ok && again.value.events).toEqual([]);
  });

  it('refuses a record that disagrees with the entered result (ERR_RECORD_RESULT, ARB)', () => {
    const entered = handleTournament(
      paired(),
      { type: 'RecordResult', round: 1, board: 1, result: '1-0' },
      deps,
    );
    if (!entered.ok) throw new Error(entered.error.code);
    const r = handleTournament(entered.value.state, attach('0-1'), deps);
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'ERR_RECORD_RESULT', rule: 'ARB', params: { record: '0-1', board_result: '1-0' } },
    });
  });

  it('refuses a board that does not exist', () => {
    const r = handleTournament(paired(), { ...attach('1-0'), board: 7 }, deps);
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_UNKNOWN_BOARD' } });
  });
});
