/**
 * The real tournament server for the tournament e2e tests: `apps/server/bin/arbiter-server.mjs`
 * on PGlite in a fresh temporary directory, port 0, serving this app's dist/, found by its
 * `listening` line and stopped by its own PID. One per test file.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
export const ADMIN = { name: 'admin', password: 'admin-password-for-e2e' };

export interface TournamentServer {
  readonly url: string;
  readonly pid: number;
  readonly child: ChildProcess;
  readonly output: string[];
  stop(): Promise<void>;
}

/**
 * Starts the server on a fresh PGlite directory; resolves once it listens. While developing,
 * `ARBITER_E2E_SERVER=<url>` reuses a server already running (its store then keeps old runs).
 */
export function startTournamentServer(timeoutMs = 150_000): Promise<TournamentServer> {
  const reuse = process.env.ARBITER_E2E_SERVER;
  if (reuse)
    return Promise.resolve({ url: reuse, pid: 0, child: null as never, output: [], stop: async () => {} });
  const dist = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(dist))
    throw new Error('apps/web/dist is missing: run `npm run build -w @arbiter/web` first');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arbiter-web-e2e-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/bin/arbiter-server.mjs')], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      ARBITER_STORE: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ARBITER_ADMIN: ADMIN.name,
      ARBITER_ADMIN_PASSWORD: ADMIN.password,
      ARBITER_WEB_DIR: path.join(root, 'apps/web/dist'),
      ARBITER_LOGIN_LIMIT: '500',
      ARBITER_RATE_LIMIT: '0',
      ARBITER_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.kill(child.pid!, 'SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output.join('\n')}`));
    }, timeoutMs);
    const onLine = (line: string) => {
      output.push(line);
      if (output.length > 2000) output.splice(0, 500);
      if (!line.includes('"listening"')) return;
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg !== 'listening' || !entry.url) return;
        clearTimeout(timer);
        const pid = child.pid!;
        resolve({
          url: entry.url,
          pid,
          child,
          output,
          async stop() {
            if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM');
            await exited;
            rmSync(dataDir, { recursive: true, force: true });
          },
        });
      } catch {
        // not JSON
      }
    };
    for (const stream of [child.stdout!, child.stderr!]) {
      let buffer = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        buffer += chunk;
        let nl: number;
        while ((nl = buffer.indexOf('\n')) >= 0) {
          onLine(buffer.slice(0, nl));
          buffer = buffer.slice(nl + 1);
        }
      });
    }
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output.join('\n')}`));
    });
  });
}

/** Signs the administrator in from Node and creates accounts (the app has no account screen). */
export async function createAccounts(
  url: string,
  accounts: readonly { name: string; displayName: string; password: string }[],
): Promise<void> {
  const signIn = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`admin sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  for (const a of accounts) {
    const res = await fetch(`${url}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...a, admin: false }),
    });
    if (!res.ok && !(process.env.ARBITER_E2E_SERVER && res.status === 409))
      throw new Error(`create account ${a.name}: ${res.status} ${await res.text()}`);
  }
}

/** The CLI (apps/cli, built by `npm run build -w @arbiter/cli`): exit code and output. */
export function arbiter(...args: string[]): { status: number; stdout: string; stderr: string } {
  const bin = path.join(root, 'apps/cli/bin/arbiter.mjs');
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
