/**
 * A game's identity without a `GameId`: a hash of its canonical content, the events the rules
 * emitted (game, rule set, options, setup, then every move and act as decided), written with
 * sorted keys. So every copy of one game (CRLF or LF, with or without a byte order mark, other
 * comments or tags, the human record or its event log) has one identity, and filing any copy
 * again is `already filed`.
 */
import { createHash } from 'node:crypto';
import type { DomainEvent } from '@arbiter/kernel';

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/** The first 16 hex digits of the SHA-256 of a game's canonical events. */
export function gameHash(events: readonly DomainEvent[]): string {
  return createHash('sha256')
    .update(canonical(events.map((e) => ({ type: e.type, data: e.data }))))
    .digest('hex')
    .slice(0, 16);
}
