import { describe, expect, it } from 'vitest';
import type { StandingsRow } from '@arbiter/api';
import { numberTexts } from './format';
import { GROUP, groupsOf, rowTexts } from './standings-rows';

const row = (id: number, extra: Partial<StandingsRow['player']> = {}): StandingsRow => ({
  rank: id,
  player: { id, name: `Hráč ${id}`, rating: 2600 - id, title: '', federation: 'CZE', ...extra },
  points: 4.5,
  values: ['12.5', '10', '-'],
});

describe('standings rows', () => {
  it('cuts 1,200 rows into groups of 25, the last one shorter when the count does not divide', () => {
    const rows = Array.from({ length: 1200 }, (_, i) => row(i + 1));
    const groups = groupsOf(rows);
    expect(GROUP).toBe(25);
    expect(groups).toHaveLength(48);
    expect(groups.flat()).toEqual(rows);
    expect(groupsOf(rows.slice(0, 30)).map((g) => g.length)).toEqual([25, 5]);
    expect(groupsOf([])).toEqual([]);
  });

  it('writes a row as rank, number, titled name, rating, points and the tie-break values', () => {
    expect(rowTexts(row(7, { title: 'GM' }), numberTexts('cs'))).toEqual([
      '7',
      '7',
      'GM Hráč 7',
      '2\u00a0593', // a no-break space groups Czech thousands
      '4,5',
      '12,5',
      '10',
      '-',
    ]);
    expect(rowTexts(row(8, { rating: 0 }), numberTexts('en'))).toEqual([
      '8',
      '8',
      'Hráč 8',
      '',
      '4.5',
      '12.5',
      '10',
      '-',
    ]);
  });
});
