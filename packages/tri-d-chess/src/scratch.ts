/**
 * Scratch engines and the answers a Position's engine gives once.
 * - A scratch engine is where a query may make and unmake moves without touching a Position.
 *   Each rule set keeps one spare and copies the position into it (no allocation); a query that
 *   runs while the spare is out (a nested one) gets a fresh copy.
 * - A Position's engine never changes, so its legal moves and its repetition key are computed once
 *   and remembered for the last two positions asked about (`Answers`).
 * Trade-off: the spare and two positions live as long as their rule set; in return a move played
 * generates its position's legal moves once, not three times (status, reading, deciding).
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

/**
 * What the last Position engines asked answered: their legal moves and repetition keys. A move
 * played asks about two positions (the one it is played in, then the one it makes), so two are kept.
 */
export class Answers {
  private readonly boards: (Engine | null)[] = [null, null];
  private readonly legals: (readonly number[] | null)[] = [null, null];
  private readonly keys: (string | null)[] = [null, null];
  private next = 0;

  constructor(private readonly scratch: ScratchRunner) {}

  private slot(board: Engine): number {
    if (this.boards[0] === board) return 0;
    if (this.boards[1] === board) return 1;
    const i = this.next;
    this.next ^= 1;
    this.boards[i] = board;
    this.legals[i] = null;
    this.keys[i] = null;
    return i;
  }

  /** The legal moves (encoded) of a Position's engine, generated on a scratch copy. */
  legal(board: Engine): readonly number[] {
    const i = this.slot(board);
    return (this.legals[i] ??= this.scratch(board, legalCodes));
  }

  /** The repetition key (TR 9.2) of a Position's engine. */
  key(board: Engine): string {
    const i = this.slot(board);
    let key = this.keys[i];
    if (key === null) {
      const legal = board.ep >= 0 ? this.legal(board) : undefined;
      key = this.keys[i] = repetitionKey(board, legal);
    }
    return key;
  }
}
