// Each shortcut of the engine (DutchOptions) changes the speed, never the pairing.
import { describe, expect, it } from 'vitest';
import { pairingInputFromTrf } from '@arbiter/tournament';
import { pairDutchRound } from './dutch';
import { generateTournament } from './generator';

describe('the Dutch engine with and without the tight-edge refusal', () => {
  it('pairs every round of 12 generated tournaments identically', () => {
    let refusals = 0;
    for (let s = 0; s < 12; s++) {
      const played = generateTournament({
        players: 12 + 7 * s,
        rounds: 7,
        seed: 4100 + s,
        forfeitRate: 0.04,
      });
      for (const round of played) {
        const input = pairingInputFromTrf(round.before);
        if (!input.ok) throw new Error(input.error.message);
        const fast = pairDutchRound(input.value);
        const slow = pairDutchRound(input.value, { refuseOnTightEdges: false });
        expect(fast.ok && slow.ok).toBe(true);
        if (!fast.ok || !slow.ok) continue;
        expect(fast.value.boards).toEqual(slow.value.boards);
        expect(fast.value.pab).toEqual(slow.value.pab);
        expect(slow.value.stats.tightRefusals).toBe(0);
        refusals += fast.value.stats.tightRefusals;
      }
    }
    expect(refusals).toBeGreaterThan(0);
  }, 120_000);
});

describe('the Dutch engine with and without warm starts from a smaller graph', () => {
  it('pairs every round of 2 generated 150-player tournaments identically', () => {
    let warm = 0;
    for (let s = 0; s < 2; s++) {
      const played = generateTournament({
        players: 150,
        rounds: 5,
        seed: 5200 + s,
        ratingRange: [1000, 2800],
        lateEntryRate: 0.04,
      });
      for (const round of played) {
        const input = pairingInputFromTrf(round.before);
        if (!input.ok) throw new Error(input.error.message);
        const fast = pairDutchRound(input.value);
        const slow = pairDutchRound(input.value, { warmStarts: false });
        expect(fast.ok && slow.ok).toBe(true);
        if (!fast.ok || !slow.ok) continue;
        expect(fast.value.boards).toEqual(slow.value.boards);
        expect(fast.value.pab).toEqual(slow.value.pab);
        expect(slow.value.stats.warmStarts).toBe(0);
        warm += fast.value.stats.warmStarts;
      }
    }
    expect(warm).toBeGreaterThan(10);
  }, 120_000);
});
