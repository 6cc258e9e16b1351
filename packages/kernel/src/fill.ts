/** Message templates: `{name}` placeholders filled from a rejection's params. */
import type { MessageParams } from './result';

/** Fills `{name}` placeholders of a catalogue text from params; unknown names stay as written. */
export function fillMessage(text: string, params: MessageParams | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
