import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import { mederConfig, type EngineConfig } from './config';
import { pinIndex, squareIndex } from './geometry';
import { judge, type Verdict } from './judge';
import { parseBoard } from './position';

/**
 * The judge's own board clauses (TR 3.6, and the switches V.A2 and V.A2.2 set) asked directly,
 * without the variants' hook that refuses first in the game: a turn on the spot needs the
 * rotation switch and one rider, a turn-over into the other slot needs the lower slots and an
 * empty board; every other board move still needs an adjacent pin.
 */
const KINGS = 'Kc1W,kb8B';
const board = (pieces: string, boards: string, cfg: EngineConfig = mederConfig) =>
  unwrap(parseBoard(`${pieces} ${boards} w - - 0 10`, cfg));
const boardMove = (b: ReturnType<typeof board>, from: string, to: string): Verdict =>
  judge(b, { kind: 'board', from: pinIndex(from), to: pinIndex(to), promotion: 0, pre: 0 });
const code = (v: Verdict) => (v.ok ? 'ok' : v.rejection.code);

const rotation: EngineConfig = { ...mederConfig, boardRotation: true };
const lowerSlots: EngineConfig = { ...mederConfig, lowerSlots: true };

describe('judge: board moves under the variant switches (no hook)', () => {
  it('without V.A2 a board with one piece does not turn on its pin', () => {
    const b = board(`${KINGS},Pz1QL1`, 'QL1:w,QL6:b');
    expect(code(boardMove(b, 'QL1', 'QL1'))).toBe('ERR_BOARD_NOT_ADJACENT');
  });

  it('with V.A2 a board with one piece turns on its pin, but still moves only to an adjacent pin; an empty one does not turn', () => {
    const b = board(`${KINGS},Pz1QL1`, 'QL1:w,QL6:b', rotation);
    expect(code(boardMove(b, 'QL1', 'QL1'))).toBe('ok');
    expect(code(boardMove(b, 'QL1', 'QL4'))).toBe('ERR_BOARD_NOT_ADJACENT');
    const empty = board(KINGS, 'QL1:w,QL6:b', rotation);
    expect(code(boardMove(empty, 'QL1', 'QL1'))).toBe('ERR_BOARD_NOT_ADJACENT');
  });

  it('without V.A2.2 an empty board does not turn over into the lower slot', () => {
    const b = board(KINGS, 'QL1:w,QL6:b');
    expect(code(boardMove(b, 'QL1', 'QL1u'))).toBe('ERR_BOARD_NOT_ADJACENT');
  });

  it('with V.A2.2 an empty board turns over into the free other slot of its pin only; a board with a piece does not', () => {
    const b = board(KINGS, 'QL1:w,QL6:b', lowerSlots);
    expect(code(boardMove(b, 'QL1', 'QL1u'))).toBe('ok');
    expect(code(boardMove(b, 'QL1', 'QL4'))).toBe('ERR_BOARD_NOT_ADJACENT');
    expect(code(boardMove(board(KINGS, 'QL1u:w,QL6:b', lowerSlots), 'QL1u', 'QL1'))).toBe('ok');
    expect(code(boardMove(board(KINGS, 'KL6u:w,QL6:b', lowerSlots), 'KL6u', 'KL6'))).toBe('ok');
    const carried = board(`${KINGS},Pz1QL1`, 'QL1:w,QL6:b', lowerSlots);
    expect(code(boardMove(carried, 'QL1', 'QL1u'))).toBe('ERR_BOARD_NOT_ADJACENT');
  });

  it('with V.A2.2 the other slot must be free, whichever board stands there (the first one listed too)', () => {
    const b = board(KINGS, 'QL1u:w,QL1:w,QL6:b', lowerSlots);
    expect(code(boardMove(b, 'QL1', 'QL1u'))).toBe('ERR_BOARD_PIN_OCCUPIED');
  });
});

describe('judge: square a1W, the first square of the geometry, counts like any other (set-up positions)', () => {
  const at = (position: string) => unwrap(parseBoard(position, mederConfig));
  const move = (position: string, from: string, to: string) =>
    code(
      judge(at(position), {
        kind: 'piece',
        from: squareIndex(from),
        to: squareIndex(to),
        promotion: 0,
        pre: 0,
      }),
    );

  it('a piece on a1W blocks a double step over it', () => {
    const position = 'Kd1W,Pa0QL1*,Na1W,kb8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10';
    expect(move(position, 'a0QL1', 'a2W')).toBe('ERR_PATH_BLOCKED');
  });

  it('a black pawn that has just double-stepped to a1W can be taken en passant on a2', () => {
    const position = 'Kd1W,Pb1W,pa1W,kb8B QL1:w,KL1:w,QL6:b,KL6:b w a1W - 0 10';
    expect(move(position, 'b1W', 'a2W')).toBe('ok');
  });
});
