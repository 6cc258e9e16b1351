import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { unwrap } from '@arbiter/kernel';
import { fixture, fixtureFolders } from './fixtures';
import { parseTrf } from './trf-parse';
import { crosstableFromTrf, type Crosstable } from './crosstable';
import { parseTieBreakList } from './tiebreaks';
import { formatValue, standings } from './standings';
import { explainTieBreaks } from './tiebreak-explain';
import type { PlayerBreakdown } from './tiebreak-explain';
import { breakDown, type TieBreakBreakdown } from './tiebreak-breakdown';
import { tieBreakContext } from './tiebreak-context';
import { parseTieBreak } from './tiebreaks';
import { ABSENT } from './vocabulary';
import { SWISS100_PATH, swiss100Text } from '../bench/swiss100';

/** Every base, with every kind of cut; DE twice (right after points, where groups are large, and late). */
const EVERY = 'DE,BH,BH/C1,BH/M1,BH/C2,SB,SB/C1,SB/M1,PS,PS/C1,WIN,WON,BPG,BWG,ARO,ARO/C1,ARO/M1,TPR,KS,DE';

/** The value a breakdown's parts make, computed from the parts alone. */
function addUp(b: TieBreakBreakdown): number {
  const kept = b.rounds.filter((r) => r.value !== null && r.cut === null).map((r) => r.value!);
  switch (b.total.kind) {
    case 'sum':
      return kept.reduce((s, v) => s + v, 0);
    case 'average':
      expect(b.total.counted).toBe(kept.length);
      expect(b.total.sum).toBe(kept.reduce((s, v) => s + v, 0));
      return kept.length === 0 ? 0 : Math.round(b.total.sum / b.total.counted);
    case 'performance':
      return b.total.games === 0 ? 0 : b.total.average + b.total.dp;
    case 'position':
      return b.value;
  }
}

/** Checks that every breakdown of every player adds up to the standings' value, exactly. */
function expectAllAddUp(table: Crosstable, codes: string): number {
  const list = unwrap(parseTieBreakList(codes));
  const ranked = standings(table, list);
  let checked = 0;
  for (const row of ranked.rows) {
    const explained = unwrap(explainTieBreaks(table, ranked, row.player.id));
    expect(explained.rank).toBe(row.rank);
    expect(explained.points).toBe(row.points);
    explained.tieBreaks.forEach((b, j) => {
      const where = `player ${row.player.id}, ${b.code}`;
      expect(b.value, where).toBe(row.values[j]);
      expect(addUp(b), where).toBe(row.values[j]);
      expect(b.shown, where).toBe(formatValue(row.values[j], list[j]));
      if (b.total.kind === 'sum') expect(b.total.before - b.total.removed, where).toBe(b.value);
      checked++;
    });
  }
  return checked;
}

describe('breakdowns add up to the standings, exactly', () => {
  it('testdata/swiss100.trf is what bench/swiss100.ts generates', () => {
    expect(readFileSync(SWISS100_PATH, 'utf8')).toBe(swiss100Text());
  });
  it('for every player and every tie-break of the 100-player, 9-round tournament', () => {
    const table = unwrap(crosstableFromTrf(unwrap(parseTrf(readFileSync(SWISS100_PATH, 'utf8')))));
    expect([table.players.length, table.rounds]).toEqual([100, 9]);
    const results = new Set(table.players.flatMap((p) => p.rounds.map((e) => e.result)));
    for (const kind of ['1', '=', '0', '+', '-', 'U', 'H', 'Z']) expect(results).toContain(kind);
    expect(expectAllAddUp(table, EVERY)).toBe(100 * 20);
  });
  it.each(fixtureFolders('tiebreaks'))('for every player and every tie-break of %s', (folder) => {
    const table = unwrap(crosstableFromTrf(unwrap(parseTrf(fixture('tiebreaks', folder, 'tournament.trf')))));
    expect(expectAllAddUp(table, EVERY)).toBe(table.players.length * 20);
  });
});

