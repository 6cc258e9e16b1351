/**
 * A cheap necessary test before a re-matching: can the graph still be matched perfectly on the
 * optimum's tight edges alone?
 *
 * Under optimal duals (blossoms included), every matching that reaches the optimum on the first
 * `limbs` limbs uses only edges whose slack is zero on those limbs (complementary slackness; the
 * duals stay optimal while the optimum survives, because removing edges keeps them feasible and
 * leaves the dual objective unchanged). So if the tight edges that remain admit no perfect
 * matching, no decision that removed edges can keep the optimum, and the weighted re-matching can
 * be skipped. The test is one-sided: passing it proves nothing (the blossoms with positive duals
 * must also be full), and the weighted re-matching still decides.
 *
 * Trade-off: an unweighted blossom search (Edmonds' cardinality method) started from the optimum
 * minus the removed pairs: a few augmenting-path searches over sparse tight-edge lists, instead of
 * a weighted re-matching over the dense graph.
 */
import type { DenseGraph } from './graph';
import type { Certificate } from './matcher';

const NONE = -1;

/**
 * The pairs of `g` that are tight on the first `limbs` limbs under the certificate's duals, edges
 * removed for now included (a refused decision puts them back; `perfectOnTight` skips them).
 * Linear in the pairs: each vertex marks, per blossom around it, the vertices it first meets there.
 */
export function tightEdges(g: DenseGraph, cert: Certificate, limbs: number): Int32Array[] {
  if (!cert.exactInFloat) return tightEdgesExact(g, cert, limbs);
  const n = g.n;
  const { chains, order, from, to } = cert;
  const acc = blossomSums(n, g.words, cert, limbs);
  const meet = new Int32Array(n).fill(-1); // per y: the innermost blossom holding x and y
  const lists: number[][] = [];
  for (let x = 0; x < n; x++) lists.push([]);
  for (let x = 0; x < n; x++) {
    const cx = chains[x];
    let innerFrom = from[x];
    let innerTo = innerFrom + 1;
    for (let i = 0; i < cx.length; i++) {
      const b = cx[i];
      for (let p = from[b]; p < innerFrom; p++) meet[order[p]] = b;
      for (let p = innerTo; p < to[b]; p++) meet[order[p]] = b;
      innerFrom = from[b];
      innerTo = to[b];
    }
    tightInRow(g, cert.dual, limbs, acc, meet, lists, x);
    for (let p = innerFrom; p < innerTo; p++) meet[order[p]] = -1;
  }
  const out: Int32Array[] = [];
  for (let x = 0; x < n; x++) out.push(Int32Array.from(lists[x]));
  return out;
}

/**
 * acc[b]: the duals of blossom b and of every blossom around it, limb by limb: what an edge
 * whose endpoints first meet in b adds to its slack (twice).
 */
function blossomSums(n: number, W: number, cert: Certificate, limbs: number): Float64Array {
  const { dual, chains } = cert;
  const acc = new Float64Array(2 * n * limbs);
  const done = new Uint8Array(2 * n);
  for (let v = 0; v < n; v++) {
    const c = chains[v];
    for (let i = c.length - 1; i >= 0; i--) {
      const b = c[i];
      if (done[b]) continue;
      done[b] = 1;
      const outer = i + 1 < c.length ? c[i + 1] : -1;
      for (let k = 0; k < limbs; k++)
        acc[b * limbs + k] = dual[b * W + k] + (outer >= 0 ? acc[outer * limbs + k] : 0);
    }
  }
  return acc;
}

/**
 * Adds the tight pairs x-y with y > x to both lists (`meet[y]`: the innermost blossom holding x
 * and y, -1 for none). A function of its own: the row loop is where the time goes, and a small
 * function is optimised early.
 */
function tightInRow(
  g: DenseGraph,
  dual: Float64Array,
  limbs: number,
  acc: Float64Array,
  meet: Int32Array,
  lists: number[][],
  x: number,
): void {
  const { n, words: W, weight } = g;
  for (let y = x + 1; y < n; y++) {
    const b = meet[y];
    const e = (x * n + y) * W;
    let tight = true;
    for (let k = 0; k < limbs && tight; k++) {
      let sl = dual[x * W + k] + dual[y * W + k] - 2 * weight[e + k];
      if (b >= 0) sl += 2 * acc[b * limbs + k];
      tight = sl === 0;
    }
    if (tight) {
      lists[x].push(y);
      lists[y].push(x);
    }
  }
}

/**
 * The power of two that makes every dual of the certificate an integer (dual updates halve slacks,
 * so duals can be halves, quarters, ...): slacks scaled by it keep their sign.
 */
export function dualScale(cert: Certificate): number {
  let scale = 1;
  for (const x of cert.dual) while (!Number.isInteger(x * scale)) scale *= 2;
  return scale;
}

/**
 * Slack of x-y on limb k under the certificate, times `scale` (see dualScale), in BigInt (for
 * certificates whose slacks may pass 2^53): vertex duals, minus twice the weight, plus twice the
 * duals of the blossoms holding both.
 */
