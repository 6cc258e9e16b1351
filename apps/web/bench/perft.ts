/**
 * Tri-D perft in Chromium against Node: the same package code (the built perft page, the
 * bundle the workbench ships) counts perft(depth) from the initial position in Debian's
 * Chromium and in this Node process; prints both times and their ratio. The target is the
 * browser within twice the Node time.
 *
 * Run: `npm run bench -w @arbiter/web -- [--depth 4] [--runs 7]` (builds the app when dist is missing).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveOptions, unwrap } from '@arbiter/kernel';
import { triDChess } from '@arbiter/tri-d-chess';
import { launch, serve } from '../e2e/harness';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const depth = arg('depth', 4);
const runs = arg('runs', 7);

if (!existsSync(path.resolve(here, '..', 'dist', 'perft.html')))
  execFileSync('npx', ['vite', 'build'], { cwd: path.resolve(here, '..'), stdio: 'inherit' });

// Node: the same count, best of `runs`.
const start = unwrap(triDChess.start('standard', unwrap(resolveOptions(triDChess.options, {}))));
const nodeTimes: number[] = [];
let nodeNodes = 0;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  nodeNodes = triDChess.countLeaves!(start, depth);
  nodeTimes.push(performance.now() - t0);
}

// Chromium: the built perft page.
const served = await serve();
const browser = await launch();
let browserResult: { nodes: number; times: number[]; best: number; userAgent: string };
try {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${served.url}/perft.html?depth=${depth}&runs=${runs}`);
  await page.waitForFunction(() => 'perftResult' in window, undefined, { timeout: 600_000 });
  browserResult = await page.evaluate(
    () => (window as unknown as { perftResult: typeof browserResult }).perftResult,
  );
} finally {
  await browser.close();
  await served.stop();
}

const nodeBest = Math.min(...nodeTimes);
const ratio = browserResult.best / nodeBest;
if (browserResult.nodes !== nodeNodes)
  throw new Error(`counts differ: Chromium ${browserResult.nodes}, Node ${nodeNodes}`);
const ms = (x: number) => `${x.toFixed(0)} ms`;
console.log(`Tri-D perft(${depth}) from the initial position: ${nodeNodes} nodes`);
console.log(`  Node ${process.version}:  best ${ms(nodeBest)}  (runs: ${nodeTimes.map(ms).join(', ')})`);
console.log(
  `  Chromium ${/Chrome\/([\d.]+)/.exec(browserResult.userAgent)?.[1] ?? '?'}: best ${ms(browserResult.best)}  (runs: ${browserResult.times.map(ms).join(', ')})`,
);
console.log(`  Chromium / Node = ${ratio.toFixed(2)} (target: at most 2)`);
process.exitCode = ratio <= 2 ? 0 : 1;
