/**
 * A board's stored game, as the server returns it (its event log, kernel envelopes), turned into
 * the positions the viewer steps through. The store names a game's own events `<game>:<Event>`
 * (the kernel's game-level events keep their names); the prefix is dropped before folding.
 */
import { evolveGame, startState, type DomainEvent, type GameRules } from '@arbiter/kernel';

export interface StoredRecord {
  readonly stream: string;
  readonly events: readonly { readonly type: string; readonly data: unknown }[];
}

/** The event a stored row holds: its type without the game prefix. */
export function eventOf(row: { readonly type: string; readonly data: unknown }): DomainEvent {
  const colon = row.type.indexOf(':');
  return { type: colon < 0 ? row.type : row.type.slice(colon + 1), data: row.data };
}

/** The start position, then one position after each event that changed it. */
export function positionsOf(rules: GameRules<unknown, unknown>, events: StoredRecord['events']): unknown[] {
  const log = events.map(eventOf);
  if (log.length === 0 || log[0].type !== 'GameStarted') return [];
  let state = startState(rules, log[0]);
  const positions: unknown[] = [state.position];
  for (const e of log.slice(1)) {
    state = evolveGame(rules, state, e);
    if (state.position !== positions[positions.length - 1]) positions.push(state.position);
  }
  return positions;
}
