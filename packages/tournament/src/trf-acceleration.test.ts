import { describe, expect, it } from 'vitest';
import { bakuAcceleration, bakuGroupSize, bakuRounds } from './baku';
import { pairingInputFromTrf } from './pairing-input';
import { STANDARD_POINTS, THREE_ONE_ZERO } from './points';
import { virtualPointsOf } from './trf-acceleration';
import { parseTrf } from './trf-parse';
import { makeTrf } from './trf-write';

const player = (id: number): string =>
  `001 ${String(id).padStart(4)}      Player ${String(id).padStart(4, '0')}                       ${2000 - id}`;
const field = (n: number, ...records: string[]): string =>
  ['012 Accelerated', '142 9', ...Array.from({ length: n }, (_, i) => player(i + 1)), ...records].join('\n') +
  '\n';

describe('TRF record 250 and XXA lines (FIDE TRF26 250)', () => {
  it('reads a 250 record: virtual points for a range of rounds and pairing numbers', () => {
    const f = parseTrf(field(6, '250       1.0 001 003    1    4', '250       0.5 004 005    1    4'));
    if (!f.ok) throw new Error(f.error.message);
    expect(f.value.accelerations).toEqual([
      { points: 1, firstRound: 1, lastRound: 3, firstPlayer: 1, lastPlayer: 4 },
      { points: 0.5, firstRound: 4, lastRound: 5, firstPlayer: 1, lastPlayer: 4 },
    ]);
    const acc = f.value.accelerations;
    expect([1, 3, 4, 5, 6].map((r) => virtualPointsOf(acc, 2, r))).toEqual([1, 1, 0.5, 0.5, 0]);
    expect(virtualPointsOf(acc, 5, 1)).toBe(0);
  });

  it('writes 250 records back and reads them the same (XXA is read, 250 written)', () => {
    const f = parseTrf(field(4, 'XXA    2  1.0  1.0  0.5'));
    if (!f.ok) throw new Error(f.error.message);
    const text = makeTrf(f.value);
    expect(text).toContain('250       1.0 001 001    2    2');
    expect(text).toContain('250       0.5 003 003    2    2');
    expect(text).not.toContain('XXA');
    const again = parseTrf(text);
    expect(again.ok && again.value.accelerations).toEqual(f.value.accelerations);
  });

  it('a later record overrides an earlier one for the same player and round', () => {
    const f = parseTrf(field(4, '250       1.0 001 005    1    4', '250       0.5 002 002    3    3'));
    if (!f.ok) throw new Error(f.error.message);
    expect(virtualPointsOf(f.value.accelerations, 3, 2)).toBe(0.5);
    expect(virtualPointsOf(f.value.accelerations, 2, 2)).toBe(1);
  });

  it.each([
    ['a short record', '250       1.0 001 003    1', 27],
    ['match points (team events)', '250    3  1.0 001 003    1    4', 5],
    ['points that are not a number', '250       x.0 001 003    1    4', 10],
    ['rounds that are no range', '250       1.0 004 003    1    4', 19],
    ['players that are no range', '250       1.0 001 003    4    1', 28],
    ['an unknown player', '250       1.0 001 003    1    9', 28],
    ['an XXA value out of its columns', 'XXA    2  1.0  1.00', 19],
  ])('refuses %s with its code and column, changing nothing', (_, record, column) => {
    const f = parseTrf(field(4, record));
    expect(f.ok).toBe(false);
    if (f.ok) return;
    expect(f.error.code).toBe('ERR_TRF_ACCELERATION_RECORD');
    expect(f.error.rule).toBe('FIDE TRF26 250');
    expect(f.error.params?.line).toBe(7);
    expect(f.error.params?.column).toBe(column);
  });

  it('gives the pairing input each player’s virtual points, rounds 1 to the round paired', () => {
    const f = parseTrf(field(4, '250       1.0 001 002    1    2'));
    if (!f.ok) throw new Error(f.error.message);
    const input = pairingInputFromTrf(f.value);
    if (!input.ok) throw new Error(input.error.message);
    expect(input.value.players.map((p) => p.virtualPoints)).toEqual([[1], [1], [0], [0]]);
    expect(input.value.players.map((p) => p.points)).toEqual([0, 0, 0, 0]);
  });
});

describe('Baku acceleration (FIDE C.04.5.1)', () => {
  it('GA is the first half of the field rounded up to an even number', () => {
    expect([161, 160, 10, 11, 12, 13, 2, 1].map(bakuGroupSize)).toEqual([82, 80, 6, 6, 6, 8, 2, 1]);
  });

  it('accelerates the first half of the rounds, a full point in the first half of those', () => {
    expect(bakuRounds(9)).toEqual({ accelerated: 5, fullPoint: 3 });
    expect(bakuRounds(11)).toEqual({ accelerated: 6, fullPoint: 3 });
    expect(bakuRounds(7)).toEqual({ accelerated: 4, fullPoint: 2 });
    expect(bakuRounds(1)).toEqual({ accelerated: 1, fullPoint: 1 });
  });

  it('writes GA’s virtual points as 250 records over ranges of pairing numbers', () => {
    const r = bakuAcceleration([1, 2, 3, 5, 6, 7, 8, 9, 10, 11], 9, STANDARD_POINTS);
    expect(r.ok && r.value).toEqual([
      { points: 1, firstRound: 1, lastRound: 3, firstPlayer: 1, lastPlayer: 3 },
      { points: 0.5, firstRound: 4, lastRound: 5, firstPlayer: 1, lastPlayer: 3 },
      { points: 1, firstRound: 1, lastRound: 3, firstPlayer: 5, lastPlayer: 7 },
      { points: 0.5, firstRound: 4, lastRound: 5, firstPlayer: 5, lastPlayer: 7 },
    ]);
  });

  it('refuses another point system and an event without a number of rounds', () => {
    const pts = bakuAcceleration([1, 2, 3, 4], 9, THREE_ONE_ZERO);
    expect(!pts.ok && [pts.error.code, pts.error.rule]).toEqual(['ERR_BAKU_POINTS', 'FIDE C.04.5.1']);
    const rounds = bakuAcceleration([1, 2, 3, 4], null, STANDARD_POINTS);
    expect(!rounds.ok && rounds.error.code).toBe('ERR_BAKU_ROUNDS');
  });
});
