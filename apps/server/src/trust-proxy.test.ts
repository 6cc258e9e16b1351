/**
 * ARBITER_TRUST_PROXY: behind a reverse proxy each user is their own address to the sign-in
 * limit (read from X-Forwarded-For), not one address for everybody; without it the header is
 * ignored, so nobody escapes the limit by writing it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, freshDatabase, startServer, type ServerProcess } from './testing/server-process';

function attempt(url: string, forwardedFor: string, password = 'not-the-password') {
  return fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ name: `user-${Math.random().toString(36).slice(2, 8)}`, password }),
  }).then((r) => r.status);
}

describe('the client address behind a proxy', () => {
  let db: { url: string; drop(): Promise<void> };
  let proxied: ServerProcess;
  let direct: ServerProcess;

  beforeAll(async () => {
    db = await freshDatabase('proxy');
    proxied = await startServer(db.url, { ARBITER_TRUST_PROXY: '127.0.0.1' });
    direct = await startServer(db.url);
  });
  afterAll(async () => {
    await proxied?.stop();
    await direct?.stop();
    await db?.drop();
  });

  it('counts each forwarded address on its own when the proxy is trusted', async () => {
    for (let i = 0; i < 30; i++) expect(await attempt(proxied.url, '203.0.113.5')).toBe(401);
    expect(await attempt(proxied.url, '203.0.113.5')).toBe(429);
    // another user behind the same proxy is not held up
    expect(await attempt(proxied.url, '203.0.113.6')).toBe(401);
    const admin = await fetch(`${proxied.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify(ADMIN),
    });
    expect(admin.status).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 30; i++) expect(await attempt(direct.url, `198.51.100.${i + 1}`)).toBe(401);
    expect(await attempt(direct.url, '198.51.100.200')).toBe(429);
  });
});
