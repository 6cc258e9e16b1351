import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { missingCzech } from './both-languages';
import { generate as generateReference } from './catalogues-to-mdx';
import { generate as generateSpecs } from './features-to-mdx';
import { generate as generateLinks } from './rulebook-links';

const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('every page in both languages', () => {
  let root: string;
  beforeAll(async () => {
    // A copy of the docs' sources, generated as the build does, so the real tree is untouched.
    root = mkdtempSync(path.join(tmpdir(), 'docs-'));
    for (const dir of ['docs', 'src', 'i18n'])
      cpSync(path.join(DOCS, dir), path.join(root, dir), { recursive: true });
    await generateReference(root);
    generateSpecs(undefined, root);
    await generateLinks(root);
  }, 120_000);

  it('holds for the hand-written and the generated pages (specs, reference, scenarios by rule)', () => {
    expect(missingCzech(root)).toEqual([]);
  });

  it('fails when a Czech page is missing', () => {
    mkdirSync(path.join(root, 'docs', 'extra'), { recursive: true });
    writeFileSync(path.join(root, 'docs', 'extra', 'new-page.md'), '# New\n');
    expect(missingCzech(root)).toEqual(['docs/extra/new-page.md']);
    rmSync(path.join(root, 'docs', 'extra'), { recursive: true });
  });
});
