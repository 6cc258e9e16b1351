import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kernelMessages } from '@arbiter/kernel';
import { catalogueProblems, sourceProblems } from '@arbiter/kernel/testing/catalogue';
import { CRITERIA } from './criteria';
import { swissDutchMessages, verdictCode } from './messages';

const catalogue: Readonly<Record<string, { rule: string; en: string; cs: string }>> = swissDutchMessages;

describe('message catalogue', () => {
  it('has a verdict with the matching rule for every criterion, in English and Czech', () => {
    for (const c of CRITERIA) {
      const m = catalogue[verdictCode(c.id)];
      expect(m, c.id).toBeDefined();
      expect(m.rule).toBe(c.rule);
    }
  });
  it('covers the refusal and the two non-criterion verdicts', () => {
    for (const code of ['ERR_DUTCH_IMPOSSIBLE', verdictCode('order'), verdictCode('colours')])
      expect(catalogue[code]).toBeDefined();
    expect(() => verdictCode('C99')).toThrow();
  });
  it('gives every code its rule and both texts with the same placeholders (kernel checks)', () => {
    expect(catalogueProblems(swissDutchMessages)).toEqual([]);
  });
  it('builds every rejection of the sources with refuse, from a code the catalogue has', () => {
    expect(
      sourceProblems(dirname(fileURLToPath(import.meta.url)), swissDutchMessages, kernelMessages),
    ).toEqual([]);
  });
});
