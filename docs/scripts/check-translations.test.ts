import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTranslations, readSourceHash, sourceHash, writeSourceHash } from './check-translations';

const CS = 'i18n/cs/docusaurus-plugin-content-docs/current';

function site(en: string, cs?: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'arbiter-tr-'));
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  mkdirSync(path.join(root, CS), { recursive: true });
  writeFileSync(path.join(root, 'docs', 'page.md'), en);
  if (cs !== undefined) writeFileSync(path.join(root, CS, 'page.md'), cs);
  return root;
}

const EN = '---\ntitle: Page\n---\n\n## Rule {#tr-1}\n';

describe('source hash in front matter', () => {
  it('is written into and read back from the front matter', () => {
    const text = writeSourceHash('---\ntitle: Stránka\n---\n\nText\n', 'abc123abc123');
    expect(text).toBe('---\ntitle: Stránka\nsource_hash: abc123abc123\n---\n\nText\n');
    expect(readSourceHash(text)).toBe('abc123abc123');
    expect(readSourceHash(writeSourceHash(text, '000000000000'))).toBe('000000000000');
  });
});

describe('checkTranslations', () => {
  it('accepts a Czech page with the current hash and the same anchors', () => {
    const root = site(
      EN,
      `---\ntitle: Stránka\nsource_hash: ${sourceHash(EN)}\n---\n\n## Pravidlo {#tr-1}\n`,
    );
    expect(checkTranslations(root)).toEqual([]);
  });
  it('reports a missing Czech page', () => {
    expect(checkTranslations(site(EN))[0].message).toMatch(/no Czech page/);
  });
  it('reports a stale hash, and --update refreshes it', () => {
    const root = site(EN, '---\ntitle: Stránka\nsource_hash: 111111111111\n---\n\n## Pravidlo {#tr-1}\n');
    expect(checkTranslations(root)[0].message).toMatch(/stale/);
    expect(checkTranslations(root, true)).toEqual([]);
    expect(readSourceHash(readFileSync(path.join(root, CS, 'page.md'), 'utf8'))).toBe(sourceHash(EN));
  });
  it('reports anchors the Czech page lacks', () => {
    const root = site(EN, `---\nsource_hash: ${sourceHash(EN)}\n---\n\n## Pravidlo {#tr-2}\n`);
    const messages = checkTranslations(root).map((p) => p.message);
    expect(messages).toEqual(['anchors missing: tr-1', 'anchors not in English: tr-2']);
  });
});
