// The one export of standings, crosstable and pairings: machine CSV with English keys and fixed
// decimals, the same in every language; human text with labels and words in English or Czech.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import { crosstableFromTrf } from './crosstable';
import {
  crosstableExport,
  exportCsv,
  exportText,
  numeral,
  pairingExport,
  standingsExport,
} from './export-tables';
import { standings } from './standings';
import { parseTieBreakList } from './tiebreaks';
import { parseTrf } from './trf-parse';

const club = unwrap(
  parseTrf(readFileSync(new URL('../../../examples/swiss-club.trf', import.meta.url), 'utf8')),
);
const crosstable = unwrap(crosstableFromTrf(club));
const table = standings(crosstable, unwrap(parseTieBreakList('BH/C1,BH,SB')));

describe('standings', () => {
  it('as CSV: English keys, points with one decimal, tie-breaks with their own decimals', () => {
    const [head, first, ...rest] = exportCsv(standingsExport(table)).split('\r\n');
    expect(head).toBe('rank,id,name,rating,PTS,BH/C1,BH,SB');
    const top = table.rows[0];
    expect(first).toBe(
      [
        1,
        top.player.id,
        top.player.name,
        top.player.rating || '',
        top.points.toFixed(1),
        ...top.values.map((v, i) => v.toFixed(table.tieBreaks[i].precision)),
      ].join(','),
    );
    expect(rest.at(-1)).toBe('');
    expect(rest.length).toBe(table.rows.length);
  });

  it('as text: the header in the reader’s language, the same cells in both', () => {
    const rows = standingsExport(table);
    const en = exportText(rows, 'en').split('\n');
    const cs = exportText(rows, 'cs').split('\n');
    expect(en[0]).toMatch(/^Rank\s+No\s+Name\s+Rating\s+Points\s+BH\/C1\s+BH\s+SB$/);
    expect(cs[0]).toMatch(/^Pořadí\s+St\. č\.\s+Jméno\s+Rating\s+Body\s+BH\/C1\s+BH\s+SB$/);
    // the same cells, numbers written as each reader writes them: 4.0 in English, 4,0 in Czech
    expect(cs.slice(1).map((l) => l.trim().split(/\s{2,}/))).toEqual(
      en.slice(1).map((l) =>
        l
          .trim()
          .split(/\s{2,}/)
          .map((c) => c.replace(/^(\d+)\.(\d+)$/, '$1,$2')),
      ),
    );
    expect(cs[1]).toMatch(/\s4,0\s/);
    expect(en[1]).toMatch(/\s4\.0\s/);
  });

  it('a Czech number has a decimal comma and, from five digits, no-break spaces between thousands', () => {
    expect(numeral('9.25', 'cs')).toBe('9,25');
    expect(numeral('2191', 'cs')).toBe('2191');
    expect(numeral('1234567', 'cs')).toBe('1\u00a0234\u00a0567');
    expect(numeral('-12345.5', 'cs')).toBe('-12\u00a0345,5');
    expect(numeral('9.25', 'en')).toBe('9.25');
    expect(numeral('+W12', 'cs')).toBe('+W12');
  });
});

describe('pairings', () => {
  const names = (id: number) => club.players.find((p) => p.id === id)?.name ?? '';
  const round = {
    boards: [
      { white: 3, black: 1, result: '1-0' as const },
      { white: 2, black: 4, result: null },
    ],
    pab: 5,
    byes: [
      { player: 7, kind: 'zero' as const },
      { player: 6, kind: 'half' as const },
    ],
    rests: [],
    overrideReason: 'two players share a car',
  };

  it('as CSV: machine words for the players without a game, no override note', () => {
    expect(exportCsv(pairingExport(round, names)).split('\r\n')).toEqual([
      'board,white,white_name,result,black,black_name',
      `1,3,${names(3)},1-0,1,${names(1)}`,
      `2,2,${names(2)},,4,${names(4)}`,
      `,5,${names(5)},pab,,`,
      `,6,${names(6)},bye-half,,`,
      `,7,${names(7)},bye-zero,,`,
      '',
    ]);
  });

  it('as text: words and the by-hand note in the reader’s language', () => {
    const cs = exportText(pairingExport(round, names), 'cs');
    expect(cs).toMatch(/^Šachovnice\s+St\. č\.\s+Bílý\s+Výsledek\s+St\. č\.\s+Černý\n/);
    expect(cs).toContain('volno (přidělené losováním)');
    expect(cs).toContain('volno (půl bodu)');
    expect(cs.trimEnd().split('\n').at(-1)).toBe('vylosováno ručně: two players share a car');
    expect(exportText(pairingExport(round, names), 'en')).toContain('bye (PAB)');
  });
});

describe('crosstable', () => {
  it('as CSV: one column per round of opponent, colour and TRF result', () => {
    const [head, first] = exportCsv(crosstableExport(crosstable)).split('\r\n');
    expect(head).toBe(
      [
        'id',
        'name',
        'rating',
        'PTS',
        ...Array.from({ length: crosstable.rounds }, (_, i) => `r${i + 1}`),
      ].join(','),
    );
    const p = crosstable.players[0];
    expect(first.split(',').slice(4)).toEqual(
      p.rounds.map(
        (e) =>
          `${e.opponent ?? '-'}${e.colour === 'white' ? 'w' : e.colour === 'black' ? 'b' : e.opponent === null ? '' : '-'}${e.result}`,
      ),
    );
  });
});