interface CheckerDetail {
  desc: string;
  val: string | number;
  cut?: number[];
  [round: string]: unknown;
}

describe("each round's contribution and each cut equal the FIDE checker's details", () => {
  const codes = 'BH,BH/C1,BH/M1,SB,PS,WIN,BPG,ARO,TPR,KS';
  it.each(fixtureFolders('tiebreaks'))('%s', (folder) => {
    const table = unwrap(crosstableFromTrf(unwrap(parseTrf(fixture('tiebreaks', folder, 'tournament.trf')))));
    const list = unwrap(parseTieBreakList(codes));
    const ranked = standings(table, list);
    const json = JSON.parse(fixture('tiebreaks', folder, 'tiebreaks.json')) as {
      tiebreakResult: { competitors: { cid: number; tiebreakDetails: CheckerDetail[] }[] };
    };
    let compared = 0;
    for (const c of json.tiebreakResult.competitors) {
      const mine: PlayerBreakdown = unwrap(explainTieBreaks(table, ranked, c.cid));
      for (const b of mine.tieBreaks) {
        const theirs = c.tiebreakDetails.find((d) => d.desc === b.code)!;
        const where = `player ${c.cid}, ${b.code}`;
        for (const r of b.rounds) {
          const given = theirs[String(r.round)];
          if (b.base === 'KS') {
            // the checker lists the points of every round with an opponent and names the rounds it
            // leaves out as cut; a round without an opponent it does not list
            if (given === undefined)
              expect(r.basis, `${where}, round ${r.round}`).toMatchObject({
                opponentScore: null,
                counts: false,
              });
            else {
              expect(Number(given), `${where}, round ${r.round}`).toBe(
                r.basis.kind === 'koya' && r.basis.points,
              );
              expect(theirs.cut?.includes(r.round) ?? false, `${where}, round ${r.round} left out`).toBe(
                r.basis.kind === 'koya' && !r.basis.counts,
              );
            }
          } else if (r.value === null) expect(given, `${where}, round ${r.round}`).toBeUndefined();
          else expect(Number(given), `${where}, round ${r.round}`).toBeCloseTo(r.value, 6);
          compared++;
        }
        if (b.base === 'BH' || b.base === 'SB' || b.base === 'ARO') {
          // equal values may be cut from either round: compare what was removed
          const removed = (rounds: readonly number[]) =>
            rounds.map((x) => Number(theirs[String(x)])).sort((a, z) => a - z);
          expect(removed(b.rounds.filter((r) => r.cut !== null).map((r) => r.round)), where).toEqual(
            removed(theirs.cut ?? []),
          );
        }
      }
    }
    expect(compared).toBeGreaterThan(table.players.length * table.rounds * 8);
  });
});

