import { describe, expect, it } from 'vitest';
import { czechLabels, englishIn, englishLabels } from './interface-check';

describe('the Czech site check finds English interface labels', () => {
  const labels = englishLabels();
  const czech = czechLabels();

  it('reads the labels of the theme and of the search plugin', () => {
    const ids = labels.map((l) => l.id);
    expect(ids).toContain('theme.SearchPage.noResultsText');
    expect(ids).toContain('theme.docs.breadcrumbs.home');
    expect(labels.length).toBeGreaterThan(60);
  });

  it('every label a Czech page can show has Czech text of its own', () => {
    const english = labels.filter(
      (l) => czech[l.id] === l.en && !/^\W*$/.test(l.en) && !l.id.startsWith('theme.blog'),
    );
    expect(english.map((l) => `${l.id}: ${l.en}`)).toEqual(['theme.admonition.tip: tip']);
  });

  it('finds English in attributes and text, and passes the Czech page', () => {
    const bad =
      '<nav aria-label="Breadcrumbs"><a>Home page</a></nav><button title="Scroll back to top"></button>' +
      '<p>No documents were found</p><h1>Search results for "věž"</h1>';
    expect(englishIn(bad, labels, czech).length).toBe(5);
    expect(englishIn('<input placeholder=Hledat aria-label=Search class=x>', labels, czech)).toEqual([
      'theme.SearchBar.label: "Search"',
    ]);
    const good =
      '<nav aria-label="Drobečková navigace"><a>Úvodní stránka</a></nav><p>Nebyla nalezena žádná stránka</p>';
    expect(englishIn(good, labels, czech)).toEqual([]);
  });
});

describe('the search input of a Czech page is labelled in Czech', () => {
  it('replaces the plugin’s fixed label and nothing else', async () => {
    const { withSearchLabel } = await import('./search-label');
    const input =
      '<input type="search" placeholder="Hledat" aria-label="Search" class="navbar__search-input x">';
    expect(withSearchLabel(input, 'Hledat')).toBe(
      input.replace('aria-label="Search"', 'aria-label="Hledat"'),
    );
    const minified =
      '<input placeholder=Hledat aria-label=Search class="navbar__search-input searchInput_T5pz" value="" />';
    expect(withSearchLabel(minified, 'Hledat')).toBe(
      minified.replace('aria-label=Search', 'aria-label="Hledat"'),
    );
    expect(withSearchLabel('<p aria-label="Search">', 'Hledat')).toBe('<p aria-label="Search">');
  });
});
