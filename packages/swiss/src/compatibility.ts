/**
 * The absolute rules about who may meet whom, which every Swiss system applies before it weighs
 * anything: no rematch, no forbidden pair, no two players who must both have the same colour.
 * Trade-off: a plain predicate over two players; a pairing engine turns it into the edges of its
 * graph.
 */
import type { SwissPlayer } from './players';

/**
 * Whether two players may meet at all: not a second time over the board (FIDE C.04.1 b; the Dutch
 * C1), not a pair the organiser forbade, and not two players who both must have the same colour
 * (an absolute preference each; the Dutch C3), unless one is a topscorer of the final round.
 */
export function compatible(a: SwissPlayer, b: SwissPlayer, forbidden: ReadonlySet<string>): boolean {
  if (a.met.has(b.id)) return false;
  // (no key built when nothing is forbidden: engines ask this for every pair of the field)
  if (forbidden.size > 0 && forbidden.has(pairKey(a.id, b.id))) return false;
  const pa = a.preference;
  const pb = b.preference;
  if (
    pa.strength === 'absolute' &&
    pb.strength === 'absolute' &&
    pa.colour === pb.colour &&
    !a.topscorer &&
    !b.topscorer
  )
    return false;
  return true;
}

/** Key of an unordered pair of ids. */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}
