/**
 * Scoring: how many points each kind of round result is worth.
 * Trade-off: the six classes of FIDE TRF-2026 record 162 (W, D, L, A, P, X) are the whole model;
 * every round result maps to one class, so 1/½/0, 3/1/0 and any other table are one value.
 */
import type { RoundResult } from './vocabulary';

/** A point system: the value of each result class (FIDE TRF-2026 record 162). */
export interface PointSystem {
  /** Win over the board, forfeit win, full-point bye. */
  readonly win: number;
  /** Draw over the board, half-point bye. */
  readonly draw: number;
  /** Loss over the board. */
  readonly loss: number;
  /** Absence: zero-point bye, forfeit loss. */
  readonly absence: number;
  /** Pairing-allocated bye (PAB). */
  readonly pab: number;
  /** Unknown result (an adjourned game). */
  readonly unknown: number;
}

/** The standard 1 / ½ / 0 scoring with PAB = 1. */
export const STANDARD_POINTS: PointSystem = Object.freeze({
  win: 1,
  draw: 0.5,
  loss: 0,
  absence: 0,
  pab: 1,
  unknown: 0.5,
});

/** Football scoring 3 / 1 / 0, PAB worth a win. */
export const THREE_ONE_ZERO: PointSystem = Object.freeze({
  win: 3,
  draw: 1,
  loss: 0,
  absence: 0,
  pab: 3,
  unknown: 1,
});

/** Builds a point system from win/draw/loss values; PAB = win, absence = loss, unknown = draw unless given. */
export function pointSystem(values: Partial<PointSystem> & Pick<PointSystem, 'win' | 'draw'>): PointSystem {
  const loss = values.loss ?? 0;
  return Object.freeze({
    win: values.win,
    draw: values.draw,
    loss,
    absence: values.absence ?? loss,
    pab: values.pab ?? values.win,
    unknown: values.unknown ?? values.draw,
  });
}

/** The points a round result is worth under a point system. */
export function pointsFor(result: RoundResult, system: PointSystem): number {
  switch (result) {
    case '1':
    case 'W':
    case '+':
    case 'F':
      return system.win;
    case '=':
    case 'D':
    case 'H':
      return system.draw;
    case '0':
    case 'L':
      return system.loss;
    case '-':
    case 'Z':
      return system.absence;
    case 'U':
      return system.pab;
  }
}

/** Whether two point systems are equal in every class. */
export function samePointSystem(a: PointSystem, b: PointSystem): boolean {
  return (
    a.win === b.win &&
    a.draw === b.draw &&
    a.loss === b.loss &&
    a.absence === b.absence &&
    a.pab === b.pab &&
    a.unknown === b.unknown
  );
}
