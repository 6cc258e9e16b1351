/**
 * Bench: pairs round 9 of generated 300- and 1,200-player Swiss tournaments with the Dutch engine.
 * The first eight rounds are generated before the clock starts (results from the seeded model,
 * pairings by the generator's quick score-group pairing, so a 1,200-player history takes seconds);
 * the history is cached in the system's temp folder (delete it to regenerate).
 * Run: npm run bench -w @arbiter/swiss-dutch [-- 300] (sizes as arguments; default 300 1200);
 * `--no-tight` turns the tight-edge refusal off (tight.ts), to see what it saves.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTrf, pairingInputFromTrf, parseTrf, type TrfFile } from '@arbiter/tournament';
import { pairDutchRound } from '../src/dutch';
import { generateTournament } from '../src/generator';

function history(players: number): { file: TrfFile; seconds: number | null } {
  const seed = 9000 + players;
  const cache = join(tmpdir(), `arbiter-dutch-bench-quick-${players}-${seed}.trf`);
  if (existsSync(cache)) {
    const parsed = parseTrf(readFileSync(cache, 'utf8'));
    if (parsed.ok) return { file: parsed.value, seconds: null };
  }
  const t0 = performance.now();
  const played = generateTournament({
    players,
    rounds: 9,
    seed,
    playRounds: 8,
    pairing: 'quick',
    onRound: (r) => process.stderr.write(`  history: round ${r} of ${players} players paired and played\n`),
  });
  const file = played[played.length - 1].file;
  writeFileSync(cache, makeTrf(file));
  return { file, seconds: (performance.now() - t0) / 1000 };
}

const refuseOnTightEdges = !process.argv.includes('--no-tight');
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
for (const players of sizes.length > 0 ? sizes : [300, 1200]) {
  const { file, seconds } = history(players);
  const input = pairingInputFromTrf(file);
  if (!input.ok) throw new Error(input.error.message);
  const measure = () => {
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    const result = pairDutchRound(input.value, { refuseOnTightEdges });
    const wall = (performance.now() - start) / 1000;
    const c = process.cpuUsage(cpu0);
    return { result, wall, cpu: (c.user + c.system) / 1e6 };
  };
  // First call in the process (cold JIT), then a second one (warm).
  const cold = measure();
  const warm = measure();
  const result = warm.result;
  const mem = process.memoryUsage();
  if (!result.ok) throw new Error(result.error.message);
  console.log(
    `${players} players, round 9: ${result.value.boards.length} boards, PAB ${result.value.pab ?? '-'}; ` +
      `cold ${cold.wall.toFixed(2)} s wall / ${cold.cpu.toFixed(2)} s CPU, ` +
      `warm ${warm.wall.toFixed(2)} s wall / ${warm.cpu.toFixed(2)} s CPU; ` +
      `${result.value.stats.brackets} brackets, ${result.value.stats.matchings} matchings, ${result.value.stats.tightRefusals} refused on tight edges; ` +
      `RSS ${(mem.rss / 2 ** 20).toFixed(0)} MB, heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} MB` +
      (seconds === null
        ? ' (history from cache)'
        : `; history of 8 rounds generated in ${seconds.toFixed(1)} s`),
  );
}
