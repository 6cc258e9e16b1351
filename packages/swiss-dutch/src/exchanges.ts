/**
 * The S1/S2 exchanges of a homogeneous bracket (or remainder) in the handbook's order (FIDE
 * C.04.3 4.3): fewest exchanged players first; then the smallest difference between the sum of the
 * bracket sequence numbers (BSNs) moved from S2 to S1 and the sum moved from S1 to S2; then the
 * exchange that moves the highest different BSN out of S1; then the one that moves the lowest
 * different BSN out of S2.
 *
 * Trade-off: candidates are generated lazily, one size and one sum difference at a time, so the
 * usual case (an exchange of one player found among the first few) costs almost nothing; a size
 * whose subsets outnumber `limit` on either side is not enumerated (the caller reports it).
 */

/** One exchange, as BSNs (1-based positions in S1 followed by S2). */
export interface Exchange {
  /** BSNs moved from S1 to S2, highest first. */
  readonly out: readonly number[];
  /** BSNs moved from S2 to S1, lowest first. */
  readonly in: readonly number[];
}

/**
 * How many k-subsets an n-set has: exact while the result stays below 2^53. Each step takes
 * C(n - m + i, i) from C(n - m + i - 1, i - 1); dividing by the common factor of the running value
 * and i first keeps every intermediate product an integer no larger than the next value.
 */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= m; i++) {
    const g = gcd(r, i);
    r = (r / g) * ((n - m + i) / (i / g));
  }
  return r;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** The k-subsets of `values`, each with its sum, grouped by sum. */
function subsetsBySum(values: readonly number[], k: number): Map<number, number[][]> {
  const out = new Map<number, number[][]>();
  const cur: number[] = [];
  const go = (start: number, sum: number): void => {
    if (cur.length === k) {
      const list = out.get(sum);
      if (list) list.push([...cur]);
      else out.set(sum, [[...cur]]);
      return;
    }
    for (let i = start; i <= values.length - (k - cur.length); i++) {
      cur.push(values[i]);
      go(i + 1, sum + values[i]);
      cur.pop();
    }
  };
  go(0, 0);
  return out;
}

/** Handbook order within one size and one sum difference: highest out first, then lowest in. */
function compareExchanges(a: Exchange, b: Exchange): number {
  for (let i = 0; i < a.out.length; i++) if (a.out[i] !== b.out[i]) return b.out[i] - a.out[i];
  for (let i = 0; i < a.in.length; i++) if (a.in[i] !== b.in[i]) return a.in[i] - b.in[i];
  return 0;
}

/**
 * Every exchange between an S1 of `p` players and an S2 of `q` players, in the handbook's order.
 * Sizes whose subsets exceed `limit` on either side are skipped and passed to `onSkipped`.
 */
export function* exchangesInOrder(
  p: number,
  q: number,
  limit = 50_000,
  onSkipped?: (size: number) => void,
): Generator<Exchange> {
  const s1 = Array.from({ length: p }, (_, i) => p - i); // highest first
  const s2 = Array.from({ length: q }, (_, i) => p + 1 + i); // lowest first
  for (let size = 1; size <= Math.min(p, q); size++) {
    if (binomial(p, size) > limit || binomial(q, size) > limit) {
      onSkipped?.(size);
      continue;
    }
    const outs = subsetsBySum(s1, size);
    const ins = subsetsBySum(s2, size);
    const outSums = [...outs.keys()];
    const inSums = [...ins.keys()];
    const low = Math.min(...inSums) - Math.max(...outSums);
    const high = Math.max(...inSums) - Math.min(...outSums);
    for (let d = low; d <= high; d++) {
      const batch: Exchange[] = [];
      for (const [so, outList] of outs) {
        const inList = ins.get(so + d);
        if (!inList) continue;
        for (const o of outList) for (const i of inList) batch.push({ out: o, in: i });
      }
      batch.sort(compareExchanges);
      yield* batch;
    }
  }
}
