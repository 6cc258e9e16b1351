/**
 * Colour allocation for one pair (FIDE C.04.3 section 5, "colour allocation rules") and the
 * colour facts the quality criteria C10–C13 count.
 * Trade-off: the allocation is a pure function of the two players and the initial colour, so the
 * engine can evaluate it for every candidate edge while it builds weights.
 */
import type { Color } from '@arbiter/kernel';
import type { SwissPlayer, PreferenceStrength } from '@arbiter/swiss';

const STRENGTH: Readonly<Record<PreferenceStrength, number>> = { none: 0, mild: 1, strong: 2, absolute: 3 };

/** A ranks above B by the Dutch order (FIDE C.04.3 1.2): score, then pairing number. */
export function ranksAbove(a: SwissPlayer, b: SwissPlayer): boolean {
  return a.units !== b.units ? a.units > b.units : a.id < b.id;
}

function other(c: Color): Color {
  return c === 'white' ? 'black' : 'white';
}

/**
 * The colour the first player gets against the second (FIDE C.04.3 5.2.1–5.2.5): both preferences,
 * the stronger one (absolute against absolute: the wider colour difference), the latest round in
 * which their colours differed, the higher-ranked player's preference, then the initial colour to
 * the higher-ranked player if his pairing number (`rankNumber`) is odd, else the other colour.
 */
export function colourOf(a: SwissPlayer, b: SwissPlayer, initial: Color): Color {
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
  let hc: Color;
  if (higher.preference.colour !== null) hc = higher.preference.colour;
  else hc = higher.rankNumber % 2 === 1 ? initial : other(initial);
  return higher === a ? hc : other(hc);
}

/**
 * What a pair means for the colour criteria C10-C13, each 0 or 1: whether the pair forces one of
 * its players into the outcome the criterion minimises. Whoever yields is settled by the
 * preferences (rules 5.2.1-5.2.2), so these are facts of the pair, as the endorsed engine counts
 * them; C10 and C11 can only happen where C3 lets a topscorer meet his own absolute colour.
 */
export interface PairColourFacts {
  /** Both prefer the same colour: one of them misses it (C12). */
  readonly missed: number;
  /** Both have a strong or absolute preference for the same colour, not both absolute (C13). */
  readonly missedStrong: number;
  /** Both have a colour difference beyond ±1 the same way: the one who yields ends beyond ±2 (C10). */
  readonly wideDifference: number;
  /**
   * Both have an absolute preference for the same colour, and the one who yields (the smaller
   * difference; either, when equal) has had the other colour in his last two games: he gets it a
   * third time running (C11). A player whose own preference gives him a third same colour (a
   * difference of 2 the other way) is not counted, as the endorsed engine does not count him.
   */
  readonly thirdSame: number;
}

/** The colour of a player's last two games when they were the same, else null. */
function repeated(p: SwissPlayer): Color | null {
  const n = p.colours.length;
  return n >= 2 && p.colours[n - 1] === p.colours[n - 2] ? p.colours[n - 1] : null;
}

/** Colour facts of pairing a with b (C10-C13). */
export function colourFacts(a: SwissPlayer, b: SwissPlayer): PairColourFacts {
  const pa = a.preference;
  const pb = b.preference;
  const same = pa.colour !== null && pa.colour === pb.colour;
  if (!same) return { missed: 0, missedStrong: 0, wideDifference: 0, thirdSame: 0 };
  const absA = pa.strength === 'absolute';
  const absB = pb.strength === 'absolute';
  const firmA = absA || pa.strength === 'strong';
  const firmB = absB || pb.strength === 'strong';
  const imbA = Math.abs(a.colourDifference);
  const imbB = Math.abs(b.colourDifference);
  let third = false;
  if (absA && absB) {
    if (imbA === imbB) third = repeated(a) !== null && repeated(a) === repeated(b);
    else third = repeated(imbA < imbB ? a : b) === other(pa.colour!);
  }
  return {
    missed: 1,
    missedStrong: firmA && firmB && !(absA && absB) ? 1 : 0,
    wideDifference: imbA > 1 && imbB > 1 ? 1 : 0,
    thirdSame: third ? 1 : 0,
  };
}
