import { describe, expect, it } from 'vitest';
import { SEARCH_LANGUAGES } from '../search-options';
import { loadLunr, search, type IndexFile } from './search-check';

const PAGES = [
  { u: '/cs/docs/drakoburg/rules', t: 'Hráč táhne kopiníkem; těžkooděnec v šachu' },
  { u: '/cs/docs/tri-d-chess/rules', t: 'Útočná deska se přesune, rošáda a braní mimochodem' },
  { u: '/docs/tri-d-chess/rules', t: 'Castling is refused while the king is in check' },
];

/** A one-part index of the pages, built the way the plugin builds it for these languages. */
function indexOf(languages: readonly string[]): { lunr: ReturnType<typeof loadLunr>; files: IndexFile[] } {
  const lunr = loadLunr(languages);
  const index = lunr(function (this: ReturnType<typeof loadLunr>) {
    if (languages.length > 1) this.use(lunr.multiLanguage(...languages));
    this.ref('i');
    this.field('t');
    PAGES.forEach((p, i) => this.add({ i: String(i), t: p.t }));
  });
  return { lunr, files: [{ documents: PAGES.map((p, i) => ({ i, u: p.u })), index: index.toJSON() }] };
}

describe('offline search', () => {
  it('finds Czech words with their diacritics and endings, and English words, with the configured languages', () => {
    const { lunr, files } = indexOf(SEARCH_LANGUAGES);
    expect(search(lunr, files, 'hráč')).toEqual(['/cs/docs/drakoburg/rules']);
    expect(search(lunr, files, 'šach')).toContain('/cs/docs/drakoburg/rules');
    expect(search(lunr, files, 'útočné desky')).toEqual(['/cs/docs/tri-d-chess/rules']);
    expect(search(lunr, files, 'kopiník')).toEqual(['/cs/docs/drakoburg/rules']);
    expect(search(lunr, files, 'castling')).toEqual(['/docs/tri-d-chess/rules']);
    expect(search(lunr, files, 'zugzwang')).toEqual([]);
  });

  it('would miss Czech words with English alone (why search-options.ts adds a Slavic language)', () => {
    const { lunr, files } = indexOf(['en']);
    expect(search(lunr, files, 'hráč')).toEqual([]);
    expect(search(lunr, files, 'útočné desky')).toEqual([]);
  });
});
