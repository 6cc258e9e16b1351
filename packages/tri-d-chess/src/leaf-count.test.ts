import { describe, expect, it } from 'vitest';
import { mederConfig } from './config';
import type { Engine } from './engine';
import { agreementPositions, boardOf } from './testing/positions';
import {
  BOARD_TEST_POSITION,
  EMPTY_BOARDS_POSITION,
  LOWER_CHECK_POSITION,
  LOWER_SLOTS_POSITION,
  PROMOTION_POSITION,
} from './testing/variant-figures';
import { applyVariantOptions } from './variants/engine-config';

/**
 * Perft counts the last ply without generating it (`countLegal`, one counting method per kind of
 * piece). The perft sweeps that check it against the reference are too slow for the mutation
 * suite, so this checks the count against the generated list itself, at every node of a small
 * tree: the same code path perft takes, at a fraction of the cost.
 */
function mismatches(board: Engine, depth: number, path: string[], out: string[]): void {
  const list = board.buffer(depth);
  const n = board.legal(list);
  const counted = board.countLegal();
  if (counted !== n) out.push(`${path.join(' ') || 'root'}: counted ${counted}, generated ${n}`);
  if (depth === 0) return;
  const moves = Array.from(list.subarray(0, n));
  for (const m of moves) {
    board.make(m);
    mismatches(board, depth - 1, [...path, String(m)], out);
    board.unmake();
  }
}

describe('the leaf count of perft', () => {
  it('equals the number of moves generated, at every node two plies deep below the agreement positions', () => {
    const out: string[] = [];
    let nodes = 0;
    for (const p of agreementPositions()) {
      const board = boardOf(p);
      mismatches(board, 2, [p], out);
      nodes++;
    }
    expect(nodes).toBeGreaterThanOrEqual(30);
    expect(out).toEqual([]);
  });

  // The switches the engine itself reads: board turns (V.A2), own boards only and diagonal pins
  // (V.A5), Peter's direction (V.A1), two-square pins (V.A2.1), lower slots (V.A2.2).
  const VARIANT_TREES: [string, Record<string, string>][] = [
    [BOARD_TEST_POSITION, { 'v-a2': 'on' }],
    [BOARD_TEST_POSITION, { 'v-a1': 'on', 'v-a2': 'on', 'v-a2-1': 'on', 'v-a5': 'on' }],
    [EMPTY_BOARDS_POSITION, { 'v-a5': 'on' }],
    [LOWER_SLOTS_POSITION, { 'v-a2-2': 'on' }],
    [LOWER_CHECK_POSITION, { 'v-a2-2': 'on', 'v-a2': 'on' }],
    [PROMOTION_POSITION, { 'v-a2': 'on' }],
  ];
  it('equals the number of moves generated under the attack-board variants the engine reads', () => {
    const out: string[] = [];
    for (const [position, options] of VARIANT_TREES) {
      const board = boardOf(position, applyVariantOptions(mederConfig, options));
      mismatches(board, 2, [JSON.stringify(options), position], out);
    }
    expect(out).toEqual([]);
  });
});
