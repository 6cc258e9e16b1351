import { afterEach, describe, expect, it } from 'vitest';
import { colourLetter, localNumber, plural, setLocale } from './locale';

describe('numbers, colours and plurals in the language of the run', () => {
  afterEach(() => setLocale('en'));

  it('Czech text output has a decimal comma and thousands grouped by a no-break space', () => {
    setLocale('cs');
    expect(localNumber('12.5')).toBe('12,5');
    expect(localNumber(9128)).toBe('9\u00a0128');
    expect(localNumber(3844000)).toBe('3\u00a0844\u00a0000');
    expect(localNumber('-0.25')).toBe('-0,25');
    expect(localNumber(512)).toBe('512');
    expect(localNumber('QL1')).toBe('QL1');
  });

  it('English keeps its own numbers', () => {
    expect(localNumber('12.5')).toBe('12.5');
    expect(localNumber(9128)).toBe('9128');
  });

  it('colour letters read the right way round: b/č in Czech, w/b in English', () => {
    expect([colourLetter('white'), colourLetter('black')]).toEqual(['w', 'b']);
    setLocale('cs');
    expect([colourLetter('white'), colourLetter('black')]).toEqual(['b', 'č']);
  });

  it('Czech plural forms for 1, 2-4 and 5+', () => {
    setLocale('cs');
    const kol = (n: number) => plural(n, { one: 'kolo', few: 'kola', other: 'kol' });
    expect([kol(1), kol(3), kol(5), kol(21)]).toEqual(['kolo', 'kola', 'kol', 'kol']);
  });
});
