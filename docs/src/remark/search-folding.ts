/**
 * Search without diacritics: a reader types "vez" for "věž" or "rosada" for "rošáda". The offline
 * search (lunr, see search-options.ts) has no hook to fold letters in its index or its query, but
 * it indexes a page's `<meta name="keywords">` as a document of that page. This remark plugin
 * gives every page such keywords: each word of the page whose letters differ once the diacritics
 * are taken off, written without them (`věž` -> `vez`). Words typed with diacritics still find
 * the page's own text; typed without, they find the keywords, and the stemmer folds the endings
 * of both alike. `scripts/search-check.ts` asks such words.
 */

/** A word without its diacritics: `rošáda` -> `rosada`. */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

/** The words of a text that change when folded, folded, lower case, each once, sorted. */
export function foldedWords(text: string): string[] {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const f = fold(w);
    if (f !== w) out.add(f);
  }
  return [...out].sort();
}

interface MdNode {
  type: string;
  value?: string;
  name?: string;
  attributes?: unknown[];
  children?: MdNode[];
}

function texts(node: MdNode, out: string[]): string[] {
  if (node.type === 'text' && typeof node.value === 'string') out.push(node.value);
  for (const c of node.children ?? []) texts(c, out);
  return out;
}

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/** The remark plugin: appends `<head><meta name="keywords" content="..."/></head>` to a page. */
export default function remarkSearchFolding() {
  return (tree: MdNode): void => {
    const words = foldedWords(texts(tree, []).join(' '));
    if (!words.length || !tree.children) return;
    tree.children.push({
      type: 'mdxJsxFlowElement',
      name: 'head',
      attributes: [],
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'meta',
          attributes: [attribute('name', 'keywords'), attribute('content', words.join(', '))],
          children: [],
        },
      ],
    });
  };
}
