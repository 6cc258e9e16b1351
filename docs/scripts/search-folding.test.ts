import { describe, expect, it } from 'vitest';
import remarkSearchFolding, { fold, foldedWords } from '../src/remark/search-folding';

describe('search without diacritics', () => {
  it('folds Czech letters', () => {
    expect(fold('věž')).toBe('vez');
    expect(fold('rošáda')).toBe('rosada');
    expect(foldedWords('Věž a rošáda; věž, kopiník, pole')).toEqual(['kopinik', 'rosada', 'vez']);
  });

  it('gives a page its folded words as search keywords', () => {
    const tree = {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Rošáda věží' }] }],
    };
    remarkSearchFolding()(tree);
    expect(JSON.stringify(tree.children[1])).toContain(
      '{"type":"mdxJsxAttribute","name":"name","value":"keywords"}',
    );
    expect(JSON.stringify(tree.children[1])).toContain('"value":"rosada, vezi"');
  });
});
