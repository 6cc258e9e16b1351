// A tournament event log is decided again event by event: a genuine log passes, a forged one is refused at its first lie.
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@arbiter/kernel';
import { checkTournamentLog, commandOf } from './tournament-log-check';
import { EMPTY_TOURNAMENT, evolveTournament, foldTournament } from './tournament';
import { decideTournament } from './tournament-decide';
import type { TournamentCommand, TournamentEvent } from './events';
import { pairingRegistry } from './pairing';
import { doubleRoundRobinSystem, roundRobinSystem } from './round-robin';
import { toDomainEvent } from './event-schemas';

const deps = { systems: pairingRegistry(roundRobinSystem, doubleRoundRobinSystem) };

/** Decides commands one after another (each must pass) and returns every event, as a stored log holds them. */
function logOf(
  commands: readonly (TournamentCommand | ((s: ReturnType<typeof foldTournament>) => TournamentCommand[]))[],
) {
  let state = EMPTY_TOURNAMENT;
  const events: TournamentEvent[] = [];
  for (const step of commands) {
    for (const c of typeof step === 'function' ? step(state) : [step]) {
      const r = decideTournament(state, c, deps);
      if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
      for (const e of r.value) {
        events.push(e);
        state = evolveTournament(state, e);
      }
    }
  }
  return events;
}

/** Results for every board of a round still without one: the lower pairing number wins. */
const results = (round: number) => (s: ReturnType<typeof foldTournament>) =>
  s.rounds[round - 1].boards.flatMap((b, i): TournamentCommand[] =>
    b.result === null
      ? [{ type: 'RecordResult', round, board: i + 1, result: b.white < b.black ? '1-0' : '0-1' }]
      : [],
  );

/** Six players, two rounds of a round robin: an edit, a result with its game, a correction, a withdrawal whose forfeit comes with round 2. */
const GENUINE = logOf([
  {
    type: 'CreateTournament',
    name: 'Club',
    game: 'tri-d-chess',
    pairingSystem: 'round-robin',
    tieBreaks: ['SB'],
  },
  ...Array.from({ length: 6 }, (_, i): TournamentCommand => ({
    type: 'RegisterPlayer',
    name: `Player ${i + 1}`,
    rating: 2000 - 10 * i,
    ...(i === 0 ? { birthYear: 1990, fideId: '1000001', title: 'FM', federation: 'CZE' } : {}),
  })),
  { type: 'EditPlayer', player: 1, rating: 2050, birthYear: null },
  { type: 'PairRound', round: 1 },
  { type: 'RecordResult', round: 1, board: 1, result: '1/2-1/2', gameStreamId: 'game-abc' },
  results(1),
  { type: 'CorrectResult', round: 1, board: 2, result: '1/2-1/2' },
  { type: 'CloseRound', round: 1 },
  { type: 'WithdrawPlayer', player: 6 },
  { type: 'PairRound', round: 2 },
  results(2),
  { type: 'CloseRound', round: 2 },
]);
const stored = (): DomainEvent[] => GENUINE.map((e) => structuredClone(toDomainEvent(e)));

/** The given log with event `at` changed by `edit` (on a copy). */
function forged(
  at: number,
  edit: (data: Record<string, unknown>, event: DomainEvent) => void,
): DomainEvent[] {
  const log = stored();
  edit(log[at].data as Record<string, unknown>, log[at]);
  return log;
}
const indexOf = (type: string, nth = 0) =>
  GENUINE.map((e, i) => [e.type, i] as const).filter(([t]) => t === type)[nth][1];

