/**
 * Scratch engines and the answers a Position's engine gives once.
 * - A scratch engine is where a query may make and unmake moves without touching a Position.
 *   Each rule set keeps one spare and copies the position into it (no allocation); a query that
 *   runs while the spare is out (a nested one) gets a fresh copy.
 * - A Position's engine never changes, so its legal moves and its repetition key are computed once
 *   and remembered beside it (weakly: they go when the Position goes).
 * Trade-off: the spare lives as long as its rule set; the remembered lists cost a few hundred bytes
 * per position still referenced, and save generating the same list three times per move played.
 */
import type { Engine } from './engine';
import { repetitionKey } from './position';
import { legalCodes } from './resolve';

/** Runs `query` on a scratch copy of `board` and returns its answer; the copy is recycled after. */
export type ScratchRunner = <T>(board: Engine, query: (scratch: Engine) => T) => T;

/** A scratch runner with one spare engine of its own (give each rule set one). */
export function scratchRunner(): ScratchRunner {
  let spare: Engine | null = null;
  return (board, query) => {
    const taken = spare;
    spare = null;
    const scratch = taken && taken.fits(board) ? taken.copyFrom(board) : board.clone();
    try {
      return query(scratch);
    } finally {
      spare = scratch;
    }
  };
}

const LEGAL = new WeakMap<Engine, readonly number[]>();
const KEYS = new WeakMap<Engine, string>();

/** The legal moves (encoded) of a Position's engine, generated once on a scratch copy. */
export function legalOf(board: Engine, scratch: ScratchRunner): readonly number[] {
  let legal = LEGAL.get(board);
  if (!legal) {
    legal = scratch(board, legalCodes);
    LEGAL.set(board, legal);
  }
  return legal;
}

/** The repetition key (TR 9.2) of a Position's engine, made once. */
export function keyOf(board: Engine, scratch: ScratchRunner): string {
  let key = KEYS.get(board);
  if (key === undefined) {
    key = repetitionKey(board, board.ep >= 0 ? legalOf(board, scratch) : undefined);
    KEYS.set(board, key);
  }
  return key;
}
