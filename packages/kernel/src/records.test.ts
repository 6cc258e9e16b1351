import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeEventLog, parseEventLog, eventSchemasFor } from './event-log';
import type { DomainEvent, EventEnvelope, GameCommand } from './events';
import { decideGame, decideStart, evolveGame, startState } from './game';
import { kernelMessages } from './messages';
import { makeRecord, parseRecord, type GameRecord } from './record';
import { recordFromEvents, replayRecord } from './replay';
import { unwrap } from './result';
import { takeAway } from './testing/take-away';

const schemas = eventSchemasFor(takeAway.eventSchemas);

function play(setup: string, commands: GameCommand[]) {
  const started = unwrap(decideStart(takeAway, { setup }));
  let state = startState(takeAway, started);
  const events: DomainEvent[] = [started];
  for (const c of commands) {
    const r = decideGame(takeAway, state, c);
    if (!r.ok) continue;
    for (const e of r.value) {
      state = evolveGame(takeAway, state, e);
      events.push(e);
    }
  }
  return events;
}

const envelopes = (events: ReturnType<typeof play>): EventEnvelope[] =>
  events.map((e, i) => ({
    ...e,
    metadata: { gameId: 'g', sequence: i, time: '2026-01-01T00:00:00.000Z', schemaVersion: 1 },
  }));

describe('human record (PGN conventions)', () => {
  const sample = `[Game "take-away"]
[RuleSet "1"]
[Options "max-take=2"]
[Setup "standard"]
[White "Ann"]
[Black "Bob"]
[Result "0-1"]

{a quick game} 1. take2 {greedy} take1 2. pass (=) {%decline-draw black}
take2 3. take1 {%resign white} 0-1
`;
  it('reads tags, moves, comments, draw offers and acts', () => {
    const r = unwrap(parseRecord(sample));
    expect(r.tags.White).toBe('Ann');
    expect(r.preamble).toBe('a quick game');
    expect(r.items[0]).toEqual({ kind: 'move', text: 'take2', comment: 'greedy' });
    expect(r.items.filter((i) => i.kind === 'move').map((i) => (i as { text: string }).text)).toEqual([
      'take2',
      'take1',
      'pass',
      'take2',
      'take1',
    ]);
    expect(r.items).toContainEqual({ kind: 'draw-offer' });
    expect(r.items).toContainEqual({ kind: 'act', act: 'resign', args: ['white'] });
    expect(r.result).toBe('0-1');
  });
  it('round-trips make(parse(x)) and parse(make(r))', () => {
    const r = unwrap(parseRecord(sample));
    expect(unwrap(parseRecord(makeRecord(r)))).toEqual(r);
    expect(makeRecord(unwrap(parseRecord(makeRecord(r))))).toBe(makeRecord(r));
  });
  it('property: any record survives make then parse', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9=,-]{0,8}$/).filter((w) => !['1-0', '0-1'].includes(w));
    const item = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), text: word }),
      fc.record({
        kind: fc.constant('move' as const),
        text: word,
        comment: fc.stringMatching(/^[a-z][a-z ]{0,20}[a-z]$/),
      }),
      fc.record({
        kind: fc.constant('act' as const),
        act: fc.constantFrom('resign', 'offer-draw'),
        args: fc.constantFrom(['white'], ['black']),
      }),
    );
    const record = fc.record({
      tags: fc.dictionary(fc.stringMatching(/^[A-Z][a-z]{1,8}$/), fc.string({ maxLength: 12 }), {
        minKeys: 1,
        maxKeys: 5,
      }),
      items: fc.array(item, { maxLength: 20 }),
      result: fc.constantFrom('1-0', '0-1', '1/2-1/2', '*'),
    });
    fc.assert(
      fc.property(record, (r) => {
        const withResult: GameRecord = { ...r, tags: { ...r.tags, Result: r.result } };
        expect(unwrap(parseRecord(makeRecord(withResult)))).toEqual(withResult);
      }),
    );
  });
  it.each([
    ['[Event "x"\n1. take1', 'malformed tag pair', 1, 1],
    ['[Event "x"]\n\n1. take1 {never closed', 'never closed', 3, 10],
    ['1. take1 *\ntake2', 'after the result', 2, 1],
    ['1. take1 [Event "late"]', 'after the movetext', 1, 10],
    ['[Event "a"]\n[Event "b"]', 'appears twice', 2, 1],
  ])('names line and column of a syntax error: %j', (text, detail, line, column) => {
    const r = parseRecord(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ERR_RECORD_SYNTAX');
      expect(r.error.message).toContain(detail);
      expect(r.error.params).toMatchObject({ line, column });
    }
  });
  it('fuzz: mutated records never throw, only return coded errors', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.nat(sample.length), (junk, at) => {
        const r = parseRecord(sample.slice(0, at) + junk + sample.slice(at));
        if (!r.ok) expect(r.error.code).toMatch(/^ERR_RECORD_/);
      }),
      { numRuns: 500 },
    );
  });
});

