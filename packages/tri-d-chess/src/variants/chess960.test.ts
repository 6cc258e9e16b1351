import { describe, expect, it } from 'vitest';
import {
  allRows,
  CHESS960_COUNT,
  drawChess960,
  numberOfRow,
  rowDefect,
  rowFromNumber,
  rowPlacement,
  STANDARD_NUMBER,
  STANDARD_ROW,
} from './chess960';
import { BLACK_FIRST_ROW, mirrorSquare, squareShade, WHITE_FIRST_ROW, type RowRole } from './first-row';

/** Every arrangement of the multiset K Q R R B B N N over eight slots (5040 of them). */
function permutations(): RowRole[][] {
  const out: RowRole[][] = [];
  const pool: Record<RowRole, number> = { king: 1, queen: 1, rook: 2, bishop: 2, knight: 2 };
  const row: RowRole[] = [];
  const go = () => {
    if (row.length === 8) return void out.push([...row]);
    for (const role of Object.keys(pool) as RowRole[]) {
      if (pool[role] === 0) continue;
      pool[role]--;
      row.push(role);
      go();
      row.pop();
      pool[role]++;
    }
  };
  go();
  return out;
}

describe('3D-Chess960 first rows (V.P5.2)', () => {
  it('the first row alternates shades like a chess rank, starting dark on z0QL1', () => {
    expect(WHITE_FIRST_ROW.map(squareShade)).toEqual([
      'dark',
      'light',
      'dark',
      'light',
      'dark',
      'light',
      'dark',
      'light',
    ]);
  });

  it('Black mirrors White slot by slot', () => {
    expect(BLACK_FIRST_ROW).toEqual(['z9QL6', 'a9QL6', 'a8B', 'b8B', 'c8B', 'd8B', 'd9KL6', 'e9KL6']);
    expect(WHITE_FIRST_ROW.map(mirrorSquare).map(mirrorSquare)).toEqual([...WHITE_FIRST_ROW]);
  });

  it('exactly 960 of the 5040 arrangements are valid, and they are the numbered ones', () => {
    const perms = permutations();
    expect(perms.length).toBe(5040);
    const valid = perms.filter((p) => rowDefect(p) === null).map((p) => p.join(','));
    expect(valid.length).toBe(CHESS960_COUNT);
    const numbered = new Set(allRows().map((r) => r.join(',')));
    expect(numbered.size).toBe(CHESS960_COUNT);
    expect(new Set(valid)).toEqual(numbered);
  });

  it('numbers round-trip', () => {
    for (let n = 0; n < CHESS960_COUNT; n++) {
      const row = rowFromNumber(n);
      expect(row.ok).toBe(true);
      if (row.ok) expect(numberOfRow(row.value)).toEqual({ ok: true, value: n });
    }
  });

  it('follows the chess numbering: 518 is R N B Q K B N R in slot order', () => {
    const row = rowFromNumber(518);
    expect(row.ok && row.value.join(' ')).toBe('rook knight bishop queen king bishop knight rook');
  });

  it('the Tournament Rules row is one of the 960', () => {
    expect(rowFromNumber(STANDARD_NUMBER)).toEqual({ ok: true, value: STANDARD_ROW });
  });

  it('refuses numbers out of range and rows that break the rules, naming the clause', () => {
    expect(rowFromNumber(960)).toMatchObject({
      ok: false,
      error: { code: 'ERR_CHESS960_NUMBER', rule: 'V.P5.2' },
    });
    const kingOutside: RowRole[] = ['king', 'rook', 'bishop', 'bishop', 'queen', 'knight', 'knight', 'rook'];
    expect(rowDefect(kingOutside)?.code).toBe('ERR_CHESS960_KING');
    const sameShade: RowRole[] = ['rook', 'bishop', 'knight', 'bishop', 'king', 'queen', 'knight', 'rook'];
    expect(rowDefect(sameShade)?.code).toBe('ERR_CHESS960_BISHOPS');
  });

  it('a seeded draw replays and spreads over the whole range', () => {
    expect(drawChess960('club night 7')).toBe(drawChess960('club night 7'));
    const seen = new Set(Array.from({ length: 5000 }, (_, i) => drawChess960(i)));
    expect(seen.size).toBeGreaterThan(900);
    for (const n of seen) expect(n >= 0 && n < 960).toBe(true);
  });

  it('V.P5.2.1: a row without the eight pieces of chess is refused as such', () => {
    const three = STANDARD_ROW.map((r) => (r === 'knight' ? 'rook' : r));
    expect(rowDefect(three)?.code).toBe('ERR_CHESS960_PIECES');
    const bishops = STANDARD_ROW.map((r) => (r === 'queen' ? 'bishop' : r));
    expect(rowDefect(bishops)?.code).toBe('ERR_CHESS960_PIECES');
    for (const gone of ['rook', 'knight'] as const) {
      const i = STANDARD_ROW.indexOf(gone);
      const missing = STANDARD_ROW.map((r, k) => (k === i ? null : r));
      expect(rowDefect(missing)?.code).toBe('ERR_CHESS960_PIECES');
    }
    expect(numberOfRow(three)).toMatchObject({ ok: false, error: { code: 'ERR_CHESS960_PIECES' } });
  });

  it('a row as squares and roles, and a square on level N mirrors onto level N', () => {
    expect(rowPlacement(STANDARD_ROW).map((x) => `${x.role}@${x.square}`)).toEqual(
      STANDARD_ROW.map((r, i) => `${r}@${WHITE_FIRST_ROW[i]}`),
    );
    expect(mirrorSquare('b3N')).toBe('b6N');
    expect(['a1W', 'a0QL1', 'd0KL1', 'b8B', 'xa1W', 'a1Wx'].map(mirrorSquare)).toEqual([
      'a8B',
      'a9QL6',
      'd9KL6',
      'b1W',
      'xa1W',
      'a1Wx',
    ]);
  });

  it('V.P5.2: a number that is not a whole number from 0 to 959 has no row, and is named', () => {
    for (const n of [-1, 1.5, 960])
      expect(rowFromNumber(n)).toMatchObject({
        ok: false,
        error: { code: 'ERR_CHESS960_NUMBER', params: { number: String(n) } },
      });
  });
});
