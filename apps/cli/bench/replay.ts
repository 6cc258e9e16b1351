/**
 * `npx tsx apps/cli/bench/replay.ts`: times `arbiter replay` on the sample game (lenient), on
 * the 200-ply example and on that game's event log, in process (warm, median of many runs) and as a whole command (cold
 * start, median of a few). Prints one line per figure.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../src/main';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = fileURLToPath(new URL('../bin/arbiter.mjs', import.meta.url));
// The 200-ply game's event log, written by this build, checked as an event log (a fold of typed moves).
const eventLog = join(mkdtempSync(join(tmpdir(), 'arbiter-bench-')), 'tri-d-long-game.jsonl');
const CASES: readonly (readonly string[])[] = [
  ['replay', `${root}examples/meder-sample-game.pgn`, '--lenient'],
  ['replay', `${root}examples/tri-d-long-game.pgn`],
  ['replay', eventLog],
];
const WARM_RUNS = Number(process.env.RUNS ?? 20);
const COLD_RUNS = Number(process.env.COLD_RUNS ?? 3);

const sink = { write: () => true };
const io = { stdout: sink, stderr: sink, isTTY: false } as unknown as Parameters<typeof main>[1];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

if ((await main(['replay', `${root}examples/tri-d-long-game.pgn`, '--write-events', eventLog], io)) !== 0)
  throw new Error('the long game did not replay');

for (const args of CASES) {
  const name = args[1]!.replace(root, '').replace(/.*arbiter-bench-[^/]*\//, 'event log of ');
  if ((await main(args, io)) !== 0) throw new Error(`${name} did not replay`);
  const warm: number[] = [];
  const warmCpu: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    const t = process.hrtime.bigint();
    const c = process.cpuUsage();
    await main(args, io);
    const used = process.cpuUsage(c);
    warm.push(Number(process.hrtime.bigint() - t) / 1e6);
    warmCpu.push((used.user + used.system) / 1e3);
  }
  // The whole command, cold: bash's `time` gives the child's CPU time, which other work on a
  // shared machine does not inflate the way it inflates wall time.
  const cold: number[] = [];
  const coldCpu: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const t = process.hrtime.bigint();
    const run = spawnSync(
      'bash',
      ['-c', 'TIMEFORMAT="%U %S"; time "$@" > /dev/null', 'bash', process.execPath, bin, ...args],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`${name}: exit ${run.status}\n${run.stderr}`);
    cold.push(Number(process.hrtime.bigint() - t) / 1e6);
    const [user, sys] = run.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
    coldCpu.push((user! + sys!) * 1e3);
  }
  console.log(
    `${name}: in process ${median(warm).toFixed(1)} ms wall / ${median(warmCpu).toFixed(1)} ms CPU (median of ${WARM_RUNS});` +
      ` whole command ${median(cold).toFixed(0)} ms wall / ${median(coldCpu).toFixed(0)} ms CPU (median of ${COLD_RUNS})`,
  );
}
