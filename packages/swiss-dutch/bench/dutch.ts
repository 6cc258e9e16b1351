/**
 * Bench: pairs round 9 of generated 300- and 1,200-player Swiss tournaments with the Dutch engine.
 * The first eight rounds are generated (and paired by the same engine) before the clock starts.
 * Run: npm run bench -w @arbiter/swiss-dutch [-- 300] (sizes as arguments; default 300 1200).
 */
import { pairingInputFromTrf } from '@arbiter/tournament';
import { pairDutchRound } from '../src/dutch';
import { generateTournament } from '../src/generator';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
for (const players of sizes.length > 0 ? sizes : [300, 1200]) {
  const t0 = performance.now();
  const played = generateTournament({ players, rounds: 9, seed: 9000 + players, playRounds: 8 });
  const history = played[played.length - 1].file;
  const input = pairingInputFromTrf(history);
  if (!input.ok) throw new Error(input.error.message);
  const t1 = performance.now();
  const cpu0 = process.cpuUsage();
  const rss0 = process.memoryUsage().rss;
  const start = performance.now();
  const result = pairDutchRound(input.value);
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  const rss = process.memoryUsage().rss;
  if (!result.ok) throw new Error(result.error.message);
  console.log(
    `${players} players, round 9: ${result.value.boards.length} boards, PAB ${result.value.pab ?? '-'}; ` +
      `${(wall / 1000).toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU, ` +
      `${result.value.stats.brackets} brackets, ${result.value.stats.matchings} matchings, ` +
      `RSS ${(rss / 2 ** 20).toFixed(0)} MB (before ${(rss0 / 2 ** 20).toFixed(0)} MB); ` +
      `history of 8 rounds generated in ${((t1 - t0) / 1000).toFixed(1)} s`,
  );
}
