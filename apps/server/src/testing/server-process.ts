/**
 * A real server process for tests and the bench: spawned with `PORT=0`, found by the URL it
 * logs, stopped by its own PID (SIGTERM, or SIGKILL to test durability). Never a fixed port,
 * never a kill by name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The administrator every test server is started with. */
export const ADMIN = { name: 'admin', password: 'admin-password-for-tests' };

/** A running server process. */
export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  readonly child: ChildProcess;
  /** Every line it wrote to stdout and stderr so far. */
  readonly output: string[];
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
}

/** Starts `bin/arbiter-server.mjs` on a store; resolves once it listens. */
export function startServer(
  store: string,
  env: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  // ARBITER_SERVER_NODE_ARGS: flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
  // (node refuses --cpu-prof in NODE_OPTIONS); the profile is written when the server stops.
  const nodeArgs = (process.env.ARBITER_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(serverDir, 'bin/arbiter-server.mjs')], {
    cwd: serverDir,
    env: {
      ...process.env,
      ARBITER_STORE: store,
      PORT: '0',
      HOST: '127.0.0.1',
      ARBITER_ADMIN: ADMIN.name,
      ARBITER_ADMIN_PASSWORD: ADMIN.password,
      ARBITER_WEB_DIR: path.join(serverDir, 'no-web-in-tests'),
      ARBITER_LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output.join('\n')}`));
    }, timeoutMs);
    const onLine = (line: string) => {
      output.push(line);
      if (output.length > 5000) output.splice(0, 1000);
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'listening' && entry.url) {
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
            },
            async kill() {
              if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
              await exited;
            },
          });
        }
      } catch {
        // not a JSON line (a warning): kept in output only
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
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output.join('\n')}`));
    });
  });
}

/** The PostgreSQL server the tests use (trust authentication). */
export const PG_BASE = process.env.ARBITER_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a database of its own for a test file; returns its URL and how to drop it. */
export async function freshDatabase(tag: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `arbiter_srv_${tag}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_BASE });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A PGlite data directory of its own, removed afterwards. */
export function freshDataDir(tag: string): { dir: string; drop(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `arbiter-srv-${tag}-`));
  return { dir, drop: () => rmSync(dir, { recursive: true, force: true }) };
}
