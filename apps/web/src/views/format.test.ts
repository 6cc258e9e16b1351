import { describe, expect, it } from 'vitest';
import { formatInteger, formatPoints, formatValue, numberTexts, plainIntegers } from './format';

const intl = (locale: string, n: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);

describe('number texts', () => {
  it('groups whole numbers as Intl does, for the app locales and others with groups of three', () => {
    for (const locale of ['en', 'cs', 'de', 'es', 'fr', 'pl']) {
      const plain = plainIntegers(locale);
      expect(plain, locale).not.toBeNull();
      for (const n of [0, 5, 42, 999, 1000, 1500, 2200, 9999, 10_000, 65_535, 100_000, 2_147_483_647])
        expect(plain!(n), `${locale} ${n}`).toBe(intl(locale, n));
    }
  });

  it('leaves to Intl what is not ASCII digits in groups of three', () => {
    expect(plainIntegers('ar-EG')).toBeNull(); // Arabic-Indic digits
    expect(plainIntegers('en-IN')).toBeNull(); // 12,34,567
    expect(formatInteger(1234567, 'en-IN')).toBe(intl('en-IN', 1234567));
  });

  it('gives Intl the numbers it does not group itself (negative, fractional)', () => {
    const plain = plainIntegers('cs')!;
    expect(plain(-1234)).toBe(intl('cs', -1234));
    expect(plain(2.5)).toBe(new Intl.NumberFormat('cs', { maximumFractionDigits: 0 }).format(2.5));
  });

  it('formats points and tie-break values in the locale, and the same text the second time', () => {
    expect(formatPoints(3.5, 'en')).toBe('3.5');
    expect(formatPoints(3.5, 'cs')).toBe('3,5');
    expect(formatPoints(4, 'cs')).toBe('4,0');
    expect(formatValue('12.25', 'cs')).toBe('12,25');
    expect(formatValue('7', 'en')).toBe('7');
    expect(formatValue('-', 'cs')).toBe('-');
    expect(formatValue('1/2', 'cs')).toBe('1/2');
    const texts = numberTexts('cs');
    expect(texts).toBe(numberTexts('cs'));
    expect(texts.integer(2200)).toMatch(/^2\s200$/);
    expect(texts.integer(2200)).toBe(texts.integer(2200));
  });
});
