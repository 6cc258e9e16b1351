import { describe, expect, it } from 'vitest';
import type { Pairing } from '@arbiter/api';
import { alphabetical, BOARDS_PER_PAGE, hallPages, hallSearch, NAMES_PER_PAGE } from './hall-pages';

const named = (id: number, name: string) => ({ id, name });

/** A round of `boards` boards; player 2b-1 has White on board b; names given by `nameOf`. */
function pairing(boards: number, nameOf: (id: number) => string, extra: Partial<Pairing> = {}): Pairing {
  return {
    round: 1,
    closed: false,
    system: 'dutch',
    systemVersion: '1',
    override: null,
    boards: Array.from({ length: boards }, (_, i) => ({
      board: i + 1,
      white: named(2 * i + 1, nameOf(2 * i + 1)),
      black: named(2 * i + 2, nameOf(2 * i + 2)),
      result: null,
      gameStreamId: null,
      corrections: [],
    })),
    pab: null,
    byes: [],
    rests: [],
    ...extra,
  };
}

describe('the alphabetical list', () => {
  it('gives every player their board and colour, the PAB, the byes and the rests', () => {
    const p = pairing(2, (id) => ['Dana', 'Adam', 'Cyril', 'Bára'][id - 1], {
      pab: named(5, 'Eva'),
      byes: [{ ...named(6, 'Filip'), kind: 'half' }],
      rests: [named(7, 'Gita')],
    });
    expect(alphabetical(p, 'en').map((e) => [e.name, e.seat])).toEqual([
      ['Adam', { kind: 'board', board: 1, colour: 'black' }],
      ['Bára', { kind: 'board', board: 2, colour: 'black' }],
      ['Cyril', { kind: 'board', board: 2, colour: 'white' }],
      ['Dana', { kind: 'board', board: 1, colour: 'white' }],
      ['Eva', { kind: 'pab' }],
      ['Filip', { kind: 'bye', bye: 'half' }],
      ['Gita', { kind: 'rest' }],
    ]);
  });

  it('sorts by the language of the page: in Czech Č follows C and Ch follows H', () => {
    const names = ['Chládek', 'Čermák', 'Hruška', 'Cibulka', 'Dvořák', 'Novák'];
    const p = pairing(3, (id) => names[id - 1]);
    expect(alphabetical(p, 'cs').map((e) => e.name)).toEqual([
      'Cibulka',
      'Čermák',
      'Dvořák',
      'Hruška',
      'Chládek',
      'Novák',
    ]);
    expect(alphabetical(p, 'en').map((e) => e.name)).toEqual([
      'Čermák',
      'Chládek',
      'Cibulka',
      'Dvořák',
      'Hruška',
      'Novák',
    ]);
  });

  it('keeps two players of the same name apart by their number', () => {
    const p = pairing(1, () => 'Jan Novák');
    expect(alphabetical(p, 'cs').map((e) => e.id)).toEqual([1, 2]);
  });
});

describe('the pages', () => {
  it('cuts the boards, then the names, into pages that fit, none empty', () => {
    const boards = BOARDS_PER_PAGE + 3;
    const p = pairing(boards, (id) => `Player ${String(id).padStart(2, '0')}`, { pab: named(99, 'Zed') });
    const pages = hallPages(p, 'en');
    const players = 2 * boards + 1;
    const namePages = Math.ceil(players / NAMES_PER_PAGE);
    expect(pages.map((x) => [x.kind, x.index, x.of])).toEqual([
      ['boards', 1, 2],
      ['boards', 2, 2],
      ...Array.from({ length: namePages }, (_, i) => ['names', i + 1, namePages]),
    ]);
    const shownBoards = pages.flatMap((x) => (x.kind === 'boards' ? x.boards.map((b) => b.board) : []));
    expect(shownBoards).toEqual(Array.from({ length: boards }, (_, i) => i + 1));
    const shownNames = pages.flatMap((x) => (x.kind === 'names' ? x.columns.flat().map((e) => e.id) : []));
    expect(shownNames).toEqual(alphabetical(p, 'en').map((e) => e.id));
    for (const page of pages)
      if (page.kind === 'names') expect(page.columns.every((c) => c.length > 0)).toBe(true);
  });

  it('has no board page for a round without boards', () => {
    const p = pairing(0, () => '', { pab: named(1, 'Alone') });
    expect(hallPages(p, 'en').map((x) => x.kind)).toEqual(['names']);
  });
});

describe('the URL', () => {
  it('keeps seconds within bounds and a round number; drops the rest', () => {
    expect(hallSearch({ seconds: '20', round: '3' })).toEqual({ seconds: 20, round: 3 });
    expect(hallSearch({ seconds: '1' })).toEqual({});
    expect(hallSearch({ seconds: 'fast', round: '0' })).toEqual({});
    expect(hallSearch({ seconds: '7.5', round: '-1' })).toEqual({});
  });
});
