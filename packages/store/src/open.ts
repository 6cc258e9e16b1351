/**
 * Opening a store: choose the backend from the options, connect, migrate, refuse a
 * newer schema. `pg` and PGlite are imported only when chosen, so a server never loads
 * the WASM database and an embedded tool never loads the network driver.
 */
import { err, ok, type Result } from '@arbiter/kernel';
import type { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { pgliteBackend, postgresBackend, type Backend } from './backend';
import { isWholeAtLeast } from './codec';
import type { EventSchemas } from './envelope';
import { storeRejection, unavailable } from './messages';
import { SCHEMA_NAME, SCHEMA_VERSION, lockKeyFor, migrate } from './schema';
import { SqlEventStore, type EventStore } from './store';

/** Where and how to open a store. */
export interface StoreOptions {
  /** Event type -> payload schema; nothing else can be appended or read. */
  readonly schemas: EventSchemas;
  /** A `postgres://` or `postgresql://` URL selects PostgreSQL through `pg`. */
  readonly url?: string;
  /** PGlite's data directory (default `./data/arbiter`); `memory://` keeps it in memory. */
  readonly dataDir?: string;
  /** An open PGlite to use instead of `dataDir` (tests share one); closing the store leaves it open. */
  readonly pglite?: PGlite;
  /** The database schema holding the tables (default `arbiter`). */
  readonly schema?: string;
  /** Largest payload accepted, in bytes of JSON (default 64 KiB). */
  readonly maxEventBytes?: number;
  /** Most events in one append (default 1000). */
  readonly maxBatch?: number;
  /** Connections in the PostgreSQL pool (default 10). */
  readonly poolSize?: number;
}

const DEFAULT_DATA_DIR = './data/arbiter';

/** Opens (and migrates) a store: PostgreSQL for a `postgres://` URL, embedded PGlite otherwise. */
export async function openStore(options: StoreOptions): Promise<Result<EventStore>> {
  const config = (detail: string) => err(storeRejection('ERR_STORE_CONFIG_INVALID', { detail }));
  const schema = options.schema ?? 'arbiter';
  if (!SCHEMA_NAME.test(schema)) return config(`schema "${schema}" must match ${SCHEMA_NAME.source}`);
  if (!options.schemas || typeof options.schemas !== 'object') return config('no event schemas given');
  const maxEventBytes = options.maxEventBytes ?? 64 * 1024;
  const maxBatch = options.maxBatch ?? 1000;
  if (!isWholeAtLeast(maxEventBytes, 1)) return config('maxEventBytes must be a positive integer');
  if (!isWholeAtLeast(maxBatch, 1)) return config('maxBatch must be a positive integer');

  let backend: Backend;
  try {
    if (options.url !== undefined) {
      if (!/^postgres(ql)?:\/\//.test(options.url))
        return config('url must start with postgres:// or postgresql://');
      const { default: pg } = await import('pg');
      const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
      // A dropped idle connection must not crash the process; the next query reports it.
      pool.on('error', () => {});
      backend = postgresBackend(pool);
    } else if (options.pglite) {
      backend = pgliteBackend(options.pglite, false);
    } else {
      const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
      if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
      const { PGlite } = await import('@electric-sql/pglite');
      backend = pgliteBackend(await PGlite.create(dataDir), true);
    }
  } catch (e) {
    return err(unavailable(e));
  }

  try {
    const outcome = await backend.transaction((tx) =>
      migrate(tx, schema, lockKeyFor(`arbiter-store:${schema}`)),
    );
    if (outcome.newer) {
      await backend.close();
      return err(storeRejection('ERR_STORE_SCHEMA_NEWER', { found: outcome.found, known: SCHEMA_VERSION }));
    }
  } catch (e) {
    await backend.close().catch(() => {});
    return err(unavailable(e));
  }
  return ok(new SqlEventStore(backend, schema, options.schemas, maxEventBytes, maxBatch));
}
