/**
 * Colour allocation for one pair (FIDE C.04.3 section 5, "colour allocation rules") and the
 * colour facts the quality criteria C10–C13 count.
 * Trade-off: the allocation is a pure function of the two players and the initial colour, so the
 * engine can evaluate it for every candidate edge while it builds weights.
 */
import type { Colour } from '@arbiter/tournament';
import type { DutchPlayer, PreferenceStrength } from './players';

const STRENGTH: Readonly<Record<PreferenceStrength, number>> = { none: 0, mild: 1, strong: 2, absolute: 3 };

/** A ranks above B by the Dutch order (FIDE C.04.3 1.2): score, then pairing number. */
export function ranksAbove(a: DutchPlayer, b: DutchPlayer): boolean {
  return a.units !== b.units ? a.units > b.units : a.id < b.id;
}

function other(c: Colour): Colour {
  return c === 'white' ? 'black' : 'white';
}

/**
 * The colour the first player gets against the second (FIDE C.04.3 5.2.1–5.2.5): both preferences,
 * the stronger one (absolute against absolute: the wider colour difference), the latest round in
 * which their colours differed, the higher-ranked player's preference, then the initial colour to
 * the higher-ranked player if his pairing number (`rankNumber`) is odd, else the other colour.
 */
export function colourOf(a: DutchPlayer, b: DutchPlayer, initial: Colour): Colour {
  const pa = a.preference;
  const pb = b.preference;
  if (pa.colour !== null && pb.colour !== null && pa.colour !== pb.colour) return pa.colour;
  if (pa.colour !== null && pb.colour === null) return pa.colour;
  if (pb.colour !== null && pa.colour === null) return other(pb.colour);
  if (pa.colour !== null && pb.colour !== null) {
    const sa = STRENGTH[pa.strength];
    const sb = STRENGTH[pb.strength];
    if (sa !== sb) return sa > sb ? pa.colour : other(pb.colour);
    if (pa.strength === 'absolute') {
      const da = Math.abs(a.colourDifference);
      const db = Math.abs(b.colourDifference);
      if (da !== db) return da > db ? pa.colour : other(pb.colour);
    }
  }
  // 5.2.3: the most recent round (unplayed rounds skipped) in which they had different colours.
  for (let i = a.colours.length - 1, j = b.colours.length - 1; i >= 0 && j >= 0; i--, j--) {
    if (a.colours[i] !== b.colours[j]) return other(a.colours[i]);
  }
  const higher = ranksAbove(a, b) ? a : b;
  let hc: Colour;
  if (higher.preference.colour !== null) hc = higher.preference.colour;
  else hc = higher.rankNumber % 2 === 1 ? initial : other(initial);
  return higher === a ? hc : other(hc);
}

/** What a pair's allocation means for the colour criteria. */
export interface PairColourFacts {
  /** Players not getting their colour preference (C12). */
  readonly missed: number;
  /** Players not getting a strong (or absolute) preference (C13). */
  readonly missedStrong: number;
  /** Topscorers or their opponents ending with |colour difference| > 2 (C10). */
  readonly wideDifference: number;
  /** Topscorers or their opponents getting one colour a third time running (C11). */
  readonly thirdSame: number;
}

/** Colour facts of pairing a with b, a getting `ca`. */
export function colourFacts(a: DutchPlayer, b: DutchPlayer, ca: Colour): PairColourFacts {
  let missed = 0;
  let missedStrong = 0;
  let wide = 0;
  let third = 0;
  const topPair = a.topscorer || b.topscorer;
  for (const [p, c] of [
    [a, ca],
    [b, other(ca)],
  ] as const) {
    if (p.preference.colour !== null && p.preference.colour !== c) {
      missed++;
      if (p.preference.strength === 'strong' || p.preference.strength === 'absolute') missedStrong++;
    }
    if (topPair) {
      const cd = p.colourDifference + (c === 'white' ? 1 : -1);
      if (cd > 2 || cd < -2) wide++;
      const n = p.colours.length;
      if (n >= 2 && p.colours[n - 1] === c && p.colours[n - 2] === c) third++;
    }
  }
  return { missed, missedStrong, wideDifference: wide, thirdSame: third };
}
