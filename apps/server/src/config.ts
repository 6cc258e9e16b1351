/**
 * The server's settings from the environment. Every one has a default that runs on a laptop.
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `ARBITER_STORE` | `./data/arbiter` | a PGlite data directory, or a `postgres://` URL |
 * | `HOST`, `PORT` | `127.0.0.1`, `3000` | where to listen (`PORT=0`: any free port) |
 * | `ARBITER_WEB_DIR` | `apps/web/dist` | the web app's built files |
 * | `ARBITER_RATE_LIMIT` | `1200` | requests per minute per address (0: off) |
 * | `ARBITER_LOGIN_LIMIT` | `10` | sign-in attempts per minute per address |
 * | `ARBITER_BODY_LIMIT` | `65536` | largest JSON body in bytes |
 * | `ARBITER_IMPORT_LIMIT` | `2097152` | largest imported CSV/TRF in bytes |
 * | `ARBITER_SESSION_HOURS` | `168` | session lifetime |
 * | `ARBITER_SECURE_COOKIES` | `0` | `1` behind HTTPS |
 * | `ARBITER_ADMIN`, `ARBITER_ADMIN_PASSWORD` | none | create this administrator at start if there is no account |
 * | `ARBITER_POOL_SIZE` | `10` | PostgreSQL connections |
 * | `ARBITER_PREVIEW_WAIT_MS` | `30000` | longest wait for a preview computed on the pairing worker |
 * | `ARBITER_LIVE_PER_ADDRESS`, `ARBITER_LIVE_TOTAL` | `50`, `1000` | live streams per client address, and in all |
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerSettings } from './context';
import { LIVE_LIMITS } from './read/live';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function int(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number >= ${min} (got "${raw}")`);
  return n;
}

/** Everything main.ts needs to start. */
export interface Config {
  readonly store: { url: string } | { dataDir: string };
  readonly host: string;
  readonly port: number;
  readonly poolSize: number;
  readonly admin: { name: string; password: string } | null;
  readonly settings: ServerSettings;
}

/** Reads the environment. Throws with the variable's name when one is wrong. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const store = env.ARBITER_STORE ?? './data/arbiter';
  const isUrl = /^[a-z][a-z0-9+.-]*:/i.test(store) && !/^[a-z]:[\\/]/i.test(store);
  if (isUrl && !/^postgres(ql)?:\/\//.test(store) && store !== 'memory://')
    throw new Error(`ARBITER_STORE must be a directory or a postgres:// URL (got "${store}")`);
  const admin =
    env.ARBITER_ADMIN && env.ARBITER_ADMIN_PASSWORD
      ? { name: env.ARBITER_ADMIN, password: env.ARBITER_ADMIN_PASSWORD }
      : null;
  return {
    store: /^postgres(ql)?:\/\//.test(store) ? { url: store } : { dataDir: store },
    host: env.HOST ?? '127.0.0.1',
    port: int('PORT', 3000),
    poolSize: int('ARBITER_POOL_SIZE', 10, 1),
    admin,
    settings: {
      rateLimit: int('ARBITER_RATE_LIMIT', 1200),
      loginLimit: int('ARBITER_LOGIN_LIMIT', 10, 1),
      bodyLimit: int('ARBITER_BODY_LIMIT', 64 * 1024, 1024),
      importLimit: int('ARBITER_IMPORT_LIMIT', 2 * 1024 * 1024, 1024),
      sessionHours: int('ARBITER_SESSION_HOURS', 168, 1),
      secureCookies: env.ARBITER_SECURE_COOKIES === '1',
      webDir: env.ARBITER_WEB_DIR ?? path.join(root, 'apps/web/dist'),
      previewWaitMs: int('ARBITER_PREVIEW_WAIT_MS', 30_000, 1),
      live: {
        perAddress: int('ARBITER_LIVE_PER_ADDRESS', LIVE_LIMITS.perAddress, 1),
        total: int('ARBITER_LIVE_TOTAL', LIVE_LIMITS.total, 1),
      },
    },
  };
}
