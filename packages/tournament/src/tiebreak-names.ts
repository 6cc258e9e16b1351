/**
 * The names of the FIDE C.07 tie-breaks in English and Czech: one catalogue for the CLI, the
 * server and the web app, so every shell says the same words. A tie-break is named from its code
 * (`BH/C1` is "Buchholz (cut 1)", "Buchholz bez nejhoršího výsledku"); the code stays the key
 * that machines read, the name is for people.
 * Trade-off: Czech adjectives agree with the noun, so the Czech name of a cut or a median is
 * written per base (Buchholz krácený, progresivní skóre krácené) rather than glued from parts.
 * The Czech words follow the docs page "Pomocná hodnocení" (docs/i18n/cs/.../tiebreaks.md).
 */
import { readTieBreakCode, type TieBreakBase } from './tiebreak-code';

/** The languages a tie-break is named in. */
export const TIEBREAK_NAME_LOCALES = ['en', 'cs'] as const;
/** One of `TIEBREAK_NAME_LOCALES`. */
export type TieBreakNameLocale = (typeof TIEBREAK_NAME_LOCALES)[number];

/** How a base is named, and how its cut (/Cn) and median (/Mn) are named, in one language. */
interface BaseNames {
  readonly name: string;
  /** The name with n values cut; absent where the base takes no cut. */
  readonly cut?: (n: number) => string;
  /** The name with the n lowest and n highest values cut. */
  readonly median?: (n: number) => string;
}

const englishCut = (name: string): Pick<BaseNames, 'cut' | 'median'> => ({
  cut: (n) => `${name} (cut ${n})`,
  median: (n) => `${name} (median ${n})`,
});

/** Buchholz and Sonneborn-Berger cut the opponents' scores: the docs say "bez nejhoršího výsledku". */
const czechResultCut = (name: string): Pick<BaseNames, 'cut' | 'median'> => ({
  cut: (n) => (n === 1 ? `${name} bez nejhoršího výsledku` : `${name} bez ${n} nejhorších výsledků`),
  median: (n) => `Mediánový ${name} ${n}`,
});

/** Names by base: every base of `TIEBREAK_BASES`, in every language of `TIEBREAK_NAME_LOCALES`. */
export const TIEBREAK_NAMES = {
  PTS: { en: { name: 'Points' }, cs: { name: 'Body' } },
  DE: { en: { name: 'Direct encounter' }, cs: { name: 'Vzájemné partie' } },
  WIN: {
    en: { name: 'Number of wins (unplayed wins included)' },
    cs: { name: 'Počet výher (včetně výher bez hry)' },
  },
  WON: { en: { name: 'Number of games won over the board' }, cs: { name: 'Počet vyhraných partií' } },
  BPG: { en: { name: 'Number of games played with black' }, cs: { name: 'Partie odehrané černými' } },
  BWG: { en: { name: 'Number of games won with black' }, cs: { name: 'Partie vyhrané černými' } },
  PS: {
    en: { name: 'Progressive score', ...englishCut('Progressive score') },
    cs: {
      name: 'Progresivní skóre',
      cut: (n: number) => `Progresivní skóre krácené o ${n}`,
      median: (n: number) => `Mediánové progresivní skóre ${n}`,
    },
  },
  BH: {
    en: { name: 'Buchholz', ...englishCut('Buchholz') },
    cs: { name: 'Buchholz', ...czechResultCut('Buchholz') },
  },
  SB: {
    en: { name: 'Sonneborn-Berger', ...englishCut('Sonneborn-Berger') },
    cs: { name: 'Sonneborn-Berger', ...czechResultCut('Sonneborn-Berger') },
  },
  KS: { en: { name: 'Koya system' }, cs: { name: 'Systém Koya' } },
  ARO: {
    en: { name: 'Average rating of opponents', ...englishCut('Average rating of opponents') },
    cs: {
      name: 'Průměrný rating soupeřů',
      cut: (n: number) => `Průměrný rating soupeřů krácený o ${n}`,
      median: (n: number) => `Mediánový průměrný rating soupeřů ${n}`,
    },
  },
  TPR: { en: { name: 'Tournament performance rating' }, cs: { name: 'Turnajový výkon' } },
} as const satisfies Readonly<Record<TieBreakBase, Readonly<Record<TieBreakNameLocale, BaseNames>>>>;

/**
 * The name of a base with its cuts in a language: `low` values cut in all, `high` of them the most
 * significant (a median when `high` > 0). Unknown languages get English.
 */
export function nameOfTieBreak(base: TieBreakBase, low: number, high: number, locale: string): string {
  const names: BaseNames = TIEBREAK_NAMES[base][locale === 'cs' ? 'cs' : 'en'];
  if (high > 0 && names.median) return names.median(high);
  if (low > 0 && names.cut) return names.cut(low);
  return names.name;
}

/**
 * The name of a tie-break code (`BH/C1`) in a language (`en`, `cs`; others get English), for people:
 * headers, tooltips, explanations. An unknown code is returned as written.
 */
export function tieBreakName(code: string, locale: string): string {
  const read = readTieBreakCode(code);
  return read ? nameOfTieBreak(read.base, read.low, read.high, locale) : code;
}
