/** Tournaments: the list, one tournament, creating, publishing, closing, its staff and history. */
import { pathOf, type HistoryEntry } from '@arbiter/api';
import { create, useOperation, write } from './operations';

/** The cache prefix of a tournament: every view of it lives below (a write or a live event refreshes them). */
export const tournamentPath = (id: string) => pathOf('tournament', { id });
/** The cache key of the tournament list. */
export const tournamentListPath = pathOf('tournaments', {});

export const useTournamentList = () => useOperation('tournaments', {});
/** A tournament's summary: settings, phase, rounds, the reader's role. */
export const useTournamentSummary = (id: string) => useOperation('tournament', { id });
/** The staff (null: not asked, the reader is no staff). */
export const useStaff = (id: string | null) => useOperation('staff', id === null ? null : { id });
/** Every event of the tournament, oldest first (null: not asked). */
export const useHistory = (id: string | null) =>
  useOperation<'history', HistoryEntry[]>('history', id === null ? null : { id }, { limit: 5000 });

/** Creates a tournament; answers its id (from the Location of the answer). */
export async function createTournament(body: unknown): Promise<string | undefined> {
  const created = await create('createTournament', {}, body);
  return created.location?.split('/').pop();
}

export const publish = (id: string, published: boolean) => write('publish', { id }, { published });
export const closeTournament = (id: string) => write('closeTournament', { id });
export const appointArbiter = (id: string, account: string) =>
  write('appointArbiter', { id, account }, { role: 'arbiter' });
export const removeArbiter = (id: string, account: string) => write('removeArbiter', { id, account });

/** The TRF-2026 file of the tournament, to download. */
export const exportTrfUrl = (id: string) => pathOf('exportTrf', { id });
