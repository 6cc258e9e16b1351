/**
 * A rule id (`TR 3.6`, `TR 3.4(e)`, `DRK R4(d)`) as a link to its place on the docs site, in
 * the reader's language: the rule's anchor, or the nearest enclosing clause that has one.
 * The anchor -> page table is made at build time from the docs pages (scripts/build-data.ts).
 */
import { ruleAnchor } from '@arbiter/kernel';
import pages from '../generated/rule-pages.json';

const PAGES: Readonly<Record<string, string>> = pages;
/** Where the docs site is served; the app and the docs share one origin unless VITE_DOCS_BASE says otherwise. */
const BASE: string = (import.meta.env?.VITE_DOCS_BASE as string | undefined) ?? '/';

export function ruleHref(rule: string, locale: 'en' | 'cs'): string | undefined {
  let anchor = ruleAnchor(rule);
  while (anchor && !PAGES[anchor]) {
    const cut = anchor.lastIndexOf('-');
    if (cut <= 0 || !anchor.slice(0, cut).includes('-')) return undefined;
    anchor = anchor.slice(0, cut);
  }
  if (!anchor) return undefined;
  return `${BASE}${locale === 'cs' ? 'cs/' : ''}docs/${PAGES[anchor]}#${anchor}`;
}
