/**
 * Makes a bench history: a generated Swiss tournament whose every round is paired by this Dutch
 * engine, cut just before the round the bench pairs (that round's byes declared), written as TRF.
 * The field is meant to be as hard as a real open: ratings 1000-2800, 30 % draws, 2 % forfeits,
 * 3 % requested half-point byes, 2 % absences, 1 % withdrawals per round, 4 % late entrants.
 * Run: npx tsx bench/make-history.ts PLAYERS [--round R] [--rounds-to DIR]
 * (default round 9; `--rounds-to` also writes the file before each earlier round, for comparing
 * every round with another engine). Prints each round's pairing time.
 * Trade-off: the histories are committed (bench/histories/) so every bench run measures the same
 * rounds; this script only remakes them, which takes minutes for the large ones.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTrf, type TrfFile } from '@arbiter/tournament';
import { generateTournament, type GeneratorOptions } from '../src/generator';

/** The generator settings of the bench history of `players` players, paired up to `round`. */
export function benchHistoryOptions(players: number, round: number): GeneratorOptions {
  return {
    players,
    rounds: Math.max(9, round),
    seed: 20_000 + players,
    ratingRange: [1000, 2800],
    drawRate: 0.3,
    forfeitRate: 0.02,
    halfByeRate: 0.03,
    absentRate: 0.02,
    withdrawRate: 0.01,
    lateEntryRate: 0.04,
  };
}

/** The committed history file of `players` players, cut before `round`. */
export function historyPath(players: number, round: number): string {
  return join(import.meta.dirname, 'histories', `dutch-${players}-round${round}.trf`);
}

function main(): void {
  const args = process.argv.slice(2);
  const players = Number(args[0]);
  if (!(players > 1)) throw new Error('usage: make-history.ts PLAYERS [--round R] [--rounds-to DIR]');
  const flag = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const round = Number(flag('--round') ?? 9);
  const roundsTo = flag('--rounds-to');
  if (roundsTo) mkdirSync(roundsTo, { recursive: true });
  let last: TrfFile | null = null;
  let t0 = performance.now();
  let c0 = process.cpuUsage();
  generateTournament({
    ...benchHistoryOptions(players, round),
    onBeforePairing: (r, before) => {
      t0 = performance.now();
      c0 = process.cpuUsage();
      if (roundsTo) writeFileSync(join(roundsTo, `dutch-${players}-round${r}.trf`), makeTrf(before));
      if (r < round) return true;
      last = before;
      return false;
    },
    onRound: (r) => {
      const c = process.cpuUsage(c0);
      const wall = (performance.now() - t0) / 1000;
      console.log(
        `round ${r} of ${players} players paired in ${wall.toFixed(1)} s wall / ${((c.user + c.system) / 1e6).toFixed(1)} s CPU`,
      );
    },
  });
  if (last === null)
    throw new Error(`the generator stopped before round ${round} (a round could not be paired)`);
  writeFileSync(historyPath(players, round), makeTrf(last));
  console.log(`wrote ${historyPath(players, round)}`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) main();
