// A game session: the machine fed one command at a time; checking an event log through it.
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from './events';
import { checkEventLog } from './event-check';
import { foldGame } from './game';
import { ok, unwrap } from './result';
import type { GameRules } from './rules';
import { openSession } from './session';
import { takeAway, type TakeAwayMove, type TakeAwayPosition } from './testing/take-away';

const clock = () => '2026-01-01T00:00:00.000Z';

/**
 * Take-away with typed moves, counting every time a move is read from or written as text, so a
 * test can show that an event log is checked without notation.
 */
function typedTakeAway() {
  const texts = { parsed: 0, written: 0 };
  const rules: GameRules<TakeAwayPosition, TakeAwayMove> = {
    ...takeAway,
    parseMove: (p, text, mode) => {
      texts.parsed++;
      return takeAway.parseMove(p, text, mode);
    },
    eventText: (p, e) => {
      texts.written++;
      return takeAway.eventText(p, e);
    },
    decide: (p, m) =>
      ok([
        m.kind === 'pass'
          ? { type: 'Passed', data: { side: p.turn } }
          : { type: 'StonesTaken', data: { side: p.turn, count: m.count, remaining: p.pile - m.count } },
      ]),
    eventMove: (_p, e) =>
      e.type === 'Passed'
        ? { kind: 'pass' }
        : e.type === 'StonesTaken'
          ? { kind: 'take', count: (e.data as { count: number }).count }
          : null,
  };
  return { rules, texts };
}

describe('game session', () => {
  it('answers each command with its envelopes, or with its rejection and no change', () => {
    const s = openSession(takeAway, { gameId: 'g', clock });
    expect(s.state()).toBeNull();
    const started = unwrap(s.send({ type: 'Start', options: { 'max-take': '2' } }));
    expect(started.events.map((e) => [e.type, e.metadata.sequence])).toEqual([['GameStarted', 0]]);
    const moved = unwrap(s.send({ type: 'Move', move: 'take2' }));
    expect(moved.events.map((e) => [e.type, e.metadata.sequence, e.metadata.gameId])).toEqual([
      ['StonesTaken', 1, 'g'],
    ]);
    const before = s.state();
    const refused = s.send({ type: 'Move', move: 'take3' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('ERR_TAKE_TOO_MANY');
    expect(s.state()).toBe(before);
    expect(s.log()).toHaveLength(2);
    expect(foldGame(takeAway, s.log())).toEqual(s.state());
    expect(s.hasTag('play')).toBe(true);
    s.stop();
  });

  it('checks an event log by deciding each recorded move as a typed move, never through notation', () => {
    const { rules, texts } = typedTakeAway();
    const s = openSession(rules, { gameId: 'g', clock });
    unwrap(s.send({ type: 'Start' }));
    for (const move of ['take3', 'pass', 'take2', 'take1']) unwrap(s.send({ type: 'Move', move }));
    const events: DomainEvent[] = s.log().map((e) => ({ type: e.type, data: e.data }));
    texts.parsed = 0;
    texts.written = 0;
    const checked = checkEventLog(rules, events);
    expect(checked.ok, JSON.stringify(checked)).toBe(true);
    if (checked.ok) expect(checked.events).toEqual(events);
    expect(texts).toEqual({ parsed: 0, written: 0 });
  });

  it('refuses a recorded move the typed decider refuses, at its sequence', () => {
    const { rules } = typedTakeAway();
    const s = openSession(rules, { gameId: 'g', clock });
    unwrap(s.send({ type: 'Start' }));
    unwrap(s.send({ type: 'Move', move: 'take3' }));
    const events: DomainEvent[] = s.log().map((e) => ({ type: e.type, data: e.data }));
    const forged = [...events, { type: 'StonesTaken', data: { side: 'black', count: 2, remaining: 99 } }];
    const checked = checkEventLog(rules, forged);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.sequence).toBe(2);
      expect(checked.rejection.code).toBe('ERR_EVENT_MISMATCH');
      expect(checked.rejection.params).toMatchObject({ field: 'data.remaining', given: '99' });
    }
  });

  it('plays a batch as the same commands sent one by one, up to the first refused one', () => {
    const one = openSession(takeAway, { gameId: 'g', clock });
    const all = openSession(takeAway, { gameId: 'g', clock });
    for (const s of [one, all]) unwrap(s.send({ type: 'Start', options: { 'max-take': '3' } }));
    const moves = ['take3', 'pass', 'take2', 'take9', 'take1'];
    for (const move of moves.slice(0, 3)) unwrap(one.send({ type: 'Move', move }));
    const sent = all.sendAll(moves.map((move) => ({ type: 'Move', move })));
    expect(sent.refused?.index).toBe(3);
    expect(sent.refused?.rejection.code).toBe('ERR_TAKE_TOO_MANY');
    expect(sent.events.map((e) => e.metadata.sequence)).toEqual([1, 2, 3]);
    expect(all.log()).toEqual(one.log());
    expect(all.state()).toEqual(one.state());
  });

  it('changes nothing when the first command of a batch command is refused, and refuses a batch before Start', () => {
    const s = openSession(takeAway, { gameId: 'g', clock });
    expect(s.sendAll([{ type: 'Move', move: 'take1' }]).refused?.rejection.code).toBe('ERR_GAME_NOT_STARTED');
    unwrap(s.send({ type: 'Start' }));
    const before = s.state();
    const sent = s.sendAll([
      { type: 'Move', move: '' },
      { type: 'Move', move: 'take1' },
    ]);
    expect(sent).toMatchObject({
      events: [],
      refused: { index: 0, rejection: { code: 'ERR_COMMAND_INVALID' } },
    });
    expect(s.state()).toBe(before);
    expect(s.log()).toHaveLength(1);
  });
});
