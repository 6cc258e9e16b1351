// The contract suite on the PostgreSQL server (ARBITER_TEST_PG_URL, else 127.0.0.1:5432/test).
// Every schema this file creates carries the process id and a random tag, and is dropped at
// the end, so parallel runs and other packages sharing the database never collide.
// An unreachable server fails the suite: nothing here is skipped.
import { unwrap } from '@arbiter/kernel';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from './open';
import { storeContract, waitFor } from './testing/contract';
import { TEST_PG_URL, testSchemas, tick, uniqueSchema } from './testing/fixtures';
import type { StoredEvent } from './envelope';

const run = uniqueSchema('store_test');
const used = new Set<string>();
const schemaOf = (suffix: string) => {
  const name = `${run}_${suffix}`;
  used.add(name);
  return name;
};
const admin = new pg.Pool({ connectionString: TEST_PG_URL, max: 2 });

afterAll(async () => {
  for (const schema of used) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
});

storeContract({
  backend: 'postgres',
  schema: schemaOf,
  open: async (schema, extra = {}) =>
    unwrap(await openStore({ url: TEST_PG_URL, schema, schemas: testSchemas, ...extra })),
  tryOpen: (schema) => openStore({ url: TEST_PG_URL, schema, schemas: testSchemas }),
  raw: async (sql, params) => {
    await admin.query(sql, params);
  },
});

describe('postgres only', () => {
  it('a live tail sees appends made through another connection pool (LISTEN/NOTIFY)', async () => {
    const schema = schemaOf('notify');
    const reader = unwrap(await openStore({ url: TEST_PG_URL, schema, schemas: testSchemas }));
    const writer = unwrap(await openStore({ url: TEST_PG_URL, schema, schemas: testSchemas }));
    const seen: StoredEvent[] = [];
    const sub = reader.subscribe({}, (e) => void seen.push(e));
    await sub.caughtUp;
    const started = Date.now();
    unwrap(await writer.append('n-1', [tick('other', 1)], 0));
    await waitFor(() => seen.length === 1);
    // Woken by the notification, well before the one-second safety poll.
    expect(Date.now() - started).toBeLessThan(900);
    expect(seen[0].stream).toBe('n-1');
    await sub.close();
    await reader.close();
    await writer.close();
  });

  it('an unreachable server is a rejection, not a crash', async () => {
    const r = await openStore({ url: 'postgres://postgres@127.0.0.1:1/test', schemas: testSchemas });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_STORE_UNAVAILABLE');
  });
});
