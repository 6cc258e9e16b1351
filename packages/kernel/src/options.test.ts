import { describe, expect, it } from 'vitest';
import { makeOptionList, parseOptionList, resolveOptions } from './options';
import { takeAway } from './testing/take-away';

describe('rule options', () => {
  it('fills in defaults', () => {
    expect(resolveOptions(takeAway.options, {})).toEqual({ ok: true, value: { 'max-take': '3' } });
  });
  it('keeps a given value', () => {
    expect(resolveOptions(takeAway.options, { 'max-take': '2' })).toEqual({
      ok: true,
      value: { 'max-take': '2' },
    });
  });
  it('refuses an unknown option with a code', () => {
    const r = resolveOptions(takeAway.options, { colour: 'red' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'ERR_UNKNOWN_OPTION', params: { option: 'colour' } });
  });
  it('refuses an unknown value and names the option rule', () => {
    const r = resolveOptions(takeAway.options, { 'max-take': '9' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'ERR_UNKNOWN_OPTION_VALUE', rule: 'TAKE 1' });
  });
  it('reads and writes the a=b,c=d form', () => {
    expect(parseOptionList(' max-take = 2 ,x=y')).toEqual({ ok: true, value: { 'max-take': '2', x: 'y' } });
    expect(parseOptionList('')).toEqual({ ok: true, value: {} });
    const bad = parseOptionList('max-take');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('ERR_OPTION_SYNTAX');
    expect(makeOptionList(takeAway.options, { 'max-take': '3' })).toBe('');
    expect(makeOptionList(takeAway.options, { 'max-take': '2' })).toBe('max-take=2');
    expect(makeOptionList(takeAway.options, { 'max-take': '3' }, true)).toBe('max-take=3');
  });
});
