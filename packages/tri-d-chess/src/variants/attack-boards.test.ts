import { describe, expect, it } from 'vitest';
import { PIN_ADJACENT, PINS, pinIndex, squareIndex, SQ_NAME } from '../geometry';
import {
  CORNER_PIN,
  DIAGONAL_TARGETS,
  lowerSlotSquares,
  petersDirection,
  turnedSquare,
  TWO_SQUARE_TARGETS,
} from './attack-boards';

const names = (pins: readonly number[]) => pins.map((p) => PINS[p]).sort();

describe('attack-board variants as data', () => {
  it('V.A1: occupied boards forward or sideways, empty boards backward or sideways', () => {
    expect(['forward', 'side', 'backward'].map((d) => petersDirection(d as 'side', true))).toEqual([
      true,
      true,
      false,
    ]);
    expect(['forward', 'side', 'backward'].map((d) => petersDirection(d as 'side', false))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('V.A2: a turn takes each square of the board to the diagonally opposite one, of the same colour', () => {
    const ql1 = pinIndex('QL1');
    expect(SQ_NAME[turnedSquare(squareIndex('z1QL1'), ql1)]).toBe('a0QL1');
    expect(SQ_NAME[turnedSquare(squareIndex('z0QL1'), ql1)]).toBe('a1QL1');
    expect(SQ_NAME[turnedSquare(squareIndex('e8KL6'), pinIndex('KL6'))]).toBe('d9KL6');
  });

  it('V.A2.1: QL3 reaches QL1, QL2 and QL5 (two ranks away), not QL4 (four) and not KL3 (side)', () => {
    expect(names(TWO_SQUARE_TARGETS[pinIndex('QL3')])).toEqual(['QL1', 'QL2', 'QL5']);
    expect(names(PIN_ADJACENT[pinIndex('QL3')])).toContain('QL4');
    for (const targets of TWO_SQUARE_TARGETS)
      for (const t of targets) expect(PINS[t][0]).toBe(PINS[targets[0]][0]);
  });

  it('V.A5: boards stay on the rear-pin or the front-pin diagonal of their side', () => {
    expect(names(DIAGONAL_TARGETS[pinIndex('QL1')])).toEqual(['QL3']);
    expect(names(DIAGONAL_TARGETS[pinIndex('QL3')])).toEqual(['QL1', 'QL5']);
    expect(names(DIAGONAL_TARGETS[pinIndex('KL6')])).toEqual(['KL4']);
  });

  it('V.A3: the pin over each promotion corner', () => {
    expect(Object.fromEntries(Object.entries(CORNER_PIN).map(([sq, p]) => [sq, PINS[p]]))).toEqual({
      a1W: 'QL1',
      d1W: 'KL1',
      a8B: 'QL6',
      d8B: 'KL6',
    });
  });

  it('V.A2.2: a lower slot covers the same columns as its pin, under the main board', () => {
    expect(lowerSlotSquares('QL3')).toEqual(['z2QL3u', 'a2QL3u', 'z3QL3u', 'a3QL3u']);
  });

  it('a pin name that does not exist has no lower slot; a pin may be named or numbered', () => {
    expect(lowerSlotSquares('QL7')).toEqual([]);
    expect(lowerSlotSquares(pinIndex('QL3'))).toEqual(lowerSlotSquares('QL3'));
    expect(lowerSlotSquares('QL1')).toEqual(['z0QL1u', 'a0QL1u', 'z1QL1u', 'a1QL1u']);
  });

  it('a square that is not on the turning board stays where it is', () => {
    expect(turnedSquare(squareIndex('c1W'), pinIndex('QL1'))).toBe(squareIndex('c1W'));
  });
});
