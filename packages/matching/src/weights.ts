/**
 * Packing lexicographic criteria into multi-limb edge weights.
 * Each criterion is a non-negative integer per edge with a known maximum. Criteria are laid out
 * most significant first; consecutive criteria share a float64 limb while the product of their
 * radices stays below 2^48, where a criterion's radix is (maximum x edges of a matching + 1), so
 * the sum over any matching never spills into the criterion above it. Comparing the limb vectors
 * of two matchings is then comparing their criterion vectors lexicographically.
 * Trade-off: no carries and no BigInt on the hot path: the blossom code works limb by limb (see
 * blossom.ts), and a 1,200-player round needs about six limbs.
 */

const LIMB_CAPACITY = 2 ** 48;

/** Where each criterion sits: its limb and its multiplier inside the limb. */
export class WeightLayout {
  readonly words: number;
  private readonly limb: number[];
  private readonly mult: number[];
  private readonly radix: number[];

  /**
   * `maxima[i]` bounds criterion i on one edge; `edges` bounds the edges of a matching that can
   * carry it (one number for all criteria, or one per criterion: a criterion that only edges inside
   * a bracket carry needs a radix for the bracket's pairs, not the whole graph's). With
   * `ownLastLimb` the last criterion gets a limb of its own (a tie-break that comparisons skip).
   */
  constructor(maxima: readonly number[], edges: number | readonly number[], ownLastLimb = false) {
    const radix = maxima.map((m, i) => m * ((typeof edges === 'number' ? edges : edges[i]) + 1) + 1);
    this.radix = radix;
    const groups: number[][] = [];
    let cur: number[] = [];
    let product = 1;
    radix.forEach((r, i) => {
      const alone = ownLastLimb && i === radix.length - 1;
      if (cur.length > 0 && (product * r >= LIMB_CAPACITY || alone)) {
        groups.push(cur);
        cur = [];
        product = 1;
      }
      cur.push(i);
      product *= r;
    });
    if (cur.length > 0) groups.push(cur);
    this.limb = new Array(maxima.length);
    this.mult = new Array(maxima.length);
    groups.forEach((g, li) => {
      let m = 1;
      for (let k = g.length - 1; k >= 0; k--) {
        this.limb[g[k]] = li;
        this.mult[g[k]] = m;
        m *= radix[g[k]];
      }
    });
    this.words = groups.length;
  }

  /** The criterion sums of a matching's weight (exact: no criterion overflows its radix). */
  decode(limbs: ArrayLike<number>): number[] {
    return this.limb.map((l, i) => Math.floor(limbs[l] / this.mult[i]) % this.radix[i]);
  }

  /** Adds `value` of criterion `i` into a limb vector. */
  add(out: Float64Array, i: number, value: number): void {
    if (value !== 0) out[this.limb[i]] += value * this.mult[i];
  }
}
