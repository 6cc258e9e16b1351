/**
 * The criteria of FIDE C.04.3 (rules applied from 1 February 2026) as named values, and the edge
 * weight that encodes C4–C21 for one bracket decision.
 * Trade-off: every quality criterion becomes an additive per-edge quantity, so one maximum-weight
 * matching over all unpaired players answers "the best pairing of this bracket that still lets the
 * round be completed"; the PSD of C7, a sorted list, becomes one count per score-difference value
 * (`psdLevels`, `psdEdge`).
 */
import { colourFacts, colourOf } from './colours';
import type { SwissPlayer } from '@arbiter/swiss';
import type { Color } from '@arbiter/kernel';

/** One criterion: its id in the handbook and a short description. */
export interface Criterion {
  readonly id: string;
  readonly rule: string;
  readonly text: string;
}

const c = (id: string, text: string): Criterion => ({ id, rule: `FIDE C.04.3 ${id}`, text });

/** The Dutch criteria in order (C1–C3 absolute, C4 completion, C5 PAB, C6–C21 quality). */
export const CRITERIA: readonly Criterion[] = [
  c('C1', 'two players shall not meet more than once'),
  c('C2', 'a player who had a PAB or an unplayed round scoring a win gets no PAB'),
  c('C3', 'non-topscorers with the same absolute colour preference shall not meet'),
  c('C4', 'choose the pairing that allows the round to be completed'),
  c('C5', 'minimise the score of the player who gets the PAB'),
  c('C6', 'maximise the number of pairs in the bracket'),
  c('C7', 'minimise the score differences in the bracket (PSD)'),
  c('C8', 'choose the downfloaters so that the next bracket pairs best'),
  c('C9', 'minimise the unplayed rounds of the player who gets the PAB'),
  c('C10', 'minimise topscorers or opponents with a colour difference beyond ±2'),
  c('C11', 'minimise topscorers or opponents with one colour three times running'),
  c('C12', 'minimise players who miss their colour preference'),
  c('C13', 'minimise players who miss a strong colour preference'),
  c('C14', 'minimise players with a downfloat again after the previous round'),
  c('C15', 'minimise players with an upfloat again after the previous round'),
  c('C16', 'minimise players with a downfloat again after two rounds before'),
  c('C17', 'minimise players with an upfloat again after two rounds before'),
  c('C18', 'minimise score differences of repeated downfloats (previous round)'),
  c('C19', 'minimise score differences of repeated upfloats (previous round)'),
  c('C20', 'minimise score differences of repeated downfloats (two rounds before)'),
  c('C21', 'minimise score differences of repeated upfloats (two rounds before)'),
];

/** The quality facts of one pair inside the current bracket (C10–C17), higher is better. */
export interface PairQuality {
  readonly colourFirst: Color;
  readonly c10: number;
  readonly c11: number;
  readonly c12: number;
  readonly c13: number;
  readonly c14: number;
  readonly c15: number;
  readonly c16: number;
  readonly c17: number;
}

/**
 * Quality of pairing a with b inside the bracket, every field "more is better" so that the matching
 * maximises it.
 */
export function pairQuality(a: SwissPlayer, b: SwissPlayer, initial: Color): PairQuality {
  const ca = colourOf(a, b, initial);
  const f = colourFacts(a, b);
  // Down: reward players who floated down before and do not float down now (an unpaired
  // player of the bracket floats down, so only pairs can avoid it). Up: count players who do not
  // repeat an upfloat.
  // (plain loops, no arrays of pairs: this runs for every pair of a bracket, often before the
  // optimising compiler has seen it, and array helpers made it slow to compile)
  let c14 = 0,
    c15 = 0,
    c16 = 0,
    c17 = 0;
  for (let side = 0; side < 2; side++) {
    const p = side === 0 ? a : b;
    const q = side === 0 ? b : a;
    const down = p.units > q.units;
    const up = p.units < q.units;
    if (p.floatLast === 'down' && !down) c14++;
    if (!(p.floatLast === 'up' && up)) c15++;
    if (p.floatBeforeLast === 'down' && !down) c16++;
    if (!(p.floatBeforeLast === 'up' && up)) c17++;
  }
  return {
    colourFirst: ca,
    c10: 1 - f.wideDifference,
    c11: 1 - f.thirdSame,
    c12: 1 - f.missed,
    c13: 1 - f.missedStrong,
    c14,
    c15,
    c16,
    c17,
  };
}

/**
 * C18–C21 for one pair of the bracket, as credits at score levels (scores in units, one entry per
 * credit); each criterion compares its credits level by level from the highest score down, so one
 * credit at a higher score outweighs any number at lower ones. This is how the endorsed engine
 * (bbpPairings) weighs them:
 * - C18 (C20: two rounds before): each player of the pair who floated down in the last round is
 *   kept in the bracket, one credit at his own score; so the repeated downfloaters that leave the
 *   bracket unpaired are those with the lowest scores.
 * - C19 (C21): a pair in which nobody floats up again after an upfloat, one credit at the higher
 *   player's score; so the players who float up again meet the lowest-scored opponents.
 */
export interface FloatScoreCredits {
  readonly c18: readonly number[];
  readonly c19: readonly number[];
  readonly c20: readonly number[];
  readonly c21: readonly number[];
}

export function floatScoreCredits(a: SwissPlayer, b: SwissPlayer): FloatScoreCredits {
  const hi = a.units >= b.units ? a : b;
  const lo = hi === a ? b : a;
  const rises = hi.units > lo.units; // the lower player floats up in this pair
  const c18: number[] = [];
  const c20: number[] = [];
  if (a.floatLast === 'down') c18.push(a.units);
  if (b.floatLast === 'down') c18.push(b.units);
  if (a.floatBeforeLast === 'down') c20.push(a.units);
  if (b.floatBeforeLast === 'down') c20.push(b.units);
  return {
    c18,
    c19: lo.floatLast === 'up' && rises ? [] : [hi.units],
    c20,
    c21: lo.floatBeforeLast === 'up' && rises ? [] : [hi.units],
  };
}

/**
 * C7 (the PSD): the score-difference values that can occur in a bracket, highest first. `scores`
 * are the bracket's scores in units (a point is 2 units), `lowest` its lowest score. A pair's SD
 * is the difference of its two scores; a downfloater's (the PAB included) is its score minus an
 * artificial score one point below `lowest`.
 */
export function psdLevels(scores: readonly number[], lowest: number): number[] {
  const distinct = [...new Set(scores)];
  const sds = new Set<number>();
  for (const u of distinct) {
    sds.add(u - lowest + 2);
    for (const v of distinct) if (u > v) sds.add(u - v);
  }
  return [...sds].sort((a, b) => b - a);
}

/**
 * C7 per pair of the bracket (scores `ua`, `ub` in units), one value per level of `psdLevels`,
 * more is better. PSDs of equal length (C6 fixes the number of pairs) compare as the counts of
 * each SD value, highest value first, fewer being better. Every bracket player is either in a
 * pair or a downfloater, so per value d that count is a constant minus the sum over the pairs of
 * [a's float SD = d] + [b's float SD = d] - [the pair's SD = d] (the pair replaces two floats by
 * itself); one more per pair keeps the value non-negative (at most 3).
 */
export function psdEdge(levels: readonly number[], lowest: number, ua: number, ub: number): number[] {
  const fa = ua - lowest + 2;
  const fb = ub - lowest + 2;
  const sd = Math.abs(ua - ub);
  return levels.map((d) => 1 + (fa === d ? 1 : 0) + (fb === d ? 1 : 0) - (sd === d ? 1 : 0));
}
