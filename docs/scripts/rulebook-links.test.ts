import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HEADINGS_WITHOUT_RULE,
  RULE_PAGES,
  foldIntoHeadings,
  headingsWithoutScenarios,
  ruleIndex,
  sectionOwners,
  type ScenarioRef,
} from './rulebook-links';

const PAGE = [
  '# Rules',
  '<Anchor id="page" />',
  '## BH: Buchholz {#fide-c-07-bh}',
  '',
  '<Anchor id="fide-c-07-8-1" />',
  '',
  '### 3.1 Moves {#tr-3-1}',
  '- (c) blocking <Anchor id="tr-3-1-c" />',
  '```',
  '<Anchor id="in-code" />',
  '```',
].join('\n');

describe('scenarios by rule heading', () => {
  it("gives each sub-clause anchor to the nearest heading above it, not the page's own or code", () => {
    expect([...sectionOwners(PAGE)]).toEqual([
      ['fide-c-07-8-1', 'fide-c-07-bh'],
      ['tr-3-1-c', 'tr-3-1'],
    ]);
  });

  it("counts a sub-clause's scenarios under its heading, each scenario once", () => {
    const a: ScenarioRef = { page: 'specs/x.mdx', name: 'a' };
    const b: ScenarioRef = { page: 'specs/x.mdx', name: 'b' };
    const index = new Map([
      ['tr-3-1', [a]],
      ['tr-3-1-c', [a, b]],
      ['fide-c-07-8-1', [b]],
    ]);
    const folded = foldIntoHeadings(index, sectionOwners(PAGE));
    expect(folded.get('tr-3-1')).toEqual([a, b]);
    expect(folded.get('fide-c-07-bh')).toEqual([b]);
    expect(folded.has('tr-3-1-c')).toBe(false);
  });
});

describe('every rule heading links to its scenarios', () => {
  it('finds a heading of a rule page with no scenario, and passes a heading that has one', () => {
    const pages = { 'x/rules.md': '# Rules\n\n## 9.3 Fifty moves {#tr-9-3}\n\n### 9.4 The claim {#tr-9-4}\n' };
    const index = new Map([['tr-9-3', [{ page: 'specs/a.mdx', name: 'a' }]]]);
    expect(headingsWithoutScenarios(pages, index, {})).toEqual(['x/rules.md#tr-9-4']);
    expect(headingsWithoutScenarios(pages, index, { 'tr-9-4': 'no rule' })).toEqual([]);
  });

  it('leaves no heading of the rules, rulings, options, board, notation and variants pages without scenarios', async () => {
    const { index } = await ruleIndex();
    const pages = Object.fromEntries(
      RULE_PAGES.map((p) => [p, readFileSync(path.join(import.meta.dirname, '..', 'docs', p), 'utf8')]),
    );
    expect(headingsWithoutScenarios(pages, index.en)).toEqual([]);
    for (const anchor of Object.keys(HEADINGS_WITHOUT_RULE))
      expect(Object.values(pages).some((t) => t.includes(`{#${anchor}}`)), anchor).toBe(true);
  }, 60_000);
});
