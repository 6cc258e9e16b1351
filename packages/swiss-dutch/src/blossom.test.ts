import { describe, expect, it } from 'vitest';
import {
  compareLimbs,
  denseGraph,
  matchingWeight,
  maxWeightMatching,
  PerfectMatching,
  setEdge,
  type DenseGraph,
} from './blossom';

/** A tiny seeded generator (mulberry32) so failures replay. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Best matching weight by exhaustive search (small n only); `perfect`: perfect matchings only (null if none). */
function bruteBest(g: DenseGraph, perfect = false): Float64Array | null {
  const W = g.words;
  let best: Float64Array | null = perfect ? null : new Float64Array(W);
  const cur = new Float64Array(W);
  const used = new Uint8Array(g.n);
  const go = (i: number): void => {
    while (i < g.n && used[i]) i++;
    if (i >= g.n) {
      if (best === null || compareLimbs(cur, best) > 0) best = cur.slice();
      return;
    }
    used[i] = 1;
    if (!perfect) go(i + 1);
    for (let j = i + 1; j < g.n; j++) {
      if (used[j] || !g.has[i * g.n + j]) continue;
      used[j] = 1;
      for (let k = 0; k < W; k++) cur[k] += g.weight[(i * g.n + j) * W + k];
      go(i + 1);
      for (let k = 0; k < W; k++) cur[k] -= g.weight[(i * g.n + j) * W + k];
      used[j] = 0;
    }
    used[i] = 0;
  };
  go(0);
  return best;
}

describe('maxWeightMatching (multi-limb weights)', () => {
  it('matches exhaustive search on 600 random graphs', () => {
    const rand = rng(20260201);
    for (let t = 0; t < 600; t++) {
      const n = 2 + Math.floor(rand() * 9);
      const W = 1 + Math.floor(rand() * 3);
      const g = denseGraph(n, W);
      const density = 0.3 + rand() * 0.7;
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          if (rand() < density) {
            const limbs = Array.from({ length: W }, () => Math.floor(rand() * 6));
            setEdge(g, i, j, limbs);
          }
      const mate = maxWeightMatching(g);
      for (let v = 0; v < n; v++) if (mate[v] >= 0) expect(mate[mate[v]]).toBe(v);
      expect(Array.from(matchingWeight(g, mate))).toEqual(Array.from(bruteBest(g)!));
    }
  });

  it('finds the best perfect matching, and again after edges are removed (warm start)', () => {
    const rand = rng(1504);
    for (let t = 0; t < 300; t++) {
      const n = 2 * (1 + Math.floor(rand() * 5));
      const W = 1 + Math.floor(rand() * 3);
      const g = denseGraph(n, W);
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          if (rand() < 0.85)
            setEdge(
              g,
              i,
              j,
              Array.from({ length: W }, () => Math.floor(rand() * 30) - 10),
            );
      const expected = bruteBest(g, true);
      if (expected === null) continue;
      const pm = new PerfectMatching(g);
      expect(pm.isPerfect()).toBe(true);
      expect(Array.from(matchingWeight(g, pm.mate))).toEqual(Array.from(expected));
      for (let step = 0; step < 3; step++) {
        const before = pm.snapshot();
        const u = Math.floor(rand() * n);
        const v = pm.mate[u];
        pm.removeEdge(u, v);
        pm.solve();
        const again = bruteBest(g, true);
        if (again === null) {
          expect(pm.isPerfect()).toBe(false);
          setEdge(g, u, v, g.weight.subarray((u * n + v) * W, (u * n + v + 1) * W));
          pm.restore(before);
          continue;
        }
        expect(pm.isPerfect()).toBe(true);
        expect(Array.from(matchingWeight(g, pm.mate))).toEqual(Array.from(again));
      }
    }
  });

  it('excludes only edges that no optimal perfect matching uses (dual certificate)', () => {
    const rand = rng(4242);
    let excludedSeen = 0;
    for (let t = 0; t < 200; t++) {
      const n = 2 * (1 + Math.floor(rand() * 4));
      const W = 1 + Math.floor(rand() * 2);
      const g = denseGraph(n, W);
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          if (rand() < 0.9)
            setEdge(
              g,
              i,
              j,
              Array.from({ length: W }, () => Math.floor(rand() * 4)),
            );
      const best = bruteBest(g, true);
      if (best === null) continue;
      const pm = new PerfectMatching(g);
      for (let x = 0; x < n; x++)
        for (let y = x + 1; y < n; y++) {
          if (!g.has[x * n + y] || !pm.excluded(x, y, W)) continue;
          excludedSeen++;
          // Best perfect matching through x-y: force it by dropping x's and y's other edges.
          const h = denseGraph(n, W);
          h.weight.set(g.weight);
          h.has.set(g.has);
          for (let z = 0; z < n; z++)
            if (z !== y && z !== x) {
              h.has[x * n + z] = h.has[z * n + x] = 0;
              h.has[y * n + z] = h.has[z * n + y] = 0;
            }
          const through = bruteBest(h, true);
          if (through !== null) expect(compareLimbs(through, best)).toBeLessThan(0);
        }
    }
    expect(excludedSeen).toBeGreaterThan(0);
  });
});
