/**
 * The database schema as numbered migrations, applied in order at open.
 * Policy: a migration is never edited once released; a change is a new number.
 * Migrations run in one transaction under an advisory lock, so two processes
 * opening the same database at once apply each migration exactly once. A database
 * whose schema is newer than the newest migration here is refused: an old program
 * must not write rows a newer one may read differently.
 *
 * Payloads are `json`, not `jsonb`: the store never queries inside them, and `json` keeps
 * the text as written, so reading it back costs the server nothing (a replay spent about a
 * tenth of its server time turning `jsonb` back into text).
 *
 * Global order: `position` is taken from a single-row counter (`<schema>.head`),
 * updated inside the append's transaction. The row lock is held until commit, so
 * positions are handed out and committed in the same order, and a rolled-back append
 * returns its numbers. A sequence would leave gaps on rollback and, worse, let a
 * reader see position 11 committed before 10, skipping 10 for ever; the counter makes
 * `readAll(from)` safe for projections at the price of serialising appends (measured
 * in the bench).
 */
import type { Queryable } from './backend';

/** One schema change: its statements, given the quoted schema name. */
export interface Migration {
  readonly version: number;
  readonly description: string;
  readonly statements: (schema: string) => readonly string[];
}

/** Every migration this program knows, oldest first. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'streams, events, global position counter, commands, snapshots',
    statements: (s) => [
      `CREATE TABLE ${s}.streams (
        stream_id text PRIMARY KEY,
        version bigint NOT NULL CHECK (version >= 0)
      )`,
      `CREATE TABLE ${s}.head (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        position bigint NOT NULL CHECK (position >= 0)
      )`,
      `INSERT INTO ${s}.head (id, position) VALUES (true, 0)`,
      `CREATE TABLE ${s}.events (
        position bigint PRIMARY KEY,
        stream_id text NOT NULL,
        version bigint NOT NULL CHECK (version >= 1),
        type text NOT NULL,
        data jsonb NOT NULL,
        schema_version integer NOT NULL,
        actor text,
        command_id text,
        time timestamptz NOT NULL,
        CONSTRAINT events_stream_version UNIQUE (stream_id, version)
      )`,
      `CREATE TABLE ${s}.commands (
        command_id text PRIMARY KEY,
        stream_id text NOT NULL,
        first_version bigint NOT NULL,
        last_version bigint NOT NULL,
        first_position bigint NOT NULL,
        last_position bigint NOT NULL
      )`,
      `CREATE TABLE ${s}.snapshots (
        stream_id text NOT NULL,
        kind text NOT NULL,
        version bigint NOT NULL,
        state jsonb NOT NULL,
        taken_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (stream_id, kind)
      )`,
    ],
  },
  {
    version: 2,
    description: 'payloads as json, commands without positions, append as one function',
    // Written to converge: databases made by development builds of version 1 that already
    // had some of these changes come out the same.
    statements: (s) => [
      `ALTER TABLE ${s}.events ALTER COLUMN data TYPE json USING data::json`,
      `ALTER TABLE ${s}.commands DROP COLUMN IF EXISTS first_position, DROP COLUMN IF EXISTS last_position`,
      appendFunction(s),
    ],
  },
];

/**
 * One append as one server-side function, so it costs one round trip in autocommit
 * instead of six (BEGIN, four statements, COMMIT); under load each round trip waits for
 * both processes to be scheduled (on a loaded machine the bench's batch appends went from
 * about 4,400 to 8,600 events/s).
 * Each statement inside sees a fresh snapshot (READ COMMITTED), so the checks made after
 * a lock is granted see what the lock holder committed.
 * Order: lock the stream's row; a command id already stored returns its first result
 * (or names the stream it belongs to); a stale expected version writes nothing; then the
 * global counter is locked for the rest of the transaction and the events written.
 * Every append takes the stream lock before the counter, so appends never wait in a cycle.
 * A command id first used concurrently on another stream fails the primary key of
 * `commands`, which rolls the whole append back; the caller calls again and is told.
 */
