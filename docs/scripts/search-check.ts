/**
 * The offline search works in both languages: after the build, loads each locale's search index
 * (`build/search-index.json`, `build/cs/search-index.json`) with the lunr the search plugin built
 * it with, asks the questions a reader types the way the plugin's search box asks them (each word
 * required, exactly or as a prefix, or one letter off), and fails when a word finds no page or
 * not the page that explains it.
 *
 *   tsx scripts/search-check.ts    after `docusaurus build`; exit 1 and list the words not found
 *
 * Trade-off: this mirrors the plugin's query building instead of driving its search box in a
 * browser; it needs no browser and takes a second, and it reads the very index files the site serves.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SEARCH_LANGUAGES } from '../search-options';

const DOCS_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A word or phrase a reader types, and the page (path prefix) that must be among its results. */
export interface Probe {
  readonly query: string;
  readonly page: string;
}

/** What the check asks, per locale: the rulebook's own terms, diacritics and endings included. */
export const PROBES: Record<'en' | 'cs', readonly Probe[]> = {
  en: [
    { query: 'castling', page: '/docs/tri-d-chess/rules' },
    { query: 'attack board', page: '/docs/tri-d-chess/' },
    { query: 'en passant', page: '/docs/tri-d-chess/rules' },
    { query: 'Buchholz', page: '/docs/tournament/tiebreaks' },
    { query: 'lancer', page: '/docs/drakoburg/' },
    { query: 'ERR_KING_IN_CHECK', page: '/docs/reference/messages' },
  ],
  cs: [
    { query: 'rošáda', page: '/cs/docs/tri-d-chess/' },
    { query: 'útočná deska', page: '/cs/docs/tri-d-chess/' },
    { query: 'útočné desky', page: '/cs/docs/tri-d-chess/' },
    { query: 'braní mimochodem', page: '/cs/docs/tri-d-chess/' },
    { query: 'proměna pěšce', page: '/cs/docs/tri-d-chess/' },
    { query: 'šach', page: '/cs/docs/' },
    { query: 'kopiník', page: '/cs/docs/drakoburg/' },
    { query: 'těžkooděnec', page: '/cs/docs/drakoburg/' },
    { query: 'hráč', page: '/cs/docs/' },
    { query: 'pomocná hodnocení', page: '/cs/docs/tournament/' },
    { query: 'nic se nezměnilo', page: '/cs/docs/specs/' },
    // typed without diacritics (src/remark/search-folding.ts)
    { query: 'vez', page: '/cs/docs/tri-d-chess/' },
    { query: 'rosada', page: '/cs/docs/tri-d-chess/' },
    { query: 'tezkoodenec', page: '/cs/docs/drakoburg/' },
    { query: 'kopinik', page: '/cs/docs/drakoburg/' },
  ],
};

// The lunr (and its language packs) the search plugin itself uses, found through the plugin.
const fromPlugin = createRequire(
  createRequire(import.meta.url).resolve('@easyops-cn/docusaurus-search-local'),
);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Lunr = any;

/** The plugin's lunr with the language packs of `languages` registered. */
export function loadLunr(languages: readonly string[]): Lunr {
  const lunr = fromPlugin('lunr') as Lunr;
  if (languages.some((l) => l !== 'en')) fromPlugin('lunr-languages/lunr.stemmer.support')(lunr);
  for (const l of languages.filter((x) => x !== 'en')) fromPlugin(`lunr-languages/lunr.${l}`)(lunr);
  if (languages.length > 1) fromPlugin('lunr-languages/lunr.multi')(lunr);
  return lunr;
}

/** One of the index files' parts: its documents and the serialised lunr index. */
export interface IndexFile {
  documents: { i: number; u: string }[];
  index: unknown;
}

/** The pages (urls) the built index of one locale finds for a query, as the plugin's search box asks. */
export function search(lunr: Lunr, files: readonly IndexFile[], query: string): string[] {
  // The plugin's tokenizer: lower case, split on white space and hyphens.
  const tokens = query.toLowerCase().match(/[^-\s]+/g) ?? [];
  const pages = new Set<string>();
  for (const { documents, index } of files) {
    const idx = lunr.Index.load(index);
    for (const trailing of [false, true])
      for (const editDistance of [0, 1]) {
        const hits = idx.query((q: Lunr) => {
          for (const [n, t] of tokens.entries())
            q.term(t, {
              presence: lunr.Query.presence.REQUIRED,
              wildcard:
                trailing && n === tokens.length - 1 ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
              ...(editDistance && t.length > editDistance ? { editDistance } : {}),
            });
        });
        for (const h of hits) {
          const doc = documents.find((d) => String(d.i) === h.ref);
          if (doc) pages.add(doc.u);
        }
      }
  }
  return [...pages];
}

/** Every probe that finds nothing, or not its page, in the built site under `buildDir`. */
export function failedProbes(buildDir = path.join(DOCS_ROOT, 'build')): string[] {
  const lunr = loadLunr(SEARCH_LANGUAGES);
  const failed: string[] = [];
  for (const locale of ['en', 'cs'] as const) {
    const file = path.join(buildDir, locale === 'en' ? '' : locale, 'search-index.json');
    if (!existsSync(file)) {
      failed.push(`${locale}: no search index at ${path.relative(DOCS_ROOT, file)}`);
      continue;
    }
    const files = JSON.parse(readFileSync(file, 'utf8')) as IndexFile[];
    for (const probe of PROBES[locale]) {
      const pages = search(lunr, files, probe.query);
      if (!pages.some((u) => u.startsWith(probe.page)))
        failed.push(`${locale}: "${probe.query}" finds ${pages.length} page(s), none under ${probe.page}`);
    }
  }
  return failed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const failed = failedProbes();
  for (const f of failed) console.error(`search-check: ${f}`);
  if (failed.length) process.exit(1);
  console.log(
    `search-check: ${PROBES.en.length + PROBES.cs.length} searches in English and Czech find their pages`,
  );
}
