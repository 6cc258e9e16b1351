/**
 * Translation check: every English page (docs/ and src/pages/, generated specs aside)
 * must have a Czech page at the same relative path whose front matter carries
 * `source_hash`, the first 12 hex digits of the SHA-256 of the English file it was
 * translated from, and which defines the same explicit anchors. Docusaurus itself has
 * no tooling for stale translations; this makes CI fail on them.
 *
 *   tsx scripts/check-translations.ts            check, exit 1 on any problem
 *   tsx scripts/check-translations.ts --update   after re-translating: write the current
 *                                               hashes into the existing Czech pages
 *   tsx scripts/check-translations.ts --update docs/tri-d-chess/rules.md   only these pages
 *
 * Trade-off: the hash covers the whole English file, so a typo fix also asks for a
 * review of the Czech page; that is the point (someone looks), and `--update` is cheap.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { anchorsIn, listPages } from './anchors';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DOCS_ROOT = path.resolve(here, '..');

/** English content folder -> Czech content folder, relative to the docs root. */
export const PAIRS: readonly { en: string; cs: string; skip: readonly string[] }[] = [
  { en: 'docs', cs: 'i18n/cs/docusaurus-plugin-content-docs/current', skip: ['specs', 'reference'] },
  { en: 'src/pages', cs: 'i18n/cs/docusaurus-plugin-content-pages', skip: [] },
];

/** The source hash of an English file's text. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** A partial (`_name.md`, imported by a page) may not have front matter: its hash is an MDX comment on its first line. */
const PARTIAL_HASH = /^\{\/\* source_hash: ([0-9a-f]+) \*\/\}\r?\n/;

/** Whether a page's file is a partial: imported by pages, never a page of its own. */
export const isPartial = (rel: string): boolean => path.basename(rel).startsWith('_');

/** The `source_hash` in a page's front matter (or a partial's first-line comment), if any. */
export function readSourceHash(text: string): string | undefined {
  const partial = PARTIAL_HASH.exec(text);
  if (partial) return partial[1];
  const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const m = fm && /^source_hash:\s*["']?([0-9a-f]+)["']?\s*$/m.exec(fm[1]);
  return m ? m[1] : undefined;
}

/** The page with `source_hash` set to `hash` (added to the front matter, or a front matter made). */
export function writeSourceHash(text: string, hash: string, partial = false): string {
  if (partial)
    return (
      `{/* source_hash: ${hash} */}\n` +
      text.replace(PARTIAL_HASH, '').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n+/, '')
    );
  const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!fm) return `---\nsource_hash: ${hash}\n---\n\n${text}`;
  const body = /^source_hash:.*$/m.test(fm[1])
    ? fm[1].replace(/^source_hash:.*$/m, `source_hash: ${hash}`)
    : `${fm[1]}\nsource_hash: ${hash}`;
  return `---\n${body}\n---` + text.slice(fm[0].length);
}

export interface Problem {
  page: string;
  message: string;
}

/** Compares every English page with its Czech page; with `update`, refreshes hashes first. */
export function checkTranslations(root = DOCS_ROOT, update: boolean | readonly string[] = false): Problem[] {
  const problems: Problem[] = [];
  for (const pair of PAIRS) {
    for (const rel of listPages(path.join(root, pair.en), pair.skip)) {
      const enPath = `${pair.en}/${rel}`;
      const csPath = `${pair.cs}/${rel}`;
      const enText = readFileSync(path.join(root, enPath), 'utf8');
      const hash = sourceHash(enText);
      if (!existsSync(path.join(root, csPath))) {
        problems.push({ page: enPath, message: `no Czech page; translate it to ${csPath}` });
        continue;
      }
      let csText = readFileSync(path.join(root, csPath), 'utf8');
      const wanted = update === true || (Array.isArray(update) && update.includes(enPath));
      if (wanted && readSourceHash(csText) !== hash) {
        csText = writeSourceHash(csText, hash, isPartial(rel));
        writeFileSync(path.join(root, csPath), csText);
        console.log(`updated ${csPath}: source_hash ${hash}`);
      }
      const had = readSourceHash(csText);
      if (!had)
        problems.push({ page: csPath, message: `no source_hash in its front matter (English is ${hash})` });
      else if (had !== hash)
        problems.push({
          page: csPath,
          message: `stale: translated from ${had}, English ${enPath} is now ${hash}; review the Czech page, then run --update`,
        });
      const enIds = anchorsIn(enText);
      const csIds = new Set(anchorsIn(csText));
      const missing = enIds.filter((id) => !csIds.has(id));
      const extra = [...csIds].filter((id) => !enIds.includes(id));
      if (missing.length) problems.push({ page: csPath, message: `anchors missing: ${missing.join(', ')}` });
      if (extra.length)
        problems.push({ page: csPath, message: `anchors not in English: ${extra.join(', ')}` });
    }
    for (const rel of listPages(path.join(root, pair.cs), pair.skip)) {
      if (!existsSync(path.join(root, pair.en, rel)))
        problems.push({ page: `${pair.cs}/${rel}`, message: 'Czech page without an English page' });
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--update');
  const update = i < 0 ? false : args.length > i + 1 ? args.slice(i + 1) : true;
  const problems = checkTranslations(DOCS_ROOT, update);
  for (const p of problems) console.error(`${p.page}: ${p.message}`);
  if (problems.length) {
    console.error(`check-translations: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('check-translations: every English page has a current Czech translation');
}
