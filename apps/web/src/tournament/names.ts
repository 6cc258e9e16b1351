/**
 * Game and pairing-system names in the page's language. The server names them in English
 * (`/api/games`, `/api/pairing-systems`); the app's catalogues (`names.game.*`, `names.system.*`)
 * give them in both languages, and an id they do not know keeps the server's name.
 */
import type { TFunction } from 'i18next';

export function gameName(t: TFunction, id: string, fallback?: string): string {
  return t(`names.game.${id}`, { defaultValue: fallback ?? id });
}

export function systemName(t: TFunction, id: string, fallback?: string): string {
  return t(`names.system.${id}`, { defaultValue: fallback ?? id });
}
