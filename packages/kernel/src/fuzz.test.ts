// Fuzzing the kernel's parsers: the record format, event logs and option lists. Any input
// gives a result or a coded rejection, never a throw; what is read writes back to itself.
// Short here; `npm run fuzz` runs each for a million inputs (FUZZ_RUNS).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventSchemasFor, makeEventLog, parseEventLog } from './event-log';
import { kernelMessages } from './messages';
import { parseOptionList } from './options';
import { makeRecord, parseRecord } from './record';
import { replayRecord } from './replay';
import { expectAnswer, fuzz, mutated, textFrom } from './testing/fuzz';
import { takeAway } from './testing/take-away';

const TIMEOUT = 0; // a long run takes minutes; vitest's 0 means no limit
const SAMPLE = `[Game "take-away"]
[Options "max-take=2"]
[White "Ann"]
[Result "0-1"]

{a quick game} 1. take2 {greedy} take1 2. pass (=) {%decline-draw black}
take2 3. take1 {%resign white} 0-1
`;
const RECORD_ALPHABET = '[]"{}%;.=()*-/01 \n\tabcdefghijklmnopqrstuvwxyzGORSW23';

function recordCheck(text: string) {
  const r = parseRecord(text);
  expectAnswer(r, [kernelMessages]);
  if (!r.ok) return;
  const again = parseRecord(makeRecord(r.value));
  if (!again.ok) throw new Error(`a record read does not read back: ${again.error.message}`);
  // Replaying it against a game never throws either.
  const report = replayRecord(takeAway, r.value);
  if (!report.ok) expectAnswer({ ok: false, error: report.rejection });
}

const meta = (sequence: number) => ({
  gameId: 'g',
  sequence,
  time: '2026-01-01T00:00:00.000Z',
  schemaVersion: 1,
});
const LOG = makeEventLog([
  {
    type: 'GameStarted',
    data: { game: 'take-away', ruleSetVersion: '1', options: {}, setup: 'standard' },
    metadata: meta(0),
  },
  { type: 'StonesTaken', data: { side: 'white', count: 2 }, metadata: meta(1) },
  { type: 'DrawOffered', data: { side: 'black' }, metadata: meta(2) },
]);
const schemas = eventSchemasFor(takeAway.eventSchemas);
const TYPES = [
  'GameStarted',
  'StonesTaken',
  'Resigned',
  '__proto__',
  'toString',
  'constructor',
  'valueOf',
  '',
];

/** Event logs built from parts: real and hostile types, payloads of any JSON, sequences off by one. */
const builtLog = fc
  .array(
    fc.record({
      type: fc.oneof(fc.constantFrom(...TYPES), fc.string({ maxLength: 8 })),
      data: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant({ side: 'white', count: 2 })),
      sequence: fc.oneof(fc.nat(4), fc.constant(-1), fc.double()),
    }),
    { maxLength: 5 },
  )
  .map((events) =>
    events
      .map((e) =>
        JSON.stringify({ type: e.type, data: e.data, metadata: { ...meta(0), sequence: e.sequence } }),
      )
      .join('\n'),
  );

function logCheck(text: string) {
  const r = parseEventLog(text, schemas);
  expectAnswer(r, [kernelMessages]);
  if (!r.ok) return;
  const again = parseEventLog(makeEventLog(r.value), schemas);
  expect(again).toEqual(r);
}

function optionsCheck(text: string) {
  const r = parseOptionList(text);
  expectAnswer(r, [kernelMessages]);
  if (!r.ok) return;
  const written = Object.entries(r.value)
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
  expect(parseOptionList(written)).toEqual(r);
}

describe('fuzzing the kernel parsers', () => {
  it(
    'record format',
    () => {
      const input = fc.oneof(
        textFrom(RECORD_ALPHABET, 120),
        mutated([SAMPLE], RECORD_ALPHABET),
        fc.string({ maxLength: 120 }),
      );
      const report = fuzz('record', input, recordCheck, 3000);
      expect(report.failures, report.counterexample).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'event logs',
    () => {
      const input = fc.oneof(
        builtLog,
        mutated([LOG], '{}[]":,0123456789-.abcdeTypGSt_\n'),
        fc.string({ maxLength: 120 }),
      );
      const report = fuzz('event-log', input, logCheck, 3000);
      expect(report.failures, report.counterexample).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'option lists (--options)',
    () => {
      const input = fc.oneof(textFrom('abc-=,  xyz019', 30), fc.string({ maxLength: 30 }));
      const report = fuzz('option-list', input, optionsCheck, 3000);
      expect(report.failures, report.counterexample).toBe(0);
    },
    TIMEOUT,
  );
});
