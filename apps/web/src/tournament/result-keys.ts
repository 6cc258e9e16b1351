/**
 * Which result a key on a board field means, read from the physical key (`KeyboardEvent.code`)
 * first and from the character only where the key is not a digit. On the Czech QWERTZ layout the
 * top-row key labelled 1 types `+` and the one labelled 0 types `é`: by their codes (`Digit1`,
 * `Digit0`) they are White's and Black's wins, never a forfeit.
 *
 * A forfeit or a double forfeit is never stored by one key: every key that means one asks for a
 * confirmation first (`confirm: true`). The forfeit keys are `Shift` with the 1 or 0 key (any
 * layout), the characters `+` and `-` where a key that is not a digit types them (the numeric
 * keypad, the US `=`/`-` keys), and `x` for a double forfeit.
 */
import type { GameResult } from '@arbiter/api';

export interface KeyMeaning {
  readonly result: GameResult;
  /** A forfeit: stored only after the arbiter confirms it. */
  readonly confirm: boolean;
}

/** The key event's fields that decide (a DOM KeyboardEvent or React's has them all). */
export interface KeyPress {
  readonly code: string;
  readonly key: string;
  readonly shiftKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly altKey?: boolean;
  readonly metaKey?: boolean;
}

/** The digit keys that mean a result, by physical key (top row and numeric keypad). */
const DIGIT_RESULTS: Readonly<Record<string, GameResult>> = {
  '1': '1-0',
  '0': '0-1',
  // 5 for ½, as Vega and Swiss-Manager read it
  '5': '1/2-1/2',
};

/** The forfeit each digit means with Shift. */
const SHIFTED_DIGIT: Readonly<Record<string, GameResult>> = { '1': '+:-', '0': '-:+' };

/** The characters that mean a result where the key is not a digit. */
const CHARACTERS: Readonly<Record<string, KeyMeaning>> = {
  '1': { result: '1-0', confirm: false },
  '0': { result: '0-1', confirm: false },
  '5': { result: '1/2-1/2', confirm: false },
  '=': { result: '1/2-1/2', confirm: false },
  '½': { result: '1/2-1/2', confirm: false },
  '+': { result: '+:-', confirm: true },
  '-': { result: '-:+', confirm: true },
  x: { result: '-:-', confirm: true },
  X: { result: '-:-', confirm: true },
};

/** The digit of a digit key's code (`Digit1`, `Numpad1`), or null for any other key. */
function digitOf(code: string): string | null {
  const m = /^(?:Digit|Numpad)(\d)$/.exec(code);
  return m ? m[1] : null;
}

/**
 * What a key press on a board field means, or null (the key is not a result key: Tab, arrows,
 * letters, a digit other than 1, 0 and 5, anything with Ctrl, Alt or Meta).
 */
export function resultOfKey(press: KeyPress): KeyMeaning | null {
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  const digit = digitOf(press.code);
  if (digit !== null) {
    // A digit key is read by its label whatever character the layout gives it.
    if (press.shiftKey && press.code.startsWith('Digit')) {
      const forfeit = SHIFTED_DIGIT[digit];
      return forfeit ? { result: forfeit, confirm: true } : null;
    }
    const result = DIGIT_RESULTS[digit];
    return result ? { result, confirm: false } : null;
  }
  return CHARACTERS[press.key] ?? null;
}

/** The physical keys a legend names, with the result each one stands for. */
export const LEGEND_KEYS = [
  { code: 'Digit1', result: '1-0' },
  { code: 'Digit0', result: '0-1' },
  { code: 'Digit5', result: '1/2-1/2' },
] as const;

/** The layouts the legend knows by name; `other` shows the characters it was told. */
export type LayoutName = 'cs' | 'us' | 'other';

/**
 * The layout in use from what its 1 key types (`Digit1` → `+` on the Czech QWERTZ and QWERTY
 * layouts, `1` on the US one); null while nothing is known.
 */
export function layoutOf(typed: ReadonlyMap<string, string>): LayoutName | null {
  const one = typed.get('Digit1');
  if (one === undefined) return null;
  if (one === '+') return 'cs';
  if (one === '1' || one === '!') return 'us';
  return 'other';
}

/** The text key (`entry.means.*`) of each result. */
export const MEANING: Readonly<Record<GameResult, string>> = {
  '1-0': 'whiteWins',
  '0-1': 'blackWins',
  '1/2-1/2': 'draw',
  '+:-': 'whiteForfeit',
  '-:+': 'blackForfeit',
  '-:-': 'doubleForfeit',
};
