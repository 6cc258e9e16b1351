/**
 * The 100-player, 9-round test tournament (`testdata/swiss100.trf`): generated (see
 * `generate.ts`) with forfeits, half-point byes, absences, PABs and four withdrawals, so every
 * kind of round a tie-break treats apart is in it. `tsx bench/swiss100.ts` writes the file; a
 * unit test proves the file is still what this makes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeTrf } from '../src/index';
import { generateTournament } from './generate';
import { trfFromCrosstable } from './support';

/** Where the file lives. */
export const SWISS100_PATH = fileURLToPath(new URL('../testdata/swiss100.trf', import.meta.url));

/** The file's text. */
export function swiss100Text(): string {
  const table = generateTournament(100, 9, 2026, { withdrawals: 4 });
  const file = trfFromCrosstable(table);
  return makeTrf({
    ...file,
    headers: [
      { tag: '012', text: 'Generated test tournament: 100 players, 9 rounds' },
      { tag: '042', text: '2026/04/01' },
    ],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(SWISS100_PATH, swiss100Text());
