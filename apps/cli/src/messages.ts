/**
 * Rejections in the language of this run: their text from the catalogues (the CLI's own, the
 * toolkit's, and every registered game's and system's), and the one line the CLI prints for one.
 * The locale and the CLI's other lines live in `locale.ts` (re-exported here for the commands).
 */
import { formatRejection, type MessageCatalogue, type Rejection } from '@arbiter/kernel';
import { toolkitMessages } from '@arbiter/toolkit/messages';
import { cliMessages } from './catalogue';
import { currentLocale, text } from './locale';

export { currentLocale, endReason, factLine, gameTitle, setLocale, sideName, text } from './locale';

// the toolkit's catalogues (every game's and system's), handed over once a command that uses them is loaded
let shared: readonly MessageCatalogue[] = [];

/** Makes the toolkit's catalogues known (main does it before a command runs; help and usage errors need none). */
export function useCatalogues(catalogues: readonly MessageCatalogue[]): void {
  shared = catalogues;
}

/** The message of a rejection in the chosen language (its own English text when no catalogue knows the code). */
export function message(r: Rejection): string {
  const locale = currentLocale();
  return locale === 'en' ? r.message : formatRejection(r, locale, cliMessages, toolkitMessages, ...shared);
}

/** Formats a rejection as the one line the CLI prints; `where` (already translated) says where in the input. */
export function rejectionLine(r: Rejection, where?: string): string {
  return `${text('error.prefix')} ${r.code} [${r.rule}]: ${where ? `${where}: ` : ''}${message(r)}`;
}