export function exactSlack(
  g: DenseGraph,
  cert: Certificate,
  x: number,
  y: number,
  k: number,
  scale: number,
): bigint {
  const W = g.words;
  const { dual, chains } = cert;
  const cx = chains[x];
  const cy = chains[y];
  const big = (v: number): bigint => BigInt(v * scale);
  let sl = big(dual[x * W + k]) + big(dual[y * W + k]) - 2n * big(g.weight[(x * g.n + y) * W + k]);
  for (let c = 1; c <= Math.min(cx.length, cy.length) && cx[cx.length - c] === cy[cy.length - c]; c++)
    sl += 2n * big(dual[cx[cx.length - c] * W + k]);
  return sl;
}

/** `tightEdges` computed in BigInt. */
function tightEdgesExact(g: DenseGraph, cert: Certificate, limbs: number): Int32Array[] {
  const scale = dualScale(cert);
  const lists: number[][] = Array.from({ length: g.n }, () => []);
  for (let x = 0; x < g.n; x++)
    for (let y = x + 1; y < g.n; y++) {
      let tight = true;
      for (let k = 0; k < limbs && tight; k++) tight = exactSlack(g, cert, x, y, k, scale) === 0n;
      if (tight) {
        lists[x].push(y);
        lists[y].push(x);
      }
    }
  return lists.map((l) => Int32Array.from(l));
}

/**
 * Whether the edges in `adj` that are still in `g` admit a perfect matching, starting from
 * `start` (a matching on such edges; -1 for exposed vertices). Edmonds' cardinality method:
 * breadth-first alternating trees, odd cycles contracted through their base.
 */
export function perfectOnTight(g: DenseGraph, adj: readonly Int32Array[], start: Int32Array): boolean {
  const n = g.n;
  const has = g.has;
  const match = start.slice();
  for (let v = 0; v < n; v++) {
    const w = match[v];
    if (w >= 0 && !has[v * n + w]) match[v] = NONE;
  }
  const parent = new Int32Array(n).fill(NONE);
  const base = new Int32Array(n);
  for (let i = 0; i < n; i++) base[i] = i;
  const used = new Uint8Array(n);
  // Stamps instead of clearing whole arrays: a mark is valid when it equals the current stamp.
  const inBlossom = new Int32Array(n);
  const onPath = new Int32Array(n);
  let stamp = 0;
  const queue = new Int32Array(n);
  // The vertices of the current tree (each once): a contraction relabels only these, and the
  // next search resets only these.
  const tree = new Int32Array(n);
  const inTree = new Uint8Array(n);
  let treeSize = 0;
  const enter = (v: number): void => {
    if (!inTree[v]) {
      inTree[v] = 1;
      tree[treeSize++] = v;
    }
  };

  const lca = (a: number, b: number): number => {
    stamp++;
    for (;;) {
      a = base[a];
      onPath[a] = stamp;
      if (match[a] === NONE) break;
      a = parent[match[a]];
    }
    for (;;) {
      b = base[b];
      if (onPath[b] === stamp) return b;
      b = parent[match[b]];
    }
  };
  const markPath = (v: number, b: number, child: number): void => {
    while (base[v] !== b) {
      inBlossom[base[v]] = inBlossom[base[match[v]]] = stamp;
      parent[v] = child;
      child = match[v];
      v = parent[match[v]];
    }
  };
  /** Grows a tree from the exposed vertex `root`; returns the exposed vertex reached, or NONE. */
  const findPath = (root: number): number => {
    for (let i = 0; i < treeSize; i++) {
      const v = tree[i];
      used[v] = 0;
      parent[v] = NONE;
      base[v] = v;
      inTree[v] = 0;
    }
    treeSize = 0;
    used[root] = 1;
    enter(root);
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++];
      const list = adj[v];
      for (let i = 0; i < list.length; i++) {
        const to = list[i];
        if (!has[v * n + to] || base[v] === base[to] || match[v] === to) continue;
        if (to === root || (match[to] !== NONE && parent[match[to]] !== NONE)) {
          const b = lca(v, to);
          markPath(v, b, to);
          markPath(to, b, v);
          for (let k = 0; k < treeSize; k++) {
            const u = tree[k];
            if (inBlossom[base[u]] === stamp) {
              base[u] = b;
              if (!used[u]) {
                used[u] = 1;
                queue[tail++] = u;
              }
            }
          }
        } else if (parent[to] === NONE) {
          parent[to] = v;
          enter(to);
          if (match[to] === NONE) return to;
          used[match[to]] = 1;
          enter(match[to]);
          queue[tail++] = match[to];
        }
      }
    }
    return NONE;
  };

  for (let root = 0; root < n; root++) {
    if (match[root] !== NONE) continue;
    const end = findPath(root);
    if (end === NONE) return false; // a maximum matching leaves `root` exposed: no perfect one
    for (let v = end; v !== NONE;) {
      const pv = parent[v];
      const ppv = match[pv];
      match[v] = pv;
      match[pv] = v;
      v = ppv;
    }
  }
  return true;
}
