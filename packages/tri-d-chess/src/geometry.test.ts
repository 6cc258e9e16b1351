import { describe, expect, it } from 'vitest';
import {
  COLUMN_SQUARES,
  MAIN_SQUARE_COUNT,
  PINS,
  PIN_ADJACENT,
  PIN_CORNER,
  PIN_SQUARES,
  SQUARE_COUNT,
  SQ_COL,
  SQ_LEVEL,
  SQ_NAME,
  LEVEL_STOREY,
  UPPER_PIN_COUNT,
  UPPER_SQUARE_COUNT,
  isDark,
  isLowerPin,
  pinTwin,
  pinIndex,
  pinNumber,
  pinSide,
  squareIndex,
  whiteDirection,
} from './geometry';
import { boardOf } from './testing/positions';
import { STANDARD_POSITION } from './position';

const adjacent = (pin: string) => PIN_ADJACENT[pinIndex(pin)].map((p) => PINS[p]).sort();

describe('every square that can ever exist (TR 2.1-2.8, E1-E4)', () => {
  it('has 48 main-board squares and four on each of the twelve pins, and four on each lower slot (V.A2.2)', () => {
    expect(MAIN_SQUARE_COUNT).toBe(48);
    expect(UPPER_SQUARE_COUNT).toBe(96);
    expect(SQUARE_COUNT).toBe(144);
    expect(PIN_SQUARES[pinIndex('QL3u')].map((x) => SQ_NAME[x])).toEqual([
      'z2QL3u',
      'a2QL3u',
      'z3QL3u',
      'a3QL3u',
    ]);
    for (let p = 0; p < UPPER_PIN_COUNT; p++) {
      expect(PIN_SQUARES[pinTwin(p)].map((s) => SQ_COL[s])).toEqual(PIN_SQUARES[p].map((s) => SQ_COL[s]));
      expect(PIN_SQUARES[pinTwin(p)].every((s) => s >= UPPER_SQUARE_COUNT)).toBe(true);
    }
    expect(PIN_SQUARES.map((s) => s.map((x) => SQ_NAME[x]))[pinIndex('QL1')]).toEqual([
      'z0QL1',
      'a0QL1',
      'z1QL1',
      'a1QL1',
    ]);
    expect(PIN_SQUARES[pinIndex('KL5')].map((x) => SQ_NAME[x])).toEqual(['d4KL5', 'e4KL5', 'd5KL5', 'e5KL5']);
  });
  it('knows names that never exist (b0, file f, a3B)', () => {
    for (const name of ['b0W', 'f3N', 'a3B', 'a9W', 'z1W']) expect(squareIndex(name), name).toBe(-1);
  });
  it('at the start has 64 live squares in 44 columns, 20 of them with two squares', () => {
    const board = boardOf(STANDARD_POSITION);
    const live = COLUMN_SQUARES.map((sq) => sq.filter((s) => board.live[s]).length);
    expect(board.live.reduce((a, b) => a + b, 0)).toBe(64);
    expect(live.filter((n) => n > 0)).toHaveLength(44);
    expect(live.filter((n) => n === 2)).toHaveLength(20);
  });
  it('colours squares so that a1W is dark, d1W light, the white queen on light, the black queen on dark', () => {
    expect(isDark(squareIndex('a1W'))).toBe(true);
    expect(isDark(squareIndex('d1W'))).toBe(false);
    expect(isDark(squareIndex('a0QL1'))).toBe(false);
    expect(isDark(squareIndex('a9QL6'))).toBe(true);
    for (const col of COLUMN_SQUARES) expect(new Set(col.map(isDark)).size).toBeLessThanOrEqual(1);
  });
  it('knows the main-board corner each pin overhangs (a lower slot: the same corner)', () => {
    expect(PINS.slice(UPPER_PIN_COUNT).map((_, p) => PIN_CORNER[p + UPPER_PIN_COUNT])).toEqual(
      PIN_CORNER.slice(0, UPPER_PIN_COUNT),
    );
    expect(PINS.slice(0, UPPER_PIN_COUNT).map((_, p) => SQ_NAME[PIN_CORNER[p]])).toEqual([
      'a1W',
      'a4W',
      'a3N',
      'a6N',
      'a5B',
      'a8B',
      'd1W',
      'd4W',
      'd3N',
      'd6N',
      'd5B',
      'd8B',
    ]);
  });
});