describe('replay and lossless conversion', () => {
  it('replays a record and finds the first illegal move with its reason', () => {
    const report = replayRecord(
      takeAway,
      unwrap(parseRecord('[Options "max-take=2"]\n1. take2 take1 2. take3 take1 *')),
    );
    expect(report.ok).toBe(false);
    if (!report.ok) {
      expect(report.ply).toBe(3);
      expect(report.item).toBe('take3');
      expect(report.rejection).toMatchObject({ code: 'ERR_TAKE_TOO_MANY', rule: 'TAKE 1' });
      expect(report.state?.position.pile).toBe(7);
    }
  });
  it('refuses a record of another game or with a result the game contradicts', () => {
    expect(replayRecord(takeAway, unwrap(parseRecord('[Game "drakoburg"]\n*')))).toMatchObject({
      ok: false,
      rejection: { code: 'ERR_RECORD_WRONG_GAME' },
    });
    expect(replayRecord(takeAway, unwrap(parseRecord('[Setup "pile:1:white"]\n1. take1 0-1')))).toMatchObject(
      { ok: false, rejection: { code: 'ERR_RECORD_RESULT_MISMATCH' } },
    );
  });
  it('property: events -> record -> text -> record -> events is the identity', () => {
    const command = fc.oneof(
      fc
        .constantFrom('take1', 'take2', 'take3', 'pass')
        .map((move) => ({ type: 'Move', move }) as GameCommand),
      fc.constantFrom('white', 'black').map((side) => ({ type: 'OfferDraw', side }) as GameCommand),
      fc.constantFrom('white', 'black').map((side) => ({ type: 'DeclineDraw', side }) as GameCommand),
      fc.constantFrom('white', 'black').map((side) => ({ type: 'AcceptDraw', side }) as GameCommand),
      fc.constantFrom('white', 'black').map((side) => ({ type: 'Resign', side }) as GameCommand),
      fc.constant({ type: 'ClaimDraw', side: 'white', reason: 'threefold-repetition' } as GameCommand),
      fc
        .constantFrom('white', 'black')
        .map(
          (side) =>
            ({ type: 'ClaimDraw', side, reason: 'threefold-repetition', move: 'pass' }) as GameCommand,
        ),
      fc.constant({ type: 'Adjudicate', result: '1/2-1/2' } as GameCommand),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('standard', 'pile:9:black', 'chosen'),
        fc.array(command, { maxLength: 30 }),
        (setup, commands) => {
          const withPlacement: GameCommand[] =
            setup === 'chosen' ? [{ type: 'Place', step: 'pile=11' }, ...commands] : commands;
          const events = play(setup, withPlacement);
          const text = makeRecord(unwrap(recordFromEvents(takeAway, events, { White: 'A', Black: 'B' })));
          const report = replayRecord(takeAway, unwrap(parseRecord(text)));
          expect(report.ok).toBe(true);
          if (report.ok) expect(report.events).toEqual(events);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('event log (JSON lines)', () => {
  const events = envelopes(
    play('standard', [
      { type: 'Move', move: 'take2' },
      { type: 'Resign', side: 'black' },
    ]),
  );
  it('round-trips', () => {
    expect(unwrap(parseEventLog(makeEventLog(events), schemas))).toEqual(events);
  });
  it.each([
    ['not JSON', (t: string) => t.replace('{', '{{'), 'ERR_RECORD_SYNTAX'],
    ['no metadata', (t: string) => t.replace('"metadata"', '"meta"'), 'ERR_RECORD_SYNTAX'],
    ['unknown type', (t: string) => t.replace('"StonesTaken"', '"StonesEaten"'), 'ERR_EVENT_UNKNOWN_TYPE'],
    ['bad payload', (t: string) => t.replace('"count":2', '"count":"two"'), 'ERR_EVENT_INVALID'],
    ['gap in sequence', (t: string) => t.replace('"sequence":1', '"sequence":5'), 'ERR_EVENT_SEQUENCE'],
    ['empty', () => '\n\n', 'ERR_RECORD_EMPTY'],
  ])('refuses a broken log (%s) with a code and the line', (_name, mutate, code) => {
    const r = parseEventLog(mutate(makeEventLog(events)), schemas);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });
});

describe('every code the kernel returns has a message', () => {
  it('in English and Czech', () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const codes = new Set<string>();
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      for (const m of readFileSync(path.join(dir, f), 'utf8').matchAll(/'(ERR_[A-Z_]+)'/g)) codes.add(m[1]);
    }
    expect(codes.size).toBeGreaterThan(10);
    for (const code of codes) expect(kernelMessages, code).toHaveProperty(code);
  });
});
