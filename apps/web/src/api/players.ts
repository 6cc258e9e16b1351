/** Players: the list, registering (one or a file), editing, withdrawing, byes, forbidden pairs, tie-breaks as sums. */
import type { ByeKind, Query } from '@arbiter/api';
import { useOperation, write } from './operations';

/** A player's fields as the forms send them. */
export type PlayerFields = Readonly<Record<string, string | number | null | undefined>>;

export const usePlayers = (id: string) => useOperation('players', { id });
export const registerPlayer = (id: string, fields: PlayerFields) => write('registerPlayer', { id }, fields);
export const importPlayers = (id: string, format: 'csv' | 'trf', text: string) =>
  write('importPlayers', { id }, { format, text });
export const editPlayer = (id: string, player: number, fields: PlayerFields) =>
  write('editPlayer', { id, player }, fields);
/** Withdraws a player, or reinstates a withdrawn one. */
export const setWithdrawn = (id: string, player: number, withdrawn: boolean, reason?: string) =>
  write(
    withdrawn ? 'withdrawPlayer' : 'reinstatePlayer',
    { id, player },
    withdrawn && reason ? { reason } : undefined,
  );
/** Renumbers the start list by the initial ranking (FIDE C.04.2), before the next round is paired. */
export const renumberPlayers = (id: string) => write('renumberPlayers', { id });
export const requestBye = (id: string, player: number | string, round: number, kind: ByeKind) =>
  write('requestBye', { id, player }, { round, kind });
export const forbidPairs = (
  id: string,
  body: { players: readonly number[]; firstRound?: number; lastRound?: number },
) => write('forbidPairs', { id }, body);

/** A player's tie-breaks shown as sums (`round`, `tiebreaks` as for the standings). */
export const useTieBreakBreakdown = (id: string, player: number, query: Query) =>
  useOperation('tieBreakBreakdown', { id, player }, query);
