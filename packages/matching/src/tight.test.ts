import { describe, expect, it } from 'vitest';
import { denseGraph, setEdge } from './blossom';
import { seededRandom as rng } from '@arbiter/kernel';
import { bruteBest } from './test-support';
import { Matcher } from './matcher';
import { perfectOnTight, tightEdges } from './tight';

describe('perfectOnTight (cardinality blossom search)', () => {
  it('finds a perfect matching exactly when exhaustive search does, from any start', () => {
    const rand = rng(7);
    let perfect = 0;
    for (let t = 0; t < 2000; t++) {
      const n = 2 * (1 + Math.floor(rand() * 6));
      const g = denseGraph(n, 1);
      const adj: number[][] = Array.from({ length: n }, () => []);
      const p = 0.15 + rand() * 0.6;
      for (let u = 0; u < n; u++)
        for (let v = u + 1; v < n; v++)
          if (rand() < p) {
            setEdge(g, u, v, [1]);
            adj[u].push(v);
            adj[v].push(u);
          }
      const start = new Int32Array(n).fill(-1);
      for (let u = 0; u < n; u++)
        if (start[u] < 0)
          for (const v of adj[u])
            if (start[v] < 0 && rand() < 0.5) {
              start[u] = v;
              start[v] = u;
              break;
            }
      const expected = bruteBest(g, true) !== null;
      if (expected) perfect++;
      expect(
        perfectOnTight(
          g,
          adj.map((l) => Int32Array.from(l)),
          start,
        ),
      ).toBe(expected);
    }
    // Both answers occur often, so the agreement says something.
    expect(perfect).toBeGreaterThan(300);
    expect(perfect).toBeLessThan(1700);
  });
});

describe('tightEdges in float64 and in BigInt', () => {
  it('finds the same tight edges both ways, blossoms included', () => {
    const rand = rng(99);
    let blossoms = 0;
    for (let t = 0; t < 300; t++) {
      const n = 2 * (3 + Math.floor(rand() * 5));
      const W = 2;
      const g = denseGraph(n, W);
      for (let u = 0; u < n; u++)
        for (let v = u + 1; v < n; v++)
          if (rand() < 0.8) setEdge(g, u, v, [Math.floor(rand() * 3), Math.floor(rand() * 5)]);
      const m = new Matcher(g);
      m.jumpStart();
      m.run();
      const cert = m.certificate();
      if (cert.chains.some((c) => c.length > 0)) blossoms++;
      const fast = tightEdges(g, cert, W).map((l) => [...l].sort((a, b) => a - b));
      const exact = tightEdges(g, { ...cert, exactInFloat: false }, W).map((l) =>
        [...l].sort((a, b) => a - b),
      );
      expect(exact).toEqual(fast);
    }
    expect(blossoms).toBeGreaterThan(10);
  });
});
