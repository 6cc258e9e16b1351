#!/usr/bin/env node
// The whole test suite, as the README's quick start runs it:
// typecheck, lint, every unit test, every feature and the docs build, on every project.
// Ends with one plain line `N passed, N failed` summing unit tests and scenarios.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarize } from './test-summary.mjs';
import { ensureInstall } from './ensure-install.mjs';

// The reference data (FIDE pairings, tie-breaks, Berger tables) lives in ../shared beside the
// checkout; without it a hundred tests would each fail on a missing file. Say so once, and stop.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = process.env.ARBITER_FIXTURES ?? path.join(root, '..', 'shared', 'fixtures');
if (!existsSync(fixtures)) {
  console.error(
    `error ERR_FIXTURES_MISSING: the shared reference data is not at ${fixtures}.\n` +
      'Clone the repository beside the shared/ folder (../shared/fixtures), or set ARBITER_FIXTURES to its path.',
  );
  process.exit(3);
}

await ensureInstall();

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });
const args = [
  'nx',
  'run-many',
  '-t',
  'typecheck',
  'lint',
  'test',
  'build',
  '--output-style=static',
  '--parallel=2',
  '--skip-nx-cache',
];
const run = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, NX_TUI: 'false', FORCE_COLOR: '0' },
});
const { passed, failed, suites } = summarize('reports');
for (const s of suites) console.log(`  ${s.name}: ${s.passed} passed, ${s.failed} failed`);
const status = run.status ?? 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(status !== 0 ? status : failed > 0 ? 1 : 0);
