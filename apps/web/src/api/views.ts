/** The published views: standings and crosstable (as of a round, or after the closed rounds). */
import { pathOf } from '@arbiter/api';
import { useOperation } from './operations';

export const useStandings = (id: string, round?: number) => useOperation('standings', { id }, { round });
export const useCrosstable = (id: string, round?: number) => useOperation('crosstable', { id }, { round });
/** The standings as CSV in a language, to download. */
export const standingsCsvUrl = (id: string, lang: string) =>
  pathOf('standings', { id }, { format: 'csv', lang });
