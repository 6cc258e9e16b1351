/**
 * A player as every Swiss system sees him before a round (FIDE C.04.1 and the definitions the
 * Swiss systems share): score, colour history, difference and preference, floats, opponents met,
 * PAB eligibility, unplayed rounds, topscorer status. Built once per round from the tournament's
 * `PairingInput`.
 * Trade-off: floats are recomputed here from the round entries (FIDE C.04.3 1.4.3: any unplayed
 * round that scored more than a loss counts as a downfloat, a half-point bye included), so a
 * pairing engine does not depend on how another package chose to summarise them.
 */
import type { Color } from '@arbiter/kernel';
import { isPlayed, pointsFor, type Float, type PairingInput, type PlayerId } from '@arbiter/tournament';

/** How firmly a player wants a colour (FIDE C.04.3 1.6): absolute, strong, mild, or none yet. */
export type PreferenceStrength = 'absolute' | 'strong' | 'mild' | 'none';

/** A player's colour preference: the colour wanted (null when none) and how strongly. */
export interface ColourPreference {
  readonly colour: Color | null;
  readonly strength: PreferenceStrength;
}

/** A float of one round (the tournament package's): what the float criteria of a Swiss system read. */
export type { Float };

/** One player to be paired, as a Swiss system sees him. */
export interface SwissPlayer {
  readonly id: PlayerId;
  /** Points before the round (as given, without virtual points). */
  readonly points: number;
  /**
   * The pairing score in integer units (half-points x 2, etc.): the points plus this round's
   * virtual points (acceleration), by which brackets, floats and colours are decided.
   */
  readonly units: number;
  /** This round's virtual points in units (0 without acceleration); `units - virtualUnits` is the real score. */
  readonly virtualUnits: number;
  /** Colours of the games played over the board, oldest first (unplayed rounds left out, C.04.1). */
  readonly colours: readonly Color[];
  /** Whites minus blacks over played games. */
  readonly colourDifference: number;
  readonly preference: ColourPreference;
  /** Float of the previous round and of the round before it. */
  readonly floatLast: Float;
  readonly floatBeforeLast: Float;
  /** Opponents met over the board (forfeits excluded: they may meet again). */
  readonly met: ReadonlySet<PlayerId>;
  /** May receive the PAB (FIDE C.04.1: not after a PAB or an unplayed round that scored a win). */
  readonly pabEligible: boolean;
  /** Rounds without a game over the board (the Dutch C9 counts them). */
  readonly unplayed: number;
  /** Topscorer of the final round (more than 50% of the maximum score): exempt from some colour rules. */
  readonly topscorer: boolean;
  /**
   * Pairing number for colour allocation (the Dutch rule 5.2.5; 1-based): the place in
   * pairing-number order among the players of the tournament, less those excused from this round
   * who were never paired.
   */
  readonly rankNumber: number;
}

/** The colour preference from a played-colour history (FIDE C.04.3 1.6). */
export function colourPreference(colours: readonly Color[]): ColourPreference {
  if (colours.length === 0) return { colour: null, strength: 'none' };
  let cd = 0;
  for (const c of colours) cd += c === 'white' ? 1 : -1;
  const last = colours[colours.length - 1];
  const prev = colours.length > 1 ? colours[colours.length - 2] : null;
  if (cd < -1) return { colour: 'white', strength: 'absolute' };
  if (cd > 1) return { colour: 'black', strength: 'absolute' };
  if (prev === last) return { colour: last === 'white' ? 'black' : 'white', strength: 'absolute' };
  if (cd === -1) return { colour: 'white', strength: 'strong' };
  if (cd === 1) return { colour: 'black', strength: 'strong' };
  return { colour: last === 'white' ? 'black' : 'white', strength: 'mild' };
}

/** Score units: points scaled to integers (a half point is one unit under 1/½/0). */
export function unitsOf(points: number): number {
  return Math.round(points * 2);
}

/** The players to pair this round (not withdrawn, no requested bye), in pairing-number order. */
export function swissPlayers(input: PairingInput): SwissPlayer[] {
  const sys = input.pointSystem;
  // Per player, the pairing score before each round (index i: before round i + 1), virtual
  // points of that round included: floats compare the scores the players were paired by.
  const before = new Map<PlayerId, number[]>();
  const virtual = (p: (typeof input.players)[number], i: number): number => p.virtualPoints?.[i] ?? 0;
  for (const p of input.players) {
    const acc = [virtual(p, 0)];
    let real = 0;
    p.history.forEach((e, i) => {
      real += pointsFor(e.result, sys);
      acc.push(real + virtual(p, i + 1));
    });
    before.set(p.id, acc);
  }
  const isFinal = input.totalRounds !== null && input.round === input.totalRounds;
  const maxScore = (input.round - 1) * sys.win;
  const out: (Omit<SwissPlayer, 'rankNumber'> & { rankNumber: number })[] = [];
  for (const p of input.players) {
    if (p.withdrawn || p.bye !== null) continue;
    const colours: Color[] = [];
    const floats: Float[] = [];
    const met = new Set<PlayerId>();
    let unplayed = 0;
    let pabEligible = true;
    const mine = before.get(p.id)!;
    p.history.forEach((e, i) => {
      const scored = pointsFor(e.result, sys);
      if (isPlayed(e)) {
        if (e.colour) colours.push(e.colour);
        met.add(e.opponent!);
        const theirs = before.get(e.opponent!)?.[i] ?? mine[i];
        floats.push(mine[i] > theirs ? 'down' : mine[i] < theirs ? 'up' : null);
      } else {
        unplayed++;
        floats.push(scored > sys.loss ? 'down' : null);
        if (e.result === 'U' || e.result === 'F' || (e.result === '+' && scored >= sys.win))
          pabEligible = false;
        if (e.result === 'U') pabEligible = false;
      }
    });
    const cd = colours.reduce((s, c) => s + (c === 'white' ? 1 : -1), 0);
    const extra = virtual(p, input.round - 1);
    out.push({
      id: p.id,
      points: p.points,
      units: unitsOf(p.points + extra),
      virtualUnits: unitsOf(extra),
      colours,
      colourDifference: cd,
      preference: colourPreference(colours),
      floatLast: floats.length > 0 ? floats[floats.length - 1] : null,
      floatBeforeLast: floats.length > 1 ? floats[floats.length - 2] : null,
      met,
      pabEligible: pabEligible && !p.hadUnplayedWin,
      unplayed,
      // as the endorsed engine reads it: the pairing score (virtual points are none by the last round)
      topscorer: isFinal && p.points + extra > maxScore / 2,
      rankNumber: 0,
    });
  }
  // The pairing number the Dutch colour rule 5.2.5 reads, counted as the endorsed engine counts it: the
  // place in pairing-number order among the players of the tournament, leaving out only a player
  // excused from this round who has never been paired (a bye requested before his first game).
  const paired = (p: (typeof input.players)[number]): boolean =>
    p.history.some((e) => e.opponent !== null || e.result === 'U');
  const counted = input.players.filter((p) => p.bye === null || paired(p)).sort((a, b) => a.id - b.id);
  const number = new Map(counted.map((p, i) => [p.id, i + 1]));
  for (const p of out) p.rankNumber = number.get(p.id)!;
  return out;
}
