/**
 * Maximum-weight matching in a general graph (Edmonds' blossom method, primal-dual, O(n^3)),
 * written for dense graphs whose edge weights are multi-word integers.
 *
 * A weight is `words` float64 limbs, most significant first, compared lexicographically. Every
 * limb holds an exact integer (|x| < 2^53). The limbs never carry into each other: the algorithm
 * only adds, subtracts, compares and halves even values, and lexicographically ordered integer
 * vectors form an ordered group, so the primal-dual invariants hold limb by limb. The caller packs
 * its criteria into limbs with enough head-room that no sum of a matching overflows a limb
 * (see `weights.ts`). With integer weights every slack between two S-vertices is even, so the
 * halving in the dual update stays integral.
 *
 * Files: graph.ts (dense graphs, limb arithmetic), matcher.ts (the method's state and stages),
 * this file (the entry points: a maximum-weight matching, a warm-startable perfect matching).
 *
 * Structure (after Galil 1986 and the public descriptions of the method): stages, each growing
 * alternating trees from every exposed vertex; S-blossoms are shrunk when two S-vertices meet,
 * T-blossoms with zero dual are expanded, and the dual variables move by the smallest of four
 * deltas until an augmenting path appears or no improving path is left.
 */

import { type DenseGraph } from './graph';
import { Matcher, NONE, type Certificate } from './matcher';
import { dualScale, exactSlack, perfectOnTight, tightEdges } from './tight';

export { compareLimbs, denseGraph, matchingWeight, removeEdge, setEdge } from './graph';
export type { DenseGraph } from './graph';

/**
 * A maximum-weight matching of `g` (not necessarily of maximum cardinality: give every edge a
 * top limb of 1 for that). Returns `mate`, -1 for an exposed vertex.
 */
export function maxWeightMatching(g: DenseGraph): Int32Array {
  const m = new Matcher(g);
  m.startAtLargestWeight();
  return m.run();
}

/**
 * A maximum-weight perfect matching that can be re-solved after edges are removed, starting from
 * the previous optimum (warm start): the duals stay feasible when edges disappear, so only the
 * vertices whose matched edge went away need new augmenting paths.
 */
export class PerfectMatching {
  private readonly m: Matcher;
  private result: Int32Array;
  private cert: Certificate;
  /** The tight-edge lists of `tightFor` (computed on the first `mayKeepOptimum` after a solve). */
  private tight: Int32Array[] | null = null;
  private tightFor: Certificate | null = null;
  private tightLimbs = 0;

  /**
   * `start`, when given, is a guess of vertex duals (`words` limbs per vertex) and of a matching
   * (Matcher.warmStart); without it the duals start from the edge weights (Matcher.jumpStart).
   */
  constructor(
    readonly graph: DenseGraph,
    start: WarmStart | null = null,
  ) {
    this.m = new Matcher(graph);
    if (start) this.m.warmStart(start.dual, start.mate);
    else this.m.jumpStart();
    this.m.run();
    this.result = this.m.mate.slice();
    this.cert = this.m.certificate();
    this.m.flatten();
  }

  /**
   * True when the edge x-y is in no matching that is optimal on the first `limbs` limbs: its slack
   * under the optimum's duals (blossoms included) is positive there. By complementary slackness
   * every optimal matching uses only tight edges, so such a decision needs no re-matching.
   */
  excluded(x: number, y: number, limbs: number): boolean {
    if (!this.cert.exactInFloat) {
      const scale = dualScale(this.cert);
      for (let k = 0; k < limbs; k++) {
        const sl = exactSlack(this.graph, this.cert, x, y, k, scale);
        if (sl !== 0n) return sl > 0n;
      }
      return false;
    }
    const g = this.graph;
    const W = g.words;
    const { dual, chains } = this.cert;
    const cx = chains[x];
    const cy = chains[y];
    let common = 0;
    while (
      common < cx.length &&
      common < cy.length &&
      cx[cx.length - 1 - common] === cy[cy.length - 1 - common]
    )
      common++;
    const e = (x * g.n + y) * W;
    for (let k = 0; k < limbs; k++) {
      let sl = dual[x * W + k] + dual[y * W + k] - 2 * g.weight[e + k];
      for (let c = 0; c < common; c++) sl += 2 * dual[cx[cx.length - 1 - c] * W + k];
      if (sl !== 0) return sl > 0;
    }
    return false;
  }

