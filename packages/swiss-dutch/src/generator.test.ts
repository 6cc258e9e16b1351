import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlayed, pairingInputFromTrf, type TrfFile } from '@arbiter/tournament';
import { denseGraph, PerfectMatching, setEdge } from '@arbiter/matching';
import { generateTournament } from './generator';
import { compatible, pairKey, swissPlayers } from '@arbiter/swiss';

/** Whether any pairing satisfies C1, C3, forbidden pairs and PAB eligibility (C2): a plain perfect matching. */
function pairable(before: TrfFile): boolean {
  const input = pairingInputFromTrf(before);
  if (!input.ok) throw new Error(input.error.message);
  const ps = swissPlayers(input.value);
  const forbidden = new Set(input.value.forbiddenPairs.map(([a, b]) => pairKey(a, b)));
  const n = ps.length + (ps.length % 2);
  const g = denseGraph(n, 1);
  for (let i = 0; i < ps.length; i++) {
    for (let j = i + 1; j < ps.length; j++) if (compatible(ps[i], ps[j], forbidden)) setEdge(g, i, j, [1]);
    if (n > ps.length && ps[i].pabEligible) setEdge(g, i, ps.length, [1]);
  }
  return new PerfectMatching(g).isPerfect();
}

/** Checks C1–C4 and the PAB rules of C.04.1 on round `r` of a generated tournament. */
function checkRound(before: TrfFile, after: TrfFile, r: number): void {
  const input = pairingInputFromTrf(before);
  if (!input.ok) throw new Error(input.error.message);
  const available = swissPlayers(input.value);
  const byId = new Map(available.map((p) => [p.id, p]));
  const seen = new Map<number, number>();
  let pab: number | null = null;
  for (const p of after.players) {
    const e = p.rounds[r - 1];
    if (e.result === 'U') {
      // C.04.1 (c): one PAB at most, only when the count is odd.
      expect(pab).toBeNull();
      pab = p.id;
      seen.set(p.id, (seen.get(p.id) ?? 0) + 1);
    } else if (e.opponent !== null) {
      seen.set(p.id, (seen.get(p.id) ?? 0) + 1);
      const me = byId.get(p.id)!;
      const other = byId.get(e.opponent)!;
      expect(me).toBeDefined();
      expect(other).toBeDefined();
      // C1: no second meeting over the board (forfeits do not count as meetings).
      expect(me.met.has(other.id)).toBe(false);
      // C3: non-topscorers with the same absolute preference never meet.
      if (!me.topscorer && !other.topscorer && me.preference.strength === 'absolute')
        expect(
          other.preference.strength === 'absolute' && other.preference.colour === me.preference.colour,
        ).toBe(false);
    }
  }
  // C4: every available player is paired exactly once; nobody else is.
  expect([...seen.keys()].sort((a, b) => a - b)).toEqual(available.map((p) => p.id).sort((a, b) => a - b));
  for (const n of seen.values()) expect(n).toBe(1);
  expect(pab !== null).toBe(available.length % 2 === 1);
  if (pab !== null) {
    // C2 / C.04.1 (d): no second PAB, none after an unplayed round that scored a win.
    const history = before.players.find((p) => p.id === pab)!.rounds.slice(0, r - 1);
    expect(history.some((e) => e.result === 'U' || e.result === 'F' || e.result === '+')).toBe(false);
  }
  // Colours: each board has one white and one black.
  for (const p of after.players) {
    const e = p.rounds[r - 1];
    if (e.opponent !== null) {
      const o = after.players.find((x) => x.id === e.opponent)!.rounds[r - 1];
      expect(o.colour).not.toBe(e.colour);
      if (isPlayed({ opponent: e.opponent, colour: e.colour, result: e.result! }))
        expect(o.opponent).toBe(p.id);
    }
  }
}

describe('random tournaments (seeded): every pairing satisfies C1-C4 and the PAB rules', () => {
  it('holds for 30 generated tournaments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 5, max: 36 }),
        fc.integer({ min: 3, max: 9 }),
        (seed, players, rounds) => {
          let refused: TrfFile | null = null;
          const played = generateTournament({
            onRefused: (before) => (refused = before),
            players,
            rounds,
            seed,
            forfeitRate: 0.06,
            halfByeRate: 0.05,
            absentRate: 0.05,
            withdrawRate: 0.02,
          });
          played.forEach((g, i) => checkRound(g.before, g.file, i + 1));
          // A round is refused only when no pairing at all satisfies C1-C3 and the PAB rules.
          if (refused !== null) expect(pairable(refused)).toBe(false);
          else expect(played.length).toBe(rounds);
        },
      ),
      { numRuns: 30, seed: 20260201 },
    );
  });
});
