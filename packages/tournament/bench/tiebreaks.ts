/**
 * `npm run bench -w @arbiter/tournament`: every tie-break of the issue for a generated
 * 1,200-player, 11-round tournament; prints the time of one full standings computation
 * (best of five, after one warm-up run), as wall time and as the process's CPU time (user +
 * system), which a loaded machine disturbs less. Then one player's breakdown of every tie-break.
 */
import {
  explainTieBreaks,
  makeTrf,
  parseTieBreakList,
  parseTrf,
  standings,
  trfFromCrosstable,
  unwrapList,
} from './support';
import { generateTournament } from './generate';

const PLAYERS = 1200;
const ROUNDS = 11;
/** Timed runs (ARBITER_BENCH_RUNS overrides: more runs find a quiet moment on a loaded machine). */
const RUNS = Number(process.env.ARBITER_BENCH_RUNS ?? 5);
const CODES = 'BH,BH/C1,BH/M1,SB,PS,DE,WIN,WON,BPG,BWG,ARO,TPR,KS';

const table = generateTournament(PLAYERS, ROUNDS);
const list = unwrapList(parseTieBreakList(CODES));
standings(table, list); // warm-up
let best = Infinity;
let bestCpu = Infinity;
for (let k = 0; k < RUNS; k++) {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const result = standings(table, list);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(c0);
  best = Math.min(best, seconds);
  bestCpu = Math.min(bestCpu, (cpu.user + cpu.system) / 1e6);
  if (result.rows.length !== PLAYERS) throw new Error('every player must be ranked');
}
console.log(
  `tie-breaks PTS,${CODES} for ${PLAYERS} players x ${ROUNDS} rounds: ${best.toFixed(3)} s (best of ${RUNS}), CPU ${bestCpu.toFixed(3)} s`,
);

const ranked = standings(table, list);
let bestExplain = Infinity;
for (let k = 0; k < RUNS; k++) {
  const t0 = process.hrtime.bigint();
  const explained = explainTieBreaks(table, ranked, 600);
  bestExplain = Math.min(bestExplain, Number(process.hrtime.bigint() - t0) / 1e9);
  if (!explained.ok || explained.value.tieBreaks.length !== list.length) throw new Error('no breakdown');
}
console.log(`breakdown of every tie-break of one player: ${bestExplain.toFixed(4)} s (best of ${RUNS})`);

const t1 = process.hrtime.bigint();
const text = makeTrf(trfFromCrosstable(table));
const back = parseTrf(text);
const trfSeconds = Number(process.hrtime.bigint() - t1) / 1e9;
if (!back.ok) throw new Error(back.error.message);
console.log(
  `TRF export and re-import of the same tournament (${text.length} bytes): ${trfSeconds.toFixed(3)} s`,
);
