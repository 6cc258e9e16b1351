/**
 * The benchmark page: Tri-D perft from the initial position in this browser, through the same
 * package code the workbench runs. `?depth=4&runs=3`; the result is written into the page and
 * `window.perftResult` for bench/perft.ts to read.
 */
import { resolveOptions, unwrap } from '@arbiter/kernel';
import { triDChess } from '@arbiter/tri-d-chess';

const q = new URLSearchParams(location.search);
const depth = Math.min(6, Math.max(1, Number(q.get('depth') ?? 4)));
const runs = Math.min(10, Math.max(1, Number(q.get('runs') ?? 3)));
const start = unwrap(triDChess.start('standard', unwrap(resolveOptions(triDChess.options, {}))));
const times: number[] = [];
let nodes = 0;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  nodes = triDChess.countLeaves!(start, depth);
  times.push(performance.now() - t0);
}
const result = { depth, nodes, times, best: Math.min(...times), userAgent: navigator.userAgent };
(window as unknown as { perftResult: typeof result }).perftResult = result;
document.getElementById('result')!.textContent =
  `perft(${depth}) = ${nodes} in ${result.best.toFixed(1)} ms (best of ${runs})`;
