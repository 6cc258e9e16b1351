import { describe, expect, it } from 'vitest';
import { pairingInputFromTrf } from '@arbiter/tournament';
import { compareLimbs, denseGraph, matchingWeight, PerfectMatching, setEdge, type DenseGraph } from './blossom';
import { pairDutchRound } from './dutch';
import { generateTournament } from './generator';
import { perfectOnTight } from './tight';

/** mulberry32, so a failure replays. */
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

/** The best perfect matching's first `limbs` limbs by exhaustive search, null if there is none. */
function bestPerfect(g: DenseGraph, limbs: number): Float64Array | null {
  let best: Float64Array | null = null;
  const cur = new Float64Array(limbs);
  const used = new Uint8Array(g.n);
  const go = (i: number): void => {
    while (i < g.n && used[i]) i++;
    if (i >= g.n) {
      if (best === null || compareLimbs(cur, best) > 0) best = cur.slice();
      return;
    }
    used[i] = 1;
    for (let j = i + 1; j < g.n; j++) {
      if (used[j] || !g.has[i * g.n + j]) continue;
      used[j] = 1;
      for (let k = 0; k < limbs; k++) cur[k] += g.weight[(i * g.n + j) * g.words + k];
      go(i + 1);
      for (let k = 0; k < limbs; k++) cur[k] -= g.weight[(i * g.n + j) * g.words + k];
      used[j] = 0;
    }
    used[i] = 0;
  };
  go(0);
  return best;
}

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
      const expected = bestPerfect(g, 1) !== null;
      if (expected) perfect++;
      expect(perfectOnTight(g, adj.map((l) => Int32Array.from(l)), start)).toBe(expected);
    }
    // Both answers occur often, so the agreement says something.
    expect(perfect).toBeGreaterThan(300);
    expect(perfect).toBeLessThan(1700);
  });
});

describe('mayKeepOptimum: refusing on tight edges is sound', () => {
  it('never refuses a removal after which the optimum is still reachable', () => {
    const rand = rng(20261123);
    let refused = 0;
    for (let t = 0; t < 1500; t++) {
      const n = 2 * (2 + Math.floor(rand() * 4));
      const W = 2 + Math.floor(rand() * 2);
      const g = denseGraph(n, W);
      // Small limb values: many ties, so blossoms with positive duals are common.
      for (let u = 0; u < n; u++)
        for (let v = u + 1; v < n; v++)
          if (rand() < 0.85) setEdge(g, u, v, Array.from({ length: W }, () => Math.floor(rand() * 3)));
      const pm = new PerfectMatching(g);
      if (!pm.isPerfect()) continue;
      const limbs = W - 1; // the last limb plays the tie-break, as in the Dutch weights
      const best = matchingWeight(g, pm.mate).subarray(0, limbs);
      const drops = 1 + Math.floor(rand() * 4);
      for (let d = 0; d < drops; d++) {
        const u = Math.floor(rand() * n);
        const v = rand() < 0.5 && pm.mate[u] >= 0 ? pm.mate[u] : Math.floor(rand() * n);
        if (u !== v) pm.removeEdge(u, v);
      }
      if (pm.mayKeepOptimum(limbs)) continue;
      refused++;
      const after = bestPerfect(g, limbs);
      expect(after === null || compareLimbs(after, best) < 0).toBe(true);
    }
    expect(refused).toBeGreaterThan(100);
  });
});

describe('the Dutch engine with and without the tight-edge refusal', () => {
  it('pairs every round of 12 generated tournaments identically', () => {
    let refusals = 0;
    for (let s = 0; s < 12; s++) {
      const played = generateTournament({ players: 12 + 7 * s, rounds: 7, seed: 4100 + s, forfeitRate: 0.04 });
      for (const round of played) {
        const input = pairingInputFromTrf(round.before);
        if (!input.ok) throw new Error(input.error.message);
        const fast = pairDutchRound(input.value);
        const slow = pairDutchRound(input.value, { refuseOnTightEdges: false });
        expect(fast.ok && slow.ok).toBe(true);
        if (!fast.ok || !slow.ok) continue;
        expect(fast.value.boards).toEqual(slow.value.boards);
        expect(fast.value.pab).toEqual(slow.value.pab);
        expect(slow.value.stats.tightRefusals).toBe(0);
        refusals += fast.value.stats.tightRefusals;
      }
    }
    expect(refusals).toBeGreaterThan(0);
  });
});
