/**
 * The store's nouns as types: what goes in (`NewEvent`), what comes out (`StoredEvent`),
 * and the mapping to the kernel's `{type, data, metadata}` envelope.
 * Trade-off: the store's own metadata (stream, version, position, time, command id)
 * lives in columns and in flat fields here, so queries never dig into JSON; the
 * kernel envelope is derived, never stored.
 */
import { EVENT_SCHEMA_VERSION, type EventEnvelope } from '@arbiter/kernel';
import type { z } from 'zod';

/** Event type -> zod schema of its payload. The store accepts and returns only these types. */
export type EventSchemas = Readonly<Record<string, z.ZodType>>;

/** An event to append: its type, its payload and who caused it. */
export interface NewEvent {
  readonly type: string;
  readonly data: unknown;
  /** Who caused the event (a player, an arbiter, a system job). */
  readonly actor?: string;
  /** Version of the payload's schema; defaults to the kernel's `EVENT_SCHEMA_VERSION`. */
  readonly schemaVersion?: number;
}

/** An event as read back, with every store fact about it. */
export interface StoredEvent {
  /** The stream (a game, a tournament) the event belongs to. */
  readonly stream: string;
  /** 1-based number of the event within its stream; dense, no gaps. */
  readonly version: number;
  /** 1-based number of the event across all streams, in commit order; dense, no gaps. */
  readonly position: number;
  readonly type: string;
  readonly data: unknown;
  readonly schemaVersion: number;
  readonly actor?: string;
  /** The command whose append wrote this event. */
  readonly commandId?: string;
  /** When the event happened: the time given with the append, else the commit time. ISO 8601. */
  readonly time: string;
}

/** `'any'` appends whatever the stream holds; a number demands the stream be at exactly that version (0: empty). */
export type ExpectedVersion = number | 'any';

/** Options of one append. */
export interface AppendOptions {
  /** Makes the append idempotent: a second append with the same id returns the first one's result. */
  readonly commandId?: string;
  /** The time to record (ISO 8601); the database's clock when absent. */
  readonly time?: string;
}

/** What an acknowledged append wrote. */
export interface AppendResult {
  readonly stream: string;
  /** Version of the first and the last event written. */
  readonly firstVersion: number;
  readonly lastVersion: number;
  /** Global position of the first and the last event written. */
  readonly firstPosition: number;
  readonly lastPosition: number;
  /** True when the command id had been appended before and nothing new was written. */
  readonly duplicate: boolean;
}

/** The kernel envelope of a stored event: `gameId` is the stream, `sequence` the 0-based version. */
export function toEnvelope(event: StoredEvent): EventEnvelope {
  return {
    type: event.type,
    data: event.data,
    metadata: {
      gameId: event.stream,
      sequence: event.version - 1,
      time: event.time,
      schemaVersion: event.schemaVersion,
      ...(event.actor !== undefined ? { actor: event.actor } : {}),
      ...(event.commandId !== undefined ? { commandId: event.commandId } : {}),
    },
  };
}

/** The event to append for a kernel envelope (its metadata's store facts are assigned anew). */
export function fromEnvelope(envelope: EventEnvelope): NewEvent {
  return {
    type: envelope.type,
    data: envelope.data,
    schemaVersion: envelope.metadata.schemaVersion ?? EVENT_SCHEMA_VERSION,
    ...(envelope.metadata.actor !== undefined ? { actor: envelope.metadata.actor } : {}),
  };
}
