/** Numbers, dates and results in the reader's locale (Intl), the same helpers on every screen. */
import type { GameResult } from '@arbiter/api';

const numberFormats = new Map<string, Intl.NumberFormat[]>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  let byDecimals = numberFormats.get(locale);
  if (!byDecimals) numberFormats.set(locale, (byDecimals = []));
  return (byDecimals[decimals] ??= new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }));
}

/**
 * Whole numbers of `locale` without a call to `Intl` each: the locale's group separator is read
 * once from `Intl`, and the digits are grouped by three. Only where that gives `Intl`'s own text
 * for a set of probes (ASCII digits, groups of three, with or without a four-digit group);
 * otherwise (other digits, other grouping) null, and `Intl` formats every number.
 */
export function plainIntegers(locale: string): ((n: number) => string) | null {
  const intl = numberFormat(locale, 0);
  const parts = intl.formatToParts(1234567);
  if (parts.some((p) => p.type !== 'integer' && p.type !== 'group')) return null;
  if (parts.some((p) => p.type === 'integer' && !/^\d+$/.test(p.value))) return null;
  const group = parts.find((p) => p.type === 'group')?.value ?? '';
  const fourDigits = intl.format(1234) !== '1234';
  const plain = (n: number) => {
    if (!Number.isSafeInteger(n) || n < 0) return intl.format(n);
    const digits = String(n);
    if (digits.length < 4 || (digits.length === 4 && !fourDigits)) return digits;
    return digits.replace(/\B(?=(\d{3})+$)/g, group);
  };
  for (const probe of [0, 7, 999, 1000, 1234, 2600, 9999, 10000, 12345, 123456, 1234567, 98765432])
    if (plain(probe) !== intl.format(probe)) return null;
  return plain;
}

/** The number texts of one locale, each value formatted once (see `numberTexts`). */
export interface NumberTexts {
  /** Points: one decimal (`3.5`, `3,5` in Czech). */
  points(points: number): string;
  /** A tie-break value as the server writes it (`12.5`, `7`, `-`), see `formatValue`. */
  value(value: string): string;
  /** A whole number (ratings, counts). */
  integer(n: number): string;
}

const textsByLocale = new Map<string, NumberTexts>();

/** Remembers what `make` gave for each key (a table of 1,200 players repeats its values a lot). */
function remembering<K>(make: (key: K) => string): (key: K) => string {
  const seen = new Map<K, string>();
  return (key) => {
    let text = seen.get(key);
    if (text === undefined) {
      if (seen.size >= 50_000) seen.clear();
      seen.set(key, (text = make(key)));
    }
    return text;
  };
}

/**
 * The number texts of `locale`. `Intl` formatting is the costliest step of rendering a large
 * table, so each value is formatted once per locale and then looked up.
 */
export function numberTexts(locale: string): NumberTexts {
  let texts = textsByLocale.get(locale);
  if (!texts) {
    texts = {
      points: remembering((p: number) => numberFormat(locale, 1).format(p)),
      value: remembering((v: string) => {
        if (!/^-?\d+(\.\d+)?$/.test(v)) return v;
        const decimals = v.includes('.') ? v.length - v.indexOf('.') - 1 : 0;
        return numberFormat(locale, decimals).format(Number(v));
      }),
      integer: remembering(plainIntegers(locale) ?? ((n: number) => numberFormat(locale, 0).format(n))),
    };
    textsByLocale.set(locale, texts);
  }
  return texts;
}

/** Points: one decimal (`3.5`, `3,5` in Czech). */
export function formatPoints(points: number, locale: string): string {
  return numberTexts(locale).points(points);
}

/**
 * A tie-break value as the server formats it (`12.5`, `7`, `-`): a number keeps its decimals and
 * takes the locale's separator; anything else is shown as it came.
 */
export function formatValue(value: string, locale: string): string {
  return numberTexts(locale).value(value);
}

/** A whole number (ratings, counts). */
export function formatInteger(n: number, locale: string): string {
  return numberTexts(locale).integer(n);
}

/** A date and time of the server's ISO timestamp, in the reader's locale. */
export function formatTime(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(d);
}

/** A date alone. */
export function formatDate(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d);
}

/** A result as printed on a pairing sheet: `1–0`, `½–½`, `+ –` for a forfeit. */
export function formatResult(result: GameResult | null): string {
  switch (result) {
    case '1-0':
      return '1–0';
    case '0-1':
      return '0–1';
    case '1/2-1/2':
      return '½–½';
    case '+:-':
      return '+ –';
    case '-:+':
      return '– +';
    case '-:-':
      return '– –';
    default:
      return '';
  }
}
