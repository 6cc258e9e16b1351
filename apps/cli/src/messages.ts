/**
 * Every message catalogue the CLI can print from, and the language it prints in:
 * `--lang cs` on any command, or ARBITER_LANG=cs; English by default.
 */
import {
  formatRejection,
  kernelMessages,
  type Locale,
  type MessageCatalogue,
  type Rejection,
} from '@arbiter/kernel';
import { drakoburgMessages } from '@arbiter/drakoburg';
import { storeMessages } from '@arbiter/store';
import { swissDutchMessages } from '@arbiter/swiss-dutch';
import { tournamentMessages } from '@arbiter/tournament';
import { triDMessageCatalogue, variantMessages, variantMoveMessages } from '@arbiter/tri-d-chess';

const catalogues: readonly MessageCatalogue[] = [
  kernelMessages,
  triDMessageCatalogue,
  variantMessages as MessageCatalogue,
  variantMoveMessages as MessageCatalogue,
  drakoburgMessages,
  tournamentMessages,
  swissDutchMessages,
  storeMessages,
];

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
  return locale === 'en' ? r.message : formatRejection(r, locale, ...catalogues);
}
