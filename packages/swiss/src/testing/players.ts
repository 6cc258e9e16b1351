/** Test fixtures every Swiss system's tests share (`@arbiter/swiss/testing`). */
import type { Color } from '@arbiter/kernel';
import { colourPreference, type Float, type SwissPlayer } from '../players';

/** A player from a played-colour string (`WBW`), score in half points, and the last two floats. */
export function player(
  id: number,
  units: number,
  colours: string,
  opts: { last?: Float; before?: Float; top?: boolean; met?: number[] } = {},
): SwissPlayer {
  const cs = colours.split('').map((c) => (c === 'W' ? 'white' : 'black') as Color);
  return {
    id,
    points: units / 2,
    units,
    virtualUnits: 0,
    colours: cs,
    colourDifference: cs.reduce((s, c) => s + (c === 'white' ? 1 : -1), 0),
    preference: colourPreference(cs),
    floatLast: opts.last ?? null,
    floatBeforeLast: opts.before ?? null,
    met: new Set(opts.met ?? []),
    pabEligible: true,
    unplayed: 0,
    topscorer: opts.top ?? false,
    rankNumber: id,
  };
}
