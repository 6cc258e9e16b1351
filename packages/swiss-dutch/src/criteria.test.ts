import { describe, expect, it } from 'vitest';
import { colourOf } from './colours';
import { CRITERIA, floatScoreCredits, pairQuality, psdEdge, psdLevels } from './criteria';
import { player } from '@arbiter/swiss/testing';

describe('the criteria as per-edge quantities (FIDE C.04.3)', () => {
  it('lists C1-C21 in order, each with its rule id', () => {
    expect(CRITERIA.map((c) => c.id)).toEqual(Array.from({ length: 21 }, (_, i) => `C${i + 1}`));
    for (const c of CRITERIA) expect(c.rule).toBe(`FIDE C.04.3 ${c.id}`);
  });

  it('C10: a pair of topscorers beyond a colour difference of 1 the same way counts', () => {
    const a = player(1, 6, 'WBWW', { top: true }); // difference +2, wants black absolutely
    const b = player(2, 6, 'BWBB', { top: true }); // difference -2, wants white absolutely
    expect(pairQuality(a, b, 'white').c10).toBe(1); // both get their colour: nobody beyond 2
    const c = player(3, 6, 'WBWW', { top: true });
    expect(pairQuality(a, c, 'white').c10).toBe(0); // one of the two must take white: +3
  });

  it('C11: the topscorer who yields gets one colour a third time running', () => {
    const a = player(1, 6, 'BWW', { top: true }); // +1, last two white: absolute black
    const b = player(2, 6, 'WBB', { top: true });
    expect(pairQuality(a, b, 'white').c11).toBe(1);
    const c = player(3, 6, 'BWW', { top: true });
    expect(pairQuality(a, c, 'white').c11).toBe(0); // equal differences, both had WW: one yields
    // +2 with the last two black (WWBB... here WWWWBB): his own preference (black) is a third
    // black in a row; he does not yield to a mild opponent, and the engines do not count it.
    const d = player(4, 9, 'WWWWBB', { top: true });
    expect(pairQuality(d, player(5, 9, 'BWBWWBWB', { top: true }), 'white').c11).toBe(1);
    // Against an absolute black with difference +1 (last two white) he still wins black, and the
    // yielder (difference +1) had white twice: a third white counts.
    expect(pairQuality(d, c, 'white').c11).toBe(0);
  });

  it('C12: a pair that prefers the same colour counts once', () => {
    expect(pairQuality(player(1, 2, 'W'), player(2, 2, 'B'), 'white').c12).toBe(1);
    expect(pairQuality(player(1, 2, 'W'), player(2, 2, 'W'), 'white').c12).toBe(0);
  });

  it('C13: two strong (or strong and absolute) preferences for one colour count', () => {
    // 1: strong black (W), 2: strong black (W): one of them misses a strong preference.
    expect(pairQuality(player(1, 2, 'W'), player(2, 2, 'W'), 'white').c13).toBe(0);
    // 1: strong black (W), 2: mild black (BW): the mild one yields, no strong miss.
    expect(pairQuality(player(1, 2, 'W'), player(2, 2, 'BW'), 'white').c13).toBe(1);
    // Two absolute preferences are C10/C11's business, not C13's.
    expect(
      pairQuality(player(1, 4, 'BWW', { top: true }), player(2, 4, 'BWW', { top: true }), 'white').c13,
    ).toBe(1);
  });

  it('C14: a former downfloater who does not float down again scores; pairing down does not', () => {
    const down = player(1, 4, 'W', { last: 'down' });
    expect(pairQuality(down, player(2, 4, 'B'), 'white').c14).toBe(1);
    expect(pairQuality(down, player(3, 2, 'B'), 'white').c14).toBe(0);
  });

  it('C15: upfloating again after an upfloat counts', () => {
    const up = player(2, 2, 'B', { last: 'up' });
    expect(pairQuality(player(1, 2, 'W'), up, 'white').c15).toBe(2);
    expect(pairQuality(player(1, 4, 'W'), up, 'white').c15).toBe(1);
  });

  it('C16 and C17: the same for the floats of two rounds before', () => {
    const down = player(1, 4, 'WB', { before: 'down' });
    const up = player(2, 2, 'BW', { before: 'up' });
    const q = pairQuality(down, up, 'white');
    expect([q.c16, q.c17]).toEqual([0, 1]);
  });

  it('C18/C20: a former downfloater kept in the bracket earns a credit at his own score, paired down or not', () => {
    const down = player(1, 4, 'W', { last: 'down', before: 'down' });
    expect(floatScoreCredits(down, player(2, 4, 'B'))).toMatchObject({ c18: [4], c20: [4] });
    expect(floatScoreCredits(down, player(3, 2, 'B'))).toMatchObject({ c18: [4], c20: [4] });
    expect(floatScoreCredits(player(2, 4, 'B'), player(3, 2, 'B'))).toMatchObject({ c18: [], c20: [] });
    // Two former downfloaters in one pair: two credits.
    expect(floatScoreCredits(down, player(4, 2, 'B', { last: 'down' })).c18).toEqual([4, 2]);
  });

  it('C19/C21: a pair earns a credit at the higher score unless its lower player floats up again', () => {
    const up = player(2, 2, 'B', { last: 'up', before: 'up' });
    expect(floatScoreCredits(player(1, 4, 'W'), up)).toMatchObject({ c19: [], c21: [] });
    expect(floatScoreCredits(player(1, 2, 'W'), up)).toMatchObject({ c19: [2], c21: [2] });
    expect(floatScoreCredits(player(1, 4, 'W'), player(3, 2, 'B'))).toMatchObject({ c19: [4], c21: [4] });
    // The same pairs named lower player first: the credit still goes to the higher score.
    expect(floatScoreCredits(up, player(1, 4, 'W'))).toMatchObject({ c19: [], c21: [] });
    expect(floatScoreCredits(player(3, 2, 'B'), player(1, 4, 'W'))).toMatchObject({ c19: [4], c21: [4] });
  });

  it('C7: the levels hold every SD a bracket can show, pair SDs that no downfloater shares included', () => {
    // Scores 1.5 and 1 (units 3 and 2, lowest 2): downfloaters have SD 3 or 2, a 1.5-1 pair SD 1.
    const levels = psdLevels([3, 2, 2], 2);
    expect(levels).toEqual(expect.arrayContaining([3, 2, 1]));
    expect(levels.filter((d) => d > 0)).toEqual([3, 2, 1]);
    // A 1.5-1 pair removes the floats at 3 and 2 and adds its SD 1, in either order.
    expect(psdEdge([3, 2, 1], 2, 3, 2)).toEqual([2, 2, 0]);
    expect(psdEdge([3, 2, 1], 2, 2, 3)).toEqual([2, 2, 0]);
  });

  it('C7: one pair replaces two downfloaters by its own SD, whichever player is named first', () => {
    // Scores 2, 1, 0 (units 4, 2, 0): levels 6, 4, 2. A 2-1 pair removes the floats at 6 and 4
    // and adds its own SD 2.
    const levels = psdLevels([4, 2, 0], 0);
    expect(levels).toEqual([6, 4, 2]);
    expect(psdEdge(levels, 0, 4, 2)).toEqual([2, 2, 0]);
    expect(psdEdge(levels, 0, 2, 4)).toEqual([2, 2, 0]);
    expect(psdEdge(levels, 0, 0, 0)).toEqual([1, 1, 3]); // two floats at 2, no pair SD above 0
  });

  it('colour rule 5.2.3: colours alternate from the latest round in which the two differed', () => {
    // Same preference and strength (mild white after WB): last round both B, before that W and B.
    const a = player(1, 2, 'WB');
    const b = player(2, 2, 'BB');
    expect(colourOf(a, { ...b, preference: a.preference }, 'white')).toBe('black');
  });

  /*
   * FIDE C.04.3 C7: a bracket of two MDPs, A with 2 points and B with 1 point, and residents with
   * 0 points (scores in units: 4, 2, 0). The SD of a pair is its score difference, a downfloater's
   * its score minus (lowest score - 1 point); the PSD lists them from the highest down and the
   * lowest list wins. By hand, for four players (two pairs each way, so C6 ties):
   *   A-B and R1-R2: SDs 1 and 0 -> PSD [1, 0];  A-R1 and B-R2 (or A-R2, B-R1): [2, 1].
   * So C7 requires A-B, the two MDPs against each other. With a third resident (one player floats):
   *   A-B, R-R, an R floats [1, 1, 0];  A-R, B-R, an R floats [2, 1, 1];
   *   A-R, R-R, B floats [2, 2, 0];  B-R, R-R, A floats [3, 1, 0]  ->  again A-B.
   * The per-pair slots of psdEdge, summed over a candidate's pairs, must order the candidates
   * exactly as their sorted SD lists do, and the best must pair A with B.
   */
  it('C7: two MDPs of different scores are weighed by their score difference (FIDE C.04.3 C7)', () => {
    const lex = (x: number[], y: number[]): number => {
      for (let k = 0; k < Math.max(x.length, y.length); k++)
        if ((x[k] ?? 0) !== (y[k] ?? 0)) return (x[k] ?? 0) - (y[k] ?? 0);
      return 0;
    };
    for (const residents of [2, 3]) {
      const names = ['A', 'B', ...Array.from({ length: residents }, (_, i) => `R${i + 1}`)];
      const score: Record<string, number> = { A: 4, B: 2 };
      for (const n of names.slice(2)) score[n] = 0;
      const levels = psdLevels(Object.values(score), 0);
      // Every way to form floor(n/2) pairs; the rest float.
      const candidates: string[][][] = [];
      const go = (left: string[], pairs: string[][]): void => {
        if (pairs.length === Math.floor(names.length / 2)) return void candidates.push(pairs);
        if (left.length < 2) return;
        const [x, ...rest] = left;
        rest.forEach((y, k) => go([...rest.slice(0, k), ...rest.slice(k + 1)], [...pairs, [x, y]]));
        if (left.length % 2 === 1) go(rest, pairs); // x floats
      };
      go(names, []);
      const weight = (c: string[][]): number[] =>
        c.map(([x, y]) => psdEdge(levels, 0, score[x], score[y])).reduce((s, v) => s.map((t, k) => t + v[k]));
      const psd = (c: string[][]): number[] => {
        const paired = new Set(c.flat());
        const sds = [
          ...c.map(([x, y]) => Math.abs(score[x] - score[y])),
          ...names.filter((n) => !paired.has(n)).map((n) => score[n] - (0 - 2)),
        ];
        return sds.sort((a, b) => b - a);
      };
      // The encoding orders every two candidates as the PSD does (higher weight = lower PSD).
      for (const c of candidates)
        for (const d of candidates)
          expect(Math.sign(lex(weight(d), weight(c)))).toBe(Math.sign(lex(psd(c), psd(d))));
      const best = candidates.reduce((b, c) => (lex(weight(c), weight(b)) > 0 ? c : b));
      expect(psd(best)).toEqual(residents === 2 ? [2, 0] : [2, 2, 0]);
      expect(best.some(([x, y]) => x === 'A' && y === 'B')).toBe(true);
    }
  });
});
