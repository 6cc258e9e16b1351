// Bounded reading: byte order marks are ignored, limits refuse with the limit, event types
// are own keys of the schema table, never properties every object has.
import { describe, expect, it } from 'vitest';
import { makeEventLog, parseEventLog, eventSchemasFor } from './event-log';
import { RECORD_LIMITS } from './limits';
import { kernelMessages } from './messages';
import { parseRecord } from './record';
import { takeAway } from './testing/take-away';

const schemas = eventSchemasFor(takeAway.eventSchemas);
const meta = (sequence: number) => ({
  gameId: 'g',
  sequence,
  time: '2026-01-01T00:00:00.000Z',
  schemaVersion: 1,
});
const started = {
  type: 'GameStarted',
  data: { game: 'take-away', ruleSetVersion: '1', options: {}, setup: 'standard' },
};

describe('byte order marks', () => {
  it('are ignored at the start of a record and of an event log', () => {
    const record = '[Game "take-away"]\n\n1. take2 *\n';
    expect(parseRecord('\uFEFF' + record)).toEqual(parseRecord(record));
    const log = makeEventLog([{ ...started, metadata: meta(0) }]);
    const plain = parseEventLog(log, schemas);
    expect(plain.ok).toBe(true);
    expect(parseEventLog('\uFEFF' + log, schemas)).toEqual(plain);
  });
});

describe('record limits', () => {
  it('refuse a tag value past the limit, naming the limit', () => {
    const r = parseRecord(`[Game "take-away"]\n[Event "${'x'.repeat(RECORD_LIMITS.tagValue + 1)}"]\n\n*\n`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('ERR_RECORD_LIMIT');
    expect(r.error.params).toMatchObject({ line: 2, limit: RECORD_LIMITS.tagValue, what: 'tagValue' });
    expect(kernelMessages.ERR_RECORD_LIMIT).toBeDefined();
    expect(parseRecord(`[Event "${'x'.repeat(RECORD_LIMITS.tagValue)}"]\n\n*\n`).ok).toBe(true);
  });

  it('refuse a 10 MB tag (a line past the line limit) before reading it', () => {
    const r = parseRecord(`[Game "take-away"]\n[Event "${'x'.repeat(10_000_000)}"]\n\n*\n`);
    expect(!r.ok && r.error.params).toMatchObject({ line: 2, what: 'line', limit: RECORD_LIMITS.line });
  });

  it('refuse more moves than the limit, and take as many as it allows', () => {
    const moves = (n: number) => Array.from({ length: n }, () => 'take1').join('\n');
    const over = parseRecord(`[Game "take-away"]\n\n${moves(RECORD_LIMITS.moves + 1)} *\n`);
    expect(!over.ok && over.error.params).toMatchObject({ what: 'moves', limit: RECORD_LIMITS.moves });
    expect(parseRecord(`[Game "take-away"]\n\n${moves(RECORD_LIMITS.moves)} *\n`).ok).toBe(true);
  });

  it('refuse an event log line past the line limit and more events than the limit', () => {
    const long = JSON.stringify({
      ...started,
      data: { ...started.data, setup: 'y'.repeat(RECORD_LIMITS.line) },
      metadata: meta(0),
    });
    const r = parseEventLog(long + '\n', schemas);
    expect(!r.ok && r.error.params).toMatchObject({ line: 1, what: 'line' });
    const many = Array.from({ length: RECORD_LIMITS.moves + 1 }, (_, i) =>
      JSON.stringify({ ...started, metadata: meta(i) }),
    ).join('\n');
    const m = parseEventLog(many, schemas);
    expect(!m.ok && m.error.params).toMatchObject({ line: RECORD_LIMITS.moves + 1, what: 'moves' });
  });
});

describe('own keys only', () => {
  it.each(['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf'])(
    'an event of type %s is an unknown type, not a crash',
    (type) => {
      const log =
        makeEventLog([{ ...started, metadata: meta(0) }]) +
        JSON.stringify({ type, data: {}, metadata: meta(1) }) +
        '\n';
      const r = parseEventLog(log, schemas);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe('ERR_EVENT_UNKNOWN_TYPE');
      expect(r.error.params).toMatchObject({ line: 2, type });
    },
  );

  it('a tag named __proto__ is refused; one named toString is an ordinary tag', () => {
    const proto = parseRecord('[Game "take-away"]\n[__proto__ "x"]\n\n*\n');
    expect(!proto.ok && proto.error.code).toBe('ERR_RECORD_SYNTAX');
    const r = parseRecord('[Game "take-away"]\n[toString "x"]\n[constructor "y"]\n\n*\n');
    expect(r.ok && r.value.tags).toEqual({ Game: 'take-away', toString: 'x', constructor: 'y' });
  });
});
