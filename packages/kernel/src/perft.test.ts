import { describe, expect, it } from 'vitest';
import { divide, perft, slowPerft } from './perft';
import { unwrap } from './result';
import { takeAway, type TakeAwayPosition } from './testing/take-away';

const start = unwrap(takeAway.start('standard', { 'max-take': '3' }));

/** Counts leaves by walking every node, without bulk counting: an independent check. */
function naive(p: TakeAwayPosition, depth: number): number {
  if (depth === 0) return 1;
  return takeAway.legalMoves(p).reduce((n, m) => n + naive(takeAway.play(p, m), depth - 1), 0);
}

describe('perft', () => {
  it('counts one node at depth 0 and the legal moves at depth 1', () => {
    expect(perft(takeAway, start, 0)).toBe(1);
    expect(perft(takeAway, start, 1)).toBe(takeAway.legalMoves(start).length);
  });
  it('agrees with a walk of every node at depths 1..6', () => {
    for (let d = 1; d <= 6; d++) expect(perft(takeAway, start, d)).toBe(naive(start, d));
  });
  it('uses a game fast path when offered, and divide sums to perft', () => {
    let calls = 0;
    const fast = {
      ...takeAway,
      countLeaves: (p: TakeAwayPosition, d: number) => (calls++, slowPerft(takeAway, p, d)),
    };
    expect(perft(fast, start, 4)).toBe(naive(start, 4));
    expect(calls).toBe(1);
    const rows = divide(takeAway, start, 4);
    expect(rows.map((r) => r.move)).toEqual(['pass', 'take1', 'take2', 'take3']);
    expect(rows.reduce((n, r) => n + r.nodes, 0)).toBe(naive(start, 4));
  });
  it('reports progress per first move', () => {
    const seen: number[] = [];
    divide(takeAway, start, 2, (_row, done) => seen.push(done));
    expect(seen).toEqual([1, 2, 3, 4]);
  });
});
