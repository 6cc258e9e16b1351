/**
 * The server's settings from the environment. Every one has a default that runs on a laptop.
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `ARBITER_STORE` | `./data/arbiter` | a PGlite data directory, or a `postgres://` URL |
 * | `HOST`, `PORT` | `0.0.0.0`, `3000` | where to listen: every interface, so phones and the projector reach it (`HOST=127.0.0.1`: this machine only; `PORT=0`: any free port) |
 * | `ARBITER_PUBLIC_URL` | the first LAN address | the address public links and the hall's QR code are built from (`https://chess.club.cz` behind a proxy) |
 * | `ARBITER_WEB_DIR` | `apps/web/dist` | the web app's built files |
 * | `ARBITER_RATE_LIMIT` | `1200` | requests per minute per address (0: off) |
 * | `ARBITER_LOGIN_LIMIT` | `30` | sign-in attempts per minute per address (only `POST /api/session` counts) |
 * | `ARBITER_TRUST_PROXY` | none | behind a reverse proxy: its address(es) or CIDR (`127.0.0.1`, `10.0.0.0/8`), or a hop count; the client's address is then read from `X-Forwarded-For` |
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
import { DEFAULT_HOST, publicUrlOf } from './network';
import { LIVE_LIMITS } from './read/live';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number >= ${min} (got "${raw}")`);
  return n;
}

/**
 * `ARBITER_TRUST_PROXY`: unset, empty or `0`: trust no proxy (the socket's address is the
 * client's); a whole number: that many proxies in front; `true`: any (only when nothing else can
 * reach the server); else a comma list of the proxies' addresses or CIDR ranges.
 */
export function trustProxyOf(raw: string | undefined): boolean | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  if (!/^[0-9a-fA-F.:/,\s]+$/.test(value))
    throw new Error(
      `ARBITER_TRUST_PROXY must be addresses or CIDR ranges, a hop count or true (got "${raw}")`,
    );
  return value;
}

/** Everything main.ts needs to start. */
export interface Config {
  readonly store: { url: string } | { dataDir: string };
  readonly host: string;
  readonly port: number;
  /** ARBITER_PUBLIC_URL (null: the first LAN address, worked out once listening). */
  readonly publicUrl: string | null;
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
    host: env.HOST || DEFAULT_HOST,
    port: int(env, 'PORT', 3000),
    publicUrl: publicUrlOf(env.ARBITER_PUBLIC_URL),
    poolSize: int(env, 'ARBITER_POOL_SIZE', 10, 1),
    admin,
    settings: {
      rateLimit: int(env, 'ARBITER_RATE_LIMIT', 1200),
      loginLimit: int(env, 'ARBITER_LOGIN_LIMIT', 30, 1),
      trustProxy: trustProxyOf(env.ARBITER_TRUST_PROXY),
      bodyLimit: int(env, 'ARBITER_BODY_LIMIT', 64 * 1024, 1024),
      importLimit: int(env, 'ARBITER_IMPORT_LIMIT', 2 * 1024 * 1024, 1024),
      sessionHours: int(env, 'ARBITER_SESSION_HOURS', 168, 1),
      secureCookies: env.ARBITER_SECURE_COOKIES === '1',
      webDir: env.ARBITER_WEB_DIR ?? path.join(root, 'apps/web/dist'),
      previewWaitMs: int(env, 'ARBITER_PREVIEW_WAIT_MS', 30_000, 1),
      live: {
        perAddress: int(env, 'ARBITER_LIVE_PER_ADDRESS', LIVE_LIMITS.perAddress, 1),
        total: int(env, 'ARBITER_LIVE_TOTAL', LIVE_LIMITS.total, 1),
      },
    },
  };
}
