/**
 * The Czech site has no English interface text: after the build, reads every page of
 * `build/cs/` and fails when a label of the theme or of the search plugin is still in English.
 * The English labels are not listed here: they are read from where they come from, the theme's
 * base catalogue (`@docusaurus/theme-translations/locales/base/theme-common.json`) and the search
 * plugin's own messages (`translate({ id, message })` in its client code). A label counts as
 * English only where its Czech text differs (`tip` is Czech too).
 *
 *   tsx scripts/interface-check.ts    after `docusaurus build`; exit 1 and list what is English
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DOCS_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** One interface label: its id and its English text. */
export interface Label {
  readonly id: string;
  readonly en: string;
}

/** The labels the theme and the search plugin print, in English, from their own sources. */
export function englishLabels(): Label[] {
  const base = JSON.parse(
    readFileSync(require.resolve('@docusaurus/theme-translations/locales/base/theme-common.json'), 'utf8'),
  ) as Record<string, string>;
  const out: Label[] = Object.entries(base)
    .filter(([id]) => !id.endsWith('___DESCRIPTION'))
    .map(([id, en]) => ({ id, en }));
  const plugin = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.jsx?$/.test(name))
        for (const m of readFileSync(p, 'utf8').matchAll(
          /id: "(theme\.[\w.]+)",\s*message: (?:"((?:[^"\\]|\\.)+)"|'((?:[^'\\]|\\.)+)')/g,
        ))
          if (!out.some((l) => l.id === m[1]))
            out.push({ id: m[1], en: (m[2] ?? m[3]).replace(/\\(.)/g, '$1') });
    }
  };
  walk(path.join(plugin, 'dist', 'client'));
  return out;
}

/** The Czech text of each label the site uses: the theme's Czech catalogue, then the site's own `code.json`. */
export function czechLabels(): Record<string, string> {
  const theme = JSON.parse(
    readFileSync(require.resolve('@docusaurus/theme-translations/locales/cs/theme-common.json'), 'utf8'),
  ) as Record<string, string>;
  const own = JSON.parse(readFileSync(path.join(DOCS_ROOT, 'i18n/cs/code.json'), 'utf8')) as Record<
    string,
    { message: string }
  >;
  return { ...theme, ...Object.fromEntries(Object.entries(own).map(([k, v]) => [k, v.message])) };
}

/** A label's English text as a pattern: `{name}` stands for anything, plural forms each alone. */
function patterns(en: string): RegExp[] {
  return en
    .split('|')
    .map((form) => new RegExp(`^${form.replace(/[.*+?^$()[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*')}$`));
}

/** The English labels found in one page: attribute values and whole text nodes. */
export function englishIn(
  html: string,
  labels: readonly Label[],
  czech: Readonly<Record<string, string>>,
): string[] {
  const english = labels.filter((l) => czech[l.id] !== l.en && !/^\W*$/.test(l.en));
  const texts = [
    // Attribute values, quoted or not (the built pages are minified: `aria-label=Search`).
    ...[...html.matchAll(/\s(?:aria-label|title|placeholder)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].map(
      (m) => m[1] ?? m[2] ?? m[3],
    ),
    ...[...html.matchAll(/>([^<>]+)</g)].map((m) => m[1].trim()),
  ]
    .map((t) =>
      t
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    )
    .filter(Boolean);
  const found = new Set<string>();
  for (const t of texts)
    for (const l of english) if (patterns(l.en).some((p) => p.test(t))) found.add(`${l.id}: "${t}"`);
  return [...found];
}

/** The pages of a built locale, by path. */
export function pages(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.html')) out.push(p);
    }
  };
  walk(dir);
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.join(DOCS_ROOT, 'build', 'cs');
  if (!existsSync(dir)) {
    console.error('interface-check: no build/cs; run `docusaurus build` first');
    process.exit(1);
  }
  const labels = englishLabels();
  const czech = czechLabels();
  const problems: string[] = [];
  for (const page of pages(dir))
    for (const f of englishIn(readFileSync(page, 'utf8'), labels, czech))
      problems.push(`${path.relative(dir, page)}: ${f}`);
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`interface-check: ${problems.length} English label(s) on the Czech site`);
    process.exit(1);
  }
  console.log(`interface-check: ${pages(dir).length} Czech pages, no English interface label`);
}
