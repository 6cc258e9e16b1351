#!/usr/bin/env node
/**
 * `npm run bench -w @arbiter/cli`: the whole `arbiter` process, as a user starts it, against the
 * targets of issue 19: `--help` at most 0.15 s, `perft tri-d --depth 5` at most 0.5 s,
 * `perft drakoburg --depth 5` at most 1.5 s. Each case runs RUNS times (default 5) after one
 * unmeasured run (which builds the bundle if a source changed); prints the median wall time and
 * the median CPU time (user + system, from bash's `time`: other work on a shared machine inflates
 * wall time, not CPU time), the load average, and whether the target is met by each.
 * One line per case.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../bin/arbiter.mjs', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);
const CASES = [
  { args: ['--help'], target: 0.15 },
  { args: ['perft', 'tri-d', '--depth', '5'], target: 0.5 },
  { args: ['perft', 'drakoburg', '--depth', '5'], target: 1.5 },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function once(args) {
  const started = process.hrtime.bigint();
  const run = spawnSync(
    'bash',
    ['-c', 'TIMEFORMAT="%U %S"; time "$@" > /dev/null 2> /dev/null', 'bash', process.execPath, bin, ...args],
    { encoding: 'utf8' },
  );
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`arbiter ${args.join(' ')}: exit ${run.status}\n${run.stderr}`);
  const [user, sys] = run.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return { wall, cpu: user + sys };
}

for (const { args, target } of CASES) {
  once(args);
  const runs = Array.from({ length: RUNS }, () => once(args));
  const wall = median(runs.map((r) => r.wall));
  const cpu = median(runs.map((r) => r.cpu));
  const load = loadavg()[0].toFixed(1);
  const verdict = (t) => (t <= target ? 'met' : 'missed');
  console.log(
    `arbiter ${args.join(' ')}: ${wall.toFixed(3)} s wall (${verdict(wall)}), ${cpu.toFixed(3)} s CPU (${verdict(cpu)}); ` +
      `target ${target} s; median of ${RUNS}; load average ${load}`,
  );
}
