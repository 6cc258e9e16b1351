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

  it('keeps its pooled connections open from the start when asked (a server), and closes them with the store', async () => {
    const mine = async () =>
      Number(
        (
          await admin.query<{ n: string }>(
            "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'keep-test'",
          )
        ).rows[0].n,
      );
    const url = `${TEST_PG_URL}${TEST_PG_URL.includes('?') ? '&' : '?'}application_name=keep-test`;
    const store = unwrap(
      await openStore({
        url,
        schema: schemaOf('keep'),
        schemas: testSchemas,
        poolSize: 4,
        keepConnections: true,
      }),
    );
    expect(await mine()).toBeGreaterThanOrEqual(4);
    await store.close();
    // the backends end a moment after their clients disconnect
    for (const until = Date.now() + 5000; (await mine()) > 0;) {
      if (Date.now() > until) throw new Error('the pool left connections open');
      await new Promise((r) => setTimeout(r, 20));
    }
  });

  it('an unreachable server is a rejection, not a crash', async () => {
    const r = await openStore({ url: 'postgres://postgres@127.0.0.1:1/test', schemas: testSchemas });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_STORE_UNAVAILABLE');
  });
});
