import { describe, expect, it } from 'vitest';
import {
  compareLimbs,
  denseGraph,
  matchingWeight,
  maxWeightMatching,
  perfectDuals,
  PerfectMatching,
  setEdge,
} from './blossom';
import { graphOver } from './graph';
import { stagesRun } from './matcher';
import { seededRandom as rng } from '@arbiter/kernel';
import { bruteBest } from './test-support';

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
          if (rand() < 0.85)
            setEdge(
              g,
              u,
              v,
              Array.from({ length: W }, () => Math.floor(rand() * 3)),
            );
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
      // The lexicographic best keeps the best prefix too.
      const after = bruteBest(g, true);
      expect(after === null || compareLimbs(after.subarray(0, limbs), best) < 0).toBe(true);
    }
    expect(refused).toBeGreaterThan(100);
  });
});

describe('PerfectMatching from a guess (warm start)', () => {
  it('reaches the optimum of exhaustive search from random, partial and exact guesses', () => {
    const rand = rng(7741);
    let tried = 0;
    for (let t = 0; t < 400; t++) {
      const n = 2 * (1 + Math.floor(rand() * 5));
      const W = 1 + Math.floor(rand() * 3);
      const g = denseGraph(n, W);
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          if (rand() < 0.8)
            setEdge(
              g,
              i,
              j,
              Array.from({ length: W }, () => Math.floor(rand() * 30) - 10),
            );
      const expected = bruteBest(g, true);
      if (expected === null) continue;
      tried++;
      // A random guess: duals anywhere (too low or too high), pairs at random (edges or not).
      const dual = Float64Array.from({ length: n * W }, () => Math.floor(rand() * 80) - 40);
      const mate = new Int32Array(n).fill(-1);
      for (let u = 0; u < n; u++)
        if (mate[u] < 0 && rand() < 0.7) {
          const v = Math.floor(rand() * n);
          if (v !== u && mate[v] < 0) {
            mate[u] = v;
            mate[v] = u;
          }
        }
      const fromGuess = new PerfectMatching(g, { dual, mate });
      expect(fromGuess.isPerfect()).toBe(true);
      expect(Array.from(matchingWeight(g, fromGuess.mate))).toEqual(Array.from(expected));
      // The exact answer as the guess: still the optimum.
      const exact = perfectDuals(g);
      expect(exact).not.toBeNull();
      const fromExact = new PerfectMatching(g, exact!);
      expect(Array.from(matchingWeight(g, fromExact.mate))).toEqual(Array.from(expected));
    }
    expect(tried).toBeGreaterThan(200);
  });
});

describe('a graph that states its largest limb (DenseGraph.maxAbs)', () => {
  it('is solved as the same graph whose matrix the matcher scans, and each solve counts its stages', () => {
    const rand = rng(2511);
    let certified = 0;
    for (let t = 0; t < 200; t++) {
      const n = 2 * (1 + Math.floor(rand() * 5));
      const W = 1 + Math.floor(rand() * 3);
      const scanned = denseGraph(n, W);
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          if (rand() < 0.85)
            setEdge(
              scanned,
              i,
              j,
              Array.from({ length: W }, () => Math.floor(rand() * 30) - 10),
            );
      let maxAbs = 0;
      for (const x of scanned.weight) maxAbs = Math.max(maxAbs, Math.abs(x));
      const stated = graphOver(n, W, scanned.has.slice(), scanned.weight.slice(), maxAbs);
      const expected = bruteBest(scanned, true);
      if (expected === null) continue;
      const before = stagesRun();
      const a = new PerfectMatching(scanned);
      expect(stagesRun()).toBeGreaterThan(before);
      const b = new PerfectMatching(stated);
      expect(Array.from(b.mate)).toEqual(Array.from(a.mate));
      expect(Array.from(matchingWeight(stated, b.mate))).toEqual(Array.from(expected));
      for (let u = 0; u < n; u++)
        for (let v = u + 1; v < n; v++)
          if (scanned.has[u * n + v]) {
            expect(b.excluded(u, v, W)).toBe(a.excluded(u, v, W));
            certified++;
          }
    }
    expect(certified).toBeGreaterThan(1000);
  });
});
