/**
 * @arbiter/store: the one persistence layer for games and tournaments.
 * Event streams with per-stream versions and a global position, on embedded PGlite
 * (the default) or PostgreSQL, behind one schema and one code path.
 */
export { openStore, DEFAULT_LOCK_WAIT_MS, LOCK_WAIT_ENV } from './open';
export type { StoreOptions } from './open';
export { parseStoreAddress, STORE_ADDRESS_FORMS } from './address';
export type { StoreTarget } from './address';
export { STORE_LOCK_FILE } from './lock';
export type { EventStore, ReadOptions, Snapshot } from './store';
export type { Subscription, SubscriptionOptions } from './subscription';
export { toEnvelope, fromEnvelope } from './envelope';
export type {
  EventSchemas,
  NewEvent,
  StoredEvent,
  ExpectedVersion,
  AppendOptions,
  AppendResult,
} from './envelope';
export { storeMessages } from './messages';
export { isConcurrencyConflict } from './conflict';
export type { ConcurrencyConflict } from './conflict';
export { MIGRATIONS, SCHEMA_VERSION } from './schema';
export type { Migration } from './schema';
