/**
 * How sign-in attempts are slowed down. Only `POST /api/session` counts here: page loads, reads
 * and every other request never touch these counters (they have the general rate limit).
 *
 * - **Per account and address pair**: the first `FREE_FAILURES` wrong passwords of a pair cost
 *   nothing (typos); each one after that doubles the wait before that pair may try again (1 s,
 *   2 s, 4 s, ... at most `MAX_DELAY_MS`). A right password ends the pair's count. A stranger
 *   guessing from another address slows only themselves: the real user's own pair is untouched.
 * - **Per address**: at most `perAddress` attempts a minute, right or wrong, whichever account
 *   they name (a generous cap against one address trying many accounts).
 *
 * Kept in this process's memory (a restart forgets it), at most `MAX_KEYS` keys of each kind,
 * the least recently seen going first.
 */

/** Wrong passwords of one pair that cost no wait. */
export const FREE_FAILURES = 3;
/** The longest wait of a pair. */
export const MAX_DELAY_MS = 15 * 60_000;
const WINDOW_MS = 60_000;
const MAX_KEYS = 10_000;

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_KEYS) map.delete(map.keys().next().value!);
}

/** The wait after `failures` wrong passwords in a row of one pair. */
export function delayAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES - 1));
}

/** The counters of sign-in attempts. */
export class SignInThrottle {
  private readonly pairs = new Map<string, { failures: number; until: number }>();
  private readonly addresses = new Map<string, { count: number; startedAt: number }>();

  constructor(private readonly perAddress: number) {}

  /**
   * Counts an attempt of `account` from `address`: answers 0 when it may go on, else the
   * milliseconds to wait (nothing is counted then against the pair).
   */
  attempt(account: string, address: string, now = Date.now()): number {
    const pair = this.pairs.get(`${account}\n${address}`);
    if (pair && pair.until > now) return pair.until - now;
    let window = this.addresses.get(address);
    if (!window || window.startedAt + WINDOW_MS <= now) window = { count: 0, startedAt: now };
    if (window.count >= this.perAddress) return window.startedAt + WINDOW_MS - now;
    window.count++;
    remember(this.addresses, address, window);
    return 0;
  }

  /** A wrong password of the pair: its next attempt waits `delayAfter(failures)`. */
  failed(account: string, address: string, now = Date.now()): void {
    const key = `${account}\n${address}`;
    const failures = (this.pairs.get(key)?.failures ?? 0) + 1;
    remember(this.pairs, key, { failures, until: now + delayAfter(failures) });
  }

  /** A right password: the pair starts afresh. */
  succeeded(account: string, address: string): void {
    this.pairs.delete(`${account}\n${address}`);
  }
}
