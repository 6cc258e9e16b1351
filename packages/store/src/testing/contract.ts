/**
 * The one test suite every backend must pass. A backend's test file supplies a
 * harness (open a store in a fresh schema, run raw SQL for the tests that break
 * rows on purpose) and calls `storeContract`.
 */
import { makeEventLog, parseEventLog, unwrap, type Rejection } from '@arbiter/kernel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toEnvelope, type StoredEvent } from '../envelope';
import { isConcurrencyConflict } from '../conflict';
import type { EventStore } from '../store';
import type { StoreOptions, openStore } from '../open';
import { MIGRATIONS, SCHEMA_VERSION } from '../schema';
import { testSchemas, tick } from './fixtures';

/** What a backend's test file provides. */
export interface Harness {
  readonly backend: 'pglite' | 'postgres';
  /** Opens a store in the given schema (same database as every other call). */
  open(schema: string, extra?: Partial<StoreOptions>): Promise<EventStore>;
  /** Opens a store, returning the rejection as it is. */
  tryOpen(schema: string): ReturnType<typeof openStore>;
  /** Runs raw SQL against the same database. */
  raw(sql: string, params?: unknown[]): Promise<void>;
  /** A schema name for this file's run (`suffix` makes siblings). */
  schema(suffix: string): string;
}

function expectRejection(result: { ok: boolean; error?: Rejection }, code: string): Rejection {
  expect(result.ok).toBe(false);
  const error = (result as { error: Rejection }).error;
  expect(error.code).toBe(code);
  return error;
}

