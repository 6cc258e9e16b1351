import { describe, expect, it } from 'vitest';
import { CRITERIA } from './criteria';
import { swissDutchMessages, verdictCode } from './messages';

describe('message catalogue', () => {
  it('has a verdict with the matching rule for every criterion, in English and Czech', () => {
    for (const c of CRITERIA) {
      const m = swissDutchMessages[verdictCode(c.id)];
      expect(m, c.id).toBeDefined();
      expect(m.rule).toBe(c.rule);
      expect(m.en.length).toBeGreaterThan(20);
      expect(m.cs.length).toBeGreaterThan(20);
      expect(m.cs).not.toBe(m.en);
    }
  });
  it('covers the refusal and the two non-criterion verdicts', () => {
    for (const code of ['ERR_DUTCH_IMPOSSIBLE', verdictCode('order'), verdictCode('colours')])
      expect(swissDutchMessages[code]).toBeDefined();
  });
});
