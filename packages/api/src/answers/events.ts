/**
 * The events of a tournament's stream as the server answers them (history, a write's answer):
 * one schema per type, the tournament package's and the server's own.
 */
import { z } from 'zod';
import { tournamentEventSchemas, type TournamentEvent } from '@arbiter/tournament';
import { tournamentServerEventSchemas, type ServerEvent } from '../server-events';

const eventSchemas: Readonly<Record<string, z.ZodType>> = {
  ...tournamentEventSchemas,
  ...tournamentServerEventSchemas,
};

/** The type and payload of any event of a tournament's stream. */
export const tournamentStreamEventSchema = z.discriminatedUnion(
  'type',
  Object.entries(eventSchemas).map(([type, data]) => z.object({ type: z.literal(type), data })) as [
    z.ZodObject<{ type: z.ZodLiteral<string>; data: z.ZodType }>,
    ...z.ZodObject<{ type: z.ZodLiteral<string>; data: z.ZodType }>[],
  ],
);

/**
 * An event of a tournament's stream as `{ type, data }`, typed by its type: the tournament
 * package's events (their fields under `data`) and the server's own in that stream. The schema
 * above checks the same payloads at run time (its per-type schemas are typed loosely).
 */
export type TournamentStreamEvent =
  | {
      [E in TournamentEvent as E['type']]: { readonly type: E['type']; readonly data: Omit<E, 'type'> };
    }[TournamentEvent['type']]
  | Extract<ServerEvent, { type: keyof typeof tournamentServerEventSchemas }>;

/** One event as a write's answer shows it. */
export const writtenEventSchema = z.intersection(
  tournamentStreamEventSchema,
  z.object({ version: z.number().int(), actor: z.string().nullable(), time: z.string() }),
);
export type WrittenEvent = TournamentStreamEvent & Omit<z.infer<typeof writtenEventSchema>, 'type' | 'data'>;

/** One event of the history: who, when, what, and its place in the whole log. */
export const historyEntrySchema = z.intersection(
  tournamentStreamEventSchema,
  z.object({
    version: z.number().int(),
    actor: z.string().nullable(),
    time: z.string(),
    position: z.number().int(),
  }),
);
export type HistoryEntry = TournamentStreamEvent & Omit<z.infer<typeof historyEntrySchema>, 'type' | 'data'>;

/** The answer of every tournament write: the events it stored and the stream's version after it. */
export const writeAnswerSchema = z.object({
  tournament: z.string(),
  /** The stream's version after the write: the next `If-Match`. */
  version: z.number().int(),
  events: z.array(writtenEventSchema),
});
export type WriteAnswer = Omit<z.infer<typeof writeAnswerSchema>, 'events'> & {
  readonly events: WrittenEvent[];
};

/** `POST /tournaments/import`: the write's answer and how many of the given events were the old server's own. */
export const importAnswerSchema = writeAnswerSchema.extend({ leftOut: z.number().int() });
