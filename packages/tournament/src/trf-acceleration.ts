/**
 * Acceleration in a TRF file: record `250` (TRF-2026: virtual points for a range of rounds and a
 * range of pairing numbers, fixed columns) and the engines' older `XXA` line (one player, virtual
 * points per round from round 1), read into `TrfAcceleration`s, written back as `250` records, and
 * looked up per player and round.
 * Trade-off: `XXA` is read but never written: a file carries one form, and `250` is the standard's.
 */
import { fault, field, TRF_RULES, wholeNumber } from './trf-fields';
import type { TrfAcceleration } from './trf-model';
import type { PlayerId } from './vocabulary';

const CODE = 'ERR_TRF_ACCELERATION_RECORD';
const RULE = TRF_RULES.acceleration;

function number(raw: string, line: number, first: number, last: number, what: string, min: number): number {
  return wholeNumber(field(raw, first, last), line, first, CODE, RULE, what, min, 9999);
}

/** Virtual points: a non-negative decimal (`1.0`, `0.5`, `1`). */
function virtual(text: string, line: number, column: number): number {
  const t = text.trim();
  if (!/^\d+(\.\d+)?$/.test(t)) fault(CODE, RULE, line, column, `virtual points "${t}" are not a number`);
  return Number(t);
}

/**
 * Record 250: columns 5-8 match points (blank: individual events), 10-13 game points, 15-17 first
 * round, 19-21 last round, 23-26 first and 28-31 last pairing number.
 */
export function parseAcceleration250(raw: string, line: number): TrfAcceleration {
  if (raw.trimEnd().length < 31)
    fault(
      CODE,
      RULE,
      line,
      raw.trimEnd().length + 1,
      'a 250 record needs points, two rounds and two players',
    );
  if (field(raw, 5, 8).trim() !== '') fault(CODE, RULE, line, 5, 'match points are for team events');
  const points = virtual(field(raw, 10, 13), line, 10);
  const firstRound = number(raw, line, 15, 17, 'first round', 1);
  const lastRound = number(raw, line, 19, 21, 'last round', 1);
  const firstPlayer = number(raw, line, 23, 26, 'first pairing number', 1);
  const lastPlayer = number(raw, line, 28, 31, 'last pairing number', 1);
  if (lastRound < firstRound)
    fault(CODE, RULE, line, 19, `rounds ${firstRound}-${lastRound} are not a range`);
  if (lastPlayer < firstPlayer)
    fault(CODE, RULE, line, 28, `players ${firstPlayer}-${lastPlayer} are not a range`);
  if (raw.slice(31).trim() !== '') fault(CODE, RULE, line, 32, 'text after the last pairing number');
  return { points, firstRound, lastRound, firstPlayer, lastPlayer };
}

/** `XXA NNNN  p1   p2 …`: pairing number in columns 5-8, then one 4-column value per round from column 10. */
export function parseAccelerationXxa(raw: string, line: number): TrfAcceleration[] {
  const id = number(raw, line, 5, 8, 'pairing number', 1);
  const out: TrfAcceleration[] = [];
  const text = raw.trimEnd();
  for (let start = 10, round = 1; start <= text.length; start += 5, round++) {
    const cell = field(text, start, start + 3);
    const points = cell.trim() === '' ? 0 : virtual(cell, line, start);
    if (field(text, start + 4, start + 4).trim() !== '')
      fault(CODE, RULE, line, start + 4, 'values are four columns apart by one space');
    out.push({ points, firstRound: round, lastRound: round, firstPlayer: id, lastPlayer: id });
  }
  if (out.length === 0) fault(CODE, RULE, line, 10, 'an XXA line names at least one round');
  return out;
}

function right(value: string, width: number): string {
  return ' '.repeat(Math.max(0, width - value.length)) + value;
}

/** One `250` record line. */
export function accelerationLine(a: TrfAcceleration): string {
  const pts = Number.isInteger(a.points * 2) ? a.points.toFixed(1) : String(a.points);
  const round = (r: number) => String(r).padStart(3, '0');
  return `250      ${right(pts, 4)} ${round(a.firstRound)} ${round(a.lastRound)} ${right(String(a.firstPlayer), 4)} ${right(String(a.lastPlayer), 4)}`;
}

/** The virtual points of a player in a round (the last record that covers both wins; 0 when none). */
export function virtualPointsOf(
  accelerations: readonly TrfAcceleration[] | undefined,
  player: PlayerId,
  round: number,
): number {
  let points = 0;
  for (const a of accelerations ?? [])
    if (a.firstPlayer <= player && player <= a.lastPlayer && a.firstRound <= round && round <= a.lastRound)
      points = a.points;
  return points;
}

/** Per player, the virtual points of rounds 1…`rounds` (index 0 is round 1). */
export function virtualPointsByRound(
  accelerations: readonly TrfAcceleration[] | undefined,
  player: PlayerId,
  rounds: number,
): number[] {
  const out: number[] = [];
  for (let r = 1; r <= rounds; r++) out.push(virtualPointsOf(accelerations, player, r));
  return out;
}
