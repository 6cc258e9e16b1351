/**
 * Dense graphs with multi-limb integer weights: the data the matching works on.
 * Trade-off: an adjacency matrix (n*n*words doubles) instead of edge lists: the pairing graphs
 * are nearly complete, and a matrix makes every slack a few array reads.
 */

/** A dense graph: `has[u*n+v]` marks an edge, `weight[(u*n+v)*words + k]` its k-th limb. */
export interface DenseGraph {
  readonly n: number;
  readonly words: number;
  readonly has: Uint8Array;
  readonly weight: Float64Array;
  /**
   * The largest limb of any edge in magnitude, when the caller knows it (it wrote the weights);
   * otherwise the matcher scans the whole matrix for it (the certificate's exactness test).
   */
  readonly maxAbs?: number;
}

/**
 * Creates an empty dense graph of n vertices with weights of `words` limbs (`maxAbs`: see
 * DenseGraph). Every graph has the same fields in the same order, so the engine sees one shape.
 */
export function denseGraph(n: number, words: number, maxAbs?: number): DenseGraph {
  return { n, words, has: new Uint8Array(n * n), weight: new Float64Array(n * n * words), maxAbs };
}

/** A dense graph over arrays the caller fills (same shape as `denseGraph`'s). */
export function graphOver(
  n: number,
  words: number,
  has: Uint8Array,
  weight: Float64Array,
  maxAbs?: number,
): DenseGraph {
  return { n, words, has, weight, maxAbs };
}

/** Sets the symmetric edge u-v with the given limbs (most significant first). */
export function setEdge(g: DenseGraph, u: number, v: number, limbs: ArrayLike<number>): void {
  const W = g.words;
  g.has[u * g.n + v] = 1;
  g.has[v * g.n + u] = 1;
  for (let k = 0; k < W; k++) {
    g.weight[(u * g.n + v) * W + k] = limbs[k];
    g.weight[(v * g.n + u) * W + k] = limbs[k];
  }
}

/** Removes the edge u-v. */
export function removeEdge(g: DenseGraph, u: number, v: number): void {
  g.has[u * g.n + v] = 0;
  g.has[v * g.n + u] = 0;
}

/** Sums the weights of a matching into a fresh array of limbs. */
export function matchingWeight(g: DenseGraph, mate: Int32Array): Float64Array {
  const W = g.words;
  const out = new Float64Array(W);
  for (let u = 0; u < g.n; u++) {
    const v = mate[u];
    if (v > u) for (let k = 0; k < W; k++) out[k] += g.weight[(u * g.n + v) * W + k];
  }
  return out;
}

/** Lexicographic comparison of two limb vectors: negative, zero or positive. */
export function compareLimbs(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k] < b[k] ? -1 : 1;
  return 0;
}
