/**
 * Every page exists in both languages, generated ones included: each English page under
 * `docs/` and `src/pages/` (specs and reference too, after generation) must have a Czech
 * page at the same relative path, or Docusaurus would silently show the English one on the
 * Czech site. The translation check (`check-translations.ts`) covers the hand-written
 * pages' freshness; this covers existence of everything, which is what the Czech landing
 * page promises.
 *
 *   tsx scripts/both-languages.ts    exit 1 and list the pages without a Czech version
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { listPages } from './anchors';

const here = path.dirname(fileURLToPath(import.meta.url));
const DOCS_ROOT = path.resolve(here, '..');

/** English content folder -> Czech content folder, relative to the docs root. */
const PAIRS = [
  { en: 'docs', cs: 'i18n/cs/docusaurus-plugin-content-docs/current' },
  { en: 'src/pages', cs: 'i18n/cs/docusaurus-plugin-content-pages' },
] as const;

/** English pages (relative to the docs root) that have no Czech page. */
export function missingCzech(root = DOCS_ROOT): string[] {
  const missing: string[] = [];
  for (const pair of PAIRS) {
    for (const page of listPages(path.join(root, pair.en))) {
      if (!existsSync(path.join(root, pair.cs, page))) missing.push(`${pair.en}/${page}`);
    }
  }
  return missing;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const missing = missingCzech();
  for (const m of missing) console.error(`no Czech page for ${m}`);
  if (missing.length) process.exit(1);
  console.log('both-languages: every page has its Czech version');
}
