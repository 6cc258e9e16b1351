/**
 * `npm run bench -w @arbiter/tournament`: every tie-break of the issue for a generated
 * 1,200-player, 11-round tournament; prints the time of one full standings computation
 * (best of five, after one warm-up run).
 */
import { makeTrf, parseTieBreakList, parseTrf, standings, trfFromCrosstable, unwrapList } from './support';
import { generateTournament } from './generate';

const PLAYERS = 1200;
const ROUNDS = 11;
const CODES = 'BH,BH/C1,BH/M1,SB,PS,DE,WIN,WON,BPG,BWG,ARO,TPR,KS';

const table = generateTournament(PLAYERS, ROUNDS);
const list = unwrapList(parseTieBreakList(CODES));
standings(table, list); // warm-up
let best = Infinity;
for (let k = 0; k < 5; k++) {
  const t0 = process.hrtime.bigint();
  const result = standings(table, list);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  best = Math.min(best, seconds);
  if (result.rows.length !== PLAYERS) throw new Error('every player must be ranked');
}
console.log(
  `tie-breaks PTS,${CODES} for ${PLAYERS} players x ${ROUNDS} rounds: ${best.toFixed(3)} s (best of 5)`,
);

const t1 = process.hrtime.bigint();
const text = makeTrf(trfFromCrosstable(table));
const back = parseTrf(text);
const trfSeconds = Number(process.hrtime.bigint() - t1) / 1e9;
if (!back.ok) throw new Error(back.error.message);
console.log(
  `TRF export and re-import of the same tournament (${text.length} bytes): ${trfSeconds.toFixed(3)} s`,
);
