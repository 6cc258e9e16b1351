/**
 * The oracle of a bracket decision: holds the bracket's weighted graph, its optimum and the
 * current optimal matching, and answers "is the optimum still reachable if this decision is
 * fixed?" by removing the edges the decision excludes and re-matching from the previous optimum.
 * Trade-off: a refused decision costs a snapshot restore; a decision the current optimum already
 * satisfies, or one the dual certificate rules out, costs no matching at all.
 */
import {
  compareLimbs,
  matchingWeight,
  PerfectMatching,
  type DenseGraph,
  type Snapshot,
  type WarmStart,
  type WeightLayout,
} from '@arbiter/matching';
import type { BracketProfile, DutchStats } from './dutch';
import { cpuMs } from './clock';

/** A bracket's graph over the unpaired players (local indices) and how to read its weights. */
export interface BuiltGraph {
  readonly g: DenseGraph;
  /** Global vertex of each graph vertex, and the reverse (-1: not in the graph). */
  readonly verts: readonly number[];
  readonly local: Int32Array;
  readonly layout: WeightLayout;
  /** Criterion id of each weight slot. */
  readonly names: readonly string[];
}

/**
 * Holds the bracket's graph, its optimum and the current optimal matching; tests a decision by
 * removing the edges it excludes and re-matching from the previous optimum (warm start), and keeps
 * it only if the optimum survives.
 */
export class Oracle {
  private readonly pm: PerfectMatching;
  private readonly best: Float64Array;
  /** Twice the optimum on the criteria limbs: a re-match whose dual bound drops below it stops. */
  private readonly bound: Float64Array;
  private readonly g: DenseGraph;
  private readonly verts: readonly number[];
  private readonly local: Int32Array;
  private global: Int32Array;

  constructor(
    built: BuiltGraph,
    private readonly V: number,
    private readonly stats: DutchStats,
    private readonly refuseOnTightEdges = true,
    private readonly profile: BracketProfile | null = null,
    start: WarmStart | null = null,
  ) {
    this.g = built.g;
    this.verts = built.verts;
    this.local = built.local;
    this.pm = new PerfectMatching(this.g, start);
    stats.matchings++;
    this.best = matchingWeight(this.g, this.pm.mate);
    this.bound = this.best.slice(0, this.g.words - 1).map((x) => 2 * x);
    this.global = this.translate();
  }

  private translate(): Int32Array {
    const out = new Int32Array(this.V).fill(-1);
    const mate = this.pm.mate;
    for (let i = 0; i < mate.length; i++) if (mate[i] >= 0) out[this.verts[i]] = this.verts[mate[i]];
    return out;
  }

  /** Partner of each (global) vertex in the current optimum, -1 if none. */
  get mate(): Int32Array {
    return this.global;
  }

  /** Whether the optimum is a perfect matching (the round can be completed). */
  complete(): boolean {
    return this.pm.isPerfect();
  }

  has(x: number, y: number): boolean {
    const lx = this.local[x];
    const ly = this.local[y];
    return lx >= 0 && ly >= 0 && this.g.has[lx * this.g.n + ly] === 1;
  }

  /** Keeps only x's edges to vertices accepted by `keep`. */
  require(x: number, keep: (y: number) => boolean): boolean {
    return this.remove(this.edgesRejected(x, keep));
  }

  /** x's edges to vertices that `keep` rejects, as pairs for `remove`. */
  edgesRejected(x: number, keep: (y: number) => boolean, into: number[] = []): number[] {
    for (const y of this.verts) if (y !== x && this.has(x, y) && !keep(y)) into.push(x, y);
    return into;
  }

  /** Forces the pair x-y. */
  force(x: number, y: number): boolean {
    // An edge with positive slack (on the criteria limbs) under the optimum's duals is in no
    // optimal matching: refuse without re-matching.
    if (this.global[x] !== y && this.pm.excluded(this.local[x], this.local[y], this.g.words - 1))
      return false;
    const drop: number[] = [];
    for (const z of this.verts) {
      if (z !== y && z !== x && this.has(x, z)) drop.push(x, z);
      if (z !== x && z !== y && this.has(y, z)) drop.push(y, z);
    }
    if (this.global[x] !== y && this.swap(x, y)) {
      for (let k = 0; k < drop.length; k += 2)
        this.pm.removeEdge(this.local[drop[k]], this.local[drop[k + 1]]);
      return true;
    }
    return this.remove(drop);
  }

