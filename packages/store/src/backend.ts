/**
 * The two backends behind one small interface: run a statement, run a transaction,
 * wake up on new events. Everything above this file is one code path and one SQL
 * dialect; only connection handling and live notification differ.
 * - PGlite (embedded, a data directory or memory): one connection, transactions are
 *   serialised by PGlite itself; live tails are woken in-process after commit.
 * - PostgreSQL through `pg`: a pool; live tails are woken by LISTEN/NOTIFY, so appends
 *   made by other processes are seen too.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

/** Something that runs a statement with positional parameters. */
export interface Queryable {
  query<R>(sql: string, params?: readonly unknown[]): Promise<R[]>;
}

/** A database the store can use. */
export interface Backend extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Whether what is written outlives the process (false for an in-memory PGlite). */
  readonly durable: boolean;
  /**
   * Runs a query whose rows carry a `position` and returns them in position order: the same
   * SQL on both backends, fetched the way each driver moves many rows fastest.
   */
  page<R>(sql: string, params: readonly unknown[]): Promise<R[]>;
  /** How many pages a replay may fetch at once. */
  readonly readAhead: number;
  /** Runs `work` in one transaction; commits when it resolves, rolls back when it rejects. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls `wake` whenever another connection or process announces new events on `channel`. */
  listen(channel: string, wake: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A PGlite database as a backend; `owned` says whether closing the store closes it. */
export function pgliteBackend(db: PGlite, owned: boolean): Backend {
  const wrap = (q: PGlite | Transaction): Queryable => ({
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<R>(sql, params as unknown[]);
      return result.rows;
    },
  });
  const direct = wrap(db);
  return {
    kind: 'pglite',
    durable: Boolean(db.dataDir) && !db.dataDir!.startsWith('memory://'),
    query: direct.query,
    // One connection: a second page in flight is queued behind the first, which is still
    // worth it (the next query is ready the moment the first returns).
    readAhead: 2,
    // Rows cross from WASM to JavaScript one column at a time; one JSON array per page is
    // about three times faster for a replay than nine conversions per row.
    async page<R>(sql: string, params: readonly unknown[]) {
      const [row] = await direct.query<{ page: R[] | string }>(
        `SELECT coalesce(json_agg(r ORDER BY r.position), '[]'::json) AS page FROM (${sql}) r`,
        params,
      );
      return typeof row.page === 'string' ? (JSON.parse(row.page) as R[]) : row.page;
    },
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    // One process owns an embedded database, so the store's own in-process wake-up is enough.
    listen: async () => async () => {},
    close: async () => {
      if (owned && !db.closed) await db.close();
    },
  };
}

/** A `pg` pool as a backend. */
export function postgresBackend(pool: Pool): Backend {
  let listener: Promise<PoolClient> | undefined;
  const wakers = new Map<string, Set<() => void>>();
  const query = async <R>(sql: string, params: readonly unknown[] = []) => {
    const result = await pool.query(sql, params as unknown[]);
    return result.rows as R[];
  };
  return {
    kind: 'postgres',
    durable: true,
    query,
    readAhead: 3,
    // `pg` parses plain rows faster than the server builds one JSON array of them.
    page: query,
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const value = await work({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            const result = await client.query(sql, params as unknown[]);
            return result.rows as R[];
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (e) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        throw e;
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, wake) {
      let set = wakers.get(channel);
      if (!set) {
        set = new Set();
        wakers.set(channel, set);
      }
      set.add(wake);
      if (!listener) {
        // One listening connection per store, made once even when tails start together.
        listener = pool.connect().then(async (client) => {
          client.on('notification', (n) => wakers.get(n.channel)?.forEach((w) => w()));
          // A lost listening connection must not crash the process: tails fall back to their
          // safety poll until the next subscription listens again on a fresh connection.
          client.on('error', () => {
            listener = undefined;
            client.release(true);
          });
          return client;
        });
        listener.catch(() => (listener = undefined));
      }
      const client = await listener;
      await client.query(`LISTEN "${channel}"`);
      return async () => {
        set.delete(wake);
      };
    },
    async close() {
      const client = await listener?.catch(() => undefined);
      listener = undefined;
      client?.release(true);
      await pool.end();
    },
  };
}
