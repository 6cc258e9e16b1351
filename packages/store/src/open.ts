/**
 * Opening a store: choose the backend from the options, connect, migrate, refuse a
 * newer schema. `pg` and PGlite are imported only when chosen, so a server never loads
 * the WASM database and an embedded tool never loads the network driver.
 */
import { refuse, err, ok, type Result } from '@arbiter/kernel';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteBackend, postgresBackend, type Backend } from './backend';
import { isWholeAtLeast } from './codec';
import type { EventSchemas } from './envelope';
import { parseStoreAddress } from './address';
import { isHeld, lockDirectory, type HeldLock, type LockBusy } from './lock';
import { storeCodes, unavailable } from './messages';
import { SCHEMA_NAME, SCHEMA_VERSION, lockKeyFor, migrate } from './schema';
import { SqlEventStore, type EventStore } from './store';

/** Where and how to open a store. */
export interface StoreOptions {
  /** Event type -> payload schema; nothing else can be appended or read. */
  readonly schemas: EventSchemas;
  /**
   * Where the store lives, as a person writes it (`--store`, `ARBITER_STORE`): a directory, a
   * `postgres://` URL or `memory://`, read by `parseStoreAddress`. Instead of `url`/`dataDir`.
   */
  readonly address?: string;
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
  /**
   * Open every pooled PostgreSQL connection at start and keep them open while the store is (a
   * long-running server): a burst of requests then never waits for PostgreSQL to start a backend
   * for it. Without it connections are opened as needed and closed after 10 s idle (a CLI run).
   */
  readonly keepConnections?: boolean;
  /**
   * How long to wait for another process to let go of a PGlite data directory, in
   * milliseconds (default: `ARBITER_STORE_WAIT` seconds, else 5 s); then `ERR_STORE_BUSY`.
   */
  readonly lockWaitMs?: number;
  /** What this process is (`arbiter server`), named to others who find the directory busy. */
  readonly lockOwner?: string;
}

const DEFAULT_DATA_DIR = './data/arbiter';
/** The default wait for a busy data directory: a few filings' time. */
export const DEFAULT_LOCK_WAIT_MS = 5000;
/** The environment variable giving the wait, in seconds. */
export const LOCK_WAIT_ENV = 'ARBITER_STORE_WAIT';

/** The wait for a busy directory: the option, else the environment, else the default. */
function lockWait(option: number | undefined): Result<number> {
  if (option !== undefined) {
    if (!Number.isFinite(option) || option < 0)
      return err(
        refuse(storeCodes, 'ERR_STORE_CONFIG_INVALID', { detail: 'lockWaitMs must be a number from 0 up' }),
      );
    return ok(option);
  }
  const env = process.env[LOCK_WAIT_ENV];
  if (env === undefined || env === '') return ok(DEFAULT_LOCK_WAIT_MS);
  const seconds = /^\d+(\.\d+)?$/.test(env.trim()) ? Number(env) : NaN;
  if (!Number.isFinite(seconds))
    return err(
      refuse(storeCodes, 'ERR_STORE_CONFIG_INVALID', {
        detail: `${LOCK_WAIT_ENV} must be a number of seconds from 0 up, not "${env.slice(0, 40)}"`,
      }),
    );
  return ok(Math.round(seconds * 1000));
}

/** Opens (and migrates) a store: PostgreSQL for a `postgres://` URL, embedded PGlite otherwise. */
export async function openStore(options: StoreOptions): Promise<Result<EventStore>> {
  if (options.address !== undefined) {
    if (options.url !== undefined || options.dataDir !== undefined || options.pglite !== undefined)
      return err(
        refuse(storeCodes, 'ERR_STORE_CONFIG_INVALID', {
          detail: 'give address, or url, dataDir or pglite; not both',
        }),
      );
    const target = parseStoreAddress(options.address);
    if (!target.ok) return target;
    const { address: _address, ...rest } = options;
    return openStore(
      target.value.kind === 'postgres'
        ? { ...rest, url: target.value.url }
        : { ...rest, dataDir: target.value.dataDir },
    );
  }
  const config = (detail: string) => err(refuse(storeCodes, 'ERR_STORE_CONFIG_INVALID', { detail }));
  const schema = options.schema ?? 'arbiter';
  if (!SCHEMA_NAME.test(schema)) return config(`schema "${schema}" must match ${SCHEMA_NAME.source}`);
  if (!options.schemas || typeof options.schemas !== 'object') return config('no event schemas given');
  const maxEventBytes = options.maxEventBytes ?? 64 * 1024;
  const maxBatch = options.maxBatch ?? 1000;
  if (!isWholeAtLeast(maxEventBytes, 1)) return config('maxEventBytes must be a positive integer');
  if (!isWholeAtLeast(maxBatch, 1)) return config('maxBatch must be a positive integer');

  let backend: Backend;
  let lock: HeldLock | undefined;
  try {
    if (options.url !== undefined) {
      if (!/^postgres(ql)?:\/\//.test(options.url))
        return config('url must start with postgres:// or postgresql://');
      const { default: pg } = await import('pg');
      const max = options.poolSize ?? 10;
      const pool = new pg.Pool({
        connectionString: options.url,
        max,
        ...(options.keepConnections ? { idleTimeoutMillis: 0 } : {}),
      });
      // A dropped idle connection must not crash the process; the next query reports it.
      pool.on('error', () => {});
      if (options.keepConnections) {
        const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
        for (const c of clients) c.release();
      }
      backend = postgresBackend(pool);
    } else if (options.pglite) {
      backend = pgliteBackend(options.pglite, false);
    } else {
      const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
      if (!dataDir.startsWith('memory://')) {
        const wait = lockWait(options.lockWaitMs);
        if (!wait.ok) return wait;
        const got = await lockDirectory(dataDir, { waitMs: wait.value, owner: options.lockOwner });
        if (!isHeld(got)) return err(busy(dataDir, got));
        lock = got;
      }
      const { PGlite } = await import('@electric-sql/pglite');
      backend = withLock(pgliteBackend(await PGlite.create(dataDir), true), lock);
    }
  } catch (e) {
    lock?.release();
    return err(unavailable(e));
  }

  try {
    const outcome = await backend.transaction((tx) =>
      migrate(tx, schema, lockKeyFor(`arbiter-store:${schema}`)),
    );
    if (outcome.newer) {
      await backend.close();
      return err(
        refuse(storeCodes, 'ERR_STORE_SCHEMA_NEWER', { found: outcome.found, known: SCHEMA_VERSION }),
      );
    }
  } catch (e) {
    await backend.close().catch(() => {});
    return err(unavailable(e));
  }
  return ok(new SqlEventStore(backend, schema, options.schemas, maxEventBytes, maxBatch));
}

/** A backend whose close also lets go of the data directory. */
function withLock(backend: Backend, lock: HeldLock | undefined): Backend {
  if (!lock) return backend;
  return {
    ...backend,
    async close() {
      try {
        await backend.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** The refusal of a busy data directory, naming its holder. */
function busy(dataDir: string, got: LockBusy) {
  const h = got.holder;
  return refuse(storeCodes, 'ERR_STORE_BUSY', {
    dataDir,
    lockFile: got.file,
    pid: h ? h.pid : '?',
    owner: h ? h.owner : '?',
    host: h ? h.host : '?',
    since: h ? h.since : '?',
    waited: (got.waitedMs / 1000).toFixed(1),
  });
}
