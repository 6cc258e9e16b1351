// A tournament event log handed to us (the server's import) is checked against the rules, never
// trusted (issue 22): whatever the events say, the check answers "these are the rules' events"
// or refuses with a code at a position in the log; it never throws. The inputs are a genuine log
// with events dropped, repeated, swapped, retyped, or with a field set to any JSON value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@arbiter/kernel';
import { kernelMessages } from '@arbiter/kernel';
import { expectAnswer, fuzz } from '@arbiter/kernel/fuzz';
import { checkTournamentLog } from './tournament-log-check';
import { EMPTY_TOURNAMENT, evolveTournament, type TournamentState } from './tournament';
import { decideTournament } from './tournament-decide';
import type { TournamentCommand, TournamentEvent } from './events';
import { pairingRegistry } from './pairing';
import { roundRobinSystem } from './round-robin';
import { toDomainEvent } from './event-schemas';
import { tournamentMessages } from './messages';

const deps = { systems: pairingRegistry(roundRobinSystem) };

/**
 * Five players, two rounds of a round robin with results, a correction and a withdrawal; with
 * check-in, round 1 first paired with an absentee treated, undone, and paired again once he came.
 */
function genuineLog(): DomainEvent[] {
  let state: TournamentState = EMPTY_TOURNAMENT;
  const events: TournamentEvent[] = [];
  const run = (c: TournamentCommand) => {
    const r = decideTournament(state, c, deps);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
    for (const e of r.value) {
      events.push(e);
      state = evolveTournament(state, e);
    }
  };
  run({
    type: 'CreateTournament',
    name: 'Fuzz',
    game: 'drakoburg',
    pairingSystem: 'round-robin',
    tieBreaks: ['SB'],
    checkIn: 'zero-bye',
  });
  for (let i = 1; i <= 5; i++) run({ type: 'RegisterPlayer', name: `Player ${i}`, rating: 2000 - i });
  const checkIn = (player: number, round: number) =>
    run({ type: 'CheckInPlayer', player, round, by: player === 2 ? 'player' : 'arbiter' });
  for (const player of [1, 2, 3, 5]) checkIn(player, 1);
  run({ type: 'PairRound', round: 1 });
  run({ type: 'UndoPairing', round: 1 });
  checkIn(4, 1);
  for (const round of [1, 2]) {
    if (round === 2) for (const player of [1, 2, 3, 4]) checkIn(player, 2);
    run({ type: 'PairRound', round });
    state.rounds[round - 1].boards.forEach((b, i) => {
      if (b.result === null)
        run({ type: 'RecordResult', round, board: i + 1, result: i % 2 ? '1-0' : '1/2-1/2' });
    });
    if (round === 1) run({ type: 'CorrectResult', round: 1, board: 1, result: '0-1' });
    run({ type: 'CloseRound', round });
    if (round === 1) run({ type: 'WithdrawPlayer', player: 5 });
  }
  return events.map((e) => toDomainEvent(e));
}

const GENUINE = genuineLog();
const TYPES = [...new Set(GENUINE.map((e) => e.type)), 'toString', '__proto__', 'GameStarted', ''];

type Edit =
  | { kind: 'drop'; at: number }
  | { kind: 'repeat'; at: number }
  | { kind: 'swap'; at: number; with: number }
  | { kind: 'retype'; at: number; type: string }
  | { kind: 'field'; at: number; field: number; value: unknown }
  | { kind: 'data'; at: number; value: unknown };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constantFrom('drop' as const, 'repeat' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ kind: fc.constant('retype' as const), at: fc.nat(), type: fc.constantFrom(...TYPES) }),
  fc.record({
    kind: fc.constant('field' as const),
    at: fc.nat(),
    field: fc.nat(),
    value: fc.jsonValue({ maxDepth: 2 }),
  }),
  fc.record({ kind: fc.constant('data' as const), at: fc.nat(), value: fc.jsonValue({ maxDepth: 2 }) }),
);

/** The genuine log (a deep copy) with the edits applied in order. */
function applyEdits(edits: readonly Edit[]): DomainEvent[] {
  const log = structuredClone(GENUINE) as { type: string; data: unknown }[];
  for (const e of edits) {
    if (log.length === 0) break;
    const at = e.at % log.length;
    if (e.kind === 'drop') log.splice(at, 1);
    else if (e.kind === 'repeat') log.splice(at, 0, structuredClone(log[at]));
    else if (e.kind === 'swap') [log[at], log[e.with % log.length]] = [log[e.with % log.length], log[at]];
    else if (e.kind === 'retype') log[at] = { ...log[at], type: e.type };
    else if (e.kind === 'data') log[at] = { ...log[at], data: e.value };
    else if (e.kind === 'field') {
      const data = log[at].data;
      if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
        const keys = Object.keys(data);
        if (keys.length > 0) (data as Record<string, unknown>)[keys[e.field % keys.length]] = e.value;
      }
    }
  }
  return log as DomainEvent[];
}

describe('fuzzing tournament event logs', () => {
  it('tournament-log: the rules’ events or a coded refusal at a position, never a throw', () => {
    expect(checkTournamentLog(GENUINE, deps).ok).toBe(true);
    const report = fuzz(
      'tournament-log',
      fc.array(edit, { minLength: 1, maxLength: 3 }),
      (edits) => {
        const log = applyEdits(edits);
        const checked = checkTournamentLog(log, deps);
        if (checked.ok) return;
        expectAnswer({ ok: false, error: checked.rejection }, [kernelMessages, tournamentMessages]);
        if (!Number.isInteger(checked.sequence) || checked.sequence < 0 || checked.sequence > log.length)
          throw new Error(`refused at position ${checked.sequence} of ${log.length}`);
      },
      300,
    );
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);
});
