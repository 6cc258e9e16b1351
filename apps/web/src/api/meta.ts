/** What a new tournament may choose from: games, pairing systems, tie-breaks. */
import { useOperation } from './operations';

export const useGames = () => useOperation('games', {});
export const usePairingSystems = () => useOperation('pairingSystems', {});
export const useTieBreakCatalogue = () => useOperation('tieBreaks', {});
