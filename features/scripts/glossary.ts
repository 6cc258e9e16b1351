/**
 * The forbidden Czech forms of the glossary, read from its Czech page
 * (`docs/i18n/cs/docusaurus-plugin-content-docs/current/glossary.md`, the one list): the third
 * column of its table holds them in backticks, `*` for any ending, `#` for a number, `…` for
 * any words within the sentence. Matching ignores case and needs word boundaries.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const GLOSSARY_PAGES = [
  'docs/i18n/cs/docusaurus-plugin-content-docs/current/glossary.md',
  'docs/docs/glossary.md',
] as const;

/** One forbidden form with the term to use instead. */
export interface ForbiddenTerm {
  readonly form: string;
  readonly pattern: RegExp;
  readonly advice: string;
  /** The text the form matched in a line. */
  found(line: string): string;
}

function toPattern(form: string): RegExp {
  const body = form
    .split('')
    .map((c) => {
      if (c === '*') return '\\p{L}*';
      if (c === '#') return '\\d+';
      if (c === '…') return '[^.;!?]*?';
      if (c === ' ') return '\\s+';
      return c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`(?<![\\p{L}\\d])${body}(?![\\p{L}\\d])`, 'iu');
}

/** The forbidden forms of a glossary page's text. */
export function forbiddenTerms(page: string): ForbiddenTerm[] {
  const out: ForbiddenTerm[] = [];
  for (const line of page.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const cells = line.split('|').map((c) => c.trim());
    const [, term, , not] = cells;
    for (const m of (not ?? '').matchAll(/`([^`]+)`/g)) {
      const pattern = toPattern(m[1]);
      out.push({
        form: m[1],
        pattern,
        advice: `the glossary says "${term}" (not "${m[1]}")`,
        found: (l) => pattern.exec(l)?.[0] ?? m[1],
      });
    }
  }
  return out;
}

/** The forbidden forms of the project's glossary. */
export function glossary(): ForbiddenTerm[] {
  return forbiddenTerms(readFileSync(path.join(REPO_ROOT, GLOSSARY_PAGES[0]), 'utf8'));
}
