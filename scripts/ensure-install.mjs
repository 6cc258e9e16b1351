// Installs the workspace's dependencies when they are missing or older than the lockfile,
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

/** Runs `npm ci` unless node_modules already matches the lockfile. */
export function ensureInstall() {
  if (existsSync(marker) && readFileSync(marker, 'utf8') === lockHash()) return;
  console.log('Installing dependencies (npm ci) ...');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  markInstalled();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--mark') markInstalled();
  else ensureInstall();
}
