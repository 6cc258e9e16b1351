#!/usr/bin/env node
// `npm start`: the main job on the embedded default (PGlite in ./data/arbiter, no server).
// There is no tournament server yet; this runs what an arbiter can already do with Arbiter.
import { spawnSync } from 'node:child_process';
import { ensureInstall } from './ensure-install.mjs';

await ensureInstall();

const steps = [
  ['Check Meder\'s sample game (lenient notation, ruling 14) and file it in the embedded event store', ['file', 'examples/meder-sample-game.pgn', '--lenient']],
  ['Check a Drakoburg game (a capture on a castle adds a pawn: SEQUIX) and file it', ['file', 'examples/drakoburg-short-game.pgn']],
  ['Standings of a Swiss tournament from its TRF file, with FIDE tie-breaks', ['standings', 'examples/swiss-club.trf', '--tiebreaks', 'BH/C1,BH,SB,PS']],
  ['The next round of that tournament by the FIDE Dutch system', ['pair', 'examples/swiss-club.trf', '--system', 'dutch']],
];

console.log('Arbiter: there is no tournament server yet, so `npm start` shows what the toolkit does today,');
console.log('on the embedded default store (PGlite in ./data/arbiter; set ARBITER_STORE=postgres://... for a server).\n');
let failed = 0;
for (const [title, args] of steps) {
  console.log(`== ${title}\n$ arbiter ${args.join(' ')}`);
  const r = spawnSync(process.execPath, ['apps/cli/bin/arbiter.mjs', ...args], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
  console.log('');
}
process.exit(failed ? 1 : 0);
