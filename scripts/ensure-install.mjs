// Installs the workspace's dependencies when they are missing or older than the lockfile, and
// builds the `arbiter` command into apps/cli/dist when a source changed since its last build,
// so `npm start` and `npm test` work as the first commands on a fresh clone.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const marker = 'node_modules/.arbiter-lock-hash';
const lockHash = () => createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');

/** Records that node_modules matches the current lockfile. */
export function markInstalled() {
  writeFileSync(marker, lockHash());
}

/** Builds the CLI's JavaScript (apps/cli/build.mjs) unless the bundle is newer than every source. */
export async function ensureBuilt() {
  const { build, isStale } = await import('../apps/cli/build.mjs');
  if (isStale()) await build();
}

/** Runs `npm ci` unless node_modules already matches the lockfile, then builds the CLI if needed. */
export async function ensureInstall() {
  if (!(existsSync(marker) && readFileSync(marker, 'utf8') === lockHash())) {
    console.log('Installing dependencies (npm ci) ...');
    const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
    markInstalled();
  }
  await ensureBuilt();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--mark') {
    markInstalled();
    await ensureBuilt();
  } else await ensureInstall();
}
