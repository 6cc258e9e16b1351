import { describe, expect, it } from 'vitest';
import { resolveMove } from './resolve';
import { boardOf } from './testing/positions';

const BOARDS = 'QL1:w,KL1:w,QL6:b,KL6:b';
const refusal = (position: string, text: string, mode?: 'strict' | 'lenient') => {
  const r = resolveMove(boardOf(position), text, mode);
  if (r.ok) throw new Error(`${text} was read`);
  return r.error;
};

describe('resolveMove', () => {
  it('reads strictly unless told otherwise: an x on a move that captures nothing is refused (E10)', () => {
    const position = `Kd0KL1,Nc1W,kd9KL6 ${BOARDS} w - - 0 10`;
    expect(refusal(position, 'Nxb3W').code).toBe('ERR_CAPTURE_MARK');
    const lenient = resolveMove(boardOf(position), 'Nxb3W', 'lenient');
    expect(lenient.ok && lenient.value.warnings.map((w) => w.code)).toEqual(['ERR_CAPTURE_MARK']);
  });

  it('a lenient reading of two moves that leave one position warns with the text, the count and the move chosen (ruling 14)', () => {
    const r = resolveMove(boardOf(`Kd0KL1,kd9KL6,pa6N,pa6B ${BOARDS} b - - 0 11`), 'a5B', 'lenient');
    expect(r.ok && r.value.warnings.map((w) => [w.code, w.params])).toEqual([
      ['WARN_AMBIGUOUS_SAME_POSITION', { text: 'a5B', count: 2, chosen: 'a6N-a5B' }],
    ]);
  });

  it("a move only the other side could make is looked for without the side to move's en passant right", () => {
    // Black to move: White's pawn on a1W has nothing to take on b2W, so it is no move of the other side either.
    expect(refusal(`Kd0KL1,Pa1W,kd9KL6 ${BOARDS} b - - 0 10`, 'aWxb2W').code).toBe('ERR_NO_SUCH_MOVE');
  });
});
