/**
 * One append: the checks made before anything is written, then the transaction.
 * Trade-off: the command id is claimed first, the stream row locked second, the global
 * counter last and only for the one statement that writes, so the global lock is held
 * for as little of the transaction as possible; every append takes the locks in that
 * same order, so two appends never wait on each other in a cycle.
 */
import type { Rejection } from '@arbiter/kernel';
import { z } from 'zod';
import type { Queryable } from './backend';
import { checkStream, isWholeAtLeast, type EncodedEvent } from './codec';
import type { AppendOptions, AppendResult, ExpectedVersion, NewEvent } from './envelope';
import { storeRejection } from './messages';

/** The quoted names of the store's tables. */
export interface Tables {
  readonly events: string;
  readonly streams: string;
  readonly head: string;
  readonly commands: string;
  readonly snapshots: string;
}

/** A time given with an append: ISO 8601 with `Z` or an offset, so no server time zone is guessed. */
const ISO_TIME = z.iso.datetime({ offset: true });

/** Thrown inside the transaction to roll it back: the stream is at another version. */
export class VersionMismatch {
  constructor(readonly actual: number) {}
}
/** Thrown inside the transaction to roll it back: the command id belongs to another stream. */
export class CommandReused {
  constructor(readonly original: string) {}
}

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
      ? storeRejection('ERR_STORE_VERSION_INVALID', { expected: String(expectedVersion) })
      : undefined) ??
    (!Array.isArray(events) || events.length === 0 ? storeRejection('ERR_STORE_APPEND_EMPTY') : undefined) ??
    (events.length > maxBatch
      ? storeRejection('ERR_STORE_APPEND_TOO_LARGE', { count: events.length, limit: maxBatch })
      : undefined) ??
    (options.commandId !== undefined &&
    (typeof options.commandId !== 'string' || options.commandId.length < 1 || options.commandId.length > 200)
      ? storeRejection('ERR_STORE_COMMAND_INVALID')
      : undefined) ??
    (options.time !== undefined && !ISO_TIME.safeParse(options.time).success
      ? storeRejection('ERR_EVENT_INVALID', {
          sequence: 0,
          type: events[0]?.type ?? '?',
          detail: 'time must be an ISO 8601 date and time with a zone',
        })
      : undefined)
  );
}

/** Writes a checked batch inside `tx`; throws `VersionMismatch` or `CommandReused` to roll back. */
export async function appendInTransaction(
  tx: Queryable,
  t: Tables,
  channel: string,
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
      `INSERT INTO ${t.commands} (command_id, stream_id, first_version, last_version, first_position, last_position)
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
      }>(`SELECT * FROM ${t.commands} WHERE command_id = $1`, [commandId]);
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
    `INSERT INTO ${t.streams} AS s (stream_id, version) VALUES ($1, 0)
     ON CONFLICT (stream_id) DO UPDATE SET version = s.version RETURNING version`,
    [stream],
  );
  const current = Number(locked.version);
  if (expected !== 'any' && current !== expected) throw new VersionMismatch(current);
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
       UPDATE ${t.head} SET position = position + $1 WHERE id RETURNING position
     ), ins AS (
       INSERT INTO ${t.events} (position, stream_id, version, type, data, schema_version, actor, command_id, time)
       SELECT h.position - $1 + x.i, $2, $3::bigint + x.i, x.t, x.d, x.v, x.a, $5, coalesce($6::timestamptz, now())
       FROM h, json_to_recordset($4::json) AS x(i int, t text, d json, v int, a text)
       RETURNING position
     ), s AS (
       UPDATE ${t.streams} SET version = $3::bigint + $1 WHERE stream_id = $2
     ), c AS (
       UPDATE ${t.commands}
       SET first_version = $3::bigint + 1, last_version = $3::bigint + $1,
           first_position = h.position - $1 + 1, last_position = h.position
       FROM h WHERE command_id = $5
     )
     SELECT h.position AS last, pg_notify($7, h.position::text) FROM h`,
    [n, stream, current, batch, commandId, options.time ?? null, channel],
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
