// The colour allocation rules (FIDE C.04.3 5.2) and the colour facts of C11, case by case: each
// case is one the mutation run found unpinned (see README "How we know").
import { describe, expect, it } from 'vitest';
import { player } from '@arbiter/swiss/testing';
import { colourFacts, colourOf } from './colours';
import { pairQuality } from './criteria';

describe('colour allocation (FIDE C.04.3 5.2)', () => {
  it('5.2.1: a player with a preference gets it against an opponent who has none', () => {
    const late = player(1, 2, ''); // ranks higher, never played: no preference
    const wantsWhite = player(2, 2, 'B');
    // 5.2.5 would give the higher-ranked, odd-numbered player the initial colour (white).
    expect(colourOf(wantsWhite, late, 'white')).toBe('white');
    expect(colourOf(late, wantsWhite, 'white')).toBe('black');
  });

  it('5.2.2: two absolute preferences with equal colour differences go on to 5.2.3', () => {
    // Both +2 and want black; they last differed in round 2, where 1 had white: 1 gets black.
    const a = player(1, 6, 'BWWW', { top: true });
    const b = player(2, 6, 'WBWW', { top: true });
    expect(colourOf(a, b, 'white')).toBe('black');
    expect(colourOf(b, a, 'white')).toBe('white');
  });

  it('5.2.2: of two absolute preferences for one colour, the wider colour difference wins', () => {
    const a = player(1, 6, 'BWW', { top: true }); // +1, white twice: absolute black
    const b = player(2, 6, 'WWBW', { top: true }); // +2: absolute black
    expect(colourOf(a, b, 'white')).toBe('white');
    expect(colourOf(b, a, 'white')).toBe('black');
  });

  it('5.2.5: the initial colour goes to the higher-ranked player, whichever is named first', () => {
    const higher = player(1, 2, 'W'); // odd pairing number: the initial colour
    const lower = player(2, 2, 'W');
    expect(colourOf(higher, lower, 'black')).toBe('black');
    expect(colourOf(lower, higher, 'black')).toBe('white');
  });
});

describe('C11: a third colour in a row for two topscorers with the same absolute preference', () => {
  it('two games both with white: one of them has white a third time', () => {
    const a = player(1, 4, 'WW', { top: true });
    const b = player(2, 4, 'WW', { top: true });
    expect(colourFacts(a, b).thirdSame).toBe(1);
    expect(pairQuality(a, b, 'white').c11).toBe(0);
  });

  it('last two colours differ for both (+2 each): nobody gets a third in a row', () => {
    const a = player(1, 6, 'WWBW', { top: true });
    const b = player(2, 6, 'WWBW', { top: true });
    expect(colourFacts(a, b).thirdSame).toBe(0);
  });

  it('equal differences, only one had the same colour twice: the other one yields', () => {
    const a = player(1, 6, 'BWWW', { top: true }); // +2, white twice
    const b = player(2, 6, 'WWBW', { top: true }); // +2, last two differ
    expect(colourFacts(a, b).thirdSame).toBe(0);
    expect(colourFacts(b, a).thirdSame).toBe(0);
  });

  it('equal differences, both had black twice and want black: whoever keeps black has a third', () => {
    const a = player(1, 9, 'WWWWBB', { top: true });
    const b = player(2, 9, 'WWWWBB', { top: true });
    expect(colourFacts(a, b).thirdSame).toBe(1);
  });

  it('an absolute preference against a strong one: the strong player yields, no third in a row', () => {
    const a = player(1, 6, 'BWBBWW', { top: true }); // difference 0, white twice: absolute black
    const b = player(2, 6, 'WBW', { top: true }); // +1, last two differ: strong black
    expect(colourOf(a, b, 'white')).toBe('black'); // 5.2.2: the stronger preference
    expect(colourFacts(a, b).thirdSame).toBe(0); // b gets white after B, W
  });

  it('the one with the smaller difference yields; no third when his last two differ', () => {
    const a = player(1, 8, 'WWWBW', { top: true }); // +3
    const b = player(2, 8, 'WWBW', { top: true }); // +2 yields: white after B, W
    expect(colourFacts(a, b).thirdSame).toBe(0);
    expect(colourFacts(b, a).thirdSame).toBe(0);
  });
});
