/**
 * Test support: the exhaustive matching search the blossom tests compare against (small graphs
 * only). Not part of the package's API.
 */
import { compareLimbs, type DenseGraph } from './graph';

/** Best matching weight by exhaustive search (small n only); `perfect`: perfect matchings only (null if none). */
export function bruteBest(g: DenseGraph, perfect = false): Float64Array | null {
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
