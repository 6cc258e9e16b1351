import { describe, expect, it } from 'vitest';
import { compatible } from './compatibility';
import { player } from './testing/players';

describe('who may meet whom (FIDE C.04.1; the Dutch C1 and C3)', () => {
  it('C1: players who met over the board are no edge; a forbidden pair neither', () => {
    const a = player(1, 2, 'W', { met: [2] });
    const b = player(2, 2, 'B', { met: [1] });
    expect(compatible(a, b, new Set())).toBe(false);
    expect(compatible(player(1, 2, 'W'), player(3, 2, 'B'), new Set(['1-3']))).toBe(false);
    expect(compatible(player(1, 2, 'W'), player(3, 2, 'B'), new Set())).toBe(true);
  });

  it('C3: two non-topscorers with the same absolute preference are no edge; a topscorer may meet them', () => {
    const a = player(1, 4, 'BB');
    const b = player(2, 4, 'BB');
    expect(compatible(a, b, new Set())).toBe(false);
    expect(compatible({ ...a, topscorer: true }, b, new Set())).toBe(true);
  });
});
