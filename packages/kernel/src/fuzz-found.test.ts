// Every input that fuzzing found to break a kernel parser, kept as a test.
import { describe, expect, it } from 'vitest';
import { makeRecord, parseRecord } from './record';
import { parseOptionList } from './options';

describe('inputs fuzzing found', () => {
  it('a Result tag that is no result token is refused (it was written into the movetext and broke the round trip)', () => {
    const r = parseRecord('[Game "take-away"]\n[Result "[-1"]\n\n1. take2 p0-1\n');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.params).toMatchObject({ line: 2, column: 1 });
    for (const result of ['1-0', '0-1', '1/2-1/2', '*']) {
      const ok = parseRecord(`[Result "${result}"]\n\n1. take2 ${result}\n`);
      expect(ok.ok && parseRecord(makeRecord(ok.value))).toEqual(ok);
    }
  });

  it('a move number glued to a result, a draw offer or another number is refused (it read back as something else)', () => {
    for (const word of ['1.*', '1.0-1', '12...1/2-1/2', '3.(=)', '1.2.e4', '1...2.']) {
      const r = parseRecord(`[Game "take-away"]\n\n${word} take1 *\n`);
      expect(r.ok, word).toBe(false);
      expect(!r.ok && r.error.params).toMatchObject({ line: 3, column: 1 });
    }
    expect(parseRecord('1.take1 1...take2 *').ok).toBe(true);
  });

  it('an option named __proto__ is an option like any other, not the prototype', () => {
    const r = parseOptionList('__proto__=x');
    expect(r.ok && Object.keys(r.value)).toEqual(['__proto__']);
  });
});
