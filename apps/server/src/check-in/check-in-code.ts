/**
 * The tournament's check-in code: a short secret the organiser reads out or prints as a link, with
 * which a player checks in from a phone (ruling ARB CI1). It lives in the tournament's own stream
 * as `CheckInCodeIssued` (staff only: never sent to the public live stream, never in a public read),
 * so a renewal is one event and every process agrees on the current code.
 * Trade-off: the code is kept as written, not hashed, because the organiser must be able to show it
 * again; it only lets someone mark a player present for the next round, nothing else.
 */
import { randomInt } from 'node:crypto';
import type { TournamentReadModel } from '../read/projection';
import { sameSecret } from '../auth/secrets';

// No 0/O, 1/I/L: read out in a hall and typed on a phone.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Characters of a code (31^10: about 50 bits). */
export const CODE_LENGTH = 10;
/** What a code looks like (checked before anything else is read). */
export const CODE_PATTERN = /^[A-HJKMNP-Z2-9]{10}$/;

/** A fresh code from the system's random source. */
export function newCheckInCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The tournament's current code (the last one issued, as the projection folds it), or null. */
export function checkInCodeOf(view: TournamentReadModel): string | null {
  return view.checkInCode ?? null;
}

/** A code as typed (spaces and case forgiven), or null when it cannot be one. */
export function normaliseCode(given: string | undefined): string | null {
  if (given === undefined) return null;
  const code = given.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** True when the given code is the tournament's current one (compared in constant time). */
export function codeMatches(view: TournamentReadModel, given: string | null): boolean {
  const current = checkInCodeOf(view);
  return current !== null && given !== null && sameSecret(current, given);
}

/** Wrong codes per client address in the current minute; the 11th in a minute is refused unread. */
export class WrongCodeLimiter {
  private readonly misses = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly max = 10,
    private readonly windowMs = 60_000,
  ) {}

  /** Seconds to wait when the address has used up its wrong codes, else 0. */
  waitFor(address: string, now = Date.now()): number {
    const m = this.misses.get(address);
    if (!m || m.resetAt <= now) return 0;
    return m.count >= this.max ? Math.ceil((m.resetAt - now) / 1000) : 0;
  }

  /** Counts one wrong code. */
  miss(address: string, now = Date.now()): void {
    const m = this.misses.get(address);
    if (!m || m.resetAt <= now) this.misses.set(address, { count: 1, resetAt: now + this.windowMs });
    else m.count++;
    if (this.misses.size > 10_000)
      for (const [k, v] of this.misses) if (v.resetAt <= now) this.misses.delete(k);
  }
}
