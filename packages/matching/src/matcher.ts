/**
 * The core of the blossom method: one object holding the matching, the labels, the blossom
 * structure and the dual variables of a dense graph with multi-limb weights (see blossom.ts for
 * the public entry points and the method's outline).
 * Trade-off: plain typed arrays and index arithmetic, no per-edge objects: the scan loop touches
 * every neighbour of every labelled vertex and must stay allocation-free.
 */
import type { DenseGraph } from './graph';

export const NONE = -1;

/**
 * Stages run by every matcher of this process, for profiles (the work of a solve, stable where
 * CPU time on a shared machine is not); read with `stagesRun`.
 */
let stagesTotal = 0;

/** How many stages all matchers of this process have run so far. */
export function stagesRun(): number {
  return stagesTotal;
}

/** Whether the W limbs of `a` from offset i are lexicographically above those of `b` from j. */
function limbsAbove(a: Float64Array, i: number, b: Float64Array, j: number, W: number): boolean {
  for (let k = 0; k < W; k++) if (a[i + k] !== b[j + k]) return a[i + k] > b[j + k];
  return false;
}

/** The largest limb of a weight matrix in magnitude. */
function largestLimb(weight: Float64Array): number {
  let max = 0;
  for (let i = 0; i < weight.length; i++) {
    const x = weight[i];
    if (x > max) max = x;
    else if (-x > max) max = -x;
  }
  return max;
}

/** Dual certificate of an optimum: vertex and blossom duals, each vertex's blossoms (inner first). */
export interface Certificate {
  readonly dual: Float64Array;
  readonly chains: readonly Int32Array[];
  /**
   * The vertices in the depth-first order of the blossom forest, so that each blossom's vertices
   * are the positions `from[b]` to `to[b] - 1` of `order` (for vertices: their own position).
   */
  readonly order: Int32Array;
  readonly from: Int32Array;
  readonly to: Int32Array;
  /**
   * Whether a slack under this certificate (two vertex duals, twice a weight, twice the duals of
   * every blossom around both ends) stays below 2^53 in magnitude, so float64 computes it exactly;
   * when false, readers compute slacks with BigInt.
   */
  readonly exactInFloat: boolean;
}

export class Matcher {
  /** Perfect mode: vertex duals are free (no delta1), so the result has maximum cardinality. */
  perfect = false;
  /**
   * Early refusal: twice a weight whose first `bound.length` limbs the caller needs. When the dual
   * objective (an upper bound on every perfect matching, weak duality) falls below it on those
   * limbs, `run` stops and sets `aborted`: the optimum cannot reach the bound any more.
   */
  bound: Float64Array | null = null;
  aborted = false;
  private readonly n: number;
  private readonly W: number;
  private readonly has: Uint8Array;
  private readonly wt: Float64Array;
  readonly mate: Int32Array;
  private readonly label: Int8Array;
  private readonly labelOut: Int32Array;
  private readonly labelIn: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly parent: Int32Array;
  private readonly childs: (number[] | null)[];
  private readonly links: (number[] | null)[]; // per blossom: pairs x,y with x in child i, y in child i+1
  private readonly base: Int32Array;
  private readonly bestU: Int32Array;
  private readonly bestV: Int32Array;
  private readonly bestList: (number[] | null)[];
  private readonly unused: number[];
  readonly dual: Float64Array;
  /** Tight-edge marks of the current stage: allowed[u*n+v] === stamp. */
  private readonly allowed: Int32Array;
  private stamp = 0;
  /** S-vertices to scan, first in first out (`head` is the next one): trees grow breadth first. */
  private queue: number[] = [];
  private head = 0;
  private readonly tmpA: Float64Array;
  private readonly tmpB: Float64Array;
  /** Scratch of addBlossom: least-slack edge to each S-blossom (NONE when untouched). */
  private readonly bestTo: Int32Array;
  /** First slack limb of each bestTo edge (valid while the entry is set). */
  private readonly bestTo0: Float64Array;
  /** Vertices in each blossom (1 for a vertex): its dual counts (size - 1) times in the objective. */
  private readonly size: Int32Array;
  /** The vertices of each blossom in cycle order (null for vertices and unused blossoms). */
  private readonly leafList: (number[] | null)[];
  /** The largest weight limb in magnitude (for the certificate's exactness flag). */
  private maxWeight = 0;
  /** The current dual move (findDelta) and what it makes tight or expands. */
  private readonly delta: Float64Array;
  private deltaU = NONE;
  private deltaV = NONE;
  private deltaBlossom = NONE;

