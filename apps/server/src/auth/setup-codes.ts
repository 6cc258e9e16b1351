/**
 * One-time codes that set a password (issue 32): an administrator invites an arbiter (the
 * account is made without a password) or resets an account's password; the code, shown once,
 * goes to the person by hand or as a link, `/<lang>/welcome#<code>`. The code is
 * `<account>:<secret>`; only the secret's SHA-256 is stored, and it works once, until it expires.
 */
import type { AccountView } from '../read/projection';
import type { ServerEvent } from '@arbiter/api';
import { newSecret, sameSecret, sha256 } from './secrets';

/** How long a code works. */
export const SETUP_CODE_DAYS = 7;

/** A fresh code for `name` and the hash and expiry its event stores. */
export function newSetupCode(
  name: string,
  now = Date.now(),
): { code: string; hash: string; expiresAt: string } {
  const secret = newSecret(18);
  return {
    code: `${name}:${secret}`,
    hash: sha256(secret),
    expiresAt: new Date(now + SETUP_CODE_DAYS * 86_400_000).toISOString(),
  };
}

/** The account a code names, split from its secret; null when it is not of the code's form. */
export function splitSetupCode(code: string): { name: string; secret: string } | null {
  const m = /^([a-z0-9][a-z0-9._-]{0,63}):([A-Za-z0-9_-]{20,40})$/.exec(code.trim());
  return m ? { name: m[1], secret: m[2] } : null;
}

/** True when `secret` is the account's current, unexpired code. */
export function setupCodeFits(account: AccountView | undefined, secret: string, now = Date.now()): boolean {
  const setup = account?.setup;
  return !!setup && setup.expiresAt > now && sameSecret(setup.code, sha256(secret));
}

/** The event of an invitation. */
export function invitedEvent(
  name: string,
  displayName: string,
  made: { hash: string; expiresAt: string },
): ServerEvent {
  return {
    type: 'AccountInvited',
    data: { name, displayName, admin: false, code: made.hash, expiresAt: made.expiresAt },
  };
}