describe('how each kind of round is shown', () => {
  const player = (id: number, rating: number, rounds: Crosstable['players'][number]['rounds']) => ({
    id,
    name: `P${id}`,
    rating,
    title: '',
    federation: '',
    fideId: '',
    rounds,
  });
  // 1 beats 2, wins a forfeit against 3, takes a half-point bye, beats 4.
  // 2: loses to 1, PAB, beats 3, absent. 3: loses to 4, loses a forfeit, loses to 2, then withdraws.
  // 4: beats 3, absent twice, loses to 1.
  const table: Crosstable = {
    rounds: 4,
    pointSystem: { win: 1, draw: 0.5, loss: 0, absence: 0, pab: 1, unknown: 0.5 },
    players: [
      player(1, 2000, [
        { opponent: 2, colour: 'white', result: '1' },
        { opponent: 3, colour: null, result: '+' },
        { opponent: null, colour: null, result: 'H' },
        { opponent: 4, colour: 'black', result: '1' },
      ]),
      player(2, 1900, [
        { opponent: 1, colour: 'black', result: '0' },
        { opponent: null, colour: null, result: 'U' },
        { opponent: 3, colour: 'white', result: '1' },
        { opponent: null, colour: null, result: 'Z' },
      ]),
      player(3, 1800, [
        { opponent: 4, colour: 'white', result: '0' },
        { opponent: 1, colour: null, result: '-' },
        { opponent: 2, colour: 'black', result: '0' },
        { opponent: null, colour: null, result: 'Z' },
      ]),
      player(4, 1700, [
        { opponent: 3, colour: 'black', result: '1' },
        { opponent: null, colour: null, result: 'Z' },
        { opponent: null, colour: null, result: 'Z' },
        { opponent: 1, colour: 'white', result: '0' },
      ]),
    ],
  };
  const explain = (id: number, codes: string) => {
    const list = unwrap(parseTieBreakList(codes));
    return unwrap(explainTieBreaks(table, standings(table, list), id)).tieBreaks;
  };

  it('a game: the opponent’s score, adjusted to draws after their last round (withdrawn player 4)', () => {
    const [bh] = explain(1, 'BH');
    const r4 = bh.rounds[3];
    // player 4: 1 point in 4 rounds, last took part in round 4 (the game with 1), so nothing is adjusted
    expect(r4.basis).toEqual({ kind: 'opponent', score: 1, adjusted: 1, lastRound: 4, weight: null });
    const [bh2] = explain(2, 'BH');
    // player 3 took part up to round 3 (lost); round 4 counts as a draw: 0 + 0.5
    expect(bh2.rounds[2].basis).toMatchObject({ kind: 'opponent', score: 0, adjusted: 0.5, lastRound: 3 });
    expect(bh2.rounds[2].value).toBe(0.5);
  });

  it('a forfeit win: a virtual opponent with the player’s own score, capped by the scheduled opponent’s', () => {
    const [bh] = explain(1, 'BH');
    expect(bh.rounds[1]).toMatchObject({ kind: 'forfeit-win', opponent: 3, voluntarilyUnplayed: false });
    expect(bh.rounds[1].basis).toEqual({
      kind: 'virtual-opponent',
      ownScore: 3.5,
      cap: 0,
      capBy: 'scheduled-opponent',
      value: 0,
      weight: null,
    });
  });

  it('a half-point bye: capped at half the maximum, voluntarily unplayed, so cut first', () => {
    const [bh, cut] = explain(1, 'BH,BH/C1');
    expect(bh.rounds[2]).toMatchObject({ kind: 'half-point-bye', voluntarilyUnplayed: true, value: 2 });
    expect(bh.rounds[2].basis).toMatchObject({ ownScore: 3.5, cap: 2, capBy: 'half-maximum' });
    // BH = 2.5 (player 2: 2 points, absent in round 4 counted as a draw) + 0 (forfeit vs 3) + 2 (bye)
    // + 1 (player 4) = 5.5; /C1 removes the bye (chosen not to play), not the lower 0 of the forfeit win
    expect(bh.value).toBe(5.5);
    expect(cut.rounds.map((r) => r.cut)).toEqual([null, null, 'low', null]);
    expect(cut.total).toEqual({ kind: 'sum', before: 5.5, removed: 2 });
    expect(cut.value).toBe(3.5);
  });

  it('a PAB counts for WIN but is not voluntarily unplayed; a forfeit loss is', () => {
    const [win, won] = explain(2, 'WIN,WON');
    expect(win.rounds.map((r) => r.value)).toEqual([0, 1, 1, 0]);
    expect(won.rounds.map((r) => r.value)).toEqual([0, 0, 1, 0]);
    expect(win.rounds[1]).toMatchObject({ kind: 'pab', voluntarilyUnplayed: false });
    const [bh] = explain(3, 'BH/C1');
    expect(bh.rounds[1]).toMatchObject({ kind: 'forfeit-loss', voluntarilyUnplayed: true, cut: 'low' });
  });

  it('median: the lowest and the highest value are cut', () => {
    const [m] = explain(2, 'BH/M1');
    // BH values of player 2: 1 (3.5), PAB (virtual: own 2, cap 2) 2, 3 (0.5), Z (virtual) 2
    expect(m.rounds.map((r) => r.value)).toEqual([3.5, 2, 0.5, 2]);
    expect(m.rounds.map((r) => r.cut)).toEqual(['high', null, null, 'low']);
    expect(m.value).toBe(2.5);
  });

  it('SB weights each value by the points scored; PS lists running scores and /C1 cuts the first', () => {
    const [sb, ps] = explain(1, 'SB,PS/C1');
    expect(
      sb.rounds.map((r) =>
        r.basis.kind === 'opponent' || r.basis.kind === 'virtual-opponent' ? r.basis.weight : null,
      ),
    ).toEqual([1, 1, 0.5, 1]);
    expect(sb.value).toBe(2.5 + 0 + 1 + 1);
    expect(ps.rounds.map((r) => r.value)).toEqual([1, 2, 2.5, 3.5]);
    expect(ps.rounds[0].cut).toBe('low');
    expect(ps.value).toBe(8);
  });

  it('ARO and TPR count rated games over the board only; an unplayed round takes a cut first', () => {
    const [aro, cut, tpr] = explain(1, 'ARO,ARO/C1,TPR');
    expect(aro.rounds.map((r) => r.value)).toEqual([1900, null, null, 1700]);
    expect(aro.value).toBe(1800);
    expect(cut.total).toEqual({ kind: 'average', sum: 3600, counted: 2, cutsUsedByUnplayed: 1 });
    expect(cut.rounds.every((r) => r.cut === null)).toBe(true);
    expect(tpr.total).toEqual({ kind: 'performance', average: 1800, games: 2, score: 2, p: 1, dp: 800 });
    expect(tpr.value).toBe(2600);
  });

  it('KS counts points against opponents with at least half the maximum', () => {
    const [ks] = explain(1, 'KS');
    // maximum 4, so 2 points needed: player 2 (2) counts, 3 (0) and 4 (1) do not
    expect(ks.rounds.map((r) => r.basis.kind === 'koya' && r.basis.counts)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(ks.value).toBe(1);
  });

  it('DE lists the games inside the tied group', () => {
    // players 2 and 4 are not tied on points (2 and 1): each is a group of one
    const [de] = explain(2, 'DE');
    expect(de.total).toEqual({ kind: 'position', group: [2] });
    expect(de.value).toBe(0);
  });

  it('ARO/M1 names how many cuts the rounds without a rated game used up', () => {
    // player 1: rated games in rounds 1 and 4; the forfeit win and the bye take both cuts
    const [m] = explain(1, 'ARO/M1');
    expect(m.total).toEqual({ kind: 'average', sum: 3600, counted: 2, cutsUsedByUnplayed: 2 });
  });

  it('TPR without a rated game: no average, no fractional score, no dp', () => {
    const alone: Crosstable = {
      ...table,
      players: [
        ...table.players,
        player(
          5,
          1500,
          table.players[0].rounds.map(() => ABSENT),
        ),
      ],
    };
    const list = unwrap(parseTieBreakList('TPR'));
    const [tpr] = unwrap(explainTieBreaks(alone, standings(alone, list), 5)).tieBreaks;
    expect(tpr.total).toEqual({ kind: 'performance', average: 0, games: 0, score: 0, p: 0, dp: 0 });
    expect(tpr.value).toBe(0);
  });

  it('DE broken down without earlier keys: the whole field is the group', () => {
    const ctx = tieBreakContext(table);
    const de = breakDown(ctx, unwrap(parseTieBreak('DE')), 1);
    expect(de.total).toEqual({ kind: 'position', group: [1, 2, 3, 4] });
  });

  it('refuses a player who is not in the table', () => {
    const list = unwrap(parseTieBreakList('BH'));
    const r = explainTieBreaks(table, standings(table, list), 9);
    expect(r.ok || r.error.code).toBe('ERR_UNKNOWN_PLAYER');
  });
});
