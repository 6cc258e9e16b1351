import { readFileSync } from 'node:fs';
import { resolveOptions, slowPerft, unwrap } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { drakoburg } from './rules';
import { loadEngine, type Position } from './position';
import { TEST_POSITIONS, type TestPosition } from './testing/positions';
import { refFromString, refMoves, refPerft } from './testing/reference';

const table = JSON.parse(readFileSync(new URL('../data/perft.json', import.meta.url), 'utf8')) as {
  rows: { depth: number; nodes: number }[];
};

const load = (t: TestPosition): Position =>
  unwrap(drakoburg.parsePosition(t.fen, unwrap(resolveOptions(drakoburg.options, t.options ?? {}))));

const reference = (t: TestPosition) =>
  refFromString(t.fen, {
    guard: t.options?.['royal-attack'] === 'chess-like',
    captureMode: t.options?.['multi-royal'] === 'capture',
    once: t.options?.['sequix'] === 'once-per-castle',
  });

/**
 * Depth of the generator-against-reference sweeps: 3, or 2 inside a mutation run
 * (`ARBITER_MUTATION_RUN`, set by features/vitest/mutation-config.mjs), where each sweep is rerun
 * for every mutant it covers and depth 3 costs about five times as much.
 */
const DEPTH = process.env.ARBITER_MUTATION_RUN ? 2 : 3;

/** A deterministic pseudo-random walk of legal moves. */
function walk(plies: number, seed: number): Position {
  let p = unwrap(drakoburg.start('standard', unwrap(resolveOptions(drakoburg.options, {}))));
  let s = seed;
  for (let i = 0; i < plies; i++) {
    const moves = drakoburg.legalMoves(p);
    if (moves.length === 0) break;
    s = (s * 1103515245 + 12345) % 2147483648;
    p = drakoburg.play(p, moves[s % moves.length]);
  }
  return p;
}

describe('perft from the default start', () => {
  const start = unwrap(drakoburg.start('standard', unwrap(resolveOptions(drakoburg.options, {}))));
  for (const row of table.rows.filter((r) => r.depth <= DEPTH + 1))
    it(`depth ${row.depth} = ${row.nodes}`, () => {
      expect(drakoburg.countLeaves?.(start, row.depth)).toBe(row.nodes);
    });
  it(`the exact path (full ruling-4 evaluation everywhere) agrees to depth ${DEPTH}`, () => {
    const e = loadEngine(start);
    e.exact = true;
    expect(e.perft(DEPTH)).toBe(table.rows.find((r) => r.depth === DEPTH)?.nodes);
  });
  it(`legalMoves/play (the event path) agrees to depth ${DEPTH}`, () => {
    expect(slowPerft(drakoburg, start, DEPTH)).toBe(table.rows.find((r) => r.depth === DEPTH)?.nodes);
  });
});

describe('the fast generator agrees with the simple reference generator', () => {
  it(`covers at least 30 positions`, () => {
    expect(TEST_POSITIONS.length).toBeGreaterThanOrEqual(30);
  });
  for (const t of TEST_POSITIONS) {
    it(`${t.name}: same legal moves and perft to depth ${DEPTH}`, () => {
      const p = load(t);
      const mine = drakoburg
        .legalMoves(p)
        .map((m) => drakoburg.makeMove(p, m).replace(/[-x]/, ''))
        .sort();
      const ref = reference(t);
      expect(mine).toEqual(refMoves(ref));
      for (let d = 1; d <= DEPTH; d++) expect(drakoburg.countLeaves?.(p, d)).toBe(refPerft(ref, d));
      const e = loadEngine(p);
      e.exact = true;
      expect(e.perft(DEPTH)).toBe(drakoburg.countLeaves?.(p, DEPTH));
    });
  }
  for (const [plies, seed] of [
    [8, 1],
    [12, 7],
    [16, 42],
    [20, 99],
    [24, 2024],
    [30, 5],
  ])
    it(`position after ${plies} random plies (seed ${seed}): perft to depth 2 and the event path`, () => {
      const p = walk(plies, seed);
      const ref = refFromString(drakoburg.makePosition(p));
      for (let d = 1; d <= 2; d++) expect(drakoburg.countLeaves?.(p, d)).toBe(refPerft(ref, d));
      expect(slowPerft(drakoburg, p, 2)).toBe(drakoburg.countLeaves?.(p, 2));
    });
});
