/**
 * Bench: pairs the next round of committed tournament histories (bench/histories/, made by
 * make-history.ts: every earlier round paired by this Dutch engine, a realistic open field) and
 * prints, per size, wall time, CPU time and peak memory.
 *
 * Run: npm run bench -w @arbiter/swiss-dutch [-- 300 1200 2500] [--profile] [--no-tight]
 * Each size runs in a process of its own, so its peak resident memory is its own. Each round is
 * paired twice in that process: cold (the first call, the JIT still compiling) and warm.
 * The machine is shared: wall time depends on what else runs, CPU time (user + system of the
 * process, the JIT's threads included) is the honest figure.
 * `--profile` prints where the time went per bracket; `--no-tight` turns the tight-edge refusal
 * off (tight.ts), to see what it saves.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairingInputFromTrf, parseTrf } from '@arbiter/tournament';
import { pairDutchRound, type DutchStats } from '../src/dutch';

const dir = join(import.meta.dirname, 'histories');

/** The committed histories, by size: `dutch-SIZE-roundR.trf`. */
function histories(): Map<number, string> {
  const out = new Map<number, string>();
  for (const f of readdirSync(dir)) {
    const m = /^dutch-(\d+)-round(\d+)\.trf$/.exec(f);
    if (m) out.set(Number(m[1]), join(dir, f));
  }
  return out;
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

/** Pairs one history's next round (cold, then warm) and prints one line (and the profile). */
function one(file: string, refuseOnTightEdges: boolean, profile: boolean): void {
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
  const peak = process.resourceUsage().maxRSS / 1024; // kilobytes to MB
  const r = warm.result;
  const players = parsed.value.players.length;
  console.log(
    `${players} players, round ${input.value.round}: ${r.boards.length} boards, PAB ${r.pab ?? '-'}; ` +
      `cold ${cold.wall.toFixed(2)} s wall / ${cold.cpu.toFixed(2)} s CPU, ` +
      `warm ${warm.wall.toFixed(2)} s wall / ${warm.cpu.toFixed(2)} s CPU; ` +
      `${r.stats.brackets} brackets, ${r.stats.matchings} matchings, ${r.stats.tightRefusals} refused on tight edges; ` +
      `peak RSS ${peak.toFixed(0)} MB`,
  );
  if (profile) for (const line of profileLines(warm.result.stats)) console.log(line);
}

const args = process.argv.slice(2);
const refuseOnTightEdges = !args.includes('--no-tight');
const profile = args.includes('--profile');
const oneIndex = args.indexOf('--one');
if (oneIndex >= 0) one(args[oneIndex + 1], refuseOnTightEdges, profile);
else {
  const all = histories();
  const asked = args.map(Number).filter((n) => n > 0);
  const sizes = asked.length > 0 ? asked : [...all.keys()].sort((a, b) => a - b);
  for (const size of sizes) {
    const file = all.get(size);
    if (file === undefined || !existsSync(file)) {
      console.log(`${size} players: no history in ${dir} (make one with bench/make-history.ts ${size})`);
      continue;
    }
    const flags = args.filter((a) => a.startsWith('--'));
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--one', file, ...flags],
      { stdio: 'inherit' },
    );
    if (child.status !== 0) process.exitCode = 1;
  }
}
