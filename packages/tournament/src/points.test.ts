// Scoring by result class (FIDE TRF-2026 record 162): every round result, the defaults of a
// custom point system, and the comparison of two systems.
import { describe, expect, it } from 'vitest';
import { pointsFor, pointSystem, samePointSystem, STANDARD_POINTS, THREE_ONE_ZERO } from './points';
import { ROUND_RESULTS, type RoundResult } from './vocabulary';

describe('points by result class (FIDE TRF-2026 record 162)', () => {
  it('gives every round result the value of its class', () => {
    const classOf: Record<RoundResult, keyof typeof STANDARD_POINTS> = {
      '1': 'win',
      W: 'win',
      '+': 'win',
      F: 'win',
      '=': 'draw',
      D: 'draw',
      H: 'draw',
      '0': 'loss',
      L: 'loss',
      '-': 'absence',
      Z: 'absence',
      U: 'pab',
    };
    // Distinct values per class, so a result scored in the wrong class shows.
    const system = pointSystem({ win: 5, draw: 3, loss: 1, absence: -1, pab: 4, unknown: 2 });
    for (const r of ROUND_RESULTS) expect(pointsFor(r, system), r).toBe(system[classOf[r]]);
    expect(pointsFor('W', THREE_ONE_ZERO)).toBe(3);
    expect(pointsFor('D', STANDARD_POINTS)).toBe(0.5);
  });

  it('fills what a custom system leaves out: loss 0, absence as a loss, PAB as a win, unknown as a draw', () => {
    expect(pointSystem({ win: 3, draw: 1 })).toEqual(THREE_ONE_ZERO);
    expect(pointSystem({ win: 2, draw: 1, loss: 0.5 })).toEqual({
      win: 2,
      draw: 1,
      loss: 0.5,
      absence: 0.5,
      pab: 2,
      unknown: 1,
    });
    expect(Object.isFrozen(pointSystem({ win: 1, draw: 0.5 }))).toBe(true);
  });

  it('two systems are the same only when every class has the same value', () => {
    expect(samePointSystem(pointSystem({ win: 1, draw: 0.5 }), STANDARD_POINTS)).toBe(true);
    const classes = ['win', 'draw', 'loss', 'absence', 'pab', 'unknown'] as const;
    for (const c of classes)
      expect(
        samePointSystem({ ...STANDARD_POINTS, [c]: STANDARD_POINTS[c] + 0.25 }, STANDARD_POINTS),
        c,
      ).toBe(false);
  });
});