function appendFunction(s: string): string {
  return `CREATE OR REPLACE FUNCTION ${s}.append_events(
      p_stream text, p_expected bigint, p_events json, p_command text, p_time timestamptz, p_channel text)
    RETURNS TABLE (o_outcome text, o_first_version bigint, o_last_version bigint,
                   o_first_position bigint, o_last_position bigint, o_actual bigint, o_other_stream text)
    LANGUAGE plpgsql AS $fn$
    DECLARE
      v_current bigint;
      v_n bigint := json_array_length(p_events);
      v_last bigint;
      v_prior_stream text;
      v_prior_first bigint;
      v_prior_last bigint;
    BEGIN
      INSERT INTO ${s}.streams AS st (stream_id, version) VALUES (p_stream, 0)
        ON CONFLICT (stream_id) DO UPDATE SET version = st.version
        RETURNING st.version INTO v_current;
      IF p_command IS NOT NULL THEN
        SELECT c.stream_id, c.first_version, c.last_version INTO v_prior_stream, v_prior_first, v_prior_last
          FROM ${s}.commands c WHERE c.command_id = p_command;
        IF FOUND THEN
          IF v_prior_stream <> p_stream THEN
            RETURN QUERY SELECT 'reused'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint,
              NULL::bigint, v_prior_stream;
            RETURN;
          END IF;
          RETURN QUERY SELECT 'duplicate'::text, v_prior_first, v_prior_last,
            (SELECT e.position FROM ${s}.events e WHERE e.stream_id = p_stream AND e.version = v_prior_first),
            (SELECT e.position FROM ${s}.events e WHERE e.stream_id = p_stream AND e.version = v_prior_last),
            NULL::bigint, NULL::text;
          RETURN;
        END IF;
      END IF;
      IF p_expected IS NOT NULL AND p_expected <> v_current THEN
        RETURN QUERY SELECT 'conflict'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint,
          v_current, NULL::text;
        RETURN;
      END IF;
      UPDATE ${s}.head SET position = position + v_n WHERE id RETURNING position INTO v_last;
      INSERT INTO ${s}.events (position, stream_id, version, type, data, schema_version, actor, command_id, time)
        SELECT v_last - v_n + x.i, p_stream, v_current + x.i, x.t, x.d, x.v, x.a, p_command, coalesce(p_time, now())
        FROM json_to_recordset(p_events) AS x(i int, t text, d json, v int, a text);
      UPDATE ${s}.streams SET version = v_current + v_n WHERE stream_id = p_stream;
      IF p_command IS NOT NULL THEN
        INSERT INTO ${s}.commands (command_id, stream_id, first_version, last_version)
          VALUES (p_command, p_stream, v_current + 1, v_current + v_n);
      END IF;
      PERFORM pg_notify(p_channel, v_last::text);
      RETURN QUERY SELECT 'appended'::text, v_current + 1, v_current + v_n, v_last - v_n + 1, v_last,
        NULL::bigint, NULL::text;
    END
    $fn$`;
}

/** The newest schema version this program knows. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

/** What `migrate` found and did. */
export type MigrationOutcome =
  { readonly newer: false; readonly applied: number[] } | { readonly newer: true; readonly found: number };

/** Brings the schema up to date inside the given transaction, or reports that it is newer than this program. */
export async function migrate(tx: Queryable, schema: string, lockKey: number): Promise<MigrationOutcome> {
  const q = quoteIdent(schema);
  await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
  await tx.query(`CREATE SCHEMA IF NOT EXISTS ${q}`);
  await tx.query(
    `CREATE TABLE IF NOT EXISTS ${q}.schema_migrations (
       version integer PRIMARY KEY,
       description text NOT NULL,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const rows = await tx.query<{ v: number | null }>(`SELECT max(version) AS v FROM ${q}.schema_migrations`);
  const current = rows[0]?.v ?? 0;
  if (current > SCHEMA_VERSION) return { newer: true, found: current };
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    if (m.version <= current) continue;
    for (const statement of m.statements(q)) await tx.query(statement);
    await tx.query(`INSERT INTO ${q}.schema_migrations (version, description) VALUES ($1, $2)`, [
      m.version,
      m.description,
    ]);
    applied.push(m.version);
  }
  return { newer: false, applied };
}

/**
 * A schema name the store accepts: lower-case letters, digits and underscores, starting with
 * a letter or underscore, at most 48 long (the notification channel `<schema>.events` must
 * stay within PostgreSQL's 63-byte identifiers).
 */
export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,47}$/;

/** Quotes an identifier already checked against `SCHEMA_NAME`. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A stable 31-bit number for a text, used as the advisory lock key of a schema. */
export function lockKeyFor(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h & 0x7fffffff;
}
