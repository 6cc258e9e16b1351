/**
 * The event store: append, read, readAll, subscribe and snapshots over either backend.
 * Trade-off: every append takes two locks in one transaction, the stream's row (for
 * the expected-version check) and the single global counter row (for a gap-free,
 * commit-ordered position). Appends to different streams therefore queue behind one
 * another for the few milliseconds of a commit; in exchange a projection reading
 * `readAll(from)` can never miss an event that commits late.
 */
import { err, ok, type Rejection, type Result } from '@arbiter/kernel';
import type { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { z } from 'zod';
import { pgliteBackend, postgresBackend, type Backend, type Queryable } from './backend';
import { checkStream, decodeRow, encodeEvents, type EncodedEvent, type EventRow } from './codec';
import type {
  AppendOptions,
  AppendResult,
  EventSchemas,
  ExpectedVersion,
  NewEvent,
  StoredEvent,
} from './envelope';
import { storeRejection } from './messages';
import { SCHEMA_NAME, SCHEMA_VERSION, lockKeyFor, migrate, quoteIdent } from './schema';
import { startSubscription, type Subscription, type SubscriptionOptions, type Wakeups } from './subscription';

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

/** A page of events and where to continue. */
export interface ReadOptions {
  /** At most this many events (default: all). */
  readonly limit?: number;
}

/** A stream's snapshot: a cache of a fold up to `version`, never the truth. */
export interface Snapshot {
  readonly version: number;
  readonly state: unknown;
}

/** An open event store. */
export interface EventStore {
  readonly backend: 'pglite' | 'postgres';
  /** The database schema holding the tables. */
  readonly schema: string;
  /** Appends events to a stream atomically: all or none. */
  append(
    stream: string,
    events: readonly NewEvent[],
    expectedVersion: ExpectedVersion,
    options?: AppendOptions,
  ): Promise<Result<AppendResult>>;
  /** A stream's events from a version (inclusive, default 1), in order. */
  read(stream: string, fromVersion?: number, options?: ReadOptions): Promise<Result<StoredEvent[]>>;
  /** Every stream's events from a global position (inclusive, default 1), in commit order. */
  readAll(fromPosition?: number, options?: ReadOptions): Promise<Result<StoredEvent[]>>;
  /** Feeds every event from a position to `visit`, page by page; stops at the first broken row. */
  replay(
    fromPosition: number,
    visit: (event: StoredEvent) => void,
    options?: { readonly pageSize?: number },
  ): Promise<Result<{ readonly count: number; readonly lastPosition: number }>>;
  /** A stream's version: the number of events in it (0 when it has none). */
  streamVersion(stream: string): Promise<Result<number>>;
  /** The global position of the newest committed event (0 when the store is empty). */
  headPosition(): Promise<Result<number>>;
  /** A live tail: past events from a position, then each new one as it commits. */
  subscribe(
    options: SubscriptionOptions,
    handler: (event: StoredEvent) => void | Promise<void>,
  ): Subscription;
  /** Stores a snapshot of a fold (`kind` names the fold and its version). */
  saveSnapshot(stream: string, kind: string, version: number, state: unknown): Promise<Result<void>>;
  /** The snapshot of a fold for a stream, if one was kept. */
  loadSnapshot(stream: string, kind: string): Promise<Result<Snapshot | undefined>>;
  /** Drops snapshots (of one fold, or all); they are rebuilt from events when wanted. */
  dropSnapshots(kind?: string): Promise<Result<number>>;
  /** Ends subscriptions and closes connections. */
  close(): Promise<void>;
}

const DEFAULT_DATA_DIR = './data/arbiter';
/** A time given with an append: ISO 8601 with `Z` or an offset, so no server time zone is guessed. */
const ISO_TIME = z.iso.datetime({ offset: true });

class ConcurrencyConflict {
  constructor(readonly actual: number) {}
}
class CommandReused {
  constructor(readonly original: string) {}
}

function unavailable(e: unknown): Rejection {
  const detail = e instanceof Error ? e.message : String(e);
  return storeRejection('ERR_STORE_UNAVAILABLE', { detail: detail.slice(0, 500) || 'unknown error' });
}

function isWholeAtLeast(n: unknown, min: number): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min;
}

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

// The time leaves the database already in ISO 8601 (UTC, milliseconds): parsing a Date per
// row was a fifth of replay time.
const COLUMNS = `position, stream_id, version, type, data, schema_version, actor, command_id,
  to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS time`;