/** Registers the backend-independent tests. */
export function storeContract(harness: Harness): void {
  let store: EventStore;
  beforeAll(async () => {
    store = await harness.open(harness.schema('main'));
  });

  describe(`${harness.backend}: appending and reading`, () => {
    it('numbers a new stream from version 1 and the store from position 1', async () => {
      const first = unwrap(await store.append('a-1', [tick('w', 0), tick('w', 1)], 0));
      expect(first).toMatchObject({ stream: 'a-1', firstVersion: 1, lastVersion: 2, duplicate: false });
      expect(first.lastPosition - first.firstPosition).toBe(1);
      const events = unwrap(await store.read('a-1'));
      expect(events.map((e) => [e.version, e.type, e.data])).toEqual([
        [1, 'Ticked', { writer: 'w', n: 0 }],
        [2, 'Ticked', { writer: 'w', n: 1 }],
      ]);
      expect(events.map((e) => e.position)).toEqual([first.firstPosition, first.lastPosition]);
      expect(unwrap(await store.streamVersion('a-1'))).toBe(2);
      expect(unwrap(await store.streamVersion('never-written'))).toBe(0);
    });

    it('continues a stream at the expected version and reads from a version with a limit', async () => {
      unwrap(await store.append('a-2', [tick('w', 0)], 0));
      const next = unwrap(await store.append('a-2', [tick('w', 1), tick('w', 2), tick('w', 3)], 1));
      expect([next.firstVersion, next.lastVersion]).toEqual([2, 4]);
      const page = unwrap(await store.read('a-2', 2, { limit: 2 }));
      expect(page.map((e) => e.version)).toEqual([2, 3]);
      expect(unwrap(await store.read('a-2', 5))).toEqual([]);
    });

    it('refuses a stale expected version with a typed conflict and writes nothing', async () => {
      unwrap(await store.append('a-3', [tick('w', 0), tick('w', 1)], 0));
      const head = unwrap(await store.headPosition());
      const result = await store.append('a-3', [tick('x', 9)], 1);
      const error = expectRejection(result, 'ERR_STORE_CONCURRENCY');
      expect(isConcurrencyConflict(error)).toBe(true);
      expect(error.params).toEqual({ stream: 'a-3', expected: 1, actual: 2 });
      expect(unwrap(await store.headPosition())).toBe(head);
      expect(unwrap(await store.read('a-3')).map((e) => e.data)).toEqual([
        { writer: 'w', n: 0 },
        { writer: 'w', n: 1 },
      ]);
      // Expecting a version of a stream that does not exist is a conflict too.
      expect(
        expectRejection(await store.append('a-3-none', [tick('x', 0)], 3), 'ERR_STORE_CONCURRENCY').params,
      ).toEqual({ stream: 'a-3-none', expected: 3, actual: 0 });
    });

    it('appends at whatever version with "any"', async () => {
      unwrap(await store.append('a-4', [tick('w', 0)], 'any'));
      const second = unwrap(await store.append('a-4', [tick('w', 1)], 'any'));
      expect(second.firstVersion).toBe(2);
    });

    it('keeps the global position dense and in commit order across streams', async () => {
      const before = unwrap(await store.headPosition());
      const results = [];
      for (let i = 0; i < 6; i++)
        results.push(unwrap(await store.append(`a-5-${i % 3}`, [tick('w', i), tick('w', i)], 'any')));
      const all = unwrap(await store.readAll(before + 1));
      expect(all.map((e) => e.position)).toEqual(Array.from({ length: 12 }, (_, i) => before + 1 + i));
      expect(all.map((e) => (e.data as { n: number }).n)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
      expect(results.at(-1)?.lastPosition).toBe(before + 12);
      const everything = unwrap(await store.readAll());
      expect(everything.map((e) => e.position)).toEqual(everything.map((_, i) => i + 1));
      const limited = unwrap(await store.readAll(before + 3, { limit: 4 }));
      expect(limited.map((e) => e.position)).toEqual([before + 3, before + 4, before + 5, before + 6]);
    });

    it('maps stored events onto the kernel envelope, which the kernel reads back', async () => {
      unwrap(
        await store.append(
          'a-6',
          [
            {
              type: 'GameStarted',
              data: { game: 'take-away', ruleSetVersion: '1', options: {}, setup: 'standard' },
              actor: 'arbiter',
            },
            { type: 'Resigned', data: { side: 'black' } },
          ],
          0,
          { commandId: 'a-6-start', time: '2026-03-01T10:00:00.000Z' },
        ),
      );
      const envelopes = unwrap(await store.read('a-6')).map(toEnvelope);
      expect(envelopes[0].metadata).toEqual({
        gameId: 'a-6',
        sequence: 0,
        time: '2026-03-01T10:00:00.000Z',
        schemaVersion: 1,
        actor: 'arbiter',
        commandId: 'a-6-start',
      });
      const back = unwrap(parseEventLog(makeEventLog(envelopes), testSchemas));
      expect(back.map((e) => e.type)).toEqual(['GameStarted', 'Resigned']);
    });
  });

  describe(`${harness.backend}: bad input is rejected before anything is written`, () => {
    const unchanged = async (stream: string, run: () => Promise<unknown>) => {
      const head = unwrap(await store.headPosition());
      const version = unwrap(await store.streamVersion(stream));
      const out = await run();
      expect(unwrap(await store.headPosition())).toBe(head);
      expect(unwrap(await store.streamVersion(stream))).toBe(version);
      return out as { ok: boolean; error?: Rejection };
    };

    it('an unknown event type', async () => {
      const r = await unchanged('b-1', () =>
        store.append('b-1', [tick('w', 0), { type: 'Teleported', data: {} }], 0),
      );
      expect(expectRejection(r, 'ERR_EVENT_UNKNOWN_TYPE').params).toMatchObject({
        type: 'Teleported',
        sequence: 1,
      });
    });

    it('a payload that fails its schema, even as the last of a batch', async () => {
      const r = await unchanged('b-2', () =>
        store.append(
          'b-2',
          [tick('w', 0), tick('w', 1), { type: 'Ticked', data: { writer: 'w', n: -1 } }],
          0,
        ),
      );
      const error = expectRejection(r, 'ERR_EVENT_INVALID');
      expect(error.params).toMatchObject({ sequence: 2, type: 'Ticked' });
      expect(String(error.params?.detail)).toContain('n');
      expect(unwrap(await store.read('b-2'))).toEqual([]);
    });

    it("a NUL or a lone surrogate in a text, as the event's fault (issue 34), not the database's", async () => {
      for (const text of ['a\u0000b', 'a\ud800b', '\udc00']) {
        const r = await unchanged('b-nul', () =>
          store.append('b-nul', [tick('w', 0), { type: 'Noted', data: { text } }], 0),
        );
        expect(expectRejection(r, 'ERR_EVENT_INVALID').params).toMatchObject({ sequence: 1, type: 'Noted' });
      }
      // an escaped backslash before "u0000" and an emoji (a whole surrogate pair) are stored
      const fine = ['\\u0000 is six characters', '\ud83d\ude00'];
      unwrap(
        await store.append(
          'b-nul',
          fine.map((text) => ({ type: 'Noted', data: { text } })),
          0,
        ),
      );
      expect(unwrap(await store.read('b-nul')).map((e) => (e.data as { text: string }).text)).toEqual(fine);
    });

    it('an oversized event', async () => {
      const small = await openSmall();
      const r = await small.append('b-3', [{ type: 'Noted', data: { text: 'x'.repeat(2000) } }], 0);
      expect(expectRejection(r, 'ERR_EVENT_TOO_LARGE').params).toMatchObject({ limit: 1024, type: 'Noted' });
      expect(unwrap(await small.streamVersion('b-3'))).toBe(0);
      expect(
        unwrap(await small.append('b-3', [{ type: 'Noted', data: { text: 'x'.repeat(900) } }], 0))
          .lastVersion,
      ).toBe(1);
      await small.close();
    });

    it('a bad stream id, an empty batch, a bad expected version, a bad command id', async () => {
      expectRejection(await store.append('', [tick('w', 0)], 0), 'ERR_STORE_STREAM_INVALID');
      expectRejection(await store.append('a\nb', [tick('w', 0)], 0), 'ERR_STORE_STREAM_INVALID');
      expectRejection(await store.append('b-4', [], 0), 'ERR_STORE_APPEND_EMPTY');
      expectRejection(await store.append('b-4', [tick('w', 0)], -1), 'ERR_STORE_VERSION_INVALID');
      expectRejection(await store.append('b-4', [tick('w', 0)], 1.5), 'ERR_STORE_VERSION_INVALID');
      expectRejection(
        await store.append('b-4', [tick('w', 0)], 0, { commandId: '' }),
        'ERR_STORE_COMMAND_INVALID',
      );
      expectRejection(
        await store.append('b-4', [tick('w', 0)], 0, { time: 'yesterday' }),
        'ERR_EVENT_INVALID',
      );
      expectRejection(
        await store.append('b-4', [tick('w', 0)], 0, { time: '2026-03-01' }),
        'ERR_EVENT_INVALID',
      );
      expect(unwrap(await store.streamVersion('b-4'))).toBe(0);
      // A time with an offset is kept as the same instant, read back in UTC.
      unwrap(await store.append('b-5', [tick('w', 0)], 0, { time: '2026-03-01T12:00:00+02:00' }));
      expect(unwrap(await store.read('b-5'))[0].time).toBe('2026-03-01T10:00:00.000Z');
    });

    async function openSmall() {
      return harness.open(harness.schema('main'), { maxEventBytes: 1024 });
    }
  });

  describe(`${harness.backend}: idempotency by command id`, () => {
    it('a retried command appends once and returns the original result', async () => {
      const first = unwrap(
        await store.append('c-1', [tick('w', 0), tick('w', 1)], 0, { commandId: 'cmd-c-1' }),
      );
      const again = unwrap(
        await store.append('c-1', [tick('w', 0), tick('w', 1)], 0, { commandId: 'cmd-c-1' }),
      );
      expect(again).toEqual({ ...first, duplicate: true });
      expect(unwrap(await store.read('c-1'))).toHaveLength(2);
    });

    it('a command id used for another stream is refused', async () => {
      unwrap(await store.append('c-2', [tick('w', 0)], 0, { commandId: 'cmd-c-2' }));
      const error = expectRejection(
        await store.append('c-2b', [tick('w', 0)], 0, { commandId: 'cmd-c-2' }),
        'ERR_STORE_COMMAND_REUSED',
      );
      expect(error.params).toMatchObject({ original: 'c-2', stream: 'c-2b' });
      expect(unwrap(await store.streamVersion('c-2b'))).toBe(0);
    });

    it('ten simultaneous retries of one command write it once', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          store.append('c-3', [tick('w', 7)], 'any', { commandId: 'cmd-c-3' }),
        ),
      );
      const values = results.map(unwrap);
      expect(values.filter((v) => !v.duplicate)).toHaveLength(1);
      expect(new Set(values.map((v) => v.lastPosition)).size).toBe(1);
      expect(unwrap(await store.read('c-3'))).toHaveLength(1);
    });

    it('one command id sent to ten streams at once is written to one of them only', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          store.append(`c-5-${i}`, [tick('w', i)], 0, { commandId: 'cmd-c-5' }),
        ),
      );
      const written = results.filter((r) => r.ok);
      expect(written).toHaveLength(1);
      const winner = (written[0] as { value: { stream: string } }).value.stream;
      for (const r of results.filter((x) => !x.ok))
        expect(expectRejection(r, 'ERR_STORE_COMMAND_REUSED').params).toMatchObject({ original: winner });
      for (let i = 0; i < 10; i++)
        expect(unwrap(await store.streamVersion(`c-5-${i}`))).toBe(`c-5-${i}` === winner ? 1 : 0);
    });

    it('a command rejected for a conflict can be retried under the same id', async () => {
      unwrap(await store.append('c-4', [tick('w', 0)], 0));
      expectRejection(
        await store.append('c-4', [tick('w', 1)], 0, { commandId: 'cmd-c-4' }),
        'ERR_STORE_CONCURRENCY',
      );
      expect(unwrap(await store.append('c-4', [tick('w', 1)], 1, { commandId: 'cmd-c-4' })).lastVersion).toBe(
        2,
      );
    });
  });

  describe(`${harness.backend}: concurrency`, () => {
    it('50 concurrent appenders on one stream: dense versions, each append exactly once, losers retry', async () => {
      let conflicts = 0;
      const appender = async (writer: number) => {
        for (let attempt = 0; attempt < 500; attempt++) {
          const version = unwrap(await store.streamVersion('d-1'));
          const result = await store.append('d-1', [tick(`writer-${writer}`, attempt)], version, {
            commandId: `d-1-${writer}`,
          });
          if (result.ok) return result.value;
          if (!isConcurrencyConflict(result.error)) throw new Error(result.error.message);
          expect(result.error.params.expected).toBe(version);
          expect(result.error.params.actual).toBeGreaterThan(version);
          conflicts++;
        }
        throw new Error(`writer ${writer} never got through`);
      };
      const acks = await Promise.all(Array.from({ length: 50 }, (_, w) => appender(w)));
      const events = unwrap(await store.read('d-1'));
      expect(events.map((e) => e.version)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      const writers = events.map((e) => (e.data as { writer: string }).writer);
      expect(new Set(writers).size).toBe(50);
      for (const ack of acks) {
        const event = events.find((e) => e.version === ack.firstVersion);
        expect(event?.position).toBe(ack.firstPosition);
      }
      const positions = events.map((e) => e.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(conflicts).toBeGreaterThan(0);
    });

    it('concurrent appends to many streams leave the global position gap-free', async () => {
      const before = unwrap(await store.headPosition());
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          store.append(`d-2-${i}`, [tick('w', i), tick('w', i), tick('w', i)], 0),
        ),
      );
      const all = unwrap(await store.readAll(before + 1));
      expect(all.map((e) => e.position)).toEqual(Array.from({ length: 60 }, (_, i) => before + 1 + i));
      // Each append's three events are contiguous.
      for (let i = 0; i < 60; i += 3) expect(new Set(all.slice(i, i + 3).map((e) => e.stream)).size).toBe(1);
    });
  });

  describe(`${harness.backend}: live tails`, () => {
    it('delivers past events, then new ones as they commit, in order', async () => {
      const from = unwrap(await store.headPosition()) + 1;
      unwrap(await store.append('e-1', [tick('w', 0)], 0));
      const seen: StoredEvent[] = [];
      const sub = store.subscribe({ fromPosition: from }, (e) => {
        seen.push(e);
      });
      await sub.caughtUp;
      expect(seen.map((e) => e.stream)).toEqual(['e-1']);
      unwrap(await store.append('e-2', [tick('w', 1), tick('w', 2)], 0));
      unwrap(await store.append('e-1', [tick('w', 3)], 1));
      await waitFor(() => seen.length === 4);
      expect(seen.map((e) => e.position)).toEqual([from, from + 1, from + 2, from + 3]);
      expect(sub.nextPosition()).toBe(from + 4);
      await sub.close();
      unwrap(await store.append('e-1', [tick('w', 4)], 2));
      await new Promise((r) => setTimeout(r, 50));
      expect(seen).toHaveLength(4);
    });

    it('follows one stream only when asked', async () => {
      const seen: number[] = [];
      const sub = store.subscribe({ stream: 'e-3' }, (e) => {
        seen.push((e.data as { n: number }).n);
      });
      await sub.caughtUp;
      unwrap(await store.append('e-4', [tick('w', 100)], 'any'));
      unwrap(await store.append('e-3', [tick('w', 1)], 'any'));
      await waitFor(() => seen.length === 1);
      expect(seen).toEqual([1]);
      await sub.close();
    });

    it('stops with a rejection when its handler fails', async () => {
      unwrap(await store.append('e-5', [tick('w', 0)], 0));
      const errors: Rejection[] = [];
      const sub = store.subscribe(
        {
          stream: 'e-5',
          onError: (e) => {
            errors.push(e);
          },
        },
        () => {
          throw new Error('projection bug');
        },
      );
      await waitFor(() => errors.length === 1);
      expect(errors[0].code).toBe('ERR_STORE_SUBSCRIBER_FAILED');
      expect(errors[0].params?.detail).toBe('projection bug');
      await sub.close();
    });
  });

  describe(`${harness.backend}: snapshots are a cache`, () => {
    it('saves, loads, replaces and drops a snapshot; events stay', async () => {
      unwrap(await store.append('f-1', [tick('w', 1), tick('w', 2)], 0));
      expect(unwrap(await store.loadSnapshot('f-1', 'sum@1'))).toBeUndefined();
      unwrap(await store.saveSnapshot('f-1', 'sum@1', 1, { sum: 1 }));
      unwrap(await store.saveSnapshot('f-1', 'sum@1', 2, { sum: 3 }));
      expect(unwrap(await store.loadSnapshot('f-1', 'sum@1'))).toEqual({ version: 2, state: { sum: 3 } });
      expect(unwrap(await store.dropSnapshots('sum@1'))).toBeGreaterThanOrEqual(1);
      expect(unwrap(await store.loadSnapshot('f-1', 'sum@1'))).toBeUndefined();
      const rebuilt = unwrap(await store.read('f-1')).reduce((s, e) => s + (e.data as { n: number }).n, 0);
      expect(rebuilt).toBe(3);
    });
  });

  describe(`${harness.backend}: broken rows, schema versions, closing`, () => {
    it('reports a row that fails to decode with its stream and position, on read, readAll and tails', async () => {
      const schema = harness.schema('corrupt');
      const broken = await harness.open(schema);
      unwrap(await broken.append('g-1', [tick('w', 0)], 0));
      // Written behind the store's back: a payload its schema refuses, then an unknown type.
      await harness.raw(
        `UPDATE "${schema}".head SET position = 3;
         UPDATE "${schema}".streams SET version = 3 WHERE stream_id = 'g-1';
         INSERT INTO "${schema}".events (position, stream_id, version, type, data, schema_version, time)
         VALUES (2, 'g-1', 2, 'Ticked', '{"writer": "", "n": "two"}', 1, now()),
                (3, 'g-1', 3, 'Vanished', '{}', 1, now())`,
      );
      const read = expectRejection(await broken.read('g-1'), 'ERR_STORE_ROW_CORRUPT');
      expect(read.params).toMatchObject({ stream: 'g-1', position: 2 });
      expect(read.message).toContain('position 2');
      expect(expectRejection(await broken.readAll(), 'ERR_STORE_ROW_CORRUPT').params).toMatchObject({
        position: 2,
      });
      expect(expectRejection(await broken.read('g-1', 3), 'ERR_STORE_ROW_CORRUPT').params).toMatchObject({
        stream: 'g-1',
        position: 3,
      });
      expect(
        String(expectRejection(await broken.readAll(3), 'ERR_STORE_ROW_CORRUPT').params?.detail),
      ).toContain('Vanished');
      const errors: Rejection[] = [];
      const seen: number[] = [];
      const sub = broken.subscribe(
        { onError: (e) => void errors.push(e) },
        (e) => void seen.push(e.position),
      );
      await waitFor(() => errors.length === 1);
      expect(errors[0].code).toBe('ERR_STORE_ROW_CORRUPT');
      expect(seen).toEqual([]);
      await sub.close();
      const replay = await broken.replay(1, () => {});
      expectRejection(replay, 'ERR_STORE_ROW_CORRUPT');
      await broken.close();
    });

    it('reports a hole in the global positions on replay instead of skipping it', async () => {
      const schema = harness.schema('holes');
      const holed = await harness.open(schema);
      unwrap(await holed.append('g-2', [tick('w', 0), tick('w', 1), tick('w', 2), tick('w', 3)], 0));
      const visited: number[] = [];
      expect(unwrap(await holed.replay(1, (e) => void visited.push(e.position), { pageSize: 2 }))).toEqual({
        count: 4,
        lastPosition: 4,
      });
      await harness.raw(`DELETE FROM "${schema}".events WHERE position = 3`);
      const error = expectRejection(
        await holed.replay(1, () => {}, { pageSize: 2 }),
        'ERR_STORE_POSITION_MISSING',
      );
      expect(error.params).toEqual({ position: 3 });
      await holed.close();
    });

    it('reopens an existing schema without migrating it again, data intact', async () => {
      const again = await harness.open(harness.schema('main'));
      expect(unwrap(await again.read('a-1'))).toHaveLength(2);
      await again.close();
    });

    it('migrates a database of schema version 1, keeping its events and commands', async () => {
      const schema = harness.schema('v1');
      const q = `"${schema}"`;
      await harness.raw(`CREATE SCHEMA ${q}`);
      await harness.raw(
        `CREATE TABLE ${q}.schema_migrations (version integer PRIMARY KEY, description text NOT NULL,
           applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      for (const statement of MIGRATIONS[0].statements(q)) await harness.raw(statement);
      await harness.raw(
        `INSERT INTO ${q}.schema_migrations (version, description) VALUES (1, 'v1');
         UPDATE ${q}.head SET position = 2;
         INSERT INTO ${q}.streams VALUES ('old-1', 2);
         INSERT INTO ${q}.events (position, stream_id, version, type, data, schema_version, command_id, time)
         VALUES (1, 'old-1', 1, 'Ticked', '{"writer": "v1", "n": 1}', 1, 'old-cmd', '2026-01-01T00:00:00Z'),
                (2, 'old-1', 2, 'Ticked', '{"writer": "v1", "n": 2}', 1, 'old-cmd', '2026-01-01T00:00:00Z');
         INSERT INTO ${q}.commands VALUES ('old-cmd', 'old-1', 1, 2, 1, 2)`,
      );
      const migrated = await harness.open(schema);
      expect(unwrap(await migrated.read('old-1')).map((e) => e.data)).toEqual([
        { writer: 'v1', n: 1 },
        { writer: 'v1', n: 2 },
      ]);
      expect(
        unwrap(await migrated.append('old-1', [tick('v1', 1), tick('v1', 2)], 0, { commandId: 'old-cmd' })),
      ).toEqual({
        stream: 'old-1',
        firstVersion: 1,
        lastVersion: 2,
        firstPosition: 1,
        lastPosition: 2,
        duplicate: true,
      });
      expect(unwrap(await migrated.append('old-1', [tick('v2', 3)], 2)).lastPosition).toBe(3);
      await migrated.close();
    });

    it('refuses a schema newer than the code knows', async () => {
      const schema = harness.schema('newer');
      const s = await harness.open(schema);
      await s.close();
      await harness.raw(
        `INSERT INTO "${schema}".schema_migrations (version, description) VALUES (${SCHEMA_VERSION + 1}, 'from the future')`,
      );
      const error = expectRejection(await harness.tryOpen(schema), 'ERR_STORE_SCHEMA_NEWER');
      expect(error.params).toEqual({ found: SCHEMA_VERSION + 1, known: SCHEMA_VERSION });
    });

    it('refuses a bad configuration', async () => {
      expectRejection(await harness.tryOpen('Not-A-Schema'), 'ERR_STORE_CONFIG_INVALID');
    });

    it('answers ERR_STORE_CLOSED once closed', async () => {
      const s = await harness.open(harness.schema('main'));
      await s.close();
      expectRejection(await s.append('h-1', [tick('w', 0)], 0), 'ERR_STORE_CLOSED');
      expectRejection(await s.read('h-1'), 'ERR_STORE_CLOSED');
    });
  });

  describe(`${harness.backend}: replay`, () => {
    it('visits every event page by page in position order', async () => {
      const head = unwrap(await store.headPosition());
      const positions: number[] = [];
      const outcome = unwrap(await store.replay(1, (e) => void positions.push(e.position), { pageSize: 7 }));
      expect(outcome).toEqual({ count: head, lastPosition: head });
      expect(positions).toEqual(Array.from({ length: head }, (_, i) => i + 1));
    });
  });

  afterAll(async () => {
    await store?.close();
  });
}

/** Waits until a condition holds (up to 5 s). */
export async function waitFor(condition: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
