/**
 * The event store: append, read, readAll, subscribe and snapshots over either backend.
 * Trade-off: every append takes two locks in one transaction, the stream's row (for
 * the expected-version check) and the single global counter row (for a gap-free,
 * commit-ordered position). Appends to different streams therefore queue behind one
 * another for the few milliseconds of a commit; in exchange a projection reading
 * `readAll(from)` can never miss an event that commits late.
 */
import { refuse, err, ok, type Rejection, type Result } from '@arbiter/kernel';
import { appendEvents, checkAppend, type Tables } from './append';
import type { Backend } from './backend';
import { checkStream, decodeRow, encodeEvents, isWholeAtLeast, type EventRow } from './codec';
import type {
  AppendOptions,
  AppendResult,
  EventSchemas,
  ExpectedVersion,
  NewEvent,
  StoredEvent,
} from './envelope';
import { storeCodes, unavailable } from './messages';
import { quoteIdent } from './schema';
import { startSubscription, type Subscription, type SubscriptionOptions, type Wakeups } from './subscription';

/** How much to read. */
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
  /** False for an in-memory PGlite (`memory://`): what it holds is gone when it closes. */
  readonly durable: boolean;
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
  /**
   * Feeds every event from a position up to the head at the call to `visit`, in order, page by
   * page; stops at the first broken row. Continue with `readAll` or `subscribe` after it.
   */
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

// The time leaves the database already in ISO 8601 (UTC, milliseconds): parsing a Date per
// row was a fifth of replay time.
const COLUMNS = `position, stream_id, version, type, data, schema_version, actor, command_id,
  to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS time`;

/** The store over a backend; made by `openStore`. */
export class SqlEventStore implements EventStore {
  readonly backend: 'pglite' | 'postgres';
  readonly durable: boolean;
  private readonly t: Tables;
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
    this.durable = db.durable;
    const q = quoteIdent(schema);
    this.t = {
      events: `${q}.events`,
      streams: `${q}.streams`,
      head: `${q}.head`,
      commands: `${q}.commands`,
      snapshots: `${q}.snapshots`,
      appendFunction: `${q}.append_events`,
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
    return this.closed ? refuse(storeCodes, 'ERR_STORE_CLOSED') : undefined;
  }

  async append(
    stream: string,
    events: readonly NewEvent[],
    expectedVersion: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<Result<AppendResult>> {
    const bad = this.guard() ?? checkAppend(stream, events, expectedVersion, options, this.maxBatch);
    if (bad) return err(bad);
    const encoded = encodeEvents(events, this.schemas, this.maxEventBytes);
    if (!encoded.ok) return encoded;
    // Twice at most: a command id taken concurrently on another stream fails the first call
    // (the primary key of `commands`), and the second then reports whose it is.
    for (let attempt = 0; ; attempt++) {
      try {
        const outcome = await appendEvents(
          this.db,
          this.t,
          this.channel,
          stream,
          encoded.value,
          expectedVersion,
          options,
        );
        switch (outcome.kind) {
          case 'conflict':
            return err(
              refuse(storeCodes, 'ERR_STORE_CONCURRENCY', {
                stream,
                expected: expectedVersion as number,
                actual: outcome.actual,
              }),
            );
          case 'reused':
            return err(
              refuse(storeCodes, 'ERR_STORE_COMMAND_REUSED', {
                commandId: options.commandId ?? '',
                stream,
                original: outcome.original,
              }),
            );
          default:
            if (outcome.kind === 'appended') for (const wake of this.wakeups.local) wake();
            return ok(outcome.result);
        }
      } catch (e) {
        if ((e as { code?: string }).code === '23505' && attempt === 0) continue;
        return err(unavailable(e));
      }
    }
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
    const head = await this.headPosition();
    if (!head.ok) return head;
    const pageSize = options.pageSize ?? 5000;
    const first = Math.max(1, Math.floor(fromPosition));
    // Positions are dense, so every page's range is known before any is read, and several
    // are fetched at once while earlier ones are validated and visited (PostgreSQL serves
    // them on separate connections). A page short of its range means a row went missing.
    const fetch = (from: number) =>
      this.db.page<EventRow>(
        `SELECT ${COLUMNS} FROM ${this.t.events} WHERE position BETWEEN $1 AND $2 ORDER BY position`,
        [from, Math.min(from + pageSize - 1, head.value)],
      );
    const inFlight: Promise<EventRow[]>[] = [];
    let nextFetch = first;
    const fill = () => {
      while (inFlight.length < this.db.readAhead && nextFetch <= head.value) {
        const pending = fetch(nextFetch);
        pending.catch(() => undefined); // awaited below; this only silences an early rejection
        inFlight.push(pending);
        nextFetch += pageSize;
      }
    };
    let count = 0;
    let expected = first;
    fill();
    while (inFlight.length > 0) {
      let rows: EventRow[];
      try {
        rows = await inFlight.shift()!;
      } catch (e) {
        return err(unavailable(e));
      }
      fill();
      for (const row of rows) {
        if (Number(row.position) !== expected) break;
        expected++;
      }
      const page = this.decodeAll(rows);
      if (!page.ok) return page;
      if (expected !== Math.min(first + count + pageSize, head.value + 1))
        return err(refuse(storeCodes, 'ERR_STORE_POSITION_MISSING', { position: expected }));
      for (const event of page.value) visit(event);
      count += page.value.length;
    }
    return ok({ count, lastPosition: first + count - 1 });
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
        ? refuse(storeCodes, 'ERR_STORE_VERSION_INVALID', { expected: String(version) })
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
