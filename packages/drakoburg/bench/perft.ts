/**
 * perft from the default start on one thread: nodes, seconds, nodes per second, CPU seconds.
 * Usage: npm run bench -w @arbiter/drakoburg [-- depth]   (default depth 5)
 * Checks the count against data/perft.json where the table has the depth.
 */
import { readFileSync } from 'node:fs';
import { resolveOptions, unwrap } from '@arbiter/kernel';
import { drakoburg } from '../src/index';

const depth = Number(process.argv[2] ?? 5);
const table = JSON.parse(readFileSync(new URL('../data/perft.json', import.meta.url), 'utf8')) as {
  rows: { depth: number; nodes: number }[];
};
const start = unwrap(drakoburg.start('standard', unwrap(resolveOptions(drakoburg.options, {}))));
drakoburg.countLeaves?.(start, 3); // warm-up
const t0 = process.hrtime.bigint();
const c0 = process.cpuUsage();
const nodes = drakoburg.countLeaves?.(start, depth) ?? 0;
const used = process.cpuUsage(c0);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
// The machine is shared: CPU time shows what the run itself cost when other work competes for the cores.
const cpu = (used.user + used.system) / 1e6;
const expected = table.rows.find((r) => r.depth === depth)?.nodes;
console.log(
  `perft(${depth}) from the lance start: ${nodes} nodes in ${seconds.toFixed(3)} s, ${Math.round(nodes / seconds)} nodes/s`,
);
if (expected !== undefined && expected !== nodes) {
  console.log(`MISMATCH: data/perft.json says ${expected}`);
  process.exitCode = 1;
}
console.log(`cpu-seconds ${cpu.toFixed(3)}, ${Math.round(nodes / cpu)} nodes per CPU second`);
console.log(`nodes ${nodes}`);
