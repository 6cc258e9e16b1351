/**
 * The language the CLI prints in: `--lang cs` on any command, or ARBITER_LANG=cs; English by
 * default. The catalogues come from the toolkit, derived from the registered games and systems.
 */
import type { Locale, Rejection } from '@arbiter/kernel';
import { messageIn } from '@arbiter/toolkit';

let locale: Locale = process.env.ARBITER_LANG === 'cs' ? 'cs' : 'en';

/** The language of this run. */
export function currentLocale(): Locale {
  return locale;
}

/** Sets the language of messages for this run. */
export function setLocale(next: Locale): void {
  locale = next;
}

/** The message of a rejection in the chosen language (its own English text when no catalogue knows the code). */
export function message(r: Rejection): string {
  return messageIn(r, locale);
}
