/**
 * Rule anchors: where each explicit heading id (`{#tr-3-6}`) or `id="..."` lives among the
 * hand-written docs pages. The spec generator links Gherkin tags through this index, and
 * the translation check compares the anchor sets of an English page and its Czech page.
 * Trade-off: a light text scan (no MDX parse), so ids inside code blocks are skipped by
 * stripping fenced blocks first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every `.md`/`.mdx` file under `dir`, as paths relative to it with `/`, sorted; `skip` names top folders to leave out. */
export function listPages(dir: string, skip: readonly string[] = []): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    let entries: string[];
    try {
      entries = readdirSync(path.join(dir, rel));
    } catch {
      return;
    }
    for (const name of entries.sort()) {
      const r = rel ? `${rel}/${name}` : name;
      if (!rel && skip.includes(name)) continue;
      if (statSync(path.join(dir, r)).isDirectory()) walk(r);
      else if (/\.mdx?$/.test(name)) out.push(r);
    }
  };
  walk('');
  return out;
}

/** The explicit anchors a page's text defines, in order of appearance. */
export function anchorsIn(text: string): string[] {
  const prose = text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  const ids: string[] = [];
  for (const m of prose.matchAll(/\{#([A-Za-z0-9_-]+)\}|\bid="([A-Za-z0-9_-]+)"/g)) ids.push(m[1] ?? m[2]);
  return ids;
}

/** Whether a file is a partial (`_name.md`): imported by pages, never a page of its own. */
const isPartialFile = (rel: string): boolean => path.posix.basename(rel).startsWith('_');

/**
 * partial -> the page its text shows on: the page that imports it, or the page that imports the
 * partial that imports it. A partial no page imports is not on the site and is left out.
 */
export function partialPages(dir: string, pages: readonly string[]): Map<string, string> {
  const importedBy = new Map<string, string>();
  for (const file of pages)
    for (const m of readFileSync(path.join(dir, file), 'utf8').matchAll(
      /^import\s+\w+\s+from\s+'(\.{1,2}\/[^']+\.mdx?)';?\s*$/gm,
    ))
      importedBy.set(path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1])), file);
  const out = new Map<string, string>();
  for (const partial of pages.filter(isPartialFile)) {
    let at: string | undefined = partial;
    for (let hops = 0; at !== undefined && isPartialFile(at) && hops < 10; hops++) at = importedBy.get(at);
    if (at !== undefined && !isPartialFile(at)) out.set(partial, at);
  }
  return out;
}

/**
 * anchor -> page (relative path) over every page under `dir`. The first page to define an anchor
 * wins; an anchor of a partial belongs to the page that shows it.
 */
export function anchorIndex(dir: string, skip: readonly string[] = []): Map<string, string> {
  const index = new Map<string, string>();
  const pages = listPages(dir, skip);
  const shownOn = partialPages(dir, pages);
  for (const page of pages) {
    const target = isPartialFile(page) ? shownOn.get(page) : page;
    if (target === undefined) continue;
    for (const id of anchorsIn(readFileSync(path.join(dir, page), 'utf8'))) {
      if (!index.has(id)) index.set(id, target);
    }
  }
  return index;
}
