import { describe, expect, it } from 'vitest';
import { layoutOf, resultOfKey } from './result-keys';

/** Every key of a layout that types a character: code, then the character without and with Shift. */
type Layout = readonly (readonly [code: string, plain: string, shifted: string])[];

const digits = (plain: string, shifted: string): Layout =>
  [...'1234567890'].map((d, i) => [`Digit${d}`, plain[i], shifted[i]] as const);

/** The Czech QWERTZ layout (Windows and X11 "cz"), the keys that type a character. */
const CZECH: Layout = [
  ['Backquote', ';', '°'],
  ...digits('+ěščřžýáíé', '1234567890'),
  ['Minus', '=', '%'],
  ['BracketLeft', 'ú', '/'],
  ['BracketRight', ')', '('],
  ['Backslash', '¨', "'"],
  ['Semicolon', 'ů', '"'],
  ['Quote', '§', '!'],
  ['Comma', ',', '?'],
  ['Period', '.', ':'],
  ['Slash', '-', '_'],
  ...[...'qwertzuiopasdfghjklyxcvbnm'].map(
    (c) => [`Key${c === 'z' ? 'Y' : c === 'y' ? 'Z' : c.toUpperCase()}`, c, c.toUpperCase()] as const,
  ),
];

/** The US layout. */
const US: Layout = [
  ['Backquote', '`', '~'],
  ...digits('1234567890', '!@#$%^&*()'),
  ['Minus', '-', '_'],
  ['Equal', '=', '+'],
  ['BracketLeft', '[', '{'],
  ['BracketRight', ']', '}'],
  ['Backslash', '\\', '|'],
  ['Semicolon', ';', ':'],
  ['Quote', "'", '"'],
  ['Comma', ',', '<'],
  ['Period', '.', '>'],
  ['Slash', '/', '?'],
  ...[...'qwertyuiopasdfghjklzxcvbnm'].map((c) => [`Key${c.toUpperCase()}`, c, c.toUpperCase()] as const),
];

/** The numeric keypad (the same on both). */
const NUMPAD: Layout = [
  ...[...'0123456789'].map((d) => [`Numpad${d}`, d, d] as const),
  ['NumpadAdd', '+', '+'],
  ['NumpadSubtract', '-', '-'],
  ['NumpadMultiply', '*', '*'],
  ['NumpadDivide', '/', '/'],
  ['NumpadDecimal', ',', ','],
];

const FORFEITS = new Set(['+:-', '-:+', '-:-']);

describe('result keys by the physical key', () => {
  it('reads the Czech top row by its labels: 1 (+) is a White win, 0 (é) a Black win, 5 (ř) a draw', () => {
    expect(resultOfKey({ code: 'Digit1', key: '+' })).toEqual({ result: '1-0', confirm: false });
    expect(resultOfKey({ code: 'Digit0', key: 'é' })).toEqual({ result: '0-1', confirm: false });
    expect(resultOfKey({ code: 'Digit5', key: 'ř' })).toEqual({ result: '1/2-1/2', confirm: false });
    expect(resultOfKey({ code: 'Minus', key: '=' })).toEqual({ result: '1/2-1/2', confirm: false });
    expect(resultOfKey({ code: 'Digit2', key: 'ě' })).toBeNull();
  });

  it('reads the numeric keypad and the US row the same way', () => {
    expect(resultOfKey({ code: 'Numpad1', key: '1' })?.result).toBe('1-0');
    expect(resultOfKey({ code: 'Numpad0', key: 'Insert' })?.result).toBe('0-1');
    expect(resultOfKey({ code: 'Digit1', key: '1' })?.result).toBe('1-0');
    expect(resultOfKey({ code: 'Equal', key: '=' })?.result).toBe('1/2-1/2');
  });

  it('falls back to the character when the key has no code (an on-screen keyboard)', () => {
    expect(resultOfKey({ code: '', key: '1' })?.result).toBe('1-0');
    expect(resultOfKey({ code: 'Unidentified', key: '0' })?.result).toBe('0-1');
    expect(resultOfKey({ code: '', key: '+' })).toEqual({ result: '+:-', confirm: true });
  });

  it('makes Shift with 1 or 0 a forfeit that asks first, on every layout', () => {
    expect(resultOfKey({ code: 'Digit1', key: '1', shiftKey: true })).toEqual({
      result: '+:-',
      confirm: true,
    });
    expect(resultOfKey({ code: 'Digit0', key: ')', shiftKey: true })).toEqual({
      result: '-:+',
      confirm: true,
    });
    expect(resultOfKey({ code: 'KeyX', key: 'x' })).toEqual({ result: '-:-', confirm: true });
  });

  it('ignores keys with Ctrl, Alt or Meta (copy, AltGr characters, shortcuts)', () => {
    expect(resultOfKey({ code: 'Digit1', key: '1', ctrlKey: true })).toBeNull();
    expect(resultOfKey({ code: 'KeyX', key: 'x', ctrlKey: true, altKey: true })).toBeNull();
  });

  for (const [name, layout] of [
    ['Czech QWERTZ', [...CZECH, ...NUMPAD]],
    ['US', [...US, ...NUMPAD]],
  ] as const)
    it(`no key of the ${name} layout stores a forfeit without its confirmation`, () => {
      let forfeitKeys = 0;
      for (const [code, plain, shifted] of layout)
        for (const [key, shiftKey] of [
          [plain, false],
          [shifted, true],
        ] as const) {
          const meaning = resultOfKey({ code, key, shiftKey });
          if (meaning && FORFEITS.has(meaning.result)) {
            forfeitKeys++;
            expect(meaning.confirm, `${code} ${key}`).toBe(true);
          }
        }
      // each layout can still type all three forfeits (with their confirmation)
      expect(forfeitKeys).toBeGreaterThanOrEqual(3);
    });
});

describe('the layout in use', () => {
  it('is told by what the 1 and 0 keys type', () => {
    expect(layoutOf(new Map())).toBeNull();
    expect(layoutOf(new Map([['Digit1', '+']]))).toBe('cs');
    expect(
      layoutOf(
        new Map([
          ['Digit1', '+'],
          ['Digit0', 'é'],
        ]),
      ),
    ).toBe('cs');
    expect(layoutOf(new Map([['Digit1', '1']]))).toBe('us');
    expect(layoutOf(new Map([['Digit1', '&']]))).toBe('other');
  });
});
