/**
 * i18n: i18next with react-i18next, both languages bundled (the texts are small), the
 * language taken from the URL (`/en/...`, `/cs/...`) so every page has a stable address in
 * each language. Dates and numbers go through `Intl` with the same locale.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cs } from './cs';
import { en } from './en';

export const LOCALES = ['en', 'cs'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const isLocale = (x: string | undefined): x is AppLocale => x === 'en' || x === 'cs';

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, cs: { translation: cs } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Switches the language (called by the route before rendering) and the document's `lang`. */
export function useLocale(locale: AppLocale): void {
  if (i18next.language !== locale) void i18next.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18next };
