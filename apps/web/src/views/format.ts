/** Numbers, dates and results in the reader's locale (Intl), the same helpers on every screen. */
import type { GameResult } from '../api/types';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let f = numberFormats.get(key);
  if (!f)
    numberFormats.set(
      key,
      (f = new Intl.NumberFormat(locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      })),
    );
  return f;
}

/** Points: one decimal (`3.5`, `3,5` in Czech). */
export function formatPoints(points: number, locale: string): string {
  return numberFormat(locale, 1).format(points);
}

/**
 * A tie-break value as the server formats it (`12.5`, `7`, `-`): a number keeps its decimals and
 * takes the locale's separator; anything else is shown as it came.
 */
export function formatValue(value: string, locale: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const decimals = value.includes('.') ? value.length - value.indexOf('.') - 1 : 0;
  return numberFormat(locale, decimals).format(Number(value));
}

/** A whole number (ratings, counts). */
export function formatInteger(n: number, locale: string): string {
  return numberFormat(locale, 0).format(n);
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
