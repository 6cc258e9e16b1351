/**
 * One append: the checks made before anything is written, then one call of the
 * database's append function. Trade-off: the logic of an append lives in SQL (schema.ts),
 * where it runs next to its locks in a single round trip; this file only checks, encodes
 * and reads the outcome.
 */
import { refuse } from '@arbiter/kernel';
import type { Rejection } from '@arbiter/kernel';
import { z } from 'zod';
import type { Queryable } from './backend';
import { checkStream, isWholeAtLeast, type EncodedEvent } from './codec';
import type { AppendOptions, AppendResult, ExpectedVersion, NewEvent } from './envelope';
import { storeCodes } from './messages';

/** The quoted names of the store's tables. */
export interface Tables {
  readonly events: string;
  readonly streams: string;
  readonly head: string;
  readonly commands: string;
  readonly snapshots: string;
  /** The schema's append function. */
  readonly appendFunction: string;
}

/** A time given with an append: ISO 8601 with `Z` or an offset, so no server time zone is guessed. */
const ISO_TIME = z.iso.datetime({ offset: true });

/** The first thing wrong with an append's arguments, apart from the events' payloads. */
export function checkAppend(
  stream: string,
  events: readonly NewEvent[],
  expectedVersion: ExpectedVersion,
  options: AppendOptions,
  maxBatch: number,
): Rejection | undefined {
  return (
    checkStream(stream) ??
    (expectedVersion !== 'any' && !isWholeAtLeast(expectedVersion, 0)
      ? refuse(storeCodes, 'ERR_STORE_VERSION_INVALID', { expected: String(expectedVersion) })
      : undefined) ??
    (!Array.isArray(events) || events.length === 0
      ? refuse(storeCodes, 'ERR_STORE_APPEND_EMPTY')
      : undefined) ??
    (events.length > maxBatch
      ? refuse(storeCodes, 'ERR_STORE_APPEND_TOO_LARGE', { count: events.length, limit: maxBatch })
      : undefined) ??
    (options.commandId !== undefined &&
    (typeof options.commandId !== 'string' || options.commandId.length < 1 || options.commandId.length > 200)
      ? refuse(storeCodes, 'ERR_STORE_COMMAND_INVALID')
      : undefined) ??
    (options.time !== undefined && !ISO_TIME.safeParse(options.time).success
      ? refuse(storeCodes, 'ERR_EVENT_INVALID', {
          sequence: 0,
          type: events[0]?.type ?? '?',
          detail: 'time must be an ISO 8601 date and time with a zone',
        })
      : undefined)
  );
}

/** What one call of the append function came to. */
export type AppendOutcome =
  | { readonly kind: 'appended' | 'duplicate'; readonly result: AppendResult }
  | { readonly kind: 'conflict'; readonly actual: number }
  | { readonly kind: 'reused'; readonly original: string };

interface OutcomeRow {
  o_outcome: 'appended' | 'duplicate' | 'conflict' | 'reused';
  o_first_version: string | number | null;
  o_last_version: string | number | null;
  o_first_position: string | number | null;
  o_last_position: string | number | null;
  o_actual: string | number | null;
  o_other_stream: string | null;
}

/**
 * Writes a checked batch with one call of the schema's `append_events` function: one
 * statement, atomic on its own (see schema.ts for the order of its locks and checks).
 */
export async function appendEvents(
  db: Queryable,
  t: Tables,
  channel: string,
  stream: string,
  events: EncodedEvent[],
  expected: ExpectedVersion,
  options: AppendOptions,
): Promise<AppendOutcome> {
  const batch =
    '[' +
    events
      .map(
        (e, i) =>
          `{"i":${i + 1},"t":${JSON.stringify(e.type)},"d":${e.json},"v":${e.schemaVersion},"a":${JSON.stringify(e.actor)}}`,
      )
      .join(',') +
    ']';
  const [row] = await db.query<OutcomeRow>(
    `SELECT * FROM ${t.appendFunction}($1, $2, $3::json, $4, $5::timestamptz, $6)`,
    [
      stream,
      expected === 'any' ? null : expected,
      batch,
      options.commandId ?? null,
      options.time ?? null,
      channel,
    ],
  );
  switch (row.o_outcome) {
    case 'conflict':
      return { kind: 'conflict', actual: Number(row.o_actual) };
    case 'reused':
      return { kind: 'reused', original: row.o_other_stream ?? '' };
    default:
      return {
        kind: row.o_outcome,
        result: {
          stream,
          firstVersion: Number(row.o_first_version),
          lastVersion: Number(row.o_last_version),
          firstPosition: Number(row.o_first_position),
          lastPosition: Number(row.o_last_position),
          duplicate: row.o_outcome === 'duplicate',
        },
      };
  }
}
