// The standings as CSV and text in English and in Czech: the header follows the language, the
// tie-break columns keep their FIDE C.07 codes, the rows are the same numbers in both.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import { crosstableFromTrf, parseTieBreakList, parseTrf, standings } from '@arbiter/tournament';
import { csvOf } from '../io/csv';
import { standingsRows, textTable } from './views';

const club = readFileSync(new URL('../../../../examples/swiss-club.trf', import.meta.url), 'utf8');
const table = standings(
  unwrap(crosstableFromTrf(unwrap(parseTrf(club)))),
  unwrap(parseTieBreakList('BH/C1,BH,SB')),
);

describe('standings rows', () => {
  it('head the CSV in English by default', () => {
    expect(csvOf(standingsRows(table)).split('\r\n')[0]).toBe('Rank,No,Name,Rating,Points,BH/C1,BH,SB');
  });

  it('head the CSV and the text in Czech, with the same codes and rows', () => {
    const czech = standingsRows(table, 'cs');
    expect(csvOf(czech).split('\r\n')[0]).toBe('Pořadí,St. č.,Jméno,Rating,Body,BH/C1,BH,SB');
    expect(textTable(czech)).toMatch(/^Pořadí\s+St\. č\.\s+Jméno/);
    expect(czech.slice(1)).toEqual(standingsRows(table, 'en').slice(1));
    expect(czech.length).toBe(table.rows.length + 1);
  });
});
