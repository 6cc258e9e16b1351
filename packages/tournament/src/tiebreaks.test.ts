import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import { fixture, fixtureFolders } from './fixtures';
import { parseTrf } from './trf-parse';
import { crosstableFromTrf } from './crosstable';
import { parseTieBreak, parseTieBreakList } from './tiebreaks';
import { directEncounter, formatValue, standings } from './standings';
import { STANDARD_POINTS } from './points';
import type { Crosstable } from './crosstable';
import type { RoundEntry } from './vocabulary';
import { tieBreakContext } from './tiebreak-context';

/** Reads a checker CSV: header and rows by StartNo. */
function readCsv(text: string): { head: string[]; rows: string[][] } {
  const [head, ...rows] = text
    .trim()
    .split('\n')
    .map((l) => l.split(','));
  return { head, rows };
}

const tournaments = fixtureFolders('tiebreaks');

describe('FIDE C.07 tie-breaks against the FIDE TEC checker', () => {
  it('has the five visible tournaments', () => expect(tournaments.length).toBeGreaterThanOrEqual(5));
  describe.each(tournaments)('%s', (folder) => {
    const table = unwrap(crosstableFromTrf(unwrap(parseTrf(fixture('tiebreaks', folder, 'tournament.trf')))));
    for (const file of ['tiebreaks.csv', 'de.csv']) {
      const { head, rows } = readCsv(fixture('tiebreaks', folder, file));
      const codes = head.slice(3); // StartNo, Rank, PTS, then the list
      const list = unwrap(parseTieBreakList(codes.join(',')));
      const result = standings(table, list);
      const byId = new Map(result.rows.map((r) => [r.player.id, r]));
      it.each(codes.map((c, j) => [c, j] as const))(`${file}: %s matches for every player`, (_code, j) => {
        for (const row of rows) {
          const mine = byId.get(Number(row[0]))!;
          expect(formatValue(mine.values[j], list[j]), `player ${row[0]}`).toBe(
            formatValue(Number(row[3 + j]), list[j]),
          );
        }
      });
      it(`${file}: PTS and rank match for every player`, () => {
        for (const row of rows) {
          const mine = byId.get(Number(row[0]))!;
          expect(mine.points.toFixed(1)).toBe(Number(row[2]).toFixed(1));
          expect(mine.rank, `rank of ${row[0]}`).toBe(Number(row[1]));
        }
      });
    }
  });
});

describe('tie-break codes', () => {
  it('reads base and modifiers', () => {
    const bh = unwrap(parseTieBreak('BH/M1'));
    expect([bh.base, bh.cutLow, bh.cutHigh, bh.rule]).toEqual(['BH', 1, 1, 'FIDE C.07 8.1']);
    expect(unwrap(parseTieBreak('sb/c2')).code).toBe('SB/C2');
  });
  it('refuses unknown codes and modifiers where none apply', () => {
    for (const code of ['XYZ', 'BH/X1', 'WIN/C1', '', 'BH/C0']) {
      const r = parseTieBreak(code);
      expect(r.ok || r.error.code).toBe('ERR_UNKNOWN_TIEBREAK');
    }
  });
  it('WON and BWG count only games won over the board', () => {
    const table = unwrap(
      crosstableFromTrf(unwrap(parseTrf(fixture('tiebreaks', 'swiss10', 'tournament.trf')))),
    );
    const ctx = tieBreakContext(table);
    const won = unwrap(parseTieBreak('WON')).compute(ctx);
    const win = unwrap(parseTieBreak('WIN')).compute(ctx);
    const bwg = unwrap(parseTieBreak('BWG')).compute(ctx);
    table.players.forEach((p, i) => {
      const overTheBoard = p.rounds.filter((e) => e.result === '1').length;
      expect(won[i]).toBe(overTheBoard);
      expect(win[i]).toBeGreaterThanOrEqual(won[i]);
      expect(bwg[i]).toBe(p.rounds.filter((e) => e.result === '1' && e.colour === 'black').length);
    });
  });
});

describe('direct encounter when not everyone met (FIDE C.07 6)', () => {
  const player = (id: number, rounds: RoundEntry[]) => ({
    id,
    name: `P${id}`,
    rating: 0,
    title: '',
    federation: '',
    fideId: '',
    rounds,
  });
  const bye: RoundEntry = { opponent: null, colour: null, result: 'U' };
  it('a player is placed first only when no other could still reach his score', () => {
    // 1 beat 2 and 3; 2 and 3 never met
    const table: Crosstable = {
      rounds: 2,
      pointSystem: STANDARD_POINTS,
      players: [
        player(1, [
          { opponent: 2, colour: 'white', result: '1' },
          { opponent: 3, colour: 'black', result: '1' },
        ]),
        player(2, [{ opponent: 1, colour: 'black', result: '0' }, bye]),
        player(3, [bye, { opponent: 1, colour: 'white', result: '0' }]),
      ],
    };
    const de = directEncounter(tieBreakContext(table), [0, 1, 2]);
    expect([...de.values()]).toEqual([1, 2, 2]);
  });
  it('nobody is placed when a player who missed games could still catch up', () => {
    // 1 beat 2; 3 met nobody of the group
    const table: Crosstable = {
      rounds: 1,
      pointSystem: STANDARD_POINTS,
      players: [
        player(1, [{ opponent: 2, colour: 'white', result: '1' }]),
        player(2, [{ opponent: 1, colour: 'black', result: '0' }]),
        player(3, [bye]),
      ],
    };
    const de = directEncounter(tieBreakContext(table), [0, 1, 2]);
    expect([...de.values()]).toEqual([0, 0, 0]);
  });
});

describe('ARO with cuts', () => {
  it('/C1 cuts the lowest-rated opponent, unless an unplayed round is cut instead', () => {
    const table = unwrap(
      crosstableFromTrf(unwrap(parseTrf(fixture('tiebreaks', 'swiss15', 'tournament.trf')))),
    );
    const ctx = tieBreakContext(table);
    const plain = unwrap(parseTieBreak('ARO')).compute(ctx);
    const cut = unwrap(parseTieBreak('ARO/C1')).compute(ctx);
    table.players.forEach((p, i) => {
      const rated = p.rounds
        .filter((e) => e.opponent !== null && ['1', '=', '0', 'W', 'D', 'L'].includes(e.result))
        .map((e) => table.players.find((q) => q.id === e.opponent)!.rating)
        .sort((a, b) => a - b);
      const expected =
        rated.length < table.rounds
          ? plain[i]
          : Math.round(rated.slice(1).reduce((a, b) => a + b, 0) / (rated.length - 1));
      expect(cut[i], `player ${p.id}`).toBe(expected);
    });
  });
});
