import { describe, expect, it } from 'vitest';
import { castlingPlan, castlingPlans, pathSlots } from './castling960';
import { castlingPlanOf, chess960Castlings } from './engine-config';
import { WHITE_FIRST_ROW, type RowRole } from './first-row';

/** A row with only king and rooks, given their squares. */
function row(king: string, ...rooks: string[]): (RowRole | null)[] {
  return WHITE_FIRST_ROW.map((sq) => (sq === king ? 'king' : rooks.includes(sq) ? 'rook' : null));
}

describe('3D-Chess960 castling (V.P5.3)', () => {
  it('V.P5.3.2: the goals are those of standard castling', () => {
    const a = castlingPlan(row('c1W', 'b1W', 'd1W'), 'white', 'a');
    const e = castlingPlan(row('c1W', 'b1W', 'd1W'), 'white', 'e');
    expect([a?.kingTo, a?.rookTo, e?.kingTo, e?.rookTo]).toEqual(['a0QL1', 'd0KL1', 'e0KL1', 'd0KL1']);
    const black = castlingPlan(row('c1W', 'b1W', 'd1W'), 'black', 'a');
    expect([black?.king, black?.kingTo, black?.rookTo]).toEqual(['c8B', 'a9QL6', 'd9KL6']);
  });

  it('V.P5.3.3 (a) double move: rooks b1W, d1W, king c1W, both sides', () => {
    const r = row('c1W', 'b1W', 'd1W');
    expect(castlingPlan(r, 'white', 'a')?.kind).toBe('double-move');
    expect(castlingPlan(r, 'white', 'e')?.kind).toBe('double-move');
  });

  it('V.P5.3.3 (b) transposition: rooks a0QL1, e0KL1, king d0KL1, both sides', () => {
    const r = row('d0KL1', 'a0QL1', 'e0KL1');
    expect(castlingPlan(r, 'white', 'a')?.kind).toBe('transposition');
    expect(castlingPlan(r, 'white', 'e')?.kind).toBe('transposition');
  });

  it('V.P5.3.3 (c) king only: rook d0KL1, king c1W, e side', () => {
    expect(castlingPlan(row('c1W', 'z0QL1', 'd0KL1'), 'white', 'e')?.kind).toBe('king-only');
  });

  it('V.P5.3.3 (d) rook only: rook z0QL1, king a0QL1, a side', () => {
    expect(castlingPlan(row('a0QL1', 'z0QL1', 'e0KL1'), 'white', 'a')?.kind).toBe('rook-only');
  });

  it('V.P5.3.4 example (1): rooks b1W, e0KL1, king d0KL1', () => {
    const r = row('d0KL1', 'b1W', 'e0KL1');
    expect(castlingPlan(r, 'white', 'a')?.mustBeEmpty).toEqual(['a0QL1', 'c1W', 'd1W']);
    expect(castlingPlan(r, 'white', 'a')?.mustBeEmpty).not.toContain('a1W');
    expect(castlingPlan(r, 'white', 'e')?.mustBeEmpty).toEqual([]);
  });

  it('V.P5.3.4 example (2): rooks b1W, e0KL1, king c1W', () => {
    const r = row('c1W', 'b1W', 'e0KL1');
    expect(castlingPlan(r, 'white', 'a')?.mustBeEmpty).toEqual(['a0QL1', 'a1W', 'd1W', 'd0KL1']);
    expect(castlingPlan(r, 'white', 'e')?.mustBeEmpty).toEqual(['d1W', 'd0KL1']);
  });

  it('V.P5.3.5: a king on rank 1 must cross no attacked square; on rank 0 only start and goal count', () => {
    expect(castlingPlan(row('c1W', 'b1W', 'e0KL1'), 'white', 'e')?.mustBeSafe).toEqual([
      'c1W',
      'd1W',
      'd0KL1',
      'e0KL1',
    ]);
    expect(castlingPlan(row('d0KL1', 'z0QL1', 'e0KL1'), 'white', 'a')?.mustBeSafe).toEqual([
      'd0KL1',
      'a0QL1',
    ]);
  });

  it('the standard row keeps TR 3.5: queenside needs only a0QL1 empty, kingside nothing', () => {
    const r = row('d0KL1', 'z0QL1', 'e0KL1');
    expect(castlingPlan(r, 'white', 'a')?.mustBeEmpty).toEqual(['a0QL1']);
    expect(castlingPlan(r, 'white', 'e')?.mustBeEmpty).toEqual([]);
  });

  it('paths: rank-0 pieces skip rank 1, rank-1 pieces walk the row', () => {
    expect(pathSlots(6, 1)).toEqual([1]);
    expect(pathSlots(0, 6)).toEqual([1, 6]);
    expect(pathSlots(3, 6)).toEqual([4, 5, 6]);
    expect(pathSlots(4, 1)).toEqual([3, 2, 1]);
  });

  it('both castlings of both colours, and none for a side without its rook', () => {
    const plans = castlingPlans(row('c1W', 'b1W', 'd1W'), row('c1W', 'd1W'));
    expect(plans.map((p) => `${p.color} ${p.side} ${p.king}`)).toEqual([
      'white e c1W',
      'white a c1W',
      'black e c8B',
    ]);
    const engine = chess960Castlings(row('c1W', 'b1W', 'd1W'), row('c1W', 'b1W', 'd1W'));
    expect(engine).toHaveLength(4);
    expect(engine.map((c) => castlingPlanOf(c))).toEqual(
      castlingPlans(row('c1W', 'b1W', 'd1W'), row('c1W', 'b1W', 'd1W')),
    );
  });

  it('a king on z0QL1 with a rook beyond it castles on the e side', () => {
    expect(castlingPlan(row('z0QL1', 'b1W'), 'white', 'e')).toMatchObject({
      kind: 'double-move',
      king: 'z0QL1',
      rook: 'b1W',
    });
    expect(castlingPlan(row('z0QL1', 'b1W'), 'white', 'a')).toBeNull();
  });
});
