import { describe, expect, it } from 'vitest';
import {
  compareLimbs,
  denseGraph,
  matchingWeight,
  maxWeightMatching,
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

/** Best matching weight by exhaustive search (small n only). */
function bruteBest(g: DenseGraph): Float64Array {
  const W = g.words;
  let best = new Float64Array(W);
  const cur = new Float64Array(W);
  const used = new Uint8Array(g.n);
  const go = (i: number): void => {
    while (i < g.n && used[i]) i++;
    if (i >= g.n) {
      if (compareLimbs(cur, best) > 0) best = cur.slice();
      return;
    }
    used[i] = 1;
    go(i + 1);
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
      expect(Array.from(matchingWeight(g, mate))).toEqual(Array.from(bruteBest(g)));
    }
  });
});
