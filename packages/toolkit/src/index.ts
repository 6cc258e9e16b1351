/**
 * @arbiter/toolkit: what every shell of Arbiter shares (the CLI, the server, the specs, the docs
 * generators). The games and the pairing systems registered, the message catalogues derived from
 * them, how a record or event log is read and replayed, and how a game is filed in the store.
 */
export { games } from './games';
export { pairingSystems } from './systems';
export { catalogues, ownedCatalogues, messageIn } from './catalogues';
export type { OwnedCatalogue } from './catalogues';
export { toolkitMessages } from './messages';
export { readGame, illegalLines, GAME_ID } from './read-game';
export { gameHash } from './identity';
export type { LoadedGame, IllegalGame } from './read-game';
export { openGameStore, fileGame, gameStreamOf } from './file-game';
export type { Filed } from './file-game';
export { storedType, fromStored, storedSchemas } from './stored-types';