describe('checking a tournament event log', () => {
  it('passes a genuine log and returns the events the rules emit, with their fold', () => {
    expect(GENUINE.some((e) => e.type === 'PlayerWithdrawn')).toBe(true);
    const paired2 = indexOf('RoundPaired', 1);
    expect(GENUINE[paired2 + 1]).toMatchObject({ type: 'ResultRecorded', round: 2 }); // the forfeit
    const given = stored();
    const checked = checkTournamentLog(given, deps);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.events).toEqual(GENUINE);
    expect(checked.state).toEqual(foldTournament(GENUINE));
    // what passes are the rules' objects, never the given ones
    expect(
      checked.events.some((e, i) => (e as unknown) === given[i] || (e as unknown) === given[i].data),
    ).toBe(false);
  });

  it('refuses a result whose players are not the board’s, naming sequence, field, given and expected', () => {
    const at = indexOf('ResultRecorded', 2);
    const log = forged(at, (d) => (d.white = ((d.black as number) % 6) + 1));
    const checked = checkTournamentLog(log, deps);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.sequence).toBe(at);
    expect(checked.rejection.code).toBe('ERR_EVENT_MISMATCH');
    expect(checked.rejection.params).toEqual({
      sequence: at,
      field: 'data.white',
      given: String((log[at].data as { white: number }).white),
      expected: String(GENUINE[at].type === 'ResultRecorded' && GENUINE[at].white),
    });
    expect(checked.state).toEqual(foldTournament(GENUINE.slice(0, at)));
  });

  it('refuses a pairing the system did not make (colours swapped on a board)', () => {
    const at = indexOf('RoundPaired', 1);
    const log = forged(at, (d) => {
      const b = (d.boards as { white: number; black: number }[])[0];
      [b.white, b.black] = [b.black, b.white];
    });
    const checked = checkTournamentLog(log, deps);
    expect(checked).toMatchObject({
      ok: false,
      sequence: at,
      rejection: { code: 'ERR_EVENT_MISMATCH', params: { field: 'data.boards[0].white' } },
    });
  });

  it('refuses a pairing claimed to come from another version of the system', () => {
    const at = indexOf('RoundPaired');
    const checked = checkTournamentLog(
      forged(at, (d) => (d.systemVersion = '0.0.1-forged')),
      deps,
    );
    expect(checked).toMatchObject({
      ok: false,
      sequence: at,
      rejection: { params: { field: 'data.systemVersion', given: '"0.0.1-forged"' } },
    });
  });

  it('refuses a log that leaves out an event the rules emit (the withdrawn player’s forfeit)', () => {
    const at = indexOf('RoundPaired', 1) + 1;
    const log = stored();
    log.splice(at, 1);
    const checked = checkTournamentLog(log, deps);
    expect(checked).toMatchObject({ ok: false, sequence: at, rejection: { code: 'ERR_EVENT_MISMATCH' } });
  });

  it('refuses a field the rules do not emit, and a pairing number out of order', () => {
    const extra = checkTournamentLog(
      forged(indexOf('RoundClosed'), (d) => (d.note = 'hi')),
      deps,
    );
    expect(extra).toMatchObject({
      ok: false,
      rejection: { params: { field: 'data.note', given: '"hi"', expected: '(none)' } },
    });
    const at = indexOf('PlayerRegistered', 3);
    const renumbered = checkTournamentLog(
      forged(at, (d) => ((d.player as { id: number }).id = 9)),
      deps,
    );
    expect(renumbered).toMatchObject({
      ok: false,
      sequence: at,
      rejection: { params: { field: 'data.player.id', given: '9', expected: '4' } },
    });
  });

  it('refuses an edit that changes nothing (the rules emit no event for it)', () => {
    const at = indexOf('PlayerEdited');
    const log = stored();
    log.splice(at + 1, 0, structuredClone(log[at]));
    expect(checkTournamentLog(log, deps)).toMatchObject({
      ok: false,
      sequence: at + 1,
      rejection: { params: { field: 'type', given: '"PlayerEdited"', expected: '(none)' } },
    });
  });

  it('refuses with the rules’ own code a command they refuse (a result on a board that is not there)', () => {
    const at = indexOf('ResultRecorded', 1);
    const checked = checkTournamentLog(
      forged(at, (d) => (d.board = 40)),
      deps,
    );
    expect(checked).toMatchObject({ ok: false, sequence: at, rejection: { code: 'ERR_UNKNOWN_BOARD' } });
  });

  it('refuses a log that does not start with TournamentCreated, an empty one and an unknown type', () => {
    expect(checkTournamentLog(stored().slice(1), deps)).toMatchObject({
      ok: false,
      sequence: 0,
      rejection: { params: { field: 'type', given: '"PlayerRegistered"', expected: '"TournamentCreated"' } },
    });
    expect(checkTournamentLog([], deps)).toMatchObject({ ok: false, sequence: 0 });
    const log = stored();
    log[5] = { type: '__proto__', data: {} };
    expect(checkTournamentLog(log, deps)).toMatchObject({
      ok: false,
      sequence: 5,
      rejection: { code: 'ERR_TOURNAMENT_EVENT_UNKNOWN_TYPE' },
    });
    const bad = checkTournamentLog(
      forged(2, (d) => (d.player = 'nobody')),
      deps,
    );
    expect(bad).toMatchObject({
      ok: false,
      sequence: 2,
      rejection: { code: 'ERR_TOURNAMENT_EVENT_INVALID' },
    });
  });

  it('checks prohibitions, withdrawal and reinstatement, byes, an undone pairing and one made by hand', () => {
    const log = logOf([
      { type: 'CreateTournament', name: 'C', game: 'g', pairingSystem: 'round-robin' },
      ...['A', 'B', 'C', 'D'].map((name): TournamentCommand => ({ type: 'RegisterPlayer', name })),
      { type: 'ProhibitPairing', players: [1, 2], firstRound: 3 },
      { type: 'WithdrawPlayer', player: 4 },
      { type: 'ReinstatePlayer', player: 4 },
      { type: 'RequestBye', player: 1, round: 2, kind: 'half' },
      { type: 'PairRound', round: 1 },
      { type: 'UndoPairing', round: 1 },
      {
        type: 'OverridePairing',
        round: 1,
        boards: [
          { white: 1, black: 3 },
          { white: 4, black: 2 },
        ],
        pab: null,
        reason: 'a family asked',
      },
    ]);
    const types = new Set(log.map((e) => e.type));
    for (const t of [
      'PairingProhibited',
      'PlayerReinstated',
      'ByeRequested',
      'PairingUndone',
      'PairingOverridden',
    ])
      expect(types).toContain(t);
    const checked = checkTournamentLog(log.map(toDomainEvent), deps);
    expect(checked).toMatchObject({ ok: true, events: log });
    const at = log.findIndex((e) => e.type === 'PairingOverridden');
    const lie = log.map((e) => structuredClone(toDomainEvent(e)));
    (lie[at].data as { reason: string }).reason = '  a family asked ';
    expect(checkTournamentLog(lie, deps)).toMatchObject({
      ok: false,
      sequence: at,
      rejection: { params: { field: 'data.reason', expected: '"a family asked"' } },
    });
  });

  it('names the command each event records', () => {
    expect(commandOf(GENUINE[indexOf('PlayerEdited')])).toEqual({
      type: 'EditPlayer',
      player: 1,
      name: 'Player 1',
      rating: 2050,
      fideId: '1000001',
      title: 'FM',
      federation: 'CZE',
      birthYear: null,
    });
    expect(commandOf(GENUINE[indexOf('ResultRecorded')])).toEqual({
      type: 'RecordResult',
      round: 1,
      board: 1,
      result: '1/2-1/2',
      gameStreamId: 'game-abc',
    });
  });
});
