import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateRulePictures, rulePictures } from './rule-pictures';

const DOCS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PAGES = {
  en: path.join(DOCS, 'docs'),
  cs: path.join(DOCS, 'i18n', 'cs', 'docusaurus-plugin-content-docs', 'current'),
};

describe('pictures of the rules pages', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'arbiter-rule-pictures-'));
  const written = generateRulePictures(root);

  it('each is drawn in both languages and shown on its page in both languages', () => {
    const pics = rulePictures();
    expect(written).toBe(pics.length * 2);
    for (const pic of pics)
      for (const locale of ['en', 'cs'] as const) {
        const src = `/diagrams/rules/${locale}/${pic.id}.svg`;
        const svg = readFileSync(path.join(root, 'static', src), 'utf8');
        expect(svg).toContain('data-square=');
        const page = readFileSync(path.join(PAGES[locale], pic.page.split('#')[0]), 'utf8');
        expect(page, `${pic.id} on ${pic.page} (${locale})`).toContain(`](${src})`);
        // ...in the section of its rule: after the rule's heading or anchor.
        const anchor = pic.page.split('#')[1];
        expect(page.indexOf(`](${src})`)).toBeGreaterThan(page.indexOf(anchor));
      }
  });

  it('every picture a page refers to exists', () => {
    for (const locale of ['en', 'cs'] as const)
      for (const page of ['tri-d-chess/board.md', 'tri-d-chess/rules.md', 'drakoburg/rules.md']) {
        const text = readFileSync(path.join(PAGES[locale], page), 'utf8');
        for (const m of text.matchAll(/\]\((\/diagrams\/rules\/[^)]+)\)/g))
          expect(existsSync(path.join(root, 'static', m[1])), m[1]).toBe(true);
      }
  });

  it('highlights come from the engine: the empty board reaches one pin more than the occupied one (backward)', () => {
    const byId = new Map(rulePictures().map((p) => [p.id, p]));
    const empty = byId.get('attack-board-empty')!.highlights!.target!;
    const occupied = byId.get('attack-board-occupied')!.highlights!.target!;
    expect([...empty].sort()).toEqual(['KL3', 'QL1', 'QL2', 'QL4', 'QL5']);
    expect([...occupied].sort()).toEqual(['KL3', 'QL2', 'QL4', 'QL5']);
    expect(byId.get('en-passant')!.highlights!.target).toEqual(expect.arrayContaining(['c6N', 'c6B']));
    expect(byId.get('drakoburg-sequix')!.highlights!.sequix!.length).toBeGreaterThan(0);
  });
});
