/**
 * Every event type the server's store accepts: the tournament package's events under their
 * own names and the server's events (accounts, access, publication). Streams are named here too.
 * Trade-off: one registry for the whole store, so a row of any stream is validated on read.
 */
import { tournamentEventSchemas, type TournamentEvent } from '@arbiter/tournament';
import type { EventSchemas } from '@arbiter/store';
import { games, storedSchemas } from '@arbiter/toolkit';
import { serverEventSchemas } from '@arbiter/api';

/**
 * The schemas the store validates every append and every read against: the tournament's, the
 * server's and every registered game's (records filed from uploads are game streams).
 */
export const storedEventSchemas: EventSchemas = {
  ...storedSchemas(games.games()),
  ...tournamentEventSchemas,
  ...serverEventSchemas,
};

const TOURNAMENT_TYPES = new Set(Object.keys(tournamentEventSchemas));

/** True when a stored type is one of the tournament package's events. */
export function isTournamentEventType(type: string): boolean {
  return TOURNAMENT_TYPES.has(type);
}

/** The domain event a stored tournament row holds (rows were validated by the store). */
export function tournamentEventOf(type: string, data: unknown): TournamentEvent {
  return { type, ...(data as object) } as TournamentEvent;
}

/** A domain event as the store's `{type, data}`. */
export function storedTournamentEvent(event: TournamentEvent): { type: string; data: unknown } {
  const { type, ...data } = event;
  return { type, data };
}

/** Stream of a tournament. */
export const tournamentStream = (id: string): string => `tournament-${id}`;
/** Stream of an account. */
export const accountStream = (name: string): string => `account-${name}`;

/** What a stream id names: a tournament, an account, or something this server does not read. */
export function streamKind(stream: string): { kind: 'tournament' | 'account'; id: string } | null {
  if (stream.startsWith('tournament-')) return { kind: 'tournament', id: stream.slice(11) };
  if (stream.startsWith('account-')) return { kind: 'account', id: stream.slice(8) };
  return null;
}
