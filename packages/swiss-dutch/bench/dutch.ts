/**
 * Bench: pairs the next round of committed tournament histories (bench/histories/, made by
 * make-history.ts: every earlier round paired by this Dutch engine, a realistic open field) and
 * prints, per history, CPU time, wall time, peak memory and the load average around the run.
 *
 * Run: npm run bench -w @arbiter/swiss-dutch [-- 300 1200 2500] [--runs N] [--profile] [--no-tight]
 * Sizes pick the histories of those sizes (default: all). Each run is a process of its own (so its
 * peak resident memory and its cold call are its own) that pairs the round twice: cold (the first
 * call, the JIT still compiling) and warm. `--runs N` repeats the process (default 3 below 1,000
 * players, 1 above) and prints the median and the least CPU time.
 * The machine is shared: wall time depends on what else runs; CPU time (user + system of the
 * process, the JIT's and the collector's threads included) is the honest figure, quoted with the
 * 1-minute load average before and after.
 * `--profile` prints where the time went per bracket; `--no-tight` turns the tight-edge refusal
 * off (tight.ts), to see what it saves.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairingInputFromTrf, parseTrf } from '@arbiter/tournament';
import { pairDutchRound, type DutchStats } from '../src/dutch';

const dir = join(import.meta.dirname, 'histories');

/** The committed histories (`dutch-SIZE-roundR.trf`), by size, then round. */
function histories(): { size: number; round: number; file: string }[] {
  const out: { size: number; round: number; file: string }[] = [];
  for (const f of readdirSync(dir)) {
    const m = /^dutch-(\d+)-round(\d+)\.trf$/.exec(f);
    if (m) out.push({ size: Number(m[1]), round: Number(m[2]), file: join(dir, f) });
  }
  return out.sort((a, b) => a.size - b.size || a.round - b.round);
}

function profileLines(stats: DutchStats): string[] {
  const lines = [
    `  weighing ${(stats.weighMs / 1000).toFixed(2)} s, first solves ${(stats.firstSolveMs / 1000).toFixed(2)} s, re-matchings ${(stats.rematchMs / 1000).toFixed(2)} s; ${stats.stages} stages`,
    '  bracket  players  vertices  weigh ms  first solve ms  first stages  re-matchings  re-match ms',
  ];
  stats.perBracket.forEach((b, i) =>
    lines.push(
      `  ${String(i + 1).padStart(7)}  ${String(b.players).padStart(7)}  ${String(b.vertices).padStart(8)}  ${b.weighMs.toFixed(0).padStart(8)}  ${b.firstSolveMs.toFixed(0).padStart(14)}  ${String(b.firstStages).padStart(12)}  ${String(b.rematches).padStart(12)}  ${b.rematchMs.toFixed(0).padStart(11)}`,
    ),
  );
  return lines;
}

/** One run's figures, printed by the child as one JSON line after `RESULT `. */
interface RunFigures {
  players: number;
  round: number;
  boards: number;
  pab: string;
  coldCpu: number;
  coldWall: number;
  warmCpu: number;
  warmWall: number;
  stages: number;
  brackets: number;
  matchings: number;
  tightRefusals: number;
  peakMb: number;
  loadBefore: number;
  loadAfter: number;
}