  /**
   * The cheapest re-matching: with x-x2 and y-y2 in the optimum, exchange them for x-y and x2-y2
   * if that loses nothing on the criteria limbs (then it is an optimum containing x-y).
   */
  private swap(x: number, y: number): boolean {
    const x2 = this.global[x];
    const y2 = this.global[y];
    if (x2 < 0 || y2 < 0 || x2 === y || !this.has(x2, y2)) return false;
    const { g } = this;
    const W = g.words;
    const n = g.n;
    const [lx, ly, lx2, ly2] = [this.local[x], this.local[y], this.local[x2], this.local[y2]];
    for (let k = 0; k < W - 1; k++) {
      const d =
        g.weight[(lx * n + ly) * W + k] +
        g.weight[(lx2 * n + ly2) * W + k] -
        g.weight[(lx * n + lx2) * W + k] -
        g.weight[(ly * n + ly2) * W + k];
      if (d !== 0) return false;
    }
    this.pm.setResultPair(lx, ly);
    this.pm.setResultPair(lx2, ly2);
    this.global[x] = y;
    this.global[y] = x;
    this.global[x2] = y2;
    this.global[y2] = x2;
    return true;
  }

  /** Removes the edges (pairs of global vertices in `drop`) if the optimum survives without them. */
  remove(drop: number[]): boolean {
    const mate = this.global;
    let satisfied = true;
    for (let k = 0; k < drop.length && satisfied; k += 2)
      if (mate[drop[k]] === drop[k + 1]) satisfied = false;
    const loc = drop.map((x) => this.local[x]);
    if (satisfied) {
      for (let k = 0; k < loc.length; k += 2) this.pm.removeEdge(loc[k], loc[k + 1]);
      return true;
    }
    // The cheap test first: no perfect matching on the optimum's tight edges, no optimum (tight.ts).
    // It reads only the graph's edges and the optimum, so a refusal needs no snapshot.
    if (this.refuseOnTightEdges) {
      this.setEdges(loc, 0);
      const may = this.pm.mayKeepOptimum(this.g.words - 1);
      this.setEdges(loc, 1);
      if (!may) {
        this.stats.tightRefusals++;
        return false;
      }
    }
    const snap = this.pm.snapshot();
    for (let k = 0; k < loc.length; k += 2) this.pm.removeEdge(loc[k], loc[k + 1]);
    const t0 = cpuMs();
    const finished = this.pm.solve(this.bound);
    const ms = cpuMs() - t0;
    this.stats.matchings++;
    this.stats.rematchMs += ms;
    if (this.profile) {
      this.profile.rematches++;
      this.profile.rematchMs += ms;
    }
    const words = this.g.words - 1; // the last limb is the tie-break
    if (
      finished &&
      this.pm.isPerfect() &&
      compareLimbs(matchingWeight(this.g, this.pm.mate).subarray(0, words), this.best.subarray(0, words)) ===
        0
    ) {
      this.global = this.translate();
      return true;
    }
    this.restoreEdges(loc, snap);
    return false;
  }

  /** Puts the edges of `loc` (pairs of local vertices) back and returns to the snapshot. */
  private restoreEdges(loc: number[], snap: Snapshot): void {
    this.setEdges(loc, 1);
    this.pm.restore(snap);
  }

  /** Marks the edges of `loc` (pairs of local vertices) present (1) or absent (0) in the graph. */
  private setEdges(loc: number[], present: 0 | 1): void {
    const n = this.g.n;
    for (let k = 0; k < loc.length; k += 2) {
      const u = loc[k];
      const v = loc[k + 1];
      this.g.has[u * n + v] = this.g.has[v * n + u] = present;
    }
  }
}
