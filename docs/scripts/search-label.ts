/**
 * The search plugin writes its inputs' label as `aria-label="Search"` in every locale (its
 * `SearchBar.jsx` and `SearchPage.jsx` have the word fixed, with no `translate`), so after the
 * build this puts the Czech label of `i18n/cs/code.json` (`theme.SearchBar.label`) on the search
 * inputs of every Czech page. React keeps the attribute when it hydrates the page. `interface-check.ts` runs after it.
 *
 *   tsx scripts/search-label.ts    after `docusaurus build`
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { czechLabels, pages } from './interface-check';

const DOCS_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A page with the search input's fixed English label replaced by `label`. */
export function withSearchLabel(html: string, label: string): string {
  return html.replace(
    /(<input\b[^>]*?\s)aria-label=(?:"Search"|Search(?=[\s/>]))/g,
    (_whole, before: string) => `${before}aria-label="${label}"`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.join(DOCS_ROOT, 'build', 'cs');
  if (!existsSync(dir)) process.exit(0);
  const label = czechLabels()['theme.SearchBar.label'];
  let changed = 0;
  for (const page of pages(dir)) {
    const html = readFileSync(page, 'utf8');
    const next = withSearchLabel(html, label);
    if (next !== html) {
      writeFileSync(page, next);
      changed += 1;
    }
  }
  console.log(`search-label: "${label}" on the search input of ${changed} Czech pages`);
}
