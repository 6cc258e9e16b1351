import { describe, expect, it } from 'vitest';
import { ruleAnchor, ruleFromTag, ruleTag } from './rule-ids';

describe('one rule id, three spellings', () => {
  it.each([
    ['TR 3.6', '@TR-3.6', 'tr-3-6'],
    ['V.P5.3.4', '@V.P5.3.4', 'v-p5-3-4'],
    ['DRK R4(d)', '@DRK-R4', 'drk-r4-d'],
    ['FIDE C.04.3 C5', '@FIDE-C.04.3-C5', 'fide-c-04-3-c5'],
    ['TR 3.5(a)(ii)(1)[a]', '@TR-3.5', 'tr-3-5-a-ii-1-a'],
  ])('%s -> %s, #%s', (rule, tag, anchor) => {
    expect(ruleTag(rule)).toBe(tag);
    expect(ruleAnchor(rule)).toBe(anchor);
  });
  it('reads a tag back', () => {
    expect(ruleFromTag('@TR-3.6')).toBe('TR 3.6');
    expect(ruleFromTag('@V.A1')).toBe('V.A1');
    expect(ruleFromTag('@DRK-R4')).toBe('DRK R4');
  });
});
