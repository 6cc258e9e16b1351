// Issue 34: a production install (`npm ci --omit=dev`) must start and serve. The server is built
// to plain JavaScript (build.mjs); every package the bundle imports at run time must be one that
// `npm ci --omit=dev` installs (the lockfile marks the others `dev`), and the server must start
// from the bundle with any import of tsx made to fail, then pair a round on its worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from './testing/client';
import { ADMIN, freshDataDir, startServer, type ServerProcess } from './testing/server-process';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const root = path.resolve(serverDir, '../..');

describe('the server as a production install runs it', () => {
  let externals: string[] = [];
  let server: ServerProcess | undefined;
  const dir = freshDataDir('production');

  beforeAll(async () => {
    const { build } = (await import(path.join(serverDir, 'build.mjs'))) as {
      build(o: { quiet: boolean }): Promise<void>;
    };
    await build({ quiet: true });
    externals = JSON.parse(readFileSync(path.join(serverDir, 'dist/externals.json'), 'utf8')) as string[];
  });
  afterAll(async () => {
    await server?.stop();
    dir.drop();
  });

  it('imports at run time only packages that npm ci --omit=dev installs', async () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
    };
    expect(externals).toContain('fastify');
    expect(externals).not.toContain('tsx');
    const devOnly = externals.filter((name) => {
      const entry = lock.packages[`node_modules/${name}`];
      return !entry || entry.dev === true || entry.devOptional === true;
    });
    expect(devOnly).toEqual([]);
    const { isStale } = (await import(path.join(serverDir, 'stale.mjs'))) as { isStale(): boolean };
    expect(isStale()).toBe(false); // so the bin runs the bundle
  });

  it('starts from the bundle with tsx unloadable, serves, and pairs on its worker', async () => {
    const before = process.env.ARBITER_SERVER_NODE_ARGS;
    process.env.ARBITER_SERVER_NODE_ARGS = `--import ${path.join(here, 'testing/no-tsx.mjs')}`;
    try {
      server = await startServer(dir.dir);
    } finally {
      if (before === undefined) delete process.env.ARBITER_SERVER_NODE_ARGS;
      else process.env.ARBITER_SERVER_NODE_ARGS = before;
    }
    const admin = await new Client(server.url).signIn(ADMIN.name, ADMIN.password);
    expect((await admin.get('/api/health')).body.status).toBe('ok');
    const made = await admin.post('/api/tournaments', {
      name: 'Prod',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
    });
    expect(made.status).toBe(201);
    const T = `/api/tournaments/${made.body.tournament}`;
    const players = 'name,rating\nAda,2000\nBea,1900\nCyd,1800\nDan,1700\n';
    expect((await admin.post(`${T}/players/import`, { format: 'csv', text: players })).status).toBe(201);
    const paired = await admin.post(`${T}/rounds`, {});
    expect([paired.status, paired.body.events?.[0]?.data?.boards?.length]).toEqual([201, 2]);
    expect(server.output.join('\n')).not.toMatch(/ERR_TSX_AT_RUN_TIME/);
  });
});
