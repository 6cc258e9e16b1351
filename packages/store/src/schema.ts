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

/** One schema change. `sql` receives the quoted schema name. */
export interface Migration {
  readonly version: number;
  readonly description: string;
  readonly sql: (schema: string) => string;
}

/** Every migration this program knows, oldest first. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'streams, events, global position counter, commands, snapshots',
    sql: (s) => `
      CREATE TABLE ${s}.streams (
        stream_id text PRIMARY KEY,
        version bigint NOT NULL CHECK (version >= 0)
      );
      CREATE TABLE ${s}.head (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        position bigint NOT NULL CHECK (position >= 0)
      );
      INSERT INTO ${s}.head (id, position) VALUES (true, 0);
      CREATE TABLE ${s}.events (
        position bigint PRIMARY KEY,
        stream_id text NOT NULL,
        version bigint NOT NULL CHECK (version >= 1),
        type text NOT NULL,
        data json NOT NULL,
        schema_version integer NOT NULL,
        actor text,
        command_id text,
        time timestamptz NOT NULL,
        CONSTRAINT events_stream_version UNIQUE (stream_id, version)
      );
      CREATE TABLE ${s}.commands (
        command_id text PRIMARY KEY,
        stream_id text NOT NULL,
        first_version bigint NOT NULL,
        last_version bigint NOT NULL,
        first_position bigint NOT NULL,
        last_position bigint NOT NULL
      );
      CREATE TABLE ${s}.snapshots (
        stream_id text NOT NULL,
        kind text NOT NULL,
        version bigint NOT NULL,
        state jsonb NOT NULL,
        taken_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (stream_id, kind)
      );`,
  },
];

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
    for (const statement of splitStatements(m.sql(q))) await tx.query(statement);
    await tx.query(`INSERT INTO ${q}.schema_migrations (version, description) VALUES ($1, $2)`, [
      m.version,
      m.description,
    ]);
    applied.push(m.version);
  }
  return { newer: false, applied };
}

function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
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
