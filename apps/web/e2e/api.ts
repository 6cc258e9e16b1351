/**
 * The server's HTTP API from Node, for what the tests, the bench and the screenshots prepare
 * before a browser opens (accounts, a tournament and its players): the administrator's session
 * and one JSON call that throws on a refusal.
 */
import type { BrowserContext } from 'playwright-core';
import { ADMIN } from './server';

export interface Session {
  /** The session cookie as `name=value`. */
  readonly cookie: string;
  /** A JSON call with the session; throws with the server's answer unless it is 2xx. */
  call(method: string, url: string, body?: unknown): Promise<Response>;
  /** Gives a browser context the same session. */
  share(context: BrowserContext): Promise<void>;
}

/** Signs in (the administrator unless told otherwise) and answers the session. */
export async function signInApi(
  base: string,
  account: { name: string; password: string } = ADMIN,
): Promise<Session> {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: account.name, password: account.password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${account.name}: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return {
    cookie,
    async call(method, url, body) {
      const answer = await fetch(`${base}${url}`, {
        method,
        headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
      return answer;
    },
    async share(context) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, domain: new URL(base).hostname, path: '/' }]);
    },
  };
}

/** Creates a tournament and answers its id (the last segment of the answer's Location). */
export async function createTournamentApi(session: Session, body: Record<string, unknown>): Promise<string> {
  const res = await session.call('POST', '/api/tournaments', body);
  return res.headers.get('location')!.split('/').pop()!;
}

/** Creates accounts as the administrator (the app has no account screen). */
export async function createAccounts(
  base: string,
  accounts: readonly { name: string; displayName: string; password: string }[],
): Promise<void> {
  const admin = await signInApi(base);
  for (const a of accounts) {
    const res = await fetch(`${base}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: JSON.stringify({ ...a, admin: false }),
    });
    // A server reused while developing (ARBITER_E2E_SERVER) already has them.
    if (!res.ok && !(process.env.ARBITER_E2E_SERVER && res.status === 409))
      throw new Error(`create account ${a.name}: ${res.status} ${await res.text()}`);
  }
}
