import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kernelMessages, unwrap, type MessageCatalogue } from '@arbiter/kernel';
import { catalogueProblems, sourceProblems } from '@arbiter/kernel/testing/catalogue';
import { tournamentMessages } from './messages';
import { parseTieBreakList } from './tiebreaks';
import { standings } from './standings';
import { THREE_ONE_ZERO } from './points';
import type { Crosstable } from './crosstable';

const here = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const codes = new Set(
  sources.flatMap((f) =>
    [...readFileSync(join(here, f), 'utf8').matchAll(/'(ERR_[A-Z_]+)'/g)].map((m) => m[1]),
  ),
);

describe('message catalogue', () => {
  it('finds the codes the sources return', () => expect(codes.size).toBeGreaterThan(30));
  it('has every rejection built by refuse from it, with the same placeholders in both languages', () => {
    expect(sourceProblems(here, tournamentMessages, kernelMessages)).toEqual([]);
    expect(catalogueProblems(tournamentMessages)).toEqual([]);
  });
  it.each([...codes])('%s has a rule and English and Czech texts (here or in the kernel)', (code) => {
    const entry = tournamentMessages[code] ?? (kernelMessages as MessageCatalogue)[code];
    expect(entry, code).toBeDefined();
    expect(entry.rule).toMatch(/^(ARB|FIDE )/);
    expect(entry.en.length).toBeGreaterThan(5);
    expect(entry.cs.length).toBeGreaterThan(5);
    expect(entry.cs).not.toBe(entry.en);
  });
});

describe('other point systems', () => {
  it('3 / 1 / 0: points, wins and Sonneborn-Berger follow the table', () => {
    const table: Crosstable = {
      rounds: 2,
      pointSystem: THREE_ONE_ZERO,
      players: [
        {
          id: 1,
          name: 'A',
          rating: 0,
          title: '',
          federation: '',
          fideId: '',
          rounds: [
            { opponent: 2, colour: 'white', result: '1' },
            { opponent: 3, colour: 'black', result: '=' },
          ],
        },
        {
          id: 2,
          name: 'B',
          rating: 0,
          title: '',
          federation: '',
          fideId: '',
          rounds: [
            { opponent: 1, colour: 'black', result: '0' },
            { opponent: null, colour: null, result: 'U' },
          ],
        },
        {
          id: 3,
          name: 'C',
          rating: 0,
          title: '',
          federation: '',
          fideId: '',
          rounds: [
            { opponent: null, colour: null, result: 'U' },
            { opponent: 1, colour: 'white', result: '=' },
          ],
        },
      ],
    };
    const result = standings(table, unwrap(parseTieBreakList('WIN,SB')));
    const byId = new Map(result.rows.map((r) => [r.player.id, r]));
    expect(byId.get(1)!.points).toBe(4);
    expect(byId.get(2)!.points).toBe(3);
    expect(byId.get(3)!.points).toBe(4);
    expect(byId.get(1)!.values[0]).toBe(1);
    expect(byId.get(3)!.values[0]).toBe(1);
    // A: beat B (3 points, B has 3) → 3·3, drew C (1 point, C has 4) → 1·4
    expect(byId.get(1)!.values[1]).toBe(13);
  });
});