/** Pairs one history's next round (cold, then warm) in this process and prints its figures. */
function one(file: string, refuseOnTightEdges: boolean, profile: boolean): void {
  const loadBefore = loadavg()[0];
  const parsed = parseTrf(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const input = pairingInputFromTrf(parsed.value);
  if (!input.ok) throw new Error(input.error.message);
  const measure = () => {
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    const result = pairDutchRound(input.value, { refuseOnTightEdges });
    const wall = (performance.now() - start) / 1000;
    const c = process.cpuUsage(cpu0);
    if (!result.ok) throw new Error(result.error.message);
    return { result: result.value, wall, cpu: (c.user + c.system) / 1e6 };
  };
  const cold = measure();
  const warm = measure();
  const r = warm.result;
  const figures: RunFigures = {
    players: parsed.value.players.length,
    round: input.value.round,
    boards: r.boards.length,
    pab: String(r.pab ?? '-'),
    coldCpu: cold.cpu,
    coldWall: cold.wall,
    warmCpu: warm.cpu,
    warmWall: warm.wall,
    stages: r.stats.stages,
    brackets: r.stats.brackets,
    matchings: r.stats.matchings,
    tightRefusals: r.stats.tightRefusals,
    peakMb: process.resourceUsage().maxRSS / 1024, // kilobytes to MB
    loadBefore,
    loadAfter: loadavg()[0],
  };
  if (profile) for (const line of profileLines(r.stats)) console.log(line);
  console.log(`RESULT ${JSON.stringify(figures)}`);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sec = (x: number): string => `${x.toFixed(2)} s`;

/** Runs one history `runs` times, each in a process of its own, and prints each run and the summary. */
function bench(file: string, runs: number, flags: string[]): boolean {
  const all: RunFigures[] = [];
  for (let k = 0; k < runs; k++) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--one', file, ...flags],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 },
    );
    const lines = child.stdout.split('\n');
    for (const line of lines) if (line !== '' && !line.startsWith('RESULT ')) console.log(line);
    const result = lines.find((l) => l.startsWith('RESULT '));
    if (child.status !== 0 || result === undefined) return false;
    const f = JSON.parse(result.slice('RESULT '.length)) as RunFigures;
    all.push(f);
    console.log(
      `  run ${k + 1}: cold ${sec(f.coldCpu)} CPU / ${sec(f.coldWall)} wall, warm ${sec(f.warmCpu)} CPU / ${sec(f.warmWall)} wall; ` +
        `peak RSS ${f.peakMb.toFixed(0)} MB; load ${f.loadBefore.toFixed(1)} -> ${f.loadAfter.toFixed(1)}`,
    );
  }
  const f = all[0];
  const least = (xs: number[]): number => Math.min(...xs);
  console.log(
    `${f.players} players, round ${f.round}: ${f.boards} boards, PAB ${f.pab}; ${f.brackets} brackets, ` +
      `${f.matchings} matchings, ${f.stages} stages, ${f.tightRefusals} refused on tight edges\n` +
      `  CPU cold median ${sec(median(all.map((x) => x.coldCpu)))} (least ${sec(least(all.map((x) => x.coldCpu)))}), ` +
      `warm median ${sec(median(all.map((x) => x.warmCpu)))} (least ${sec(least(all.map((x) => x.warmCpu)))}); ` +
      `wall cold median ${sec(median(all.map((x) => x.coldWall)))}, warm ${sec(median(all.map((x) => x.warmWall)))}; ` +
      `peak RSS ${Math.max(...all.map((x) => x.peakMb)).toFixed(0)} MB; ` +
      `load ${Math.min(...all.map((x) => x.loadBefore)).toFixed(1)}-${Math.max(...all.map((x) => x.loadAfter)).toFixed(1)} (${runs} run${runs > 1 ? 's' : ''})`,
  );
  return true;
}

const args = process.argv.slice(2);
const refuseOnTightEdges = !args.includes('--no-tight');
const profile = args.includes('--profile');
const valueOf = (flag: string): string | undefined => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const oneFile = valueOf('--one');
if (oneFile !== undefined) one(oneFile, refuseOnTightEdges, profile);
else {
  const runsAsked = valueOf('--runs');
  const asked = args.filter((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--runs').map(Number);
  const chosen = histories().filter((h) => asked.length === 0 || asked.includes(h.size));
  for (const size of asked)
    if (!chosen.some((h) => h.size === size))
      console.log(`${size} players: no history in ${dir} (make one with bench/make-history.ts ${size})`);
  const flags = [profile ? '--profile' : '', refuseOnTightEdges ? '' : '--no-tight'].filter((x) => x);
  for (const h of chosen) {
    const runs = runsAsked !== undefined ? Number(runsAsked) : h.size < 1000 ? 3 : 1;
    if (!bench(h.file, runs, flags)) process.exitCode = 1;
  }
}
