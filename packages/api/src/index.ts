/**
 * @arbiter/api: the tournament server's HTTP contract, shared by the server that answers and the
 * web app that asks: where each operation lives (`ROUTES`, `pathOf`), what it answers
 * (`SUCCESSES`, the problem document for refusals), and the events of a tournament's stream with
 * the live list derived from their schemas.
 */
export { ROUTES, API_PREFIX, methodOf, patternOf, pathOf } from './routes';
export type { Operation, PathParams, Query } from './routes';
export { SUCCESSES } from './responses';
export type { Success, Answer } from './responses';
export {
  ROLES,
  accountEventSchemas,
  tournamentServerEventSchemas,
  serverEventSchemas,
} from './server-events';
export type { Role, ServerEvent } from './server-events';
export {
  LIVE_EVENT_TYPES,
  STAFF_ONLY_EVENT_TYPES,
  UNSENT_EVENT_TYPES,
  TOURNAMENT_STREAM_EVENT_TYPES,
  isSentLive,
} from './live-events';
export type { TournamentStreamEventType } from './live-events';
export * from './answers/problem';
export * from './answers/meta';
export * from './answers/accounts';
export * from './answers/events';
export * from './answers/tournaments';
export * from './answers/views';
export * from './answers/arbiter-edge';
export * from './answers/check-in';
export * from './answers/records';
