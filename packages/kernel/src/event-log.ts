/**
 * The canonical record: the event log as JSON lines, one envelope a line.
 * Reading validates every envelope and every payload against its schema and
 * names the line of the first bad one; nothing is returned from a broken file.
 */
import { z } from 'zod';
import { eventMetadataSchema, gameLevelEventSchemas, type EventEnvelope } from './events';
import { kernelMessages } from './messages';
import { refused } from './refuse';
import { ok, type Result } from './result';

const envelopeSchema = z.object({
  type: z.string().min(1).max(100),
  data: z.unknown(),
  metadata: eventMetadataSchema,
});

/** Writes envelopes as JSON lines (a trailing newline after each). */
export function makeEventLog(events: readonly EventEnvelope[]): string {
  return events
    .map((e) => JSON.stringify({ type: e.type, data: e.data, metadata: e.metadata }) + '\n')
    .join('');
}

/** Every schema an event of a game may have: the kernel's plus the game's. */
export function eventSchemasFor(
  gameSchemas: Readonly<Record<string, z.ZodType>>,
): Readonly<Record<string, z.ZodType>> {
  return { ...gameLevelEventSchemas, ...gameSchemas };
}

/** Reads a JSON-lines event log, validating each line. */
export function parseEventLog(
  text: string,
  schemas: Readonly<Record<string, z.ZodType>>,
): Result<EventEnvelope[]> {
  const out: EventEnvelope[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    const where = { line: i + 1, column: 1 };
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (e) {
      return refused(kernelMessages, 'ERR_RECORD_SYNTAX', {
        ...where,
        detail: `not JSON (${(e as Error).message})`,
      });
    }
    const envelope = envelopeSchema.safeParse(raw);
    if (!envelope.success) {
      const detail = envelope.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ');
      return refused(kernelMessages, 'ERR_RECORD_SYNTAX', {
        ...where,
        detail: `not an event envelope (${detail})`,
      });
    }
    const schema = schemas[envelope.data.type];
    if (!schema) {
      return refused(kernelMessages, 'ERR_EVENT_UNKNOWN_TYPE', { ...where, type: envelope.data.type });
    }
    const data = schema.safeParse(envelope.data.data);
    if (!data.success) {
      return refused(kernelMessages, 'ERR_EVENT_INVALID', {
        ...where,
        sequence: envelope.data.metadata.sequence,
        type: envelope.data.type,
      });
    }
    if (envelope.data.metadata.sequence !== out.length) {
      return refused(kernelMessages, 'ERR_EVENT_SEQUENCE', {
        ...where,
        sequence: envelope.data.metadata.sequence,
        expected: out.length,
      });
    }
    out.push({ type: envelope.data.type, data: data.data, metadata: envelope.data.metadata });
  }
  if (out.length === 0) return refused(kernelMessages, 'ERR_RECORD_EMPTY');
  return ok(out);
}
