/** Message templates: `{name}` placeholders filled from a rejection's params. */
import type { MessageParams } from './result';

/**
 * Fills `{name}` placeholders of a catalogue text from params; unknown names stay as written.
 * With a locale, a value given for that language (`name:cs`, see `refuse`) wins over the plain
 * one, so a word inside a parameter (a piece's name) is said in the language of the text.
 */
export function fillMessage(text: string, params: MessageParams | undefined, locale?: string): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const own = locale === undefined ? undefined : params[`${name}:${locale}`];
    const value = own ?? params[name];
    return value === undefined ? whole : String(value);
  });
}
