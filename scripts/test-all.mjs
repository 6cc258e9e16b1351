#!/usr/bin/env node
// The whole test suite, as the README's quick start runs it:
// typecheck, lint, every unit test, every feature and the docs build, on every project.
// Ends with one plain line `N passed, N failed` summing unit tests and scenarios.
import { spawnSync } from 'node:child_process';
import { rmSync, mkdirSync } from 'node:fs';
import { summarize } from './test-summary.mjs';
import { ensureInstall } from './ensure-install.mjs';

await ensureInstall();

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });
const args = ['nx', 'run-many', '-t', 'typecheck', 'lint', 'test', 'build', '--output-style=static', '--parallel=2', '--skip-nx-cache'];
const run = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, NX_TUI: 'false', FORCE_COLOR: '0' } });
const { passed, failed, suites } = summarize('reports');
for (const s of suites) console.log(`  ${s.name}: ${s.passed} passed, ${s.failed} failed`);
const status = run.status ?? 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(status !== 0 ? status : failed > 0 ? 1 : 0);
