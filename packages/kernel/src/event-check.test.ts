// checkEventLog: every event's command decided again, the emitted events compared field by field.
import { describe, expect, it } from 'vitest';
import type { DomainEvent, GameCommand } from './events';
import { checkEventLog, firstDifference } from './event-check';
import { decideStart, handle, startState } from './game';
import { unwrap } from './result';
import { takeAway } from './testing/take-away';

/** The events the rules emit for commands from a setup. */
function play(setup: string, commands: GameCommand[], options: Record<string, string> = {}): DomainEvent[] {
  const started = unwrap(decideStart(takeAway, { setup, options }));
  let state = startState(takeAway, started);
  const events: DomainEvent[] = [started];
  for (const c of commands) {
    const h = unwrap(handle(takeAway, state, c));
    state = h.state;
    events.push(...h.events);
  }
  return events;
}
const take = (n: number): GameCommand => ({ type: 'Move', move: `take${n}` });
const pass: GameCommand = { type: 'Move', move: 'pass' };

describe('checkEventLog', () => {
  it('accepts what the rules emitted: moves, placement, offers, declines, claims with and without a move, resignation, adjudication', () => {
    const logs = [
      play('standard', [
        take(3),
        { type: 'OfferDraw', side: 'white' },
        take(2),
        take(1),
        { type: 'Resign', side: 'black' },
      ]),
      play('chosen', [
        { type: 'Place', step: 'pile=7' },
        take(3),
        { type: 'Adjudicate', result: '1/2-1/2', note: 'time' },
      ]),
      play('standard', [
        pass,
        pass,
        pass,
        { type: 'ClaimDraw', side: 'black', reason: 'fifty-moves', move: 'pass' },
      ]),
      play('standard', [pass, pass, pass, pass, { type: 'ClaimDraw', side: 'white', reason: 'fifty-moves' }]),
      play('standard', [
        { type: 'OfferDraw', side: 'black' },
        { type: 'AcceptDraw', side: 'white' },
      ]),
    ];
    for (const events of logs) {
      const r = checkEventLog(takeAway, events);
      expect(r.ok, JSON.stringify(r)).toBe(true);
      if (r.ok) expect(r.events).toEqual(events);
    }
  });

  it('refuses the first event that differs, naming sequence, field, given and expected', () => {
    const events = play('standard', [take(3), take(2)]);
    const forged = structuredClone(events);
    (forged[2].data as { remaining: number }).remaining = 4;
    const r = checkEventLog(takeAway, forged);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.malformed).toBe(false);
    expect(r.sequence).toBe(2);
    expect(r.rejection).toMatchObject({
      code: 'ERR_EVENT_MISMATCH',
      params: { sequence: 2, field: 'data.remaining', given: '4', expected: '5' },
    });
    expect(r.events).toHaveLength(2);
  });

  it('refuses a game end the rules did not decide, a missing one, and a resignation for the other side', () => {
    const resigned = play('standard', [take(3), { type: 'Resign', side: 'white' }]);
    const swapped = structuredClone(resigned);
    (swapped[3].data as { result: string }).result = '1-0';
    const a = checkEventLog(takeAway, swapped);
    expect(!a.ok && a.rejection.params).toMatchObject({ sequence: 3, field: 'data.result', given: '"1-0"' });
    const b = checkEventLog(takeAway, resigned.slice(0, 3));
    expect(!b.ok && b.rejection.params).toMatchObject({
      sequence: 3,
      field: 'type',
      given: '(none)',
      expected: '"GameEnded"',
    });
    const c = checkEventLog(takeAway, [...resigned.slice(0, 2), resigned[3]]);
    expect(!c.ok && c.rejection.params).toMatchObject({ sequence: 2, field: 'type', given: '"GameEnded"' });
  });

  it('reports an illegal move as the rules refuse it, and a start it cannot make as malformed', () => {
    const events = play('standard', [take(3)]);
    const illegal = [...events, { type: 'StonesTaken', data: { side: 'black', count: 9, remaining: -2 } }];
    const r = checkEventLog(takeAway, illegal);
    expect(!r.ok && !r.malformed && r.sequence).toBe(2);
    const unknownOption = structuredClone(events);
    (unknownOption[0].data as { options: Record<string, string> }).options.colour = 'red';
    const u = checkEventLog(takeAway, unknownOption);
    expect(!u.ok && u.malformed && u.rejection.code).toBe('ERR_UNKNOWN_OPTION');
    const notStarted = checkEventLog(takeAway, events.slice(1));
    expect(!notStarted.ok && notStarted.rejection.params).toMatchObject({
      field: 'type',
      expected: '"GameStarted"',
    });
  });

  it('firstDifference walks objects and arrays and names the first field', () => {
    expect(firstDifference({ a: 1, b: [1, { c: 2 }] }, { a: 1, b: [1, { c: 3 }] }, 'data')).toEqual({
      field: 'data.b[1].c',
      given: '2',
      expected: '3',
    });
    expect(firstDifference({ a: 1, extra: true }, { a: 1 }, 'data')).toEqual({
      field: 'data.extra',
      given: 'true',
      expected: '(none)',
    });
    expect(firstDifference({ a: [1] }, { a: [1] }, 'data')).toBeNull();
  });
});
