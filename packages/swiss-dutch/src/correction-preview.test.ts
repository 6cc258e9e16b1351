import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import {
  decideTournament,
  EMPTY_TOURNAMENT,
  evolveTournament,
  pairingInputOf,
  pairingRegistry,
  previewCorrection,
  type BoardResult,
  type TournamentCommand,
  type TournamentState,
} from '@arbiter/tournament';
import { dutchSystem } from './index';

/*
 * A correction's preview in a Dutch tournament (FIDE C.04.2: a corrected result affects only the
 * pairings yet to be made): the later rounds, paired by the Dutch system, are paired again on the
 * corrected history by the system's checker and compared board by board with the stored ones.
 */
const deps = { systems: pairingRegistry(dutchSystem) };

function run(commands: readonly TournamentCommand[], start: TournamentState): TournamentState {
  let state = start;
  for (const c of commands) {
    const r = decideTournament(state, c, deps);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
    state = r.value.reduce(evolveTournament, state);
  }
  return state;
}

/** Fourteen players, four Dutch rounds; the higher-rated player wins unless the board number says draw. */
function dutch(): TournamentState {
  let state = run(
    [
      {
        type: 'CreateTournament',
        name: 'Open',
        game: 'chess',
        pairingSystem: 'dutch',
        rounds: 5,
        tieBreaks: ['BH', 'SB'],
      },
      ...Array.from({ length: 14 }, (_, i) => ({
        type: 'RegisterPlayer' as const,
        name: `P${i + 1}`,
        rating: 2400 - 30 * i,
      })),
    ],
    EMPTY_TOURNAMENT,
  );
  for (let round = 1; round <= 4; round++) {
    state = run([{ type: 'PairRound', round }], state);
    state = run(
      [
        ...state.rounds[round - 1].boards.map((b, i) => ({
          type: 'RecordResult' as const,
          round,
          board: i + 1,
          result: (i % 3 === 2 ? '1/2-1/2' : b.white < b.black ? '1-0' : '0-1') as BoardResult,
        })),
        { type: 'CloseRound', round },
      ],
      state,
    );
  }
  return state;
}

/** The state cut before `round`, results of the corrected board changed: what the system pairs there. */
function pairedAgain(state: TournamentState, round: number) {
  const cut = { ...state, rounds: state.rounds.filter((r) => r.round < round) };
  return unwrap(dutchSystem.pair(pairingInputOf(cut)));
}

describe('previewCorrection with the Dutch system', () => {
  it('the stored later rounds were the engine pairing before; after, the engine pairing is the system own on the corrected history', () => {
    const state = dutch();
    let differing = 0;
    for (const [board, result] of [
      [1, '0-1'],
      [2, '+:-'],
      [4, '-:+'],
      [7, '1/2-1/2'],
    ] as const) {
      const preview = unwrap(previewCorrection(state, 1, board, result, deps));
      const corrected = run([{ type: 'CorrectResult', round: 1, board, result, reason: 'test' }], state);
      expect(preview.laterRounds.map((r) => r.round)).toEqual([2, 3, 4]);
      for (const later of preview.laterRounds) {
        expect(later.sameBefore).toBe(true);
        const again = pairedAgain(corrected, later.round);
        expect(later.boards.map((b) => b.engine)).toEqual(again.boards);
        expect(later.pab.after).toBe(again.pab);
        const stored = state.rounds[later.round - 1].boards;
        later.boards.forEach((b) =>
          expect(b.same).toBe(b.stored!.white === b.engine!.white && b.stored!.black === b.engine!.black),
        );
        expect(later.boards.map((b) => b.stored)).toEqual(
          stored.map((s) => ({ white: s.white, black: s.black })),
        );
        if (!later.same) {
          differing++;
          expect(later.criterion).not.toBeNull();
          expect(later.boards.some((b) => !b.same) || !later.pab.same).toBe(true);
        }
      }
    }
    expect(differing).toBeGreaterThan(0);
  });
});
