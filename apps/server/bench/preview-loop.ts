/**
 * How long a correction's preview holds the event loop, on the loop and on the pairing worker:
 * a Dutch Swiss of N players (default 100) with rounds 1-7 played and round 8 paired, a round-1
 * correction previewed (rounds 2-8 paired again, twice), then round 8's stored pairing compared
 * with the engine's as a pairing edit's preview (one pairing). Alternates the two ways in pairs and
 * prints, per run, the wall time, the CPU of the process (both threads) and the longest event-loop delay
 * (`monitorEventLoopDelay`, 10 ms resolution) seen while the preview ran.
 *
 *   nice -n 5 node --import tsx bench/preview-loop.ts [players] [pairs]
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import {
  handleTournament,
  EMPTY_TOURNAMENT,
  comparePairing,
  previewCorrection,
  type TournamentCommand,
  type TournamentState,
} from '@arbiter/tournament';
import { PairingWorker } from '../src/pairing/pairing-worker';
import { tournamentDeps } from '../src/systems';
import { ownCpuSeconds } from './cpu';

const players = Number(process.argv[2] ?? 100);
const pairs = Number(process.argv[3] ?? 3);
const deps = tournamentDeps();
const RESULTS = ['1-0', '0-1', '1/2-1/2'] as const;

function apply(state: TournamentState, command: TournamentCommand): TournamentState {
  const decided = handleTournament(state, command, deps);
  if (!decided.ok) throw new Error(`${command.type}: ${decided.error.code}`);
  return decided.value.state;
}

function played(): TournamentState {
  let state = apply(EMPTY_TOURNAMENT, {
    type: 'CreateTournament',
    name: 'Preview bench',
    game: 'chess',
    pairingSystem: 'dutch',
    rounds: 9,
    tieBreaks: ['BH/C1', 'BH', 'SB', 'WIN'],
  });
  for (let i = 0; i < players; i++)
    state = apply(state, { type: 'RegisterPlayer', name: `Player ${i + 1}`, rating: 2700 - 7 * i });
  for (let round = 1; round <= 8; round++) {
    state = apply(state, { type: 'PairRound', round });
    if (round === 8) break;
    state.rounds[round - 1].boards.forEach((_, i) => {
      state = apply(state, { type: 'RecordResult', round, board: i + 1, result: RESULTS[(i + round) % 3] });
    });
    state = apply(state, { type: 'CloseRound', round });
  }
  return state;
}

async function measure(way: string, run: () => Promise<unknown>): Promise<void> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const cpu = ownCpuSeconds();
  const started = performance.now();
  delay.enable();
  // a tick of the loop before the preview starts, so the monitor has a baseline
  await new Promise((resolve) => setTimeout(resolve, 20));
  await run();
  await new Promise((resolve) => setTimeout(resolve, 20));
  delay.disable();
  const wall = performance.now() - started - 40;
  const line = [
    way.padEnd(11),
    `wall ${Math.round(wall)} ms`,
    `process CPU (both threads) ${(ownCpuSeconds() - cpu).toFixed(2)} s`,
    `loop delay max ${Math.round(delay.max / 1e6)} ms, p99 ${Math.round(delay.percentile(99) / 1e6)} ms`,
    `load ${loadavg()[0].toFixed(1)}`,
  ];
  console.log(line.join(' | '));
}

const state = played();
const job = { round: 1, board: 1, result: '0-1' } as const;
const worker = new PairingWorker();
// the worker's start (tsx, the engine's modules) is paid once per server, not per preview
await worker.run({ kind: 'correction', state: EMPTY_TOURNAMENT, ...job });
console.log(
  `${players} players, rounds 1-7 played, round 8 paired; load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const { boards, pab } = state.rounds[7];
for (let i = 0; i < pairs; i++) {
  await measure('loop', async () => {
    const r = previewCorrection(state, job.round, job.board, job.result, deps);
    if (!r.ok) throw new Error(r.error.code);
  });
  await measure('worker', async () => {
    const r = await worker.run({ kind: 'correction', state, ...job });
    if (!r.ok) throw new Error(r.error.code);
  });
}
// the pairing edit's preview of round 8 (its stored boards, as proposed): one engine pairing
for (let i = 0; i < pairs; i++) {
  await measure('edit loop', async () => {
    const r = comparePairing(state, deps, 8, boards, pab);
    if (!r.ok) throw new Error(r.error.code);
  });
  await measure('edit worker', async () => {
    const r = await worker.run({ kind: 'pairingEdit', state, round: 8, boards, pab });
    if (!r.ok) throw new Error(r.error.code);
  });
}
await worker.close();
