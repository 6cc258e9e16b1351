/** Message templates: `{name}` placeholders filled from a rejection's params. */
import type { MessageParams } from './result';

/**
 * The kernel's own words said in Czech: a side (`Color`) is a parameter of many messages, and a
 * Czech text never prints `white` or `black`. Game words (pieces) are the game's to translate:
 * it passes them localized (`{ en, cs }`, see `refuse`).
 */
export const KERNEL_WORDS_CS: Readonly<Record<string, string>> = { white: 'bílý', black: 'černý' };

/**
 * Fills `{name}` placeholders of a catalogue text from params; unknown names stay as written.
 * With a locale, a value given for that language (`name:cs`, see `refuse`) wins over the plain
 * one, so a word inside a parameter (a piece's name) is said in the language of the text; in
 * Czech a side is said in Czech (`KERNEL_WORDS_CS`).
 */
export function fillMessage(text: string, params: MessageParams | undefined, locale?: string): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const own = locale === undefined ? undefined : params[`${name}:${locale}`];
    const value = own ?? params[name];
    if (value === undefined) return whole;
    if (own === undefined && locale === 'cs' && typeof value === 'string') return KERNEL_WORDS_CS[value] ?? value;
    return String(value);
  });
}
