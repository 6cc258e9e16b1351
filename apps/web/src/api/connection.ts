/**
 * Whether the page is connected to the server, as the live stream and the last requests tell:
 * `live` while the tournament's stream is open, `lost` from a request that found no server or a
 * stream that dropped until the stream opens again. The screens show it (the live indicator, the
 * "connection lost, reconnecting" line) and the result entry sends its unsent results when it
 * turns `live` again.
 */
import { useSyncExternalStore } from 'react';

export type ConnectionState = 'connecting' | 'live' | 'lost';

let state: ConnectionState = 'connecting';
const listeners = new Set<() => void>();

/** Sets the state (no change, no notification). */
export function setConnection(next: ConnectionState): void {
  if (next === state) return;
  state = next;
  for (const l of listeners) l();
}

/** The state now (outside React). */
export const connectionNow = (): ConnectionState => state;

/** The state, kept current in a component. */
export function useConnection(): ConnectionState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
