/**
 * The typed concurrency error: an append lost the race for a stream's next version.
 * The caller reads the stream again, decides again and retries with the new version.
 */
import type { Rejection } from '@arbiter/kernel';

/** A rejection saying the stream was at `actual`, not the `expected` version of the append. */
export interface ConcurrencyConflict extends Rejection {
  readonly code: 'ERR_STORE_CONCURRENCY';
  readonly params: { readonly stream: string; readonly expected: number; readonly actual: number };
}

/** Whether a rejection is a concurrency conflict (and so worth a read-decide-retry). */
export function isConcurrencyConflict(rejection: Rejection): rejection is ConcurrencyConflict {
  return rejection.code === 'ERR_STORE_CONCURRENCY';
}