  constructor(g: DenseGraph) {
    const n = g.n;
    const W = g.words;
    this.n = n;
    this.W = W;
    this.has = g.has;
    this.wt = g.weight;
    this.mate = new Int32Array(n).fill(NONE);
    this.label = new Int8Array(2 * n);
    this.labelOut = new Int32Array(2 * n).fill(NONE);
    this.labelIn = new Int32Array(2 * n).fill(NONE);
    this.inBlossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.parent = new Int32Array(2 * n).fill(NONE);
    this.childs = new Array(2 * n).fill(null);
    this.links = new Array(2 * n).fill(null);
    this.base = new Int32Array(2 * n).fill(NONE);
    for (let v = 0; v < n; v++) this.base[v] = v;
    this.bestU = new Int32Array(2 * n).fill(NONE);
    this.bestV = new Int32Array(2 * n).fill(NONE);
    this.bestList = new Array(2 * n).fill(null);
    this.unused = [];
    for (let b = 2 * n - 1; b >= n; b--) this.unused.push(b);
    this.dual = new Float64Array(2 * n * W);
    this.allowed = new Int32Array(n * n);
    this.tmpA = new Float64Array(W);
    this.tmpB = new Float64Array(W);
    this.bestTo = new Int32Array(2 * n).fill(NONE);
    this.bestTo0 = new Float64Array(2 * n);
    this.size = new Int32Array(2 * n).fill(1);
    this.leafList = new Array(2 * n).fill(null);
    this.maxWeight = g.maxAbs ?? largestLimb(g.weight);
    this.delta = new Float64Array(W);
  }

  /**
   * The start of a maximum-weight (not perfect) matching: every vertex dual at the largest edge
   * weight (weights count twice in a slack). The perfect-mode starts (jumpStart, warmStart) set
   * their own duals and skip this pass over the whole matrix.
   */
  startAtLargestWeight(): void {
    const { n, W, has, wt } = this;
    const max = new Float64Array(W); // never below zero
    for (let i = 0; i < n * n; i++)
      if (has[i] && limbsAbove(wt, i * W, max, 0, W)) max.set(wt.subarray(i * W, i * W + W));
    for (let v = 0; v < n; v++) for (let k = 0; k < W; k++) this.dual[v * W + k] = max[k];
  }

  /** slack(u1,v1) < slack(u2,v2), limb by limb with an early exit. */
  private slackLess(u1: number, v1: number, u2: number, v2: number): boolean {
    const { W, dual, wt, n } = this;
    const e1 = (u1 * n + v1) * W;
    const e2 = (u2 * n + v2) * W;
    for (let k = 0; k < W; k++) {
      const a = dual[u1 * W + k] + dual[v1 * W + k] - 2 * wt[e1 + k];
      const b = dual[u2 * W + k] + dual[v2 * W + k] - 2 * wt[e2 + k];
      if (a !== b) return a < b;
    }
    return false;
  }

  /** slack(u,v) === 0, limb by limb with an early exit. */
  private isTight(u: number, v: number): boolean {
    const { W, dual, wt } = this;
    const e = (u * this.n + v) * W;
    for (let k = 0; k < W; k++) if (dual[u * W + k] + dual[v * W + k] - 2 * wt[e + k] !== 0) return false;
    return true;
  }

