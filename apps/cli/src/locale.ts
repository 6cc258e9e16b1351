/**
 * The language the CLI prints in (`--lang cs`, `--lang=cs`, or ARBITER_LANG=cs; English by
 * default) and every line of its own text in it. Rejections are worded by `messages.ts`.
 * Trade-off: this module imports no package (only type names), so `arbiter --help`, `--version`
 * and a mistyped command load none of the games; hence its own four-line `{name}` filler, the
 * same syntax as the kernel's `fillMessage`.
 */
import type { Locale, MessageParams } from '@arbiter/kernel';
import { cliTexts, endReasons, factWords, gameTitles, type TextKey } from './texts';

let locale: Locale = process.env.ARBITER_LANG === 'cs' ? 'cs' : 'en';

/** The language of this run. */
export function currentLocale(): Locale {
  return locale;
}

/** Sets the language of messages for this run. */
export function setLocale(next: Locale): void {
  locale = next;
}

/** A line of the CLI's own text in the chosen language, `{name}` filled from params. */
export function text(key: TextKey, params?: MessageParams): string {
  const template: string = cliTexts[key][locale];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** A game's title in the chosen language. */
export function gameTitle(rules: { readonly id: string; readonly title: string }): string {
  return gameTitles[rules.id]?.[locale] ?? rules.title;
}

/** Why a game ended, in the chosen language (the kernel's reason id when unknown). */
export function endReason(reason: string): string {
  return endReasons[reason]?.[locale] ?? reason;
}

/** A side's name in the chosen language. */
export function sideName(side: string): string {
  return side === 'white' ? text('side.white') : side === 'black' ? text('side.black') : side;
}

/** One fact of `explain` as a line: its label and its value, words in the chosen language. */
export function factLine(key: string, value: unknown): string {
  const word = (w: string) => factWords[w]?.[locale] ?? w;
  const shown = (v: unknown): string =>
    Array.isArray(v)
      ? v.map(shown).join(', ') || '-'
      : typeof v === 'string' || typeof v === 'boolean'
        ? word(String(v))
        : JSON.stringify(v);
  return `  ${word(key)}: ${shown(value)}`;
}

/**
 * A number in text output, as the run's language writes it: in Czech a decimal comma and the
 * thousands grouped by a no-break space (`12,5`, `9 128`). Machine formats (CSV, JSON, the pairs
 * format) keep their own `12.5`. A string is taken as the number it spells (`2.50` stays two places).
 */
export function localNumber(value: number | string): string {
  const written = String(value);
  if (locale !== 'cs') return written;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(written);
  if (!m) return written;
  const whole = m[2].length >= 4 ? m[2].replace(/\B(?=(\d{3})+$)/g, '\u00a0') : m[2];
  return `${m[1]}${whole}${m[3] === undefined ? '' : `,${m[3]}`}`;
}

/** A side's colour letter in text output: `w`/`b` in English, `b`/`č` (bílý, černý) in Czech. */
export function colourLetter(side: 'white' | 'black'): string {
  if (locale === 'cs') return side === 'white' ? 'b' : 'č';
  return side === 'white' ? 'w' : 'b';
}

/** The plural form of a Czech or English noun for a count (`Intl.PluralRules`): forms by category. */
export function plural(
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
}
