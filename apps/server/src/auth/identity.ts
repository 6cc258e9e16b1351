/**
 * Who is asking: a session cookie (`arbiter_session`, httpOnly, SameSite=Strict) or an API
 * token (`Authorization: Bearer ...`). Both carry `account:secret`; the account's stream holds
 * the secret's hash. A secret this process has not seen yet is looked up in the store once
 * (another server process may have issued it a moment ago).
 */
import type { FastifyRequest } from 'fastify';
import type { AccountView, Projection } from '../read/projection';
import { sha256 } from './secrets';

/** The session cookie's name. */
export const SESSION_COOKIE = 'arbiter_session';

/** An authenticated caller. */
export interface Identity {
  readonly account: AccountView;
  readonly via: 'session' | 'token';
  /** The hash of the secret presented (a session's, to end it at logout). */
  readonly secretHash: string;
}

/** Account names: lower case letters, digits, dots, dashes and underscores, 1-64. */
export const ACCOUNT_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

function split(credential: string): { name: string; secret: string } | null {
  const colon = credential.indexOf(':');
  if (colon < 1) return null;
  const name = credential.slice(0, colon);
  const secret = credential.slice(colon + 1);
  return ACCOUNT_NAME.test(name) && secret.length >= 20 && secret.length <= 200 ? { name, secret } : null;
}

function matches(account: AccountView, via: 'session' | 'token', hash: string, now: number): boolean {
  if (via === 'token') return account.tokens.has(hash);
  const expires = account.sessions.get(hash);
  return expires !== undefined && expires > now;
}

/** A credential as a request presents it: a bearer token, else the session cookie's value. */
export interface Presented {
  readonly via: 'session' | 'token';
  readonly name: string;
  readonly hash: string;
}

/**
 * What a request presents (`Authorization`, else the session cookie), checked for form only;
 * null when it presents nothing usable.
 */
export function presented(authorization: string | undefined, cookie: string | undefined): Presented | null {
  let via: 'session' | 'token';
  let credential: string | undefined;
  if (authorization !== undefined) {
    const m = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!m) return null;
    via = 'token';
    credential = m[1];
  } else {
    via = 'session';
    credential = cookie;
  }
  if (!credential) return null;
  const parts = split(credential);
  if (!parts) return null;
  return { via, name: parts.name, hash: sha256(parts.secret) };
}

/** The caller as this process knows it, without asking the store (null: unknown here). */
export function knownIdentity(credential: Presented, projection: Projection): Identity | null {
  const account = projection.accounts.get(credential.name);
  if (!account || !matches(account, credential.via, credential.hash, Date.now())) return null;
  return { account, via: credential.via, secretHash: credential.hash };
}

/** The caller of a request, or null when it presents no valid credential. */
export async function identify(request: FastifyRequest, projection: Projection): Promise<Identity | null> {
  const credential = presented(request.headers.authorization, request.cookies?.[SESSION_COOKIE]);
  if (!credential) return null;
  const known = knownIdentity(credential, projection);
  if (known) return known;
  const fresh = await projection.freshAccount(credential.name);
  const account = fresh.ok ? fresh.value : undefined;
  if (!account || !matches(account, credential.via, credential.hash, Date.now())) return null;
  return { account, via: credential.via, secretHash: credential.hash };
}
