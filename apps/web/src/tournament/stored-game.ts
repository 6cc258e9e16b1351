/**
 * A board's stored game, as the server returns it (its event log, kernel envelopes), turned into
 * the positions the viewer steps through. Stored types are read with the toolkit's mapping
 * (`fromStored`: a game's own events are stored as `<game>:<Event>`), the one the store writes by.
 */
import { evolveGame, startState, type GameRules } from '@arbiter/kernel';
import { fromStored } from '@arbiter/toolkit/stored-types';

export interface StoredRecord {
  readonly stream: string;
  readonly events: readonly { readonly type: string; readonly data: unknown }[];
}

/** The start position, then one position after each event that changed it. */
export function positionsOf(rules: GameRules<unknown, unknown>, events: StoredRecord['events']): unknown[] {
  const log = events.map((row) => fromStored(row.type, row.data));
  if (log.length === 0 || log[0].type !== 'GameStarted') return [];
  let state = startState(rules, log[0]);
  const positions: unknown[] = [state.position];
  for (const e of log.slice(1)) {
    state = evolveGame(rules, state, e);
    if (state.position !== positions[positions.length - 1]) positions.push(state.position);
  }
  return positions;
}
