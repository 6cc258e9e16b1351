/**
 * `arbiter standings --explain PLAYER`: a player's tie-breaks shown as sums, by pairing number or
 * name, in English and Czech, and as JSON whose totals are the standings' values.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './testing/run-cli';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const club = path.join(root, 'examples', 'swiss-club.trf');
const swiss100 = path.join(root, 'packages', 'tournament', 'testdata', 'swiss100.trf');
const EVERY = 'BH/C1,BH,BH/M1,SB,PS,DE,WIN,WON,BPG,BWG,ARO,ARO/C1,TPR,KS';

/** The standings as CSV rows by pairing number: the values as the standings print them. */
async function standingsById(file: string, codes: string): Promise<Map<number, string[]>> {
  const csv = await runCli('standings', file, '--tiebreaks', codes, '--format', 'csv');
  expect(csv.code, csv.err).toBe(0);
  // the one machine CSV: rank,id,name,rating,PTS, then the tie-breaks; CRLF records
  const rows = csv.out.trim().split('\r\n').slice(1);
  return new Map(rows.map((line) => line.split(',')).map((cells) => [Number(cells[1]), cells.slice(5)]));
}

describe('arbiter standings --explain', () => {
  it('prints every tie-break of a player round by round, with the totals of the standings', async () => {
    const r = await runCli('standings', club, '--tiebreaks', 'BH/C1,SB,ARO', '--explain', '5');
    expect(r.code, r.err).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(/^Tie-breaks of 5 Player 0005: rank \d+, 3\.0 points after 5 rounds$/);
    expect(r.out).toContain('BH/C1: Buchholz (cut 1) [FIDE C.07 8.1]');
    expect(r.out).toContain('SB: Sonneborn-Berger [FIDE C.07 9.1]');
    expect(r.out).toContain('ARO: Average rating of opponents [FIDE C.07 10.1]');
    // round 4 is a half-point bye: a virtual opponent, chosen not to play, so BH/C1 cuts it first
    const bye = lines.find((l) => /^\s+4\s+-\s+H\s/.test(l) && l.includes('virtual opponent'));
    expect(bye, r.out).toMatch(
      /the player's own score 3\.0, at most 2\.5 \(half the maximum score\); cut first: a round chosen not to play/,
    );
    const values = (await standingsById(club, 'BH/C1,SB,ARO')).get(5)!;
    const totals = lines.filter((l) => /^\s+(total|average)/.test(l));
    expect(totals).toHaveLength(3);
    totals.forEach((line, j) =>
      expect(line.endsWith(` ${values[j]}`) || line.endsWith(`${values[j]} (rounded)`), line).toBe(true),
    );
    expect(totals[0]).toMatch(/^ {2}total [\d.]+ − cut [\d.]+ = /);
  });

  it('finds a player by name, whole or in part, whatever the case', async () => {
    const byNumber = await runCli('standings', club, '--explain', '12');
    const byName = await runCli('standings', club, '--explain', 'player 0012');
    const byPart = await runCli('standings', club, '--explain', 'R 0012');
    expect(byNumber.code).toBe(0);
    expect(byName.out).toBe(byNumber.out);
    expect(byPart.out).toBe(byNumber.out);
  });

  it('refuses a player it cannot find, or several, with the code (exit 2)', async () => {
    const none = await runCli('standings', club, '--explain', '99');
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/^error ERR_UNKNOWN_PLAYER \[ARB\]: There is no player 99\./);
    const many = await runCli('standings', club, '--explain', 'player 001');
    expect(many.code).toBe(2);
    expect(many.err).toMatch(
      /ERR_PLAYER_AMBIGUOUS .*"player 001" names several players: 10 Player 0010, 11 Player 0011/,
    );
    const csv = await runCli('standings', club, '--explain', '1', '--format', 'csv');
    expect(csv.code).toBe(2);
    expect(csv.out).toBe('');
  });

  it('prints Czech with --lang cs', async () => {
    const r = await runCli('standings', club, '--tiebreaks', 'BH/C1,TPR', '--explain', '5', '--lang', 'cs');
    expect(r.code, r.err).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(
      /^Pomocná hodnocení hráče 5 Player 0005: \d+\. místo, 3,0 b\. po 5 kolech$/,
    );
    expect(r.out).toContain('BH/C1: Buchholz bez nejhoršího výsledku [FIDE C.07 8.1]');
    expect(r.out).toContain('TPR: Turnajový výkon [FIDE C.07 10.2]');
    expect(r.out).toMatch(
      /virtuální soupeř s hráčovým vlastním skóre 3,0, nejvýše 2,5 \(polovina nejvyššího možného skóre\); škrtnuto přednostně/,
    );
    expect(r.out).toMatch(/průměrný rating \d{1,3}\u00a0\d{3} \+ dp -?\d+ \(získáno/);
    const none = await runCli('standings', club, '--explain', '99', '--lang', 'cs');
    expect(none.err).toMatch(/^chyba ERR_UNKNOWN_PLAYER \[ARB\]: Hráč 99 neexistuje\./);
  });

  it('as JSON: every total of every player of the 100-player tournament is the standings value', async () => {
    const values = await standingsById(swiss100, EVERY);
    expect(values.size).toBe(100);
    for (const [id, row] of values) {
      const r = await runCli(
        'standings',
        swiss100,
        '--tiebreaks',
        EVERY,
        '--explain',
        String(id),
        '--format',
        'json',
      );
      expect(r.code, r.err).toBe(0);
      const explained = JSON.parse(r.out) as { tieBreaks: { code: string; shown: string }[] };
      expect(
        explained.tieBreaks.map((b) => b.shown),
        `player ${id}`,
      ).toEqual(row);
    }
  }, 120_000);
});
