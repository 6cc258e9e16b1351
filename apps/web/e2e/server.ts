/**
 * The real tournament server for the tournament e2e tests, the bench and the screenshots: the
 * server's own test helper (`@arbiter/server/testing`: `bin/arbiter-server.mjs` on port 0, found
 * by its `listening` line, stopped by its own PID) on PGlite in a fresh temporary directory,
 * serving this app's dist/. Also the CLI, for the checks against the exported TRF.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, freshDataDir, startServer } from '@arbiter/server/testing';

export { ADMIN };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface TournamentServer {
  readonly url: string;
  /** Stops the server (SIGTERM to its PID, then waits) and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * Starts the server on a fresh PGlite directory; resolves once it listens. While developing,
 * `ARBITER_E2E_SERVER=<url>` reuses a server already running (its store then keeps old runs).
 */
export async function startTournamentServer(timeoutMs = 150_000): Promise<TournamentServer> {
  const reuse = process.env.ARBITER_E2E_SERVER;
  if (reuse) return { url: reuse, stop: async () => {} };
  const web = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(web, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build -w @arbiter/web` first');
  const data = freshDataDir('web-e2e');
  try {
    const server = await startServer(
      data.dir,
      // the production limits: nothing loosened for tests (issue 32)
      { ARBITER_WEB_DIR: web, ARBITER_LOG_LEVEL: 'warn' },
      timeoutMs,
    );
    return {
      url: server.url,
      async stop() {
        await server.stop();
        data.drop();
      },
    };
  } catch (e) {
    data.drop();
    throw e;
  }
}

/** The CLI (apps/cli, built by `npm run build -w @arbiter/cli`): exit code and output. */
export function arbiter(...args: string[]): { status: number; stdout: string; stderr: string } {
  const bin = path.join(root, 'apps/cli/bin/arbiter.mjs');
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** A server that a test kills by its PID and starts again on the same data and the same port. */
export interface RestartableServer extends TournamentServer {
  /** SIGKILL to the server's PID (no goodbye to the browser, as a crash or a pulled plug). */
  kill(): Promise<void>;
  /** Starts it again on the same PGlite directory and the port it had. */
  restart(): Promise<void>;
}

/**
 * The real server with the production defaults of its limits (nothing loosened for the test),
 * killable and restartable: the port is the one the system gave the first start (port 0).
 */
export async function startRestartableServer(timeoutMs = 150_000): Promise<RestartableServer> {
  const web = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(web, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build -w @arbiter/web` first');
  const data = freshDataDir('web-e2e-outage');
  const env = { ARBITER_WEB_DIR: web, ARBITER_LOG_LEVEL: 'warn', ARBITER_LOGIN_LIMIT: '10' };
  let server = await startServer(data.dir, env, timeoutMs).catch((e: unknown) => {
    data.drop();
    throw e;
  });
  const url = server.url;
  const port = new URL(url).port;
  return {
    url,
    kill: () => server.kill(),
    async restart() {
      server = await startServer(data.dir, { ...env, PORT: port }, timeoutMs);
      if (server.url !== url) throw new Error(`restarted at ${server.url}, not ${url}`);
    },
    async stop() {
      await server.stop();
      data.drop();
    },
  };
}
