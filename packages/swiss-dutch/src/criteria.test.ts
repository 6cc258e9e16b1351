import { describe, expect, it } from 'vitest';
import type { Colour } from '@arbiter/tournament';
import { colourOf } from './colours';
import { compatible, CRITERIA, pairQuality } from './criteria';
import { colourPreference, type DutchPlayer, type Float } from './players';

/** A player from a played-colour string (`WBW`), score in half points, and the last two floats. */
function player(
  id: number,
  units: number,
  colours: string,
  opts: { last?: Float; before?: Float; top?: boolean; met?: number[] } = {},
): DutchPlayer {
  const cs = colours.split('').map((c) => (c === 'W' ? 'white' : 'black') as Colour);
  return {
    id,
    points: units / 2,
    units,
    colours: cs,
    colourDifference: cs.reduce((s, c) => s + (c === 'white' ? 1 : -1), 0),
    preference: colourPreference(cs),
    floatLast: opts.last ?? null,
    floatBeforeLast: opts.before ?? null,
    met: new Set(opts.met ?? []),
    pabEligible: true,
    unplayed: 0,
    topscorer: opts.top ?? false,
    rankNumber: id,
  };
}

const MAX = 10;

describe('the criteria as per-edge quantities (FIDE C.04.3)', () => {
  it('lists C1-C21 in order, each with its rule id', () => {
    expect(CRITERIA.map((c) => c.id)).toEqual(Array.from({ length: 21 }, (_, i) => `C${i + 1}`));
    for (const c of CRITERIA) expect(c.rule).toBe(`FIDE C.04.3 ${c.id}`);
  });

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

  it('C10: a topscorer pushed beyond a colour difference of 2 counts', () => {
    const a = player(1, 6, 'WBWW', { top: true }); // difference +2, wants black absolutely
    const b = player(2, 6, 'BWBB', { top: true }); // difference -2, wants white absolutely
    expect(pairQuality(a, b, 'white', MAX).c10).toBe(2); // both get their colour: nobody beyond 2
    const c = player(3, 6, 'WBWW', { top: true });
    const q = pairQuality(a, c, 'white', MAX);
    expect(q.c10).toBe(1); // one of the two must take white a third time: difference +3
  });

  it('C11: a topscorer getting one colour a third time running counts', () => {
    const a = player(1, 6, 'BWW', { top: true });
    const b = player(2, 6, 'WBB', { top: true });
    expect(pairQuality(a, b, 'white', MAX).c11).toBe(2);
    const c = player(3, 6, 'BWW', { top: true });
    expect(pairQuality(a, c, 'white', MAX).c11).toBe(1);
  });

  it('C12: a player who misses the colour preference counts', () => {
    expect(pairQuality(player(1, 2, 'W'), player(2, 2, 'B'), 'white', MAX).c12).toBe(2);
    expect(pairQuality(player(1, 2, 'W'), player(2, 2, 'W'), 'white', MAX).c12).toBe(1);
  });

  it('C13: only a strong (or absolute) preference missed counts', () => {
    // 1: strong black (W), 2: strong black (W): one of them misses a strong preference.
    expect(pairQuality(player(1, 2, 'W'), player(2, 2, 'W'), 'white', MAX).c13).toBe(1);
    // 1: strong black (W), 2: mild black (BW): the mild one yields, no strong miss.
    expect(pairQuality(player(1, 2, 'W'), player(2, 2, 'BW'), 'white', MAX).c13).toBe(2);
  });

  it('C14/C18: a former downfloater who does not float down again scores; floating again costs the difference', () => {
    const down = player(1, 4, 'W', { last: 'down' });
    expect(pairQuality(down, player(2, 4, 'B'), 'white', MAX).c14).toBe(1);
    const q = pairQuality(down, player(3, 2, 'B'), 'white', MAX);
    expect(q.c14).toBe(0);
    expect(q.c18).toBe(2 * MAX - 2);
  });

  it('C15/C19: upfloating again after an upfloat counts, with its score difference', () => {
    const up = player(2, 2, 'B', { last: 'up' });
    expect(pairQuality(player(1, 2, 'W'), up, 'white', MAX).c15).toBe(2);
    const q = pairQuality(player(1, 4, 'W'), up, 'white', MAX);
    expect(q.c15).toBe(1);
    expect(q.c19).toBe(2 * MAX - 2);
  });

  it('C16/C20 and C17/C21: the same for the floats of two rounds before', () => {
    const down = player(1, 4, 'WB', { before: 'down' });
    const up = player(2, 2, 'BW', { before: 'up' });
    const q = pairQuality(down, up, 'white', MAX);
    expect([q.c16, q.c17, q.c20, q.c21]).toEqual([0, 1, 2 * MAX - 2, 2 * MAX - 2]);
  });

  it('colour rule 5.2.3: colours alternate from the latest round in which the two differed', () => {
    // Same preference and strength (mild white after WB): last round both B, before that W and B.
    const a = player(1, 2, 'WB');
    const b = player(2, 2, 'BB');
    expect(colourOf(a, { ...b, preference: a.preference }, 'white')).toBe('black');
  });
});
