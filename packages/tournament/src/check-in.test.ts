import { describe, expect, it } from 'vitest';
import { EMPTY_TOURNAMENT, evolveTournament, type TournamentState } from './tournament';
import { decideTournament } from './tournament-decide';
import type { TournamentCommand, TournamentEvent } from './events';
import { pairingRegistry } from './pairing';
import { roundRobinSystem } from './round-robin';
import { checkInPreview, stateToPair } from './check-in';
import { checkTournamentLog } from './tournament-log-check';
import { toDomainEvent } from './event-schemas';
import { pairingInputOf, trfOf } from './tournament-views';
import { makeTrf } from './trf-write';
import type { CheckInPolicy } from './check-in-vocabulary';

const deps = { systems: pairingRegistry(roundRobinSystem) };

function run(commands: readonly TournamentCommand[], start: TournamentState = EMPTY_TOURNAMENT) {
  let state = start;
  const events: TournamentEvent[] = [];
  for (const c of commands) {
    const r = decideTournament(state, c, deps);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
    for (const e of r.value) {
      events.push(e);
      state = evolveTournament(state, e);
    }
  }
  return { state, events };
}

function club(checkIn: CheckInPolicy) {
  return run([
    { type: 'CreateTournament', name: 'Club', game: 'tri-d-chess', pairingSystem: 'round-robin', checkIn },
    ...['Ada', 'Ben', 'Cyril', 'Dana'].map((name, i) => ({
      type: 'RegisterPlayer' as const,
      name,
      rating: 2000 - i,
    })),
  ]);
}

const checkIn = (player: number, by: 'arbiter' | 'player' = 'arbiter'): TournamentCommand => ({
  type: 'CheckInPlayer',
  player,
  round: 1,
  by,
});

describe('check-in (ARB CI1, ARB CI2)', () => {
  it('leaves a tournament without check-in as it was: no setting stored, check-in refused', () => {
    const { state, events } = club('off');
    expect(events[0]).toEqual(expect.objectContaining({ type: 'TournamentCreated' }));
    expect('checkIn' in state.settings!).toBe(false);
    const r = decideTournament(state, checkIn(1), deps);
    expect(r.ok ? null : [r.error.code, r.error.rule]).toEqual(['ERR_CHECK_IN_OFF', 'ARB CI1']);
    expect(checkInPreview(state).absent).toEqual([]);
  });

  it('records who checked a player in; a second check-in changes nothing; a check-out takes it back', () => {
    let { state } = club('zero-bye');
    const first = run([checkIn(2, 'player')], state);
    expect(first.events).toEqual([{ type: 'PlayerCheckedIn', player: 2, round: 1, by: 'player' }]);
    state = first.state;
    expect(run([checkIn(2)], state).events).toEqual([]);
    const out = run([{ type: 'CheckOutPlayer', player: 2, round: 1, by: 'arbiter' }], state);
    expect(out.events).toEqual([{ type: 'PlayerCheckedOut', player: 2, round: 1, by: 'arbiter' }]);
    expect(checkInPreview(out.state).players.find((p) => p.player === 2)?.checkedIn).toBe(false);
  });

  it('refuses a check-in for another round than the next, or for an unknown player', () => {
    const { state } = club('withdraw');
    const wrong = decideTournament(state, { ...checkIn(1), round: 2 } as TournamentCommand, deps);
    expect(wrong.ok ? null : wrong.error.code).toBe('ERR_CHECK_IN_ROUND');
    const unknown = decideTournament(state, checkIn(9), deps);
    expect(unknown.ok ? null : unknown.error.code).toBe('ERR_UNKNOWN_PLAYER');
  });

  it('previews the absentees and gives each a zero-point bye when the round is paired', () => {
    const { state } = run([checkIn(1), checkIn(2), checkIn(4)], club('zero-bye').state);
    const preview = checkInPreview(state);
    expect(preview).toEqual(expect.objectContaining({ round: 1, absent: [3], treatment: 'zero-bye' }));
    const paired = run([{ type: 'PairRound', round: 1 }], state);
    expect(paired.events[0]).toEqual({
      type: 'AbsenteesTreated',
      round: 1,
      treatment: 'zero-bye',
      players: [3],
    });
    const round = paired.state.rounds[0];
    expect(round.byes).toEqual([{ player: 3, kind: 'zero' }]);
    expect(round.boards.flatMap((b) => [b.white, b.black])).not.toContain(3);
    // the boards are the system's pairing of the state with the absentee treated
    const treated = stateToPair(state, 1);
    const input = pairingInputOf({ ...treated, totalRounds: roundRobinSystem.roundsFor!(4) });
    const expected = roundRobinSystem.pair(input);
    expect(expected.ok && expected.value.boards).toEqual(
      round.boards.map(({ white, black }) => ({ white, black })),
    );
    expect(makeTrf(trfOf(paired.state))).toMatch(/0000 - Z/);
  });

  it('withdraws the absentees when the organiser chose so', () => {
    const { state } = run([checkIn(1), checkIn(2)], club('withdraw').state);
    const paired = run([{ type: 'PairRound', round: 1 }], state);
    expect(paired.events[0]).toEqual({
      type: 'AbsenteesTreated',
      round: 1,
      treatment: 'withdraw',
      players: [3, 4],
    });
    expect(paired.state.players.filter((p) => p.withdrawn).map((p) => p.id)).toEqual([3, 4]);
  });

  it('pairs everyone present without an event of its own when nobody is missing', () => {
    const { state } = run(
      [1, 2, 3, 4].map((p) => checkIn(p)),
      club('zero-bye').state,
    );
    const paired = run([{ type: 'PairRound', round: 1 }], state);
    expect(paired.events.map((e) => e.type)).toEqual(['RoundPaired']);
  });

  it('passes the log check with check-ins and treated absentees, and refuses a forged treatment', () => {
    const created = club('zero-bye');
    const rest = run(
      [checkIn(1), checkIn(2, 'player'), checkIn(4), { type: 'PairRound', round: 1 }],
      created.state,
    );
    const log = [...created.events, ...rest.events].map(toDomainEvent);
    const checked = checkTournamentLog(log, deps);
    expect(checked.ok).toBe(true);
    const at = log.findIndex((e) => e.type === 'AbsenteesTreated');
    const forged = log.map((e, i) =>
      i === at ? { ...e, data: { ...(e.data as object), players: [3, 4] } } : e,
    );
    const refused = checkTournamentLog(forged, deps);
    expect(refused.ok ? null : [refused.sequence, refused.rejection.code]).toEqual([
      at,
      'ERR_EVENT_MISMATCH',
    ]);
  });
});
