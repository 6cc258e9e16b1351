/**
 * The reference generator for the tests: deliberately simple, it proposes every
 * from-square/to-square pair, every castling and every pin pair (with every promotion
 * choice) to the judge and keeps what the judge accepts. Nothing here is shared with
 * the fast generator in board.ts except `make`, which both use to play a move.
 */
import type { Board } from '../board';
import { PINS, SQUARE_COUNT } from '../geometry';
import { judge } from '../judge';
import { PAWN } from '../pieces';

/** Every legal move by brute force, encoded. */
export function referenceMoves(board: Board): number[] {
  const out: number[] = [];
  const pres = board.pending >= 0 ? board.cfg.promotionRoles : [0];
  const promos = [0, ...board.cfg.promotionRoles];
  for (const pre of pres) {
    for (let from = 0; from < SQUARE_COUNT; from++) {
      if (!board.sq[from] || board.sq[from] >> 3 !== board.turn) continue;
      const choices = (board.sq[from] & 7) === PAWN ? promos : [0];
      for (let to = 0; to < SQUARE_COUNT; to++) {
        if (!board.live[to]) continue;
        for (const promotion of choices) {
          const v = judge(board, { kind: 'piece', from, to, promotion, pre });
          if (v.ok) out.push(v.move);
        }
      }
    }
    for (let index = 0; index < board.cfg.castlings.length; index++) {
      if (board.cfg.castlings[index].color !== board.turn) continue;
      const v = judge(board, { kind: 'castle', index, pre });
      if (v.ok) out.push(v.move);
    }
    for (let from = 0; from < PINS.length; from++) {
      if (board.pinBoard[from] < 0) continue;
      for (let to = 0; to < PINS.length; to++)
        for (const promotion of promos) {
          if (from === to && !board.cfg.boardRotation) continue;
          const v = judge(board, { kind: 'board', from, to, promotion, pre });
          if (v.ok) out.push(v.move);
        }
    }
  }
  return out;
}

/** perft through the reference generator. */
export function referencePerft(board: Board, depth: number): number {
  if (depth <= 0) return 1;
  const moves = referenceMoves(board);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    board.make(m);
    n += referencePerft(board, depth - 1);
    board.unmake();
  }
  return n;
}