  /**
   * False when the edges still in the graph that are tight on the first `limbs` limbs admit no
   * perfect matching: then no perfect matching reaches the optimum on those limbs any more
   * (tight.ts), and a re-matching would only confirm it. True proves nothing.
   */
  mayKeepOptimum(limbs: number): boolean {
    if (this.tight === null || this.tightFor !== this.cert || this.tightLimbs !== limbs) {
      this.tight = tightEdges(this.graph, this.cert, limbs);
      this.tightFor = this.cert;
      this.tightLimbs = limbs;
    }
    return perfectOnTight(this.graph, this.tight, this.result);
  }

  /** Partner of each vertex in the optimum, -1 if exposed. */
  get mate(): Int32Array {
    return this.result;
  }

  /** Records u-v as a pair of the optimum (the caller has checked it stays optimal). */
  setResultPair(u: number, v: number): void {
    this.result[u] = v;
    this.result[v] = u;
  }

  /** Whether every vertex is matched. */
  isPerfect(): boolean {
    return this.result.every((v) => v >= 0);
  }

  /** Copies of the state for `restore`. */
  snapshot(): Snapshot {
    return {
      result: this.result.slice(),
      mate: this.m.mate.slice(),
      dual: this.m.dual.slice(),
      cert: this.cert,
    };
  }

  restore(s: Snapshot): void {
    this.result = s.result.slice();
    this.m.mate.set(s.mate);
    this.m.dual.set(s.dual);
    this.cert = s.cert;
  }

  /** Removes the edge u-v from the graph (and from the working matching if matched). */
  removeEdge(u: number, v: number): void {
    const g = this.graph;
    g.has[u * g.n + v] = 0;
    g.has[v * g.n + u] = 0;
    if (this.m.mate[u] === v) {
      this.m.mate[u] = NONE;
      this.m.mate[v] = NONE;
    }
  }

  /**
   * Re-optimises after removals. With `bound` (twice a weight, its first limbs) it gives up as soon
   * as the optimum provably stays below it on those limbs, and returns false; the state is then
   * unusable until `restore`.
   */
  solve(bound?: Float64Array): boolean {
    this.m.greedy();
    this.m.bound = bound ?? null;
    this.m.aborted = false;
    this.m.run();
    this.m.bound = null;
    if (this.m.aborted) {
      this.m.flatten(); // drops the half-built blossoms; `restore` brings back matching and duals
      return false;
    }
    this.result = this.m.mate.slice();
    this.cert = this.m.certificate();
    this.m.flatten();
    return true;
  }
}

/** A guess to start a perfect matching from: vertex duals (`words` limbs each) and partners (-1: none). */
export interface WarmStart {
  readonly dual: Float64Array;
  readonly mate: Int32Array;
}

/**
 * The vertex duals and the matching of a maximum-weight perfect matching of `g`, blossoms
 * dissolved into the vertex duals (feasible, matched edges tight unless a blossom held them);
 * null when `g` has no perfect matching. The seed of a `WarmStart` for a larger graph; itself
 * solved from `start` when given.
 */
export function perfectDuals(g: DenseGraph, start: WarmStart | null = null): WarmStart | null {
  const m = new Matcher(g);
  if (start) m.warmStart(start.dual, start.mate);
  else m.jumpStart();
  m.run();
  if (!m.mate.every((v) => v >= 0)) return null;
  m.flatten();
  return { dual: m.dual.subarray(0, g.n * g.words), mate: m.mate };
}

/** A restorable state of `PerfectMatching`. */
export interface Snapshot {
  readonly result: Int32Array;
  readonly mate: Int32Array;
  readonly dual: Float64Array;
  readonly cert: Certificate;
}
