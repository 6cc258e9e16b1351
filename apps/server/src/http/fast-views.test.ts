// The fast lane of the polled views (fast-views.ts) against a real server process on PGlite:
// it counts in the rate limit's one window per address with every other route, and when that
// window is used up the reader gets the route's 429 problem document, by either way in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../testing/client';
import { freshDataDir, startServer, type ServerProcess } from '../testing/server-process';
import { prepareSwiss } from '../testing/scenario';

const LIMIT = 40;

describe('the fast lane of the views under the rate limit', () => {
  let server: ServerProcess;
  let drop = () => {};
  let id = '';

  beforeAll(async () => {
    const dir = freshDataDir('fast-views');
    drop = dir.drop;
    server = await startServer(dir.dir, { ARBITER_RATE_LIMIT: String(LIMIT) });
    id = (await prepareSwiss(server.url, 8, 3)).id;
  });

  afterAll(async () => {
    await server?.stop();
    drop();
  });

  it('shares one window with the routes, with the same headers, and refuses past it in Czech', async () => {
    const anon = new Client(server.url);
    const T = `/api/tournaments/${id}`;
    const remaining = (r: { headers: Headers }) => Number(r.headers.get('x-ratelimit-remaining'));
    const first = await anon.get(T); // through Fastify
    expect(first.status).toBe(200);
    let left = remaining(first);
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
    // the fast lane (no query) and the routes (a query, or another path) draw on one budget
    const paths = [`${T}/standings`, `${T}/standings?format=json`, `${T}/crosstable`, `${T}/rounds/1`, T];
    for (let i = 0; left > 0; i++) {
      const r = await anon.get(paths[i % paths.length]);
      expect(r.status, r.text).toBe(200);
      expect(remaining(r)).toBe(left - 1);
      expect(r.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
      expect(Number(r.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
      left = remaining(r);
    }
    for (const path of [`${T}/standings`, `${T}/rounds/1`, `${T}/standings?format=json`]) {
      const refused = await anon.get(path, { headers: { 'accept-language': 'cs' } });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('ERR_RATE_LIMITED');
      expect(refused.headers.get('content-language')).toBe('cs');
      expect(refused.headers.get('retry-after')).not.toBeNull();
    }
  });
});
