/**
 * The per-address request counter behind the rate limit, shared by `@fastify/rate-limit` (as its
 * store) and the fast lane of the views (`fast-views.ts`), so a reader has one budget whichever
 * way its request is served. A fixed window per address, as the plugin's own in-memory store
 * counts (a window starts with an address's first request and lasts `timeWindow` ms); at most
 * 5,000 addresses are kept, the least recently seen one goes first.
 */

/** One address's window. */
export interface WindowCount {
  /** Requests counted in the window, this one included. */
  readonly current: number;
  /** Milliseconds until the window ends. */
  readonly ttl: number;
}

const MAX_ADDRESSES = 5000;

/** Counts requests per key in fixed windows. */
export class RateWindow {
  private readonly windows = new Map<string, { current: number; startedAt: number }>();

  /** Counts one request of `key`; answers the window's count and what is left of it. */
  hit(key: string, timeWindow: number, now = Date.now()): WindowCount {
    let w = this.windows.get(key);
    if (!w || w.startedAt + timeWindow <= now) w = { current: 1, startedAt: now };
    else w.current++;
    this.windows.delete(key); // most recently seen last: a Map keeps insertion order
    this.windows.set(key, w);
    if (this.windows.size > MAX_ADDRESSES) this.windows.delete(this.windows.keys().next().value!);
    return { current: w.current, ttl: w.startedAt + timeWindow - now };
  }

  /** The window of `key` without counting a request. */
  peek(key: string, timeWindow: number, now = Date.now()): WindowCount {
    const w = this.windows.get(key);
    if (!w || w.startedAt + timeWindow <= now) return { current: 0, ttl: 0 };
    return { current: w.current, ttl: w.startedAt + timeWindow - now };
  }
}

type Callback = (error: Error | null, result: WindowCount) => void;

/**
 * A `@fastify/rate-limit` store class (the plugin makes one with `new` and asks each route's
 * child of it) that counts in the given window: every route, and the fast lane, share it.
 */
export function rateStoreOf(window: RateWindow) {
  return class SharedRateStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      callback(null, window.hit(key, timeWindow));
    }
    read(key: string, callback: Callback, timeWindow: number): void {
      callback(null, window.peek(key, timeWindow));
    }
    child(): SharedRateStore {
      return this;
    }
  };
}

/**
 * The rate limit's key of a client address, as the plugin's default key makes it for IPv4 (the
 * address; an IPv4-mapped IPv6 address as its IPv4 form). Null for other IPv6 addresses, which
 * the plugin groups by subnet: the fast lane leaves those requests to the plugin.
 */
export function ipv4KeyOf(address: string | undefined): string | null {
  if (address === undefined) return null;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(v4) ? v4 : null;
}
