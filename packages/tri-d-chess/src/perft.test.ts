import { describe, expect, it } from 'vitest';
import { BOARD_MOVE, CASTLE, EN_PASSANT, moveKind, movePre, movePromo, type Engine } from './engine';
import { STANDARD_POSITION } from './position';
import { SEEDS, agreementPositions, boardOf } from './testing/positions';
import { referenceMoves, referencePerft } from './testing/reference';

describe('perft from the initial position (section 11)', () => {
  it('is 20 / 400 / 9128 at depths 1-3, for both generators', () => {
    const board = boardOf(STANDARD_POSITION);
    expect([1, 2, 3].map((d) => board.perft(d))).toEqual([20, 400, 9128]);
    expect([1, 2].map((d) => referencePerft(board, d))).toEqual([20, 400]);
  });
});

/** Counts what kinds of move occur in the tree below `board` to `depth` plies. */
function kinds(board: Engine, depth: number, seen: Record<string, number>): void {
  if (depth === 0) return;
  const moves = Array.from(board.buffer(depth).subarray(0, board.legal(board.buffer(depth))));
  if (moves.length === 0) seen[board.inCheck() ? 'mate' : 'stalemate'] = (seen.mate ?? 0) + 1;
  for (const m of moves) {
    const k = moveKind(m);
    const name =
      k === CASTLE ? 'castle' : k === BOARD_MOVE ? 'board' : k === EN_PASSANT ? 'en-passant' : 'piece';
    seen[name] = (seen[name] ?? 0) + 1;
    if (movePromo(m)) seen.promotion = (seen.promotion ?? 0) + 1;
    if (movePre(m)) seen.delayed = (seen.delayed ?? 0) + 1;
    board.make(m);
    if (board.inCheck()) seen.check = (seen.check ?? 0) + 1;
    kinds(board, depth - 1, seen);
    board.unmake();
  }
}

describe('the fast generator agrees with the reference generator (every from/to pair put to the judge)', () => {
  const positions = agreementPositions();

  it('uses at least 30 positions whose trees hold every kind of move, check and mate', () => {
    expect(positions.length).toBeGreaterThanOrEqual(30);
    const seen: Record<string, number> = {};
    for (const p of positions) kinds(boardOf(p), 2, seen);
    for (const kind of ['board', 'castle', 'en-passant', 'promotion', 'delayed', 'check', 'mate'])
      expect(seen[kind] ?? 0, kind).toBeGreaterThan(0);
  });

  it('gives the same moves at the root of every seed', () => {
    for (const s of SEEDS) {
      const board = boardOf(s.position);
      const fast = Array.from(board.buffer(0).subarray(0, board.legal(board.buffer(0)))).sort();
      expect(referenceMoves(board).sort(), s.aim).toEqual(fast);
    }
  });

  const half = Math.ceil(positions.length / 2);
  for (const [name, part] of [
    ['first half', positions.slice(0, half)],
    ['second half', positions.slice(half)],
  ] as const)
    it(`gives the same perft(3) on the ${name} of the positions`, { timeout: 120_000 }, () => {
      for (const p of part) {
        const board = boardOf(p);
        expect(referencePerft(board, 3), p).toBe(board.perft(3));
      }
    });
});

describe('make and unmake', () => {
  it('restore every position exactly, through every move of the trees', () => {
    for (const p of agreementPositions().slice(0, 12)) {
      const board = boardOf(p);
      const before = JSON.stringify([
        board.sq,
        board.moved,
        board.live,
        board.colCount,
        board.pinBoard,
        board.kings,
      ]);
      board.perft(2);
      expect(
        JSON.stringify([board.sq, board.moved, board.live, board.colCount, board.pinBoard, board.kings]),
      ).toBe(before);
    }
  });
});
