// Check-in and the arbiter's hand (ruling ARB CI2): undoing a pairing takes back exactly what its
// `AbsenteesTreated` did (a late player checked in before the round is paired again is paired),
// a pairing by hand treats the absentees as the system's pairing does, and an edit of a paired
// round keeps the round's treatment.
import { describe, expect, it } from 'vitest';
import { EMPTY_TOURNAMENT, evolveTournament, type TournamentState } from './tournament';
import { decideTournament } from './tournament-decide';
import type { TournamentCommand, TournamentEvent } from './events';
import { pairingRegistry } from './pairing';
import { roundRobinSystem } from './round-robin';
import { checkTournamentLog } from './tournament-log-check';
import { toDomainEvent } from './event-schemas';
import type { CheckInPolicy } from './check-in-vocabulary';

const deps = { systems: pairingRegistry(roundRobinSystem) };

function run(commands: readonly TournamentCommand[], start: TournamentState) {
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

function club(checkIn: CheckInPolicy, players = 4) {
  return run(
    [
      { type: 'CreateTournament', name: 'Club', game: 'tri-d-chess', pairingSystem: 'round-robin', checkIn },
      ...Array.from({ length: players }, (_, i) => ({
        type: 'RegisterPlayer' as const,
        name: `Player ${i + 1}`,
        rating: 2000 - i,
      })),
    ],
    EMPTY_TOURNAMENT,
  );
}

const checkIn = (player: number, round = 1): TournamentCommand => ({
  type: 'CheckInPlayer',
  player,
  round,
  by: 'arbiter',
});
const PAIR: TournamentCommand = { type: 'PairRound', round: 1 };
const UNDO: TournamentCommand = { type: 'UndoPairing', round: 1 };
const seated = (s: TournamentState, round: number) =>
  s.rounds[round - 1].boards.flatMap((b) => [b.white, b.black]).sort();
const withdrawn = (s: TournamentState) => s.players.filter((p) => p.withdrawn).map((p) => p.id);

describe('undoing a pairing takes its absentees’ treatment back (ARB CI2)', () => {
  it('a late player: undo, check him in, pair again; his zero-point bye is gone and he plays', () => {
    const before = run([checkIn(1), checkIn(2), checkIn(4)], club('zero-bye').state).state;
    const paired = run([PAIR], before).state;
    expect(paired.byeRequests).toEqual([{ player: 3, round: 1, kind: 'zero' }]);
    const undone = run([UNDO], paired).state;
    // exactly the state before the pairing: check-ins kept, bye gone
    expect(undone).toEqual(before);
    const again = run([checkIn(3), PAIR], undone);
    expect(again.events.map((e) => e.type)).toEqual(['PlayerCheckedIn', 'RoundPaired']);
    expect(seated(again.state, 1)).toEqual([1, 2, 3, 4]);
    expect(again.state.byeRequests).toEqual([]);
  });

  it('reinstates the players it withdrew; whoever is still absent is withdrawn by the next pairing', () => {
    const before = run([checkIn(1), checkIn(2)], club('withdraw').state).state;
    const undone = run([PAIR, UNDO], before).state;
    expect(withdrawn(undone)).toEqual([]);
    expect(undone).toEqual(before);
    const again = run([checkIn(4), PAIR], undone);
    expect(again.events[1]).toEqual({
      type: 'AbsenteesTreated',
      round: 1,
      treatment: 'withdraw',
      players: [3],
    });
    expect(withdrawn(again.state)).toEqual([3]);
  });

  it('leaves a withdrawal or a bye that came from elsewhere', () => {
    const start = run(
      [
        { type: 'WithdrawPlayer', player: 5 },
        { type: 'RequestBye', player: 6, round: 1, kind: 'half' },
        checkIn(1),
        checkIn(2),
      ],
      club('withdraw', 6).state,
    ).state;
    const paired = run([PAIR], start);
    expect(paired.events[0]).toEqual({
      type: 'AbsenteesTreated',
      round: 1,
      treatment: 'withdraw',
      players: [3, 4],
    });
    // the arbiter reinstates player 3 and withdraws him again himself: that withdrawal is his
    const handled = run(
      [{ type: 'ReinstatePlayer', player: 3 }, { type: 'WithdrawPlayer', player: 3 }, UNDO],
      paired.state,
    ).state;
    expect(withdrawn(handled)).toEqual([3, 5]);
    expect(handled.byeRequests).toEqual([{ player: 6, round: 1, kind: 'half' }]);
    expect(handled.absentees).toBeUndefined();
  });

  it('keeps the treatment of a closed round when a later pairing is undone', () => {
    const first = run([checkIn(1), checkIn(2), checkIn(4), PAIR], club('zero-bye').state).state;
    const played = run(
      [
        ...first.rounds[0].boards.map((_, i): TournamentCommand => ({
          type: 'RecordResult',
          round: 1,
          board: i + 1,
          result: '1-0',
        })),
        { type: 'CloseRound', round: 1 },
      ],
      first,
    ).state;
    expect(played.absentees).toBeUndefined();
    const second = run(
      [checkIn(1, 2), checkIn(2, 2), checkIn(3, 2), { type: 'PairRound', round: 2 }],
      played,
    );
    expect(second.events.at(-2)).toEqual(
      expect.objectContaining({ type: 'AbsenteesTreated', round: 2, players: [4] }),
    );
    const undone = run([{ type: 'UndoPairing', round: 2 }], second.state).state;
    expect(undone.byeRequests).toEqual([{ player: 3, round: 1, kind: 'zero' }]);
  });

  it('passes the log check with a treatment undone and the round paired again', () => {
    const created = club('withdraw');
    const rest = run([checkIn(1), checkIn(2), checkIn(3), PAIR, UNDO, checkIn(4), PAIR], created.state);
    const log = [...created.events, ...rest.events].map(toDomainEvent);
    const checked = checkTournamentLog(log, deps);
    expect(checked.ok && checked.state).toEqual(rest.state);
    expect(withdrawn(rest.state)).toEqual([]);
  });
});

describe('pairing by hand and editing a paired round with check-in (ARB CI2)', () => {
  const override = (boards: [number, number][], pab: number | null = null): TournamentCommand => ({
    type: 'OverridePairing',
    round: 1,
    boards: boards.map(([white, black]) => ({ white, black })),
    pab,
    reason: 'board 1 needs the demo board',
  });

  it('treats the absentees first, as the system’s pairing does, and refuses to seat one', () => {
    const { state } = run([checkIn(1), checkIn(2), checkIn(4)], club('zero-bye').state);
    const seatedAbsentee = decideTournament(state, override([[1, 3]], 2), deps);
    expect(seatedAbsentee.ok ? null : [seatedAbsentee.error.code, seatedAbsentee.error.rule]).toEqual([
      'ERR_OVERRIDE_ABSENTEE',
      'ARB CI2',
    ]);
    const paired = run([override([[2, 1]], 4)], state);
    expect(paired.events.map((e) => e.type)).toEqual(['AbsenteesTreated', 'PairingOverridden']);
    expect(paired.events[1]).toEqual(expect.objectContaining({ byes: [{ player: 3, kind: 'zero' }] }));
    expect(run([UNDO], paired.state).state).toEqual(state);
  });

  it('passes the log check when a hand pairing treated absentees, and refuses it paired by the system instead', () => {
    const created = club('withdraw');
    const rest = run([checkIn(1), checkIn(2), override([[2, 1]])], created.state);
    const log = [...created.events, ...rest.events].map(toDomainEvent);
    expect(checkTournamentLog(log, deps).ok).toBe(true);
    const at = log.findIndex((e) => e.type === 'PairingOverridden');
    const dropped = checkTournamentLog([...log.slice(0, at), ...log.slice(at + 1)], deps);
    expect(dropped.ok ? null : [dropped.sequence, dropped.rejection.code]).toEqual([
      at,
      'ERR_EVENT_MISMATCH',
    ]);
  });

  it('keeps the round’s treatment when its pairing is edited: an absentee cannot be seated', () => {
    const { state } = run(
      [checkIn(1), checkIn(2), checkIn(3), checkIn(5), checkIn(6), PAIR],
      club('zero-bye', 6).state,
    );
    const edit = (boards: [number, number][]): TournamentCommand => ({
      type: 'EditPairing',
      round: 1,
      boards: boards.map(([white, black]) => ({ white, black })),
      pab: null,
      reason: 'a swap',
      acknowledged: ['table'],
      confirmed: ['unpaired'],
    });
    const absentee = decideTournament(state, edit([[1, 4]]), deps);
    expect(absentee.ok ? null : absentee.error.code).toBe('ERR_EDIT_PLAYER_ABSENT');
    const current = state.rounds[0].boards.map((b) => [b.white, b.black] as [number, number]);
    const swapped = run([edit(current.map(([w, b]) => [b, w]))], state).state;
    expect(swapped.byeRequests).toEqual(state.byeRequests);
    expect(swapped.rounds[0].byes).toEqual([{ player: 4, kind: 'zero' }]);
    expect(run([UNDO], swapped).state.byeRequests).toEqual([]);
  });
});
