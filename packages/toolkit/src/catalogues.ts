/**
 * Every message catalogue a shell prints from, derived from what is registered: the kernel's,
 * each game's (`GameRules.catalogue`), each pairing system's (`PairingSystem.catalogue`), the
 * tournament domain's, the store's and the shells' own (`toolkitMessages`). A new game or system brings its codes with it.
 */
import {
  formatRejection,
  kernelMessages,
  type Locale,
  type MessageCatalogue,
  type Rejection,
} from '@arbiter/kernel';
import { storeMessages } from '@arbiter/store';
import { tournamentMessages } from '@arbiter/tournament';
import { games } from './games';
import { toolkitMessages } from './messages';
import { pairingSystems } from './systems';

/** One catalogue and whose it is (a package, a game id or a system id). */
export interface OwnedCatalogue {
  readonly owner: string;
  readonly catalogue: MessageCatalogue;
}

/** The catalogues in lookup order, each once. */
export const ownedCatalogues: readonly OwnedCatalogue[] = (() => {
  const out: OwnedCatalogue[] = [];
  const add = (owner: string, catalogue: MessageCatalogue) => {
    if (!out.some((o) => o.catalogue === catalogue)) out.push({ owner, catalogue });
  };
  add('@arbiter/kernel', kernelMessages);
  for (const g of games.games()) add(g.id, g.catalogue);
  add('@arbiter/tournament', tournamentMessages);
  for (const s of pairingSystems.values()) add(s.id, s.catalogue);
  add('@arbiter/store', storeMessages);
  add('@arbiter/toolkit', toolkitMessages);
  return out;
})();

/** The catalogues alone, for `formatRejection`. */
export const catalogues: readonly MessageCatalogue[] = ownedCatalogues.map((o) => o.catalogue);

/** The message of a rejection in a language (its own English text when no catalogue knows the code). */
export function messageIn(r: Rejection, locale: Locale): string {
  return locale === 'en' ? r.message : formatRejection(r, locale, ...catalogues);
}
