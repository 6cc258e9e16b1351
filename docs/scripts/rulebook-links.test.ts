import { describe, expect, it } from 'vitest';
import { foldIntoHeadings, sectionOwners, type ScenarioRef } from './rulebook-links';

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
