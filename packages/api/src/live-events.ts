/**
 * The events a tournament's live stream (`GET /api/tournaments/:id/live`, Server-Sent Events)
 * names, derived from the schemas of the events a tournament's stream holds: the tournament
 * package's and the server's own. A new event type in either reaches every listener without
 * editing a list. Who hears what is said here too, once, for the server that sends and the
 * app that listens.
 */
import { tournamentEventSchemas, type TournamentEvent } from '@arbiter/tournament';
import { tournamentServerEventSchemas } from './server-events';

/** Every event type a tournament's stream may hold. */
export type TournamentStreamEventType = TournamentEvent['type'] | keyof typeof tournamentServerEventSchemas;

/** The write path's bookkeeping (which Idempotency-Key wrote what): nobody's news, never sent. */
export const UNSENT_EVENT_TYPES: readonly TournamentStreamEventType[] = ['CommandsAccepted'];

/** Sent only to the tournament's staff: who has access, and the check-in code. */
export const STAFF_ONLY_EVENT_TYPES: readonly TournamentStreamEventType[] = [
  'AccessGranted',
  'AccessRevoked',
  'CheckInCodeIssued',
];

/** Every event type a tournament's stream holds, in the order of their schemas. */
export const TOURNAMENT_STREAM_EVENT_TYPES = [
  ...Object.keys(tournamentEventSchemas),
  ...Object.keys(tournamentServerEventSchemas),
] as TournamentStreamEventType[];

/** The event types the live stream sends (to the staff; the public hears all but `STAFF_ONLY_EVENT_TYPES`). */
export const LIVE_EVENT_TYPES: readonly TournamentStreamEventType[] = TOURNAMENT_STREAM_EVENT_TYPES.filter(
  (type) => !UNSENT_EVENT_TYPES.includes(type),
);

/** Whether the live stream sends an event of this type to a reader (staff or not). */
export function isSentLive(type: string, staff: boolean): boolean {
  const known = type as TournamentStreamEventType;
  if (UNSENT_EVENT_TYPES.includes(known)) return false;
  return staff || !STAFF_ONLY_EVENT_TYPES.includes(known);
}