class SqlEventStore implements EventStore {
  readonly backend: 'pglite' | 'postgres';
  private readonly t: { events: string; streams: string; head: string; commands: string; snapshots: string };
  private readonly channel: string;
  private readonly wakeups: Wakeups;
  private readonly subscriptions = new Set<Subscription>();
  private closed = false;

  constructor(
    private readonly db: Backend,
    readonly schema: string,
    private readonly schemas: EventSchemas,
    private readonly maxEventBytes: number,
    private readonly maxBatch: number,
  ) {
    this.backend = db.kind;
    const q = quoteIdent(schema);
    this.t = {
      events: `${q}.events`,
      streams: `${q}.streams`,
      head: `${q}.head`,
      commands: `${q}.commands`,
      snapshots: `${q}.snapshots`,
    };
    this.channel = `${schema}.events`;
    const local = new Set<() => void>();
    this.wakeups = {
      local,
      listen: (wake) => db.listen(this.channel, wake),
      pollMs: db.kind === 'postgres' ? 1000 : undefined,
    };
  }

  private guard(): Rejection | undefined {
    return this.closed ? storeRejection('ERR_STORE_CLOSED') : undefined;
  }

  async append(
    stream: string,
    events: readonly NewEvent[],
    expectedVersion: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<Result<AppendResult>> {
    const bad =
      this.guard() ??
      checkStream(stream) ??
      (expectedVersion !== 'any' && !isWholeAtLeast(expectedVersion, 0)
        ? storeRejection('ERR_STORE_VERSION_INVALID', { expected: String(expectedVersion) })
        : undefined) ??
      (!Array.isArray(events) || events.length === 0
        ? storeRejection('ERR_STORE_APPEND_EMPTY')
        : undefined) ??
      (events.length > this.maxBatch
        ? storeRejection('ERR_STORE_APPEND_TOO_LARGE', { count: events.length, limit: this.maxBatch })
        : undefined) ??
      (options.commandId !== undefined &&
      (typeof options.commandId !== 'string' ||
        options.commandId.length < 1 ||
        options.commandId.length > 200)
        ? storeRejection('ERR_STORE_COMMAND_INVALID')
        : undefined) ??
      (options.time !== undefined && !ISO_TIME.safeParse(options.time).success
        ? storeRejection('ERR_EVENT_INVALID', {
            sequence: 0,
            type: events[0]?.type ?? '?',
            detail: 'time must be an ISO 8601 date and time with a zone',
          })
        : undefined);
    if (bad) return err(bad);
    const encoded = encodeEvents(events, this.schemas, this.maxEventBytes);
    if (!encoded.ok) return encoded;

    try {
      const result = await this.db.transaction((tx) =>
        this.appendIn(tx, stream, encoded.value, expectedVersion, options),
      );
      if (!result.duplicate) for (const wake of this.wakeups.local) wake();
      return ok(result);
    } catch (e) {
      if (e instanceof ConcurrencyConflict)
        return err(
          storeRejection('ERR_STORE_CONCURRENCY', {
            stream,
            expected: expectedVersion as number,
            actual: e.actual,
          }),
        );
      if (e instanceof CommandReused)
        return err(
          storeRejection('ERR_STORE_COMMAND_REUSED', {
            commandId: options.commandId ?? '',
            stream,
            original: e.original,
          }),
        );
      if ((e as { code?: string }).code === '23505' && expectedVersion !== 'any') {
        // The unique (stream, version) index caught what the row lock should have: still a conflict.
        const now = await this.streamVersion(stream);
        return err(
          storeRejection('ERR_STORE_CONCURRENCY', {
            stream,
            expected: expectedVersion,
            actual: now.ok ? now.value : -1,
          }),
        );
      }
      return err(unavailable(e));
    }
  }

  private async appendIn(
    tx: Queryable,
    stream: string,
    events: EncodedEvent[],
    expected: ExpectedVersion,
    options: AppendOptions,
  ): Promise<AppendResult> {
    const commandId = options.commandId ?? null;
    if (commandId !== null) {
      // Claims the command id first: a concurrent retry of the same command waits here
      // until the first attempt commits or rolls back.
      const claimed = await tx.query(
        `INSERT INTO ${this.t.commands} (command_id, stream_id, first_version, last_version, first_position, last_position)
         VALUES ($1, $2, 0, 0, 0, 0) ON CONFLICT (command_id) DO NOTHING RETURNING command_id`,
        [commandId, stream],
      );
      if (claimed.length === 0) {
        const [done] = await tx.query<{
          stream_id: string;
          first_version: string;
          last_version: string;
          first_position: string;
          last_position: string;
        }>(`SELECT * FROM ${this.t.commands} WHERE command_id = $1`, [commandId]);
        if (done.stream_id !== stream) throw new CommandReused(done.stream_id);
        return {
          stream,
          firstVersion: Number(done.first_version),
          lastVersion: Number(done.last_version),
          firstPosition: Number(done.first_position),
          lastPosition: Number(done.last_position),
          duplicate: true,
        };
      }
    }
    // Locks the stream's row (creating it at version 0 if new) and reads its version.
    const [locked] = await tx.query<{ version: string | number }>(
      `INSERT INTO ${this.t.streams} AS s (stream_id, version) VALUES ($1, 0)
       ON CONFLICT (stream_id) DO UPDATE SET version = s.version RETURNING version`,
      [stream],
    );
    const current = Number(locked.version);
    if (expected !== 'any' && current !== expected) throw new ConcurrencyConflict(current);
    const n = events.length;
    const batch =
      '[' +
      events
        .map(
          (e, i) =>
            `{"i":${i + 1},"t":${JSON.stringify(e.type)},"d":${e.json},"v":${e.schemaVersion},"a":${JSON.stringify(e.actor)}}`,
        )
        .join(',') +
      ']';
    // One statement: take n positions from the counter (locking it until commit),
    // write the events, move the stream's version, complete the command, wake listeners.
    const [row] = await tx.query<{ last: string | number }>(
      `WITH h AS (
         UPDATE ${this.t.head} SET position = position + $1 WHERE id RETURNING position
       ), ins AS (
         INSERT INTO ${this.t.events} (position, stream_id, version, type, data, schema_version, actor, command_id, time)
         SELECT h.position - $1 + x.i, $2, $3::bigint + x.i, x.t, x.d, x.v, x.a, $5, coalesce($6::timestamptz, now())
         FROM h, jsonb_to_recordset($4::jsonb) AS x(i int, t text, d jsonb, v int, a text)
         RETURNING position
       ), s AS (
         UPDATE ${this.t.streams} SET version = $3::bigint + $1 WHERE stream_id = $2
       ), c AS (
         UPDATE ${this.t.commands}
         SET first_version = $3::bigint + 1, last_version = $3::bigint + $1,
             first_position = h.position - $1 + 1, last_position = h.position
         FROM h WHERE command_id = $5
       )
       SELECT h.position AS last, pg_notify($7, h.position::text) FROM h`,
      [n, stream, current, batch, commandId, options.time ?? null, this.channel],
    );
    const last = Number(row.last);
    return {
      stream,
      firstVersion: current + 1,
      lastVersion: current + n,
      firstPosition: last - n + 1,
      lastPosition: last,
      duplicate: false,
    };
  }

  private decodeAll(rows: EventRow[]): Result<StoredEvent[]> {
    const out: StoredEvent[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const decoded = decodeRow(rows[i], this.schemas);
      if (!decoded.ok) return decoded;
      out[i] = decoded.value;
    }
    return ok(out);
  }

  private async rows(sql: string, params: unknown[]): Promise<Result<StoredEvent[]>> {
    const bad = this.guard();
    if (bad) return err(bad);
    let rows: EventRow[];
    try {
      rows = await this.db.page<EventRow>(sql, params);
    } catch (e) {
      return err(unavailable(e));
    }
    return this.decodeAll(rows);
  }

  async read(stream: string, fromVersion = 1, options: ReadOptions = {}): Promise<Result<StoredEvent[]>> {
    const bad = checkStream(stream);
    if (bad) return err(bad);
    return this.rows(
      `SELECT ${COLUMNS} FROM ${this.t.events} WHERE stream_id = $1 AND version >= $2 ORDER BY version LIMIT $3`,
      [stream, Math.max(1, Math.floor(fromVersion)), options.limit ?? null],
    );
  }

  async readAll(fromPosition = 1, options: ReadOptions = {}): Promise<Result<StoredEvent[]>> {
    return this.rows(
      `SELECT ${COLUMNS} FROM ${this.t.events} WHERE position >= $1 ORDER BY position LIMIT $2`,
      [Math.max(1, Math.floor(fromPosition)), options.limit ?? null],
    );
  }

  /** Events after a position, optionally of one stream: the subscription's page. */
  readPage(fromPosition: number, stream: string | undefined, limit: number): Promise<Result<StoredEvent[]>> {
    return this.rows(
      `SELECT ${COLUMNS} FROM ${this.t.events}
       WHERE position >= $1 AND ($2::text IS NULL OR stream_id = $2) ORDER BY position LIMIT $3`,
      [fromPosition, stream ?? null, limit],
    );
  }

  async replay(
    fromPosition: number,
    visit: (event: StoredEvent) => void,
    options: { readonly pageSize?: number } = {},
  ): Promise<Result<{ readonly count: number; readonly lastPosition: number }>> {
    const bad = this.guard();
    if (bad) return err(bad);
    const pageSize = options.pageSize ?? 5000;
    const fetch = (from: number) =>
      this.db.page<EventRow>(
        `SELECT ${COLUMNS} FROM ${this.t.events} WHERE position >= $1 ORDER BY position LIMIT $2`,
        [from, pageSize],
      );
    let count = 0;
    let lastPosition = Math.max(1, Math.floor(fromPosition)) - 1;
    // The next page is fetched while this one is validated and visited: on PostgreSQL the
    // server and the decoder then work side by side.
    let pending: Promise<EventRow[]> | undefined = fetch(lastPosition + 1);
    while (pending) {
      let rows: EventRow[];
      try {
        rows = await pending;
      } catch (e) {
        return err(unavailable(e));
      }
      pending = rows.length === pageSize ? fetch(Number(rows[rows.length - 1].position) + 1) : undefined;
      const page = this.decodeAll(rows);
      if (!page.ok) {
        await pending?.catch(() => undefined);
        return page;
      }
      for (const event of page.value) visit(event);
      count += page.value.length;
      if (page.value.length > 0) lastPosition = page.value[page.value.length - 1].position;
    }
    return ok({ count, lastPosition });
  }

  private async scalar(sql: string, params: unknown[]): Promise<Result<number>> {
    const bad = this.guard();
    if (bad) return err(bad);
    try {
      const [row] = await this.db.query<{ n: string | number | null }>(sql, params);
      return ok(Number(row?.n ?? 0));
    } catch (e) {
      return err(unavailable(e));
    }
  }

  async streamVersion(stream: string): Promise<Result<number>> {
    const bad = checkStream(stream);
    if (bad) return err(bad);
    return this.scalar(`SELECT version AS n FROM ${this.t.streams} WHERE stream_id = $1`, [stream]);
  }

  headPosition(): Promise<Result<number>> {
    return this.scalar(`SELECT position AS n FROM ${this.t.head}`, []);
  }

  subscribe(
    options: SubscriptionOptions,
    handler: (event: StoredEvent) => void | Promise<void>,
  ): Subscription {
    const subscription = startSubscription(
      options,
      handler,
      (from, stream, limit) => this.readPage(from, stream, limit),
      this.wakeups,
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async saveSnapshot(stream: string, kind: string, version: number, state: unknown): Promise<Result<void>> {
    const bad =
      this.guard() ??
      checkStream(stream) ??
      (!isWholeAtLeast(version, 0)
        ? storeRejection('ERR_STORE_VERSION_INVALID', { expected: String(version) })
        : undefined);
    if (bad) return err(bad);
    try {
      await this.db.query(
        `INSERT INTO ${this.t.snapshots} (stream_id, kind, version, state) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (stream_id, kind) DO UPDATE SET version = EXCLUDED.version, state = EXCLUDED.state, taken_at = now()`,
        [stream, kind, version, JSON.stringify(state ?? null)],
      );
      return ok(undefined);
    } catch (e) {
      return err(unavailable(e));
    }
  }

  async loadSnapshot(stream: string, kind: string): Promise<Result<Snapshot | undefined>> {
    const bad = this.guard() ?? checkStream(stream);
    if (bad) return err(bad);
    try {
      const [row] = await this.db.query<{ version: string | number; state: unknown }>(
        `SELECT version, state FROM ${this.t.snapshots} WHERE stream_id = $1 AND kind = $2`,
        [stream, kind],
      );
      return ok(row ? { version: Number(row.version), state: row.state } : undefined);
    } catch (e) {
      return err(unavailable(e));
    }
  }

  async dropSnapshots(kind?: string): Promise<Result<number>> {
    const bad = this.guard();
    if (bad) return err(bad);
    try {
      const rows = await this.db.query(
        `DELETE FROM ${this.t.snapshots} WHERE $1::text IS NULL OR kind = $1 RETURNING stream_id`,
        [kind ?? null],
      );
      return ok(rows.length);
    } catch (e) {
      return err(unavailable(e));
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.db.close();
  }
}
