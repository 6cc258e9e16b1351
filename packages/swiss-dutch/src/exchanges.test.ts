import { describe, expect, it } from 'vitest';
import { binomial, exchangesInOrder, type Exchange } from './exchanges';

const text = (e: Exchange): string => `${e.out.join('+')}<->${e.in.join('+')}`;

/** Every exchange, sorted by the handbook's keys written out plainly (C.04.3 4.3). */
function sortedPlainly(p: number, q: number): string[] {
  const subsets = (from: number, to: number, k: number): number[][] => {
    if (k === 0) return [[]];
    const out: number[][] = [];
    for (let x = from; x <= to; x++) for (const rest of subsets(x + 1, to, k - 1)) out.push([x, ...rest]);
    return out;
  };
  const all: { out: number[]; in: number[] }[] = [];
  for (let k = 1; k <= Math.min(p, q); k++)
    for (const o of subsets(1, p, k))
      for (const i of subsets(p + 1, p + q, k)) all.push({ out: [...o].sort((a, b) => b - a), in: i });
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  all.sort((a, b) => {
    if (a.out.length !== b.out.length) return a.out.length - b.out.length;
    const d = sum(a.in) - sum(a.out) - (sum(b.in) - sum(b.out));
    if (d !== 0) return d;
    // The highest BSN in one exchange's S1 part and not the other's decides; then the lowest of S2.
    const highest = (x: number[], y: number[]): number => Math.max(...x.filter((v) => !y.includes(v)), -1);
    const ho = highest(a.out, b.out) - highest(b.out, a.out);
    if (ho !== 0) return -ho;
    const lowest = (x: number[], y: number[]): number => Math.min(...x.filter((v) => !y.includes(v)), 1e9);
    return lowest(a.in, b.in) - lowest(b.in, a.in);
  });
  return all.map(text);
}

describe('S1/S2 exchanges in the handbook order (C.04.3 4.3)', () => {
  it('starts like the handbook example for S1 = 1-4, S2 = 5-8', () => {
    const first = [...exchangesInOrder(4, 4)].slice(0, 10).map(text);
    // One player: 4<->5 (difference 1), then 4<->6 and 3<->5 (difference 2; the higher S1 player first), ...
    expect(first.slice(0, 6)).toEqual(['4<->5', '4<->6', '3<->5', '4<->7', '3<->6', '2<->5']);
    // Two players start once the sixteen single exchanges are through.
    expect([...exchangesInOrder(4, 4)][16]).toEqual({ out: [4, 3], in: [5, 6] });
  });

  it.each([
    [1, 1],
    [2, 3],
    [3, 3],
    [4, 5],
    [5, 5],
    [5, 7],
  ])('lists every exchange of S1 = %i, S2 = %i players once, in the order of the plain sort', (p, q) => {
    const lazy = [...exchangesInOrder(p, q)].map(text);
    expect(lazy).toEqual(sortedPlainly(p, q));
    let count = 0;
    for (let k = 1; k <= Math.min(p, q); k++) count += binomial(p, k) * binomial(q, k);
    expect(lazy.length).toBe(count);
  });

  it('skips, and reports, a size with too many subsets to enumerate', () => {
    const skipped: number[] = [];
    const sizes = new Set(
      [...exchangesInOrder(12, 12, 100, (k) => skipped.push(k))].map((e) => e.out.length),
    );
    expect([...sizes]).toEqual([1, 2, 10, 11, 12]);
    expect(skipped).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('skips a size when either side alone has too many subsets, and only sizes both sides have', () => {
    const run = (p: number, q: number, limit: number): { sizes: number[]; skipped: number[] } => {
      const skipped: number[] = [];
      const sizes = new Set(
        [...exchangesInOrder(p, q, limit, (k) => skipped.push(k))].map((e) => e.out.length),
      );
      return { sizes: [...sizes], skipped };
    };
    // C(12, 3) = 220 subsets of S2 against C(3, 3) = 1 of S1: the size is skipped all the same.
    expect(run(3, 12, 100)).toEqual({ sizes: [1, 2], skipped: [3] });
    expect(run(12, 3, 100)).toEqual({ sizes: [1, 2], skipped: [3] });
    // No size beyond the smaller side is tried, so none is reported as skipped.
    expect(run(2, 12, 100)).toEqual({ sizes: [1, 2], skipped: [] });
    // A side with exactly `limit` subsets (C(4, 2) = 6) is still enumerated.
    expect(run(4, 3, 6)).toEqual({ sizes: [1, 2, 3], skipped: [] });
    expect(run(3, 4, 6)).toEqual({ sizes: [1, 2, 3], skipped: [] });
  });

  it('skips a size without a callback too', () => {
    const withCallback = [...exchangesInOrder(12, 12, 100, () => undefined)].map(text);
    expect([...exchangesInOrder(12, 12, 100)].map(text)).toEqual(withCallback);
  });

  it('counts the k-subsets of an n-set, none for k outside 0..n', () => {
    expect([0, 1, 2, 3, 4, 5].map((k) => binomial(5, k))).toEqual([1, 5, 10, 10, 5, 1]);
    expect(binomial(5, -1)).toBe(0);
    expect(binomial(5, 6)).toBe(0);
    expect(binomial(0, 0)).toBe(1);
  });

  it('gives C(n, k) and C(n, n - k) alike, by the same product', () => {
    for (let n = 0; n <= 60; n++)
      for (let k = 0; k <= n; k++) expect(binomial(n, k)).toBe(binomial(n, n - k));
  });

  it('is exact wherever C(n, k) is below 2^53 (the triangle of Pascal in BigInt up to n = 70)', () => {
    let row = [1n];
    const wrong: string[] = [];
    for (let n = 0; n <= 70; n++) {
      row.forEach((exact, k) => {
        if (exact < 2n ** 53n && BigInt(binomial(n, k)) !== exact) wrong.push(`C(${n}, ${k})`);
      });
      row = [1n, ...row.slice(1).map((v, k) => v + row[k]), 1n];
    }
    expect(wrong).toEqual([]);
  });

  it('takes min(k, n - k) steps: C(10^12, 1) and C(10^12, 10^12 - 1) come back at once', () => {
    expect(binomial(1e12, 1)).toBe(1e12);
    expect(binomial(1e12, 1e12 - 1)).toBe(1e12);
  });
});