  /** Appends the vertices of blossom (or vertex) b to `out` (kept per blossom: no recursion). */
  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.n) out.push(b);
    else for (const x of this.leafList[b]!) out.push(x);
    return out;
  }

  /** Rebuilds b's vertex list from its children (after it is made or its cycle rotated). */
  private collectLeaves(b: number): void {
    const out: number[] = [];
    for (const c of this.childs[b]!) this.leaves(c, out);
    this.leafList[b] = out;
  }

  private assignLabel(w: number, t: number, from: number): void {
    const b = this.inBlossom[w];
    this.label[w] = this.label[b] = t;
    this.labelOut[w] = this.labelOut[b] = from;
    this.labelIn[w] = this.labelIn[b] = from === NONE ? NONE : w;
    this.bestU[w] = this.bestU[b] = NONE;
    this.bestV[w] = this.bestV[b] = NONE;
    if (t === 1) {
      this.leaves(b, this.queue);
    } else {
      const bs = this.base[b];
      this.assignLabel(this.mate[bs], 1, bs);
    }
  }

  /** Walks up from v and w; returns the base of a new blossom, or -1 for an augmenting path. */
  private scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let found = NONE;
    while (v !== NONE || w !== NONE) {
      if (v !== NONE) {
        let b = this.inBlossom[v];
        if (this.label[b] & 4) {
          found = this.base[b];
          break;
        }
        path.push(b);
        this.label[b] = 5;
        if (this.labelOut[b] === NONE) v = NONE;
        else {
          b = this.inBlossom[this.labelOut[b]];
          v = this.labelOut[b];
        }
      }
      if (w !== NONE) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) this.label[b] = 1;
    return found;
  }

  private addBlossom(bs: number, v: number, w: number): void {
    const bb = this.inBlossom[bs];
    let bv = this.inBlossom[v];
    let bw = this.inBlossom[w];
    const b = this.unused.pop()!;
    this.base[b] = bs;
    this.parent[b] = NONE;
    this.parent[bb] = b;
    const upV: number[] = [];
    while (bv !== bb) {
      this.parent[bv] = b;
      upV.push(bv);
      bv = this.inBlossom[this.labelOut[bv]];
    }
    const path: number[] = [bb];
    const links: number[] = [];
    for (let i = upV.length - 1; i >= 0; i--) {
      const c = upV[i];
      links.push(this.labelOut[c], this.labelIn[c]);
      path.push(c);
    }
    links.push(v, w);
    while (bw !== bb) {
      this.parent[bw] = b;
      path.push(bw);
      links.push(this.labelIn[bw], this.labelOut[bw]);
      bw = this.inBlossom[this.labelOut[bw]];
    }
    this.childs[b] = path;
    this.links[b] = links;
    let size = 0;
    for (let t = 0; t < path.length; t++) size += this.size[path[t]];
    this.size[b] = size;
    this.collectLeaves(b);
    this.label[b] = 1;
    this.labelOut[b] = this.labelOut[bb];
    this.labelIn[b] = this.labelIn[bb];
    for (let k = 0; k < this.W; k++) this.dual[b * this.W + k] = 0;
    const leaves = this.leafList[b]!;
    for (let t = 0; t < leaves.length; t++) {
      const x = leaves[t];
      if (this.label[this.inBlossom[x]] === 2) this.queue.push(x);
      this.inBlossom[x] = b;
    }
    this.bestEdgesOf(b, path);
  }

  /**
   * The least-slack edges from the new blossom b (made of `path`) to every other S-blossom: its
   * children's lists where they have one, else every edge of their vertices. Methods, not
   * closures: a closure made on every call is a new function each time for the compiler.
   */
  private bestEdgesOf(b: number, path: readonly number[]): void {
    const { n, bestTo } = this;
    const touched: number[] = [];
    for (let t = 0; t < path.length; t++) {
      const c = path[t];
      const list = this.bestList[c];
      if (list === null) {
        if (c < n) this.considerRow(b, c, touched);
        else {
          const leaves = this.leafList[c]!;
          for (let q = 0; q < leaves.length; q++) this.considerRow(b, leaves[q], touched);
        }
      } else {
        for (let q = 0; q < list.length; q++) {
          const e = list[q];
          const i = Math.floor(e / n);
          const j = e % n;
          if (this.inBlossom[i] === b) this.consider(b, i, j, touched);
          else this.consider(b, j, i, touched);
        }
      }
      this.bestList[c] = null;
      this.bestU[c] = this.bestV[c] = NONE;
    }
    const list: number[] = [];
    for (let t = 0; t < touched.length; t++) {
      const x = touched[t];
      list.push(bestTo[x]);
      bestTo[x] = NONE;
    }
    this.bestList[b] = list;
    this.bestU[b] = this.bestV[b] = NONE;
    for (let t = 0; t < list.length; t++) {
      const e = list[t];
      const i = Math.floor(e / n);
      const j = e % n;
      if (this.bestU[b] === NONE || this.slackLess(i, j, this.bestU[b], this.bestV[b])) {
        this.bestU[b] = i;
        this.bestV[b] = j;
      }
    }
  }

  /** `consider` for every edge of vertex i. */
  private considerRow(b: number, i: number, touched: number[]): void {
    const { n, has } = this;
    const row = i * n;
    for (let j = 0; j < n; j++) if (has[row + j]) this.consider(b, i, j, touched);
  }

  /**
   * Keeps i-j (i inside the new blossom b) as the best edge to j's S-blossom if its slack is the
   * least so far. Duals do not move while a blossom is made, so the first slack limb of each
   * target's best edge is kept (bestTo0) and only ties on it compare the other limbs.
   */
  private consider(b: number, i: number, j: number, touched: number[]): void {
    const { n, W, bestTo, bestTo0, dual, wt } = this;
    const bj = this.inBlossom[j];
    if (bj === b || this.label[bj] !== 1) return; // i is inside, j outside (or both inside: skip)
    const s0 = dual[i * W] + dual[j * W] - 2 * wt[(i * n + j) * W];
    const cur = bestTo[bj];
    if (cur === NONE) touched.push(bj);
    else if (s0 > bestTo0[bj] || (s0 === bestTo0[bj] && !this.slackLess(i, j, Math.floor(cur / n), cur % n)))
      return;
    bestTo[bj] = i * n + j;
    bestTo0[bj] = s0;
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const kids = this.childs[b]!;
    for (const s of kids) {
      this.parent[s] = NONE;
      if (s < this.n) this.inBlossom[s] = s;
      else if (endStage && this.dualIsZero(s)) this.expandBlossom(s, endStage);
      else for (const x of this.leafList[s]!) this.inBlossom[x] = s;
    }
    if (!endStage && this.label[b] === 2) {
      const L = kids.length;
      const links = this.links[b]!;
      const entry = this.inBlossom[this.labelIn[b]];
      let j = kids.indexOf(entry);
      let step: number;
      if (j & 1) {
        j -= L;
        step = 1;
      } else step = -1;
      const at = (i: number): number => ((i % L) + L) % L;
      // Edge from child at(j) to child at(j+step): [in current, in next].
      const hop = (i: number): [number, number] => {
        if (step === 1) return [links[2 * at(i)], links[2 * at(i) + 1]];
        const k = at(i - 1);
        return [links[2 * k + 1], links[2 * k]];
      };
      let inV = this.labelIn[b];
      let outV = this.labelOut[b];
      while (j !== 0 && at(j) !== 0) {
        // T-label child at(j) through (outV -> inV); assignLabel also S-labels its mate child.
        this.label[inV] = 0;
        this.label[this.mate[this.base[this.inBlossom[inV]]]] = 0;
        this.assignLabel(inV, 2, outV);
        const [a0, b0] = hop(j);
        this.allowed[a0 * this.n + b0] = this.allowed[b0 * this.n + a0] = this.stamp;
        j += step;
        const [a1, b1] = hop(j);
        this.allowed[a1 * this.n + b1] = this.allowed[b1 * this.n + a1] = this.stamp;
        outV = a1;
        inV = b1;
        j += step;
      }
      // The base child becomes T without re-labelling its (outside) mate.
      const bv = kids[at(j)];
      this.label[inV] = this.label[bv] = 2;
      this.labelOut[inV] = this.labelOut[bv] = outV;
      this.labelIn[inV] = this.labelIn[bv] = inV;
      this.bestU[bv] = this.bestV[bv] = NONE;
      j += step;
      while (kids[at(j)] !== entry) {
        const c = kids[at(j)];
        if (this.label[c] === 1) {
          j += step;
          continue;
        }
        let reached = NONE;
        for (const x of this.leaves(c))
          if (this.label[x] !== 0) {
            reached = x;
            break;
          }
        if (reached !== NONE) {
          this.label[reached] = 0;
          this.label[this.mate[this.base[c]]] = 0;
          this.assignLabel(reached, 2, this.labelOut[reached]);
        }
        j += step;
      }
    }
    this.label[b] = 0;
    this.labelOut[b] = this.labelIn[b] = NONE;
    this.childs[b] = null;
    this.links[b] = null;
    this.leafList[b] = null;
    this.base[b] = NONE;
    this.bestList[b] = null;
    this.bestU[b] = this.bestV[b] = NONE;
    this.unused.push(b);
  }

  /** Makes vertex v the base of blossom b by swapping matched and unmatched edges inside it. */
  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.parent[t] !== b) t = this.parent[t];
    if (t >= this.n) this.augmentBlossom(t, v);
    const kids = this.childs[b]!;
    const links = this.links[b]!;
    const L = kids.length;
    const i = kids.indexOf(t);
    let j = i;
    let step: number;
    if (j & 1) {
      j -= L;
      step = 1;
    } else step = -1;
    const at = (x: number): number => ((x % L) + L) % L;
    while (at(j) !== 0) {
      const j1 = j + step;
      const j2 = j1 + step;
      let a: number;
      let c: number;
      if (step === 1) {
        a = links[2 * at(j1)];
        c = links[2 * at(j1) + 1];
      } else {
        a = links[2 * at(j2) + 1];
        c = links[2 * at(j2)];
      }
      const k1 = kids[at(j1)];
      const k2 = kids[at(j2)];
      if (k1 >= this.n) this.augmentBlossom(k1, a);
      if (k2 >= this.n) this.augmentBlossom(k2, c);
      this.mate[a] = c;
      this.mate[c] = a;
      j = j2;
    }
    this.childs[b] = kids.slice(i).concat(kids.slice(0, i));
    this.links[b] = links.slice(2 * i).concat(links.slice(0, 2 * i));
    this.base[b] = this.base[kids[i]];
    this.collectLeaves(b);
  }

  private augmentMatching(v: number, w: number): void {
    for (const [s0, j0] of [
      [v, w],
      [w, v],
    ]) {
      let s = s0;
      let j = j0;
      for (;;) {
        const bs = this.inBlossom[s];
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = j;
        if (this.labelOut[bs] === NONE) break;
        const t = this.labelOut[bs];
        const bt = this.inBlossom[t];
        s = this.labelOut[bt];
        j = this.labelIn[bt];
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = s;
      }
    }
  }

  /**
   * Scans the edges of S-vertex v (the hot loop of a stage): labels along tight edges, shrinks a
   * blossom, or augments (returns true); otherwise records the least-slack edge per target.
   * Its own method so that the engine optimises it early (the first, cold call pays for the JIT).
   */
  private scanVertex(v: number): boolean {
    const { n, W } = this;
    const row = v * n;
    const { has, inBlossom, allowed, label, dual, wt, bestU, bestV } = this;
    const dv0 = dual[v * W];
    for (let w = 0; w < n; w++) {
      if (!has[row + w]) continue;
      const bv = inBlossom[v];
      const bw = inBlossom[w];
      if (bv === bw) continue;
      // First limb inline: most edges are decided there (hot loop).
      const s0 = dv0 + dual[w * W] - 2 * wt[(row + w) * W];
      let tight = allowed[row + w] === this.stamp;
      if (!tight && s0 === 0 && this.isTight(v, w)) {
        tight = true;
        allowed[row + w] = allowed[w * n + v] = this.stamp;
      }
      if (tight) {
        if (label[bw] === 0) this.assignLabel(w, 2, v);
        else if (label[bw] === 1) {
          const b = this.scanBlossom(v, w);
          if (b >= 0) this.addBlossom(b, v, w);
          else {
            this.augmentMatching(v, w);
            return true;
          }
        } else if (label[w] === 0) {
          label[w] = 2;
          this.labelOut[w] = v;
          this.labelIn[w] = w;
        }
      } else {
        const target = label[bw] === 1 ? bv : label[w] === 0 ? w : NONE;
        if (target === NONE) continue;
        const bu = bestU[target];
        if (bu !== NONE) {
          const bx = bestV[target];
          const t0 = dual[bu * W] + dual[bx * W] - 2 * wt[(bu * n + bx) * W];
          if (s0 > t0) continue;
          if (s0 === t0) {
            // Tie on the first limb: compare the others (inline: this runs millions of times).
            let less = false;
            const e1 = (row + w) * W;
            const e2 = (bu * n + bx) * W;
            for (let k = 1; k < W; k++) {
              const a = dual[v * W + k] + dual[w * W + k] - 2 * wt[e1 + k];
              const c = dual[bu * W + k] + dual[bx * W + k] - 2 * wt[e2 + k];
              if (a !== c) {
                less = a < c;
                break;
              }
            }
            if (!less) continue;
          }
        }
        bestU[target] = v;
        bestV[target] = w;
      }
    }
    return false;
  }

  /**
   * Runs stages until no augmenting path is left; returns `mate`.
   * Each part of a stage is a small method of its own: one large `run` was compiled five times
   * by the optimising compiler in a cold call (each path first taken after it was optimised sent
   * it back), and compiling it, with everything it inlined, cost more CPU than running it.
   */
  run(): Int32Array {
    for (let stage = 0; stage < this.n; stage++) {
      stagesTotal++;
      this.beginStage();
      if (!this.growTrees()) break;
      this.expandZeroBlossoms();
    }
    return this.mate;
  }

  /** Clears the labels and queues every exposed vertex (as an S-vertex of its own tree). */
  private beginStage(): void {
    const n = this.n;
    this.label.fill(0);
    this.bestU.fill(NONE);
    this.bestV.fill(NONE);
    this.bestList.fill(null, n);
    this.stamp++;
    this.queue = [];
    this.head = 0;
    for (let v = 0; v < n; v++)
      if (this.mate[v] === NONE && this.label[this.inBlossom[v]] === 0) this.assignLabel(v, 1, NONE);
  }

  /**
   * Grows the trees, moving the duals whenever no tight edge is left to follow: true when the
   * matching grew, false when no improving path is left (or the bound stopped the run: `aborted`).
   */
  private growTrees(): boolean {
    const { n, delta } = this;
    for (;;) {
      if (this.scanQueue()) return true;
      const type = this.findDelta();
      if (type === 0) return false;
      this.moveDuals(delta);
      if (this.bound !== null && this.belowBound(this.bound)) {
        this.aborted = true;
        return false;
      }
      if (type === 1) return false;
      if (type === 2 || type === 3) {
        const dU = this.deltaU;
        const dV = this.deltaV;
        this.allowed[dU * n + dV] = this.allowed[dV * n + dU] = this.stamp;
        this.queue.push(this.label[this.inBlossom[dU]] === 1 ? dU : dV);
      } else this.expandBlossom(this.deltaBlossom, false);
    }
  }

  /** Scans the queued S-vertices; true when one of them augmented the matching. */
  private scanQueue(): boolean {
    while (this.head < this.queue.length) if (this.scanVertex(this.queue[this.head++])) return true;
    return false;
  }

  /**
   * The dual move into `delta` and its kind: 0 none (perfect mode: no perfect matching improves),
   * 1 a vertex dual reaches zero, 2 an edge from an S-vertex to a free vertex becomes tight, 3 an
   * edge between two S-blossoms does, 4 a T-blossom's dual reaches zero (`deltaU`, `deltaV`,
   * `deltaBlossom` say which). The first least candidate in that order wins.
   */
  private findDelta(): number {
    let type = 0;
    if (!this.perfect) {
      this.leastVertexDual();
      type = 1;
    }
    type = this.deltaToFree(type);
    type = this.deltaBetweenS(type);
    return this.deltaOfTBlossom(type);
  }

  /** delta = the least vertex dual (compared in place: no view per vertex). */
  private leastVertexDual(): void {
    const { n, W, dual, delta } = this;
    for (let k = 0; k < W; k++) delta[k] = dual[k];
    for (let v = 1; v < n; v++)
      if (limbsAbove(delta, 0, dual, v * W, W)) for (let k = 0; k < W; k++) delta[k] = dual[v * W + k];
  }

  /** Type 2: the least slack of a free vertex's best edge to an S-vertex. */
  private deltaToFree(type: number): number {
    const { n, label, inBlossom, bestU, bestV } = this;
    for (let v = 0; v < n; v++) {
      if (label[inBlossom[v]] !== 0 || bestU[v] === NONE) continue;
      if (type === 0 || this.slackBelow(bestU[v], bestV[v], 1)) {
        this.writeSlack(bestU[v], bestV[v], 1);
        type = 2;
        this.deltaU = bestU[v];
        this.deltaV = bestV[v];
      }
    }
    return type;
  }

  /** Type 3: half the least slack of an S-blossom's best edge to another S-blossom. */
  private deltaBetweenS(type: number): number {
    const { n, label, parent, base, bestU, bestV } = this;
    for (let b = 0; b < 2 * n; b++) {
      if (parent[b] !== NONE || base[b] === NONE || label[b] !== 1 || bestU[b] === NONE) continue;
      if (type === 0 || this.slackBelow(bestU[b], bestV[b], 0.5)) {
        this.writeSlack(bestU[b], bestV[b], 0.5);
        type = 3;
        this.deltaU = bestU[b];
        this.deltaV = bestV[b];
      }
    }
    return type;
  }

  /** Type 4: the least dual of an outermost T-blossom. */
  private deltaOfTBlossom(type: number): number {
    const { n, W, label, parent, base, dual, delta } = this;
    for (let b = n; b < 2 * n; b++) {
      if (base[b] === NONE || parent[b] !== NONE || label[b] !== 2) continue;
      if (type === 0 || limbsAbove(delta, 0, dual, b * W, W)) {
        for (let k = 0; k < W; k++) delta[k] = dual[b * W + k];
        type = 4;
        this.deltaBlossom = b;
      }
    }
    return type;
  }

  /** Whether slack(u,v) times `scale` (1, or 1/2: exact) is lexicographically below `delta`. */
  private slackBelow(u: number, v: number, scale: number): boolean {
    const { W, dual, wt, n, delta } = this;
    const e = (u * n + v) * W;
    for (let k = 0; k < W; k++) {
      const s = (dual[u * W + k] + dual[v * W + k] - 2 * wt[e + k]) * scale;
      if (s !== delta[k]) return s < delta[k];
    }
    return false;
  }

  /** delta = slack(u,v) times `scale`. */
  private writeSlack(u: number, v: number, scale: number): void {
    const { W, dual, wt, n, delta } = this;
    const e = (u * n + v) * W;
    for (let k = 0; k < W; k++) delta[k] = (dual[u * W + k] + dual[v * W + k] - 2 * wt[e + k]) * scale;
  }

  /** Moves the duals by delta: S-vertices down, T-vertices up, outermost S-blossoms up, T-blossoms down. */
  private moveDuals(delta: Float64Array): void {
    const { n, W, label, inBlossom, dual, base, parent } = this;
    for (let v = 0; v < n; v++) {
      const l = label[inBlossom[v]];
      if (l === 1) for (let k = 0; k < W; k++) dual[v * W + k] -= delta[k];
      else if (l === 2) for (let k = 0; k < W; k++) dual[v * W + k] += delta[k];
    }
    for (let b = n; b < 2 * n; b++) {
      if (base[b] === NONE || parent[b] !== NONE) continue;
      if (label[b] === 1) for (let k = 0; k < W; k++) dual[b * W + k] += delta[k];
      else if (label[b] === 2) for (let k = 0; k < W; k++) dual[b * W + k] -= delta[k];
    }
  }

  /** After an augmentation: every outermost S-blossom whose dual reached zero is expanded. */
  private expandZeroBlossoms(): void {
    const n = this.n;
    for (let b = n; b < 2 * n; b++)
      if (this.parent[b] === NONE && this.base[b] !== NONE && this.label[b] === 1 && this.dualIsZero(b))
        this.expandBlossom(b, true);
  }

  /** Whether every limb of blossom (or vertex) b's dual is zero. */
  private dualIsZero(b: number): boolean {
    const { W, dual } = this;
    for (let k = 0; k < W; k++) if (dual[b * W + k] !== 0) return false;
    return true;
  }

  /**
   * Whether twice the dual objective, sum of vertex duals + sum of blossom duals x (size - 1), is
   * below `bound` on its limbs (lexicographically). Each term is an exact integer, but the sum of a
   * few hundred duals near 2^48 can pass 2^53, where float64 rounds: every term is split into a
   * high and a low part (base 2^26) summed apart, so the comparison stays exact.
   */
  private belowBound(bound: Float64Array): boolean {
    const { n, W, dual, base } = this;
    const T = 2 ** 26;
    for (let k = 0; k < bound.length; k++) {
      let hi = 0;
      let lo = 0;
      for (let v = 0; v < n; v++) {
        const x = dual[v * W + k];
        const h = Math.floor(x / T);
        hi += h;
        lo += x - h * T;
      }
      for (let b = n; b < 2 * n; b++) {
        if (base[b] === NONE) continue;
        const x = dual[b * W + k];
        const h = Math.floor(x / T);
        const times = this.size[b] - 1;
        hi += h * times;
        lo += (x - h * T) * times;
      }
      const carry = Math.floor(lo / T);
      hi += carry;
      lo -= carry * T;
      const bh = Math.floor(bound[k] / T);
      const bl = bound[k] - bh * T;
      if (hi !== bh) return hi < bh;
      if (lo !== bl) return lo < bl;
    }
    return false;
  }

  /**
   * Perfect-mode start: every vertex dual at its largest incident weight (so each vertex has a
   * tight edge), then a greedy matching on tight edges.
   */
  jumpStart(): void {
    const { n, W } = this;
    this.perfect = true;
    const { has, wt, dual } = this;
    for (let v = 0; v < n; v++) {
      // The heaviest edge at v, by index (no views: this runs over the whole matrix).
      let top = -1;
      for (let w = 0; w < n; w++)
        if (has[v * n + w] && (top < 0 || limbsAbove(wt, (v * n + w) * W, wt, (v * n + top) * W, W))) top = w;
      for (let k = 0; k < W; k++) dual[v * W + k] = top < 0 ? 0 : wt[(v * n + top) * W + k];
    }
    // Then each vertex in turn lowers its dual as far as feasibility allows: to the largest
    // 2 w(u,v) - dual(u). Every slack stays non-negative and v keeps a tight edge, and far more
    // edges become tight, so the greedy start matches more vertices and fewer stages remain.
    const cand = new Float64Array(W);
    const low = new Float64Array(W);
    for (let v = 0; v < n; v++) {
      let any = false;
      for (let u = 0; u < n; u++) {
        if (!has[v * n + u]) continue;
        const e = (v * n + u) * W;
        for (let k = 0; k < W; k++) cand[k] = 2 * wt[e + k] - dual[u * W + k];
        if (!any || limbsAbove(cand, 0, low, 0, W)) low.set(cand);
        any = true;
      }
      if (any) dual.set(low, v * W);
    }
    this.greedy();
  }

  /**
   * Perfect-mode start from a guess: vertex duals and a matching, e.g. the optimum of part of the
   * graph with the other vertices priced at their guessed edge. The guess need not be feasible:
   * each vertex in turn (the unpaired ones first) raises its dual by the largest deficit of its
   * edges (raising a dual only widens other slacks, so afterwards every slack is non-negative),
   * guessed pairs that are not tight are dropped, and a greedy pass on tight edges matches what it can. A good guess leaves
   * few exposed vertices, so few stages remain; a bad one only costs stages, never correctness.
   */
  warmStart(dual: ArrayLike<number>, mate: ArrayLike<number>): void {
    const n = this.n;
    this.perfect = true;
    const y = this.dual;
    for (let i = 0; i < n * this.W; i++) y[i] = dual[i];
    // Unpaired vertices of the guess first: raised against the guessed pairs' duals, they leave
    // those pairs tight (raising a dual only widens the slacks of the vertices done later).
    const order = new Int32Array(n);
    let t = 0;
    for (let v = 0; v < n; v++) if (!(mate[v] >= 0 && mate[mate[v]] === v)) order[t++] = v;
    for (let v = 0; v < n; v++) if (mate[v] >= 0 && mate[mate[v]] === v) order[t++] = v;
    // The loops are methods of their own: inside this one, the optimising compiler replaced it
    // mid-loop and then threw that code away again on every later call (a cold call's deopt loop).
    for (let i = 0; i < n; i++) this.raiseToFeasible(order[i]);
    this.keepTightGuess(mate);
    this.greedy();
  }

  /** Raises v's dual by the largest deficit of its edges (if any), so every slack at v is non-negative. */
  private raiseToFeasible(v: number): void {
    const { n, W, has, wt } = this;
    const y = this.dual;
    const worst = this.tmpA;
    const cand = this.tmpB;
    let any = false;
    for (let w = 0; w < n; w++) {
      if (!has[v * n + w]) continue;
      const e = (v * n + w) * W;
      for (let k = 0; k < W; k++) cand[k] = 2 * wt[e + k] - y[v * W + k] - y[w * W + k];
      if (!any || limbsAbove(cand, 0, worst, 0, W)) for (let k = 0; k < W; k++) worst[k] = cand[k];
      any = true;
    }
    if (!any) return;
    for (let k = 0; k < W; k++)
      if (worst[k] !== 0) {
        if (worst[k] > 0) for (let l = 0; l < W; l++) y[v * W + l] += worst[l];
        return;
      }
  }

  /** Keeps the guessed pairs that are edges and tight under the raised duals. */
  private keepTightGuess(mate: ArrayLike<number>): void {
    const { n, has } = this;
    for (let v = 0; v < n; v++) {
      const w = mate[v];
      this.mate[v] = w >= 0 && mate[w] === v && has[v * n + w] && this.isTight(v, w) ? w : NONE;
    }
  }

  /** Matches exposed vertices along tight edges (keeps complementary slackness). */
  greedy(): void {
    const n = this.n;
    for (let v = 0; v < n; v++) {
      if (this.mate[v] !== NONE) continue;
      for (let w = v + 1; w < n; w++)
        if (this.mate[w] === NONE && this.has[v * n + w] && this.isTight(v, w)) {
          this.mate[v] = w;
          this.mate[w] = v;
          break;
        }
    }
  }

  /**
   * The optimum's dual certificate: vertex duals, each vertex's blossoms (inner first), blossom
   * duals. Built by three small methods (one method holding every loop was optimised mid-loop
   * and thrown away again on most calls of a cold run).
   */
  certificate(): Certificate {
    const chains = this.blossomChains();
    const { order, from, to } = this.forestOrder();
    const exactInFloat = this.slacksExact(chains);
    return { dual: this.dual.slice(), chains, order, from, to, exactInFloat };
  }

  /** Each vertex's blossoms, innermost first. */
  private blossomChains(): Int32Array[] {
    const { n, parent } = this;
    const chains: Int32Array[] = [];
    for (let v = 0; v < n; v++) {
      let depth = 0;
      for (let t = parent[v]; t !== NONE; t = parent[t]) depth++;
      const chain = new Int32Array(depth);
      depth = 0;
      for (let t = parent[v]; t !== NONE; t = parent[t]) chain[depth++] = t;
      chains.push(chain);
    }
    return chains;
  }

  /** The vertices in the depth-first order of the blossom forest, and each blossom's span of it. */
  private forestOrder(): { order: Int32Array; from: Int32Array; to: Int32Array } {
    const n = this.n;
    const order = new Int32Array(n);
    const from = new Int32Array(2 * n);
    const to = new Int32Array(2 * n);
    let next = 0;
    for (let v = 0; v < n; v++) {
      let top = v;
      while (this.parent[top] !== NONE) top = this.parent[top];
      if (top === v || (from[top] === 0 && to[top] === 0))
        next = this.visitInOrder(top, order, from, to, next);
    }
    return { order, from, to };
  }

  /** Writes blossom (or vertex) b's vertices into `order` from position `next`; returns the next free one. */
  private visitInOrder(b: number, order: Int32Array, from: Int32Array, to: Int32Array, next: number): number {
    from[b] = next;
    if (b < this.n) order[next++] = b;
    else {
      const kids = this.childs[b]!;
      for (let i = 0; i < kids.length; i++) next = this.visitInOrder(kids[i], order, from, to, next);
    }
    to[b] = next;
    return next;
  }

  /**
   * Whether every slack stays below 2^53 in float64. A slack adds two vertex duals, twice a weight
   * and twice the blossom duals around both ends: each part is bounded by its largest magnitude
   * (the blossom part per vertex chain, limb by limb).
   */
  private slacksExact(chains: readonly Int32Array[]): boolean {
    const { n, W, dual } = this;
    let maxVertex = 0;
    for (let i = 0; i < n * W; i++) maxVertex = Math.max(maxVertex, Math.abs(dual[i]));
    let maxChain = 0;
    for (let v = 0; v < n; v++) {
      const chain = chains[v];
      if (chain.length === 0) continue;
      for (let k = 0; k < W; k++) {
        let sum = 0;
        for (let c = 0; c < chain.length; c++) sum += Math.abs(dual[chain[c] * W + k]);
        maxChain = Math.max(maxChain, sum);
      }
    }
    return 2 * maxVertex + 2 * this.maxWeight + 2 * maxChain < 2 ** 52;
  }

  /**
   * Dissolves every blossom into its vertices' duals. The duals stay feasible and the edges inside
   * stay tight; a matched edge leaving a blossom does not, so it is unmatched (the next run
   * re-augments it).
   */
  flatten(): void {
    const { n, W } = this;
    // Each vertex gains the duals of all blossoms around it: pushed down from every outermost
    // blossom through its children (linear in the blossom tree, even when blossoms nest deeply).
    const push = (b: number, add: Float64Array): void => {
      if (b < n) {
        for (let k = 0; k < W; k++) this.dual[b * W + k] += add[k];
        return;
      }
      const sum = add.slice();
      for (let k = 0; k < W; k++) sum[k] += this.dual[b * W + k];
      for (const c of this.childs[b]!) push(c, sum);
    };
    const none = new Float64Array(W);
    for (let b = n; b < 2 * n; b++) if (this.base[b] !== NONE && this.parent[b] === NONE) push(b, none);
    for (let b = n; b < 2 * n; b++) {
      this.parent[b] = NONE;
      this.childs[b] = null;
      this.links[b] = null;
      this.leafList[b] = null;
      this.base[b] = NONE;
      this.bestList[b] = null;
      this.dual.fill(0, b * W, b * W + W);
    }
    for (let v = 0; v < n; v++) {
      this.inBlossom[v] = v;
      this.parent[v] = NONE;
    }
    this.unused.length = 0;
    for (let b = 2 * n - 1; b >= n; b--) this.unused.push(b);
    // A matched edge that left a blossom gained that blossom's dual: no longer tight, so unmatch it.
    for (let v = 0; v < n; v++) {
      const w = this.mate[v];
      if (w > v && !this.isTight(v, w)) this.mate[v] = this.mate[w] = NONE;
    }
  }
}
