/**
 * Helpers the tournament steps share: the shared fixtures folder, the compact crosstable
 * notation of the features (`4w1` = against 4 with white, won; `-H` = half-point bye), and the
 * World slots the tournament steps use. Exports no step (and no `then`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ROUND_RESULTS,
  STANDARD_POINTS,
  type Crosstable,
  type RoundEntry,
  type RoundResult,
} from '@arbiter/tournament';
import type { ArbiterWorld } from '../support/world';

/** The shared reference data beside the repository. */
export const FIXTURES =
  process.env.ARBITER_FIXTURES ?? join(dirname(fileURLToPath(import.meta.url)), '../../../shared/fixtures');

/** Reads a fixture file. */
export function fixtureText(...path: string[]): string {
  return readFileSync(join(FIXTURES, ...path), 'utf8');
}

/** One cell of the compact notation: `4w1`, `12b=`, `3w+`, `-H`, `-U`, `-Z`. */
export function parseCell(cell: string): RoundEntry {
  const text = cell.trim();
  const bye = /^-([UHFZ])$/.exec(text);
  if (bye) return { opponent: null, colour: null, result: bye[1] as RoundResult };
  const game = /^(\d+)([wb])(.)$/.exec(text);
  if (!game || !(ROUND_RESULTS as readonly string[]).includes(game[3]))
    throw new Error(`Cannot read the crosstable cell "${cell}" (write 4w1, 3b=, 2w+, -H …)`);
  return {
    opponent: Number(game[1]),
    colour: game[2] === 'w' ? 'white' : 'black',
    result: game[3] as RoundResult,
  };
}

/** A crosstable from rows `{ no, rating, 1, 2, … }` (round columns by number). */
export function crosstableFromRows(rows: readonly Record<string, string>[]): Crosstable {
  const roundKeys = Object.keys(rows[0] ?? {})
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b));
  const players = rows
    .map((row) => ({
      id: Number(row.no ?? row['č.']),
      name: row.name ?? row['jméno'] ?? `Player ${row.no ?? row['č.']}`,
      rating: Number(row.rating ?? row['rating'] ?? 0),
      title: '',
      federation: '',
      fideId: '',
      rounds: roundKeys.map((k) => parseCell(row[k])),
    }))
    .sort((a, b) => a.id - b.id);
  return { players, rounds: roundKeys.length, pointSystem: STANDARD_POINTS };
}

/** World slot names used by the tournament steps. */
export const SLOT = {
  crosstable: 'tournament.crosstable',
  trf: 'tournament.trf',
  pairing: 'tournament.pairing',
  state: 'tournament.state',
  output: 'tournament.output',
} as const;

/** A slot's value, or a clear failure when an earlier step did not fill it. */
export function slot<T>(world: ArbiterWorld, name: string): T {
  if (!world.slots.has(name)) throw new Error(`No ${name} yet: an earlier step must set it.`);
  return world.slots.get(name) as T;
}
