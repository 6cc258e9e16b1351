/**
 * Live tails. A subscription reads pages with `readAll`-order from its next position
 * and, when it has caught up, sleeps until woken: in-process after every local commit,
 * by LISTEN/NOTIFY on PostgreSQL when another process appends, and by a slow poll as a
 * safety net should a notification be lost with its connection.
 * Trade-off: notifications carry no events, only "look again"; the database stays the
 * one source of order, so a tail sees exactly what `readAll` sees, in the same order.
 */
import { refuse } from '@arbiter/kernel';
import type { Rejection, Result } from '@arbiter/kernel';
import type { StoredEvent } from './envelope';
import { storeCodes } from './messages';

/** Where a live tail starts and what it follows. */
export interface SubscriptionOptions {
  /** First global position to deliver (inclusive); default 1, i.e. everything. */
  readonly fromPosition?: number;
  /** Follow one stream only. */
  readonly stream?: string;
  /** Called once when the tail stops on a broken row or a failing handler. */
  readonly onError?: (error: Rejection) => void;
  /** Events fetched per read (default 500). */
  readonly pageSize?: number;
}

/** A running live tail. */
export interface Subscription {
  /** Resolves once the tail has delivered every event committed before it started. */
  readonly caughtUp: Promise<void>;
  /** The next global position the tail will deliver. */
  readonly nextPosition: () => number;
  /** Stops the tail; resolves when the current delivery has finished. */
  close(): Promise<void>;
}

/** How a subscription learns that there may be new events. */
export interface Wakeups {
  /** Called in-process after each local commit. */
  readonly local: Set<() => void>;
  /** Registers a wake-up from other processes; returns its cancellation. */
  readonly listen: (wake: () => void) => Promise<() => Promise<void>>;
  /** Poll interval in ms as a safety net, if any. */
  readonly pollMs: number | undefined;
}

type Page = (from: number, stream: string | undefined, limit: number) => Promise<Result<StoredEvent[]>>;

/** Starts a live tail. */
export function startSubscription(
  options: SubscriptionOptions,
  handler: (event: StoredEvent) => void | Promise<void>,
  page: Page,
  wakeups: Wakeups,
  onClosed: () => void,
): Subscription {
  let next = Math.max(1, Math.floor(options.fromPosition ?? 1));
  const limit = options.pageSize ?? 500;
  let closed = false;
  let dirty = true;
  let sleeper: (() => void) | undefined;
  const wake = () => {
    dirty = true;
    sleeper?.();
  };
  let markCaughtUp!: () => void;
  const caughtUp = new Promise<void>((resolve) => (markCaughtUp = resolve));
  wakeups.local.add(wake);
  const unlisten = wakeups.listen(wake).catch(() => async () => {});
  const poll = wakeups.pollMs !== undefined ? setInterval(wake, wakeups.pollMs) : undefined;

  const stop = (error?: Rejection) => {
    if (closed) return;
    closed = true;
    wakeups.local.delete(wake);
    if (poll) clearInterval(poll);
    sleeper?.();
    onClosed();
    markCaughtUp();
    if (error) options.onError?.(error);
  };

  const pump = async () => {
    await unlisten;
    while (!closed) {
      dirty = false;
      const events = await page(next, options.stream, limit);
      if (closed) break;
      if (!events.ok) {
        // A broken row stops the tail: skipping it would hide it from every projection.
        // An unreachable database is retried on the next wake-up.
        if (events.error.code === 'ERR_STORE_UNAVAILABLE') {
          await new Promise<void>((resolve) => setTimeout(resolve, 200));
          dirty = true;
          continue;
        }
        stop(events.error);
        break;
      }
      for (const event of events.value) {
        if (closed) break;
        try {
          await handler(event);
        } catch (e) {
          stop(
            refuse(storeCodes, 'ERR_STORE_SUBSCRIBER_FAILED', {
              position: event.position,
              detail: e instanceof Error ? e.message : String(e),
            }),
          );
          break;
        }
        next = event.position + 1;
      }
      if (closed) break;
      if (events.value.length === limit) continue;
      markCaughtUp();
      if (!dirty) await new Promise<void>((resolve) => (sleeper = resolve));
      sleeper = undefined;
    }
  };
  const running = pump();

  return {
    caughtUp,
    nextPosition: () => next,
    async close() {
      stop();
      await running;
      await (
        await unlisten
      )();
    },
  };
}
