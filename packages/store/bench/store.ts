/**
 * Store benchmark: appends (single events, batches of 50 from one writer and from 8
 * concurrent writers) and a full replay, on
 * PostgreSQL and on PGlite on disk (the default backend), one figure a line:
 *   <backend> <measure> <value> <unit>
 * Every append carries a command id, as the server's appends will. Replay validates
 * each row against its schema, as every read does.
 * Sizes: BENCH_SINGLE (default 2000 single appends), BENCH_BATCHES (default 2000 batches of 50).
 * Backends: BENCH_BACKENDS=postgres,pglite (default both); ARBITER_TEST_PG_URL picks the server.
 */
import { unwrap } from '@arbiter/kernel';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openStore, type EventStore } from '../src/index';
import { TEST_PG_URL, testSchemas, tick, uniqueSchema } from '../src/testing/fixtures';

const SINGLE = Number(process.env.BENCH_SINGLE ?? 2000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 2000);
const BATCH = 50;
const WRITERS = 8;
const backends = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',');

function line(backend: string, measure: string, value: number, unit: string) {
  process.stdout.write(`${backend} ${measure} ${Math.round(value)} ${unit}\n`);
}

async function measure(store: EventStore) {
  const backend = store.backend;
  let t = performance.now();
  for (let i = 0; i < SINGLE; i++)
    unwrap(await store.append(`single-${i % 100}`, [tick('bench', i)], 'any', { commandId: `s-${i}` }));
  line(backend, 'append-single', SINGLE / ((performance.now() - t) / 1000), 'events/s');

  t = performance.now();
  for (let b = 0; b < BATCHES; b++) {
    const events = Array.from({ length: BATCH }, (_, i) => tick(`batch-${b}`, i));
    unwrap(await store.append(`game-${b % 200}`, events, 'any', { commandId: `b-${b}` }));
  }
  line(backend, 'append-batch', (BATCHES * BATCH) / ((performance.now() - t) / 1000), 'events/s');

  // The same batches from WRITERS concurrent writers on streams of their own: what the
  // global position lock costs (or leaves) when appends overlap.
  t = performance.now();
  const perWriter = Math.ceil(BATCHES / WRITERS);
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let b = 0; b < perWriter; b++) {
        const events = Array.from({ length: BATCH }, (_, i) => tick(`writer-${w}`, i));
        unwrap(await store.append(`writer-${w}-${b % 20}`, events, 'any', { commandId: `w-${w}-${b}` }));
      }
    }),
  );
  line(
    backend,
    'append-batch-concurrent',
    (WRITERS * perWriter * BATCH) / ((performance.now() - t) / 1000),
    'events/s',
  );

  t = performance.now();
  let sum = 0;
  const replayed = unwrap(
    await store.replay(1, (e) => {
      sum += (e.data as { n: number }).n;
    }),
  );
  const seconds = (performance.now() - t) / 1000;
  if (replayed.count !== SINGLE + BATCHES * BATCH + WRITERS * perWriter * BATCH || sum < 0)
    throw new Error('replay missed events');
  line(backend, 'replay', replayed.count / seconds, 'events/s');
  line(backend, 'replay-size', replayed.count, 'events');
}

for (const backend of backends) {
  if (backend === 'postgres') {
    const schema = uniqueSchema('store_bench');
    const store = unwrap(await openStore({ url: TEST_PG_URL, schema, schemas: testSchemas }));
    try {
      await measure(store);
    } finally {
      await store.close();
      const admin = new pg.Client(TEST_PG_URL);
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    }
  } else if (backend === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-store-bench-'));
    const store = unwrap(await openStore({ dataDir: path.join(dir, 'pgdata'), schemas: testSchemas }));
    try {
      await measure(store);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  } else throw new Error(`unknown backend ${backend}`);
}
