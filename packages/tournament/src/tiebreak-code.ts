/**
 * How a FIDE C.07 tie-break code is written: a base (`BH`) and modifiers `/C1` (cut the least
 * significant value) and `/M1` (cut the least and the most significant: median), n = 1…9.
 * Trade-off: only the spelling lives here, apart from the computing (`tiebreaks.ts`) and the
 * refusal's message catalogue, so a shell that only names a code (the browser) loads neither.
 */

/** The tie-break bases this package computes. */
export const TIEBREAK_BASES = [
  'PTS',
  'BH',
  'SB',
  'PS',
  'DE',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'ARO',
  'TPR',
  'KS',
] as const;
/** One of `TIEBREAK_BASES`. */
export type TieBreakBase = (typeof TIEBREAK_BASES)[number];

/** The bases that take /Cn and /Mn. */
const CUT_BASES: ReadonlySet<TieBreakBase> = new Set(['PS', 'BH', 'SB', 'ARO']);

/** A code as read: its normal spelling, base and cuts (`high` of the `low` are the most significant). */
export interface TieBreakCode {
  readonly code: string;
  readonly base: TieBreakBase;
  readonly low: number;
  readonly high: number;
}

/** Reads a code (any case, spaces around); null when it is not one this package knows. */
export function readTieBreakCode(text: string): TieBreakCode | null {
  const code = text.trim().toUpperCase();
  const m = /^([A-Z]+)((?:\/[CM][1-9])*)$/.exec(code);
  if (!m || !(TIEBREAK_BASES as readonly string[]).includes(m[1])) return null;
  const base = m[1] as TieBreakBase;
  const modifiers = m[2].split('/').filter(Boolean);
  if (modifiers.length > 0 && !CUT_BASES.has(base)) return null;
  let low = 0;
  let high = 0;
  for (const mod of modifiers) {
    const k = Number(mod.slice(1));
    low += k;
    if (mod[0] === 'M') high += k;
  }
  return { code, base, low, high };
}
