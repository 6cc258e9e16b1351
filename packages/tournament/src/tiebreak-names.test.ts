import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import { TIEBREAK_NAME_LOCALES, tieBreakName } from './tiebreak-names';
import { parseTieBreak, TIEBREAK_BASES, tieBreakCatalogue } from './tiebreaks';

/** Every code the package reads: each base alone, and with a cut and a median where it takes them. */
function everyCode(): string[] {
  return TIEBREAK_BASES.flatMap((base) => {
    const withCuts = [`${base}/C1`, `${base}/C2`, `${base}/M1`];
    return [base, ...withCuts.filter((code) => parseTieBreak(code).ok)];
  });
}

describe('tie-break names (FIDE C.07)', () => {
  it.each(everyCode())('%s has an English and a Czech name', (code) => {
    const names = TIEBREAK_NAME_LOCALES.map((locale) => tieBreakName(code, locale));
    for (const name of names) {
      expect(name).not.toBe(code);
      expect(name.trim()).toBe(name);
      expect(name.length).toBeGreaterThan(3);
    }
  });

  it('tells the cut and the median from the plain base in both languages', () => {
    for (const base of TIEBREAK_BASES.filter((b) => parseTieBreak(`${b}/C1`).ok))
      for (const locale of TIEBREAK_NAME_LOCALES) {
        const names = new Set(
          [`${base}`, `${base}/C1`, `${base}/C2`, `${base}/M1`].map((c) => tieBreakName(c, locale)),
        );
        expect(names.size, `${base} in ${locale}`).toBe(4);
      }
  });

  it('says what an arbiter writes in Czech, as the docs page does', () => {
    expect(tieBreakName('BH', 'cs')).toBe('Buchholz');
    expect(tieBreakName('BH/C1', 'cs')).toBe('Buchholz bez nejhoršího výsledku');
    expect(tieBreakName('BH/M1', 'cs')).toBe('Mediánový Buchholz 1');
    expect(tieBreakName('SB', 'cs')).toBe('Sonneborn-Berger');
    expect(tieBreakName('PS', 'cs')).toBe('Progresivní skóre');
    expect(tieBreakName('DE', 'cs')).toBe('Vzájemné partie');
    expect(tieBreakName('ARO/C1', 'cs')).toBe('Průměrný rating soupeřů krácený o 1');
  });

  it('keeps the English name the server sends for machines', () => {
    expect(unwrap(parseTieBreak('BH/C1')).name).toBe('Buchholz (cut 1)');
    expect(tieBreakName('bh/c1', 'en')).toBe('Buchholz (cut 1)');
    expect(tieBreakName('SB/M1', 'de')).toBe('Sonneborn-Berger (median 1)');
  });

  it('returns a code the package does not read as written, as parseTieBreak refuses it', () => {
    for (const code of ['AOB', 'WIN/C1', 'BH/C0', 'BH-X']) {
      expect(parseTieBreak(code).ok, code).toBe(false);
      expect(tieBreakName(code, 'cs')).toBe(code);
    }
  });

  it('lists both names of every base in the catalogue', () => {
    for (const entry of tieBreakCatalogue()) {
      expect(entry.names.en).toBe(entry.name);
      expect(entry.names.cs).toBe(tieBreakName(entry.base, 'cs'));
    }
  });
});
