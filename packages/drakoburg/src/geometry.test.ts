import { describe, expect, it } from 'vitest';
import {
  BENT_ORIGIN,
  BENT_SQUIRE,
  BENT_TURCOPOLE,
  KING,
  KNIGHT,
  LEAP,
  PAWN_FROM,
  PAWN_TO,
  RAY,
  RAY_N,
} from './geometry';
import { parseSquare, squareName } from './pieces';

const names = (list: number[]) => list.map(squareName).sort();
const row = (t: { n: Uint8Array; sq: Int8Array; width: number }, s: string) => {
  const sq = parseSquare(s);
  return names(Array.from(t.sq.subarray(sq * t.width, sq * t.width + t.n[sq])));
};

describe('geometry tables, one atom at a time', () => {
  it('king steps', () => {
    expect(row(KING, 'a1')).toEqual(['a2', 'b1', 'b2']);
    expect(row(KING, 'd4')).toHaveLength(8);
  });
  it('knight leaps (esquire and turcopole)', () => {
    expect(row(KNIGHT, 'a1')).toEqual(['b3', 'c2']);
    expect(row(KNIGHT, 'd4')).toHaveLength(8);
  });
  it("the knight's (T's) two-field leaps", () => {
    expect(row(LEAP, 'a1')).toEqual(['a3', 'c1', 'c3']);
    expect(row(LEAP, 'd4')).toEqual(['b2', 'b4', 'b6', 'd2', 'd6', 'f2', 'f4', 'f6']);
  });
  it('rays run to the edge', () => {
    const d4 = parseSquare('d4');
    expect(RAY_N[d4 * 8 + 0]).toBe(3);
    expect(names(Array.from(RAY.subarray((d4 * 8 + 1) * 6, (d4 * 8 + 1) * 6 + RAY_N[d4 * 8 + 1])))).toEqual([
      'e5',
      'f6',
      'g7',
    ]);
  });
  it('lancers step forward by side, and the reverse table inverts it', () => {
    expect(row(PAWN_TO[0], 'a2')).toEqual(['a3', 'b3']);
    expect(row(PAWN_TO[1], 'd6')).toEqual(['c5', 'd5', 'e5']);
    expect(row(PAWN_FROM[0], 'd4')).toEqual(['c3', 'd3', 'e3']);
  });
  it('bent paths: the esquire turns from an orthogonal step, the turcopole from a diagonal one', () => {
    const d4 = parseSquare('d4');
    const paths = (t: typeof BENT_SQUIRE) =>
      Array.from({ length: 8 }, (_, p) => {
        const q = d4 * 8 + p;
        const slide = Array.from(t.slide.subarray(q * 6, q * 6 + t.n[q])).map(squareName);
        return `${squareName(t.first[q])}>${squareName(t.g1[q])}>${slide.join(',')}`;
      });
    expect(paths(BENT_SQUIRE)).toContain('d5>e6>f7');
    expect(paths(BENT_SQUIRE)).toContain('d5>c6>b7');
    expect(paths(BENT_TURCOPOLE)).toContain('e5>e6>e7');
    expect(paths(BENT_TURCOPOLE)).toContain('e5>f5>g5');
  });
  it('reverse bent origins: who could slide into a field along a ray', () => {
    // f7 reached by an esquire from d4 via d5 (first step) and e6: walking from f7 towards SW
    const f7 = parseSquare('f7');
    const base = (f7 * 8 + 5) * 6; // SW ray: e6, d5, ...
    const origins = [BENT_ORIGIN[(base + 1) * 2], BENT_ORIGIN[(base + 1) * 2 + 1]].map(squareName).sort();
    expect(squareName(RAY[base + 1])).toBe('d5');
    expect(origins).toContain('d4');
  });
});