describe('pin adjacency (TR 3.6)', () => {
  it('gives levels 1 and 6 three neighbours, 2 and 5 four, 3 and 4 five', () => {
    const counts = [3, 4, 5, 5, 4, 3, 3, 4, 5, 5, 4, 3];
    expect(PINS.map((p) => adjacent(p).length)).toEqual([...counts, ...counts]);
  });
  it('gives a lower slot the lower slots of its pin’s neighbours (V.A2.2), never an upper slot', () => {
    expect(adjacent('QL3u')).toEqual(['KL3u', 'QL1u', 'QL2u', 'QL4u', 'QL5u']);
    expect(adjacent('KL6u')).toEqual(['KL4u', 'KL5u', 'QL6u']);
    for (let p = 0; p < PINS.length; p++)
      expect(PIN_ADJACENT[p].every((q) => isLowerPin(q) === isLowerPin(p))).toBe(true);
  });
  it('orders every column bottom to top by storey: a lower slot under its main board', () => {
    for (const squares of COLUMN_SQUARES)
      expect(new Set(squares.map((s) => LEVEL_STOREY[SQ_LEVEL[s]])).size).toBe(squares.length);
    const storey = (name: string) => LEVEL_STOREY[SQ_LEVEL[squareIndex(name)]];
    expect(storey('a1QL1u')).toBeLessThan(storey('a1W'));
    expect(storey('a1W')).toBeLessThan(storey('a1QL1'));
    expect(storey('a3W')).toBeLessThan(storey('a3QL3u'));
    expect(storey('a3QL3u')).toBeLessThan(storey('a3N'));
    expect(storey('a3N')).toBeLessThan(storey('a3QL3'));
  });
  it('reproduces the worked examples: QL6 -> QL5, QL4, KL6; QL3 -> QL5, QL4, QL2, KL3, QL1', () => {
    expect(adjacent('QL6')).toEqual(['KL6', 'QL4', 'QL5']);
    expect(adjacent('QL3')).toEqual(['KL3', 'QL1', 'QL2', 'QL4', 'QL5']);
  });
  it('calls QL3 -> QL2 forward for White and QL3 -> QL1 backward (ruling 9)', () => {
    expect(whiteDirection(pinIndex('QL3'), pinIndex('QL2'))).toBe('forward');
    expect(whiteDirection(pinIndex('QL3'), pinIndex('QL1'))).toBe('backward');
    expect(whiteDirection(pinIndex('QL3'), pinIndex('KL3'))).toBe('side');
  });
});

describe('pin names', () => {
  it("the two slots of a pin are each other's twin (V.A2.2), from either side", () => {
    for (const [upper, lower] of [
      ['QL1', 'QL1u'],
      ['KL6', 'KL6u'],
    ]) {
      expect(PINS[pinTwin(pinIndex(upper))]).toBe(lower);
      expect(PINS[pinTwin(pinIndex(lower))]).toBe(upper);
    }
  });

  it("a pin's side and number: QL3 is the queen's side, 3; KL5u the king's side, 5", () => {
    expect([pinSide(pinIndex('QL3')), pinNumber(pinIndex('QL3'))]).toEqual(['queen', 3]);
    expect([pinSide(pinIndex('KL5u')), pinNumber(pinIndex('KL5u'))]).toEqual(['king', 5]);
    expect([pinSide(pinIndex('KL1')), pinNumber(pinIndex('QL6u'))]).toEqual(['king', 6]);
  });
});
