/**
 * Checks on the way in and on the way out. Every event is validated against its
 * schema before anything is written, and every row read is validated again, so a
 * row broken by hand, by an old program or by a schema change is reported with its
 * stream and position instead of flowing on silently.
 * Trade-off: validating on read costs replay speed (see the bench), and is kept
 * because a projection built on a bad row is worse than a slower one.
 */
import { refuse, EVENT_SCHEMA_VERSION, ok, err, type Rejection, type Result } from '@arbiter/kernel';
import type { EventSchemas, NewEvent, StoredEvent } from './envelope';
import { storeCodes } from './messages';

/** An event checked and serialised, ready for the database. */
export interface EncodedEvent {
  readonly type: string;
  /** The payload as JSON text (after the schema's parse, so defaults are filled in). */
  readonly json: string;
  readonly schemaVersion: number;
  readonly actor: string | null;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/**
 * A NUL or a lone surrogate as `JSON.stringify` writes them (`\u0000`, `\ud800`; a surrogate
 * pair stays raw), not preceded by an escaping backslash.
 */
const UNSTORABLE_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/;

/** Whether a value is a safe integer of at least `min`. */
export function isWholeAtLeast(n: unknown, min: number): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min;
}

/** Whether a stream id is acceptable: 1-200 characters, no control characters. */
export function checkStream(stream: unknown): Rejection | undefined {
  return typeof stream === 'string' &&
    stream.length >= 1 &&
    stream.length <= 200 &&
    !hasControlCharacter(stream)
    ? undefined
    : refuse(storeCodes, 'ERR_STORE_STREAM_INVALID', { stream: String(stream).slice(0, 200) });
}

function issues(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** Validates and serialises a batch; the first bad event rejects the whole batch. */
export function encodeEvents(
  events: readonly NewEvent[],
  schemas: EventSchemas,
  maxEventBytes: number,
): Result<EncodedEvent[]> {
  const out: EncodedEvent[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    const type = typeof event?.type === 'string' ? event.type : String(event?.type);
    const schema = Object.hasOwn(schemas, type) ? schemas[type] : undefined;
    if (!schema) return err(refuse(storeCodes, 'ERR_EVENT_UNKNOWN_TYPE', { type, sequence: i }));
    const parsed = schema.safeParse(event.data);
    if (!parsed.success)
      return err(
        refuse(storeCodes, 'ERR_EVENT_INVALID', { sequence: i, type, detail: issues(parsed.error) }),
      );
    const json = JSON.stringify(parsed.data ?? null);
    // PostgreSQL's json refuses a NUL (`\u0000`) and a lone surrogate: refuse them here, as this
    // event's fault, instead of as the database failing the whole append.
    if (UNSTORABLE_ESCAPE.test(json))
      return err(
        refuse(storeCodes, 'ERR_EVENT_INVALID', {
          sequence: i,
          type,
          detail: 'a text holds a NUL or a lone surrogate, which the database cannot store',
        }),
      );
    const size = Buffer.byteLength(json, 'utf8');
    if (size > maxEventBytes)
      return err(
        refuse(storeCodes, 'ERR_EVENT_TOO_LARGE', { sequence: i, type, size, limit: maxEventBytes }),
      );
    const schemaVersion = event.schemaVersion ?? EVENT_SCHEMA_VERSION;
    if (!Number.isInteger(schemaVersion) || schemaVersion < 1)
      return err(
        refuse(storeCodes, 'ERR_EVENT_INVALID', {
          sequence: i,
          type,
          detail: 'schemaVersion must be a positive integer',
        }),
      );
    if (event.actor !== undefined && (typeof event.actor !== 'string' || event.actor.length > 200))
      return err(
        refuse(storeCodes, 'ERR_EVENT_INVALID', {
          sequence: i,
          type,
          detail: 'actor must be at most 200 characters',
        }),
      );
    out.push({ type, json, schemaVersion, actor: event.actor ?? null });
  }
  return ok(out);
}

/** A row of the events table as both drivers return it. */
export interface EventRow {
  readonly position: string | number;
  readonly stream_id: string;
  readonly version: string | number;
  readonly type: string;
  /** json arrives parsed by the driver. */
  readonly data: unknown;
  readonly schema_version: number;
  readonly actor: string | null;
  readonly command_id: string | null;
  readonly time: Date | string;
}

function corrupt(row: EventRow, detail: string): Result<never> {
  return err(
    refuse(storeCodes, 'ERR_STORE_ROW_CORRUPT', {
      stream: row.stream_id,
      position: Number(row.position),
      detail,
    }),
  );
}

/** Validates one row and turns it into a stored event, or names the row that is broken. */
export function decodeRow(row: EventRow, schemas: EventSchemas): Result<StoredEvent> {
  const position = Number(row.position);
  const schema = Object.hasOwn(schemas, row.type) ? schemas[row.type] : undefined;
  if (!schema) return corrupt(row, `unknown event type "${row.type}"`);
  const parsed = schema.safeParse(row.data);
  if (!parsed.success) return corrupt(row, `${row.type} does not match its schema (${issues(parsed.error)})`);
  // The column is a NOT NULL timestamptz, formatted by the query; a Date is converted.
  const time = row.time instanceof Date ? row.time.toISOString() : row.time;
  return ok({
    stream: row.stream_id,
    version: Number(row.version),
    position,
    type: row.type,
    data: parsed.data,
    schemaVersion: row.schema_version,
    time,
    ...(row.actor !== null ? { actor: row.actor } : {}),
    ...(row.command_id !== null ? { commandId: row.command_id } : {}),
  });
}
