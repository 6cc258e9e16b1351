/**
 * The reference generator for the tests: deliberately simple, it proposes every
 * from-square/to-square pair, every castling and every pin pair (with every promotion
 * choice) to the judge and keeps what the judge accepts. Nothing here is shared with
 * the fast generator in engine.ts except `make`, which both use to play a move.
 */
import type { Engine } from '../engine';
import { PINS, SQUARE_COUNT } from '../geometry';
import { judge, type Attempt, type JudgeHook } from '../judge';

/**
 * The moves of one proposal with every promotion choice. The judge decides the promotion clause only
 * after every clause about the move itself, so a proposal refused for any other reason without a
 * promotion is refused with each choice too, and one accepted without a promotion refuses all choices:
 * only an `ERR_PROMOTION_REQUIRED` answer needs the four choices tried.
 */
function withPromotions(
  board: Engine,
  attempt: (promotion: number) => Attempt,
  out: number[],
  hook: JudgeHook | null,
): void {
  const plain = judge(board, attempt(0), hook);
  if (plain.ok) out.push(plain.move);
  else if (plain.rejection.code === 'ERR_PROMOTION_REQUIRED')
    for (const promotion of board.cfg.promotionRoles) {
      const v = judge(board, attempt(promotion), hook);
      if (v.ok) out.push(v.move);
    }
}

/** Every legal move by brute force, encoded; `hook` is the variants' judge hook of the game's options. */
export function referenceMoves(board: Engine, hook: JudgeHook | null = null): number[] {
  const out: number[] = [];
  const pres = board.pending >= 0 ? board.cfg.promotionRoles : [0];
  for (const pre of pres) {
    for (let from = 0; from < SQUARE_COUNT; from++) {
      if (!board.sq[from] || board.sq[from] >> 3 !== board.turn) continue;
      for (let to = 0; to < SQUARE_COUNT; to++) {
        if (!board.live[to]) continue;
        withPromotions(board, (promotion) => ({ kind: 'piece', from, to, promotion, pre }), out, hook);
      }
    }
    for (let index = 0; index < board.cfg.castlings.length; index++) {
      if (board.cfg.castlings[index].color !== board.turn) continue;
      const v = judge(board, { kind: 'castle', index, pre }, hook);
      if (v.ok) out.push(v.move);
    }
    for (let from = 0; from < PINS.length; from++) {
      if (board.pinBoard[from] < 0) continue;
      for (let to = 0; to < PINS.length; to++) {
        if (from === to && !board.cfg.boardRotation) continue;
        withPromotions(board, (promotion) => ({ kind: 'board', from, to, promotion, pre }), out, hook);
      }
    }
  }
  return out;
}

/** perft through the reference generator. */
export function referencePerft(board: Engine, depth: number, hook: JudgeHook | null = null): number {
  if (depth <= 0) return 1;
  const moves = referenceMoves(board, hook);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    board.make(m);
    n += referencePerft(board, depth - 1, hook);
    board.unmake();
  }
  return n;
}
