// Reading tie-break codes (FIDE C.07: a base with /Cn and /Mn modifiers) and the catalogue of
// bases. Each case is one the mutation run found unpinned (see README "How we know").
import { describe, expect, it } from 'vitest';
import { parseTieBreak, parseTieBreakList, tieBreakCatalogue, TIEBREAK_BASES } from './tiebreaks';
import { tieBreakContext } from './tiebreak-context';
import { STANDARD_POINTS } from './points';

describe('tie-break codes (FIDE C.07)', () => {
  it('normalises the code and names cuts and medians', () => {
    const bh = parseTieBreak('  bh/c1 ');
    expect(bh.ok && [bh.value.code, bh.value.name, bh.value.cutLow, bh.value.cutHigh]).toEqual([
      'BH/C1',
      'Buchholz (cut 1)',
      1,
      0,
    ]);
    const med = parseTieBreak('BH/M2');
    expect(med.ok && [med.value.name, med.value.cutLow, med.value.cutHigh]).toEqual([
      'Buchholz (median 2)',
      2,
      2,
    ]);
    const plain = parseTieBreak('SB');
    expect(plain.ok && [plain.value.name, plain.value.rule]).toEqual(['Sonneborn-Berger', 'FIDE C.07 9.1']);
  });

  it('refuses an unknown base, stray text and a cut on a base without cuts, quoting the code', () => {
    for (const code of ['XYZ', '1BH', 'BH/C1x', 'PTS/C1']) {
      const r = parseTieBreak(code);
      expect(r.ok ? null : [r.error.code, r.error.params]).toEqual(['ERR_UNKNOWN_TIEBREAK', { code }]);
    }
  });

  it('reads a list with spaces, and stops at the first bad code', () => {
    const list = parseTieBreakList(' BH/C1 , SB ,, PTS');
    expect(list.ok && list.value.map((t) => t.code)).toEqual(['BH/C1', 'SB', 'PTS']);
    const bad = parseTieBreakList('BH, NOPE, SB');
    expect(bad.ok ? null : [bad.error.code, bad.error.params]).toEqual([
      'ERR_UNKNOWN_TIEBREAK',
      { code: 'NOPE' },
    ]);
  });

  it('DE is positional and computes nothing per player here (standings rank it)', () => {
    const de = parseTieBreak('DE');
    expect(de.ok && de.value.positional).toBe(true);
    const ctx = tieBreakContext({ players: [], rounds: 0, pointSystem: STANDARD_POINTS });
    expect(de.ok && Array.from(de.value.compute({ ...ctx, n: 2 }))).toEqual([0, 0]);
  });

  it('the catalogue lists every base with its handbook section and precision', () => {
    const cat = tieBreakCatalogue();
    expect(cat.map((c) => c.base)).toEqual([...TIEBREAK_BASES]);
    expect(cat.find((c) => c.base === 'BH')).toEqual({
      base: 'BH',
      name: 'Buchholz',
      names: { en: 'Buchholz', cs: 'Buchholz' },
      rule: 'FIDE C.07 8.1',
      precision: 1,
    });
  });
});
