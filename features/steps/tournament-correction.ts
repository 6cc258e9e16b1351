/**
 * Correction steps (issue 23, part 2): a Dutch tournament played round by round, a correction
 * previewed (`previewCorrection`) and then saved with its reason, and the check that the preview
 * named exactly what the saved correction changed: the tie-break values of the standings, and
 * each later round as the Dutch system pairs it on the corrected history.
 */
import assert from 'node:assert/strict';
import {
  crosstableOf,
  EMPTY_TOURNAMENT,
  handleTournament,
  formatValue,
  pairingInputOf,
  pairingRegistry,
  parseTieBreakList,
  previewCorrection,
  standings,
  type BoardResult,
  type CorrectionPreview,
  type TournamentCommand,
  type TournamentState,
} from '@arbiter/tournament';
import { dutchSystem } from '@arbiter/swiss-dutch';
import { given, thenStep, when } from '../support/bilingual';
import type { ArbiterWorld } from '../support/world';
import { SLOT, slot } from './tournament-support';

const PREVIEW = 'tournament.correction-preview';
const BEFORE = 'tournament.before-correction';
const deps = { systems: pairingRegistry(dutchSystem) };
const TIE_BREAKS = ['BH', 'BH/C1', 'SB', 'PS', 'WIN', 'ARO'];

function apply(state: TournamentState, command: TournamentCommand): TournamentState {
  const r = handleTournament(state, command, deps);
  if (!r.ok) throw new Error(`${command.type}: ${r.error.code} ${r.error.message}`);
  return r.value.state;
}

/** Every published tie-break value of a state's standings, as `player code`. */
function values(state: TournamentState): Map<string, string> {
  const list = parseTieBreakList(TIE_BREAKS.join(','));
  assert.ok(list.ok);
  const out = new Map<string, string>();
  for (const row of standings(crosstableOf(state), list.value).rows)
    list.value.forEach((t, j) => out.set(`${row.player.id} ${t.code}`, formatValue(row.values[j], t)));
  return out;
}

given(
  'a Dutch tournament of {int} players has played {int} rounds',
  {
    lead: 'má turnaj holandským systémem pro {int} hráče/hráče/hráčů za sebou {int} kolo/kola/kol',
    and: 'turnaj holandským systémem pro {int} hráče/hráče/hráčů má za sebou {int} kolo/kola/kol',
  },
  function (this: ArbiterWorld, players: number, rounds: number) {
    let state = apply(EMPTY_TOURNAMENT, {
      type: 'CreateTournament',
      name: 'Open',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
      rounds: rounds + 1,
      tieBreaks: TIE_BREAKS,
    });
    for (let i = 1; i <= players; i++)
      state = apply(state, { type: 'RegisterPlayer', name: `Player ${i}`, rating: 2300 - 25 * i });
    // the better-placed player wins, every third board is drawn
    for (let round = 1; round <= rounds; round++) {
      state = apply(state, { type: 'PairRound', round });
      state.rounds[round - 1].boards.forEach((b, i) => {
        const result: BoardResult = i % 3 === 2 ? '1/2-1/2' : b.white < b.black ? '1-0' : '0-1';
        state = apply(state, { type: 'RecordResult', round, board: i + 1, result });
      });
      state = apply(state, { type: 'CloseRound', round });
    }
    this.slots.set(SLOT.state, state);
    this.slots.set('tournament.log', []);
  },
);

when(
  'correcting board {int} of round {int} to {string} is previewed',
  {
    lead: 'se zobrazí náhled opravy šachovnice {int} v kole {int} na {string}',
    and: 'zobrazí se náhled opravy šachovnice {int} v kole {int} na {string}',
  },
  function (this: ArbiterWorld, board: number, round: number, result: string) {
    const state = slot<TournamentState>(this, SLOT.state);
    const preview = previewCorrection(state, round, board, result as BoardResult, deps);
    assert.ok(preview.ok, preview.ok ? '' : preview.error.message);
    this.slots.set(PREVIEW, preview.value);
  },
);

when(
  'the correction is saved with the reason {string}',
  { lead: 'se oprava uloží s odůvodněním {prose}', and: 'oprava se uloží s odůvodněním {prose}' },
  function (this: ArbiterWorld, reason: string) {
    const preview = slot<CorrectionPreview>(this, PREVIEW);
    const state = slot<TournamentState>(this, SLOT.state);
    this.slots.set(BEFORE, state);
    const { round, board } = preview;
    this.slots.set(
      SLOT.state,
      apply(state, { type: 'CorrectResult', round, board, result: preview.result.after, reason }),
    );
  },
);

thenStep(
  'the preview lists the tie-break values that change, and the standings then change exactly so',
  'náhled vyjmenuje pomocná hodnocení, která se změní, a pořadí se změní přesně podle něj',
  function (this: ArbiterWorld) {
    const preview = slot<CorrectionPreview>(this, PREVIEW);
    const before = values(slot<TournamentState>(this, BEFORE));
    const after = values(slot<TournamentState>(this, SLOT.state));
    const changed = [...after]
      .filter(([k, v]) => before.get(k) !== v)
      .map(([k, v]) => `${k}: ${before.get(k)} -> ${v}`);
    const listed = preview.standings.flatMap((s) =>
      s.tieBreaks.map((t) => `${s.player.id} ${t.code}: ${t.shown.before} -> ${t.shown.after}`),
    );
    assert.ok(listed.length > 0, 'the preview lists no change');
    assert.deepEqual(listed.sort(), changed.sort());
  },
);

thenStep(
  'the preview names {int} players whose points change',
  'náhled uvádí, že se body změní {int} hráči/hráčům/hráčům',
  function (this: ArbiterWorld, count: number) {
    const preview = slot<CorrectionPreview>(this, PREVIEW);
    assert.equal(preview.standings.filter((s) => s.points.before !== s.points.after).length, count);
  },
);

thenStep(
  'every later round of the preview is the Dutch pairing of the corrected history, board by board',
  'každé pozdější kolo náhledu je holandský los opravené historie, šachovnice po šachovnici',
  function (this: ArbiterWorld) {
    const preview = slot<CorrectionPreview>(this, PREVIEW);
    const state = slot<TournamentState>(this, SLOT.state);
    const corrected = apply(state, {
      type: 'CorrectResult',
      round: preview.round,
      board: preview.board,
      result: preview.result.after,
      reason: 'preview check',
    });
    assert.ok(preview.laterRounds.length > 0, 'no later round');
    for (const later of preview.laterRounds) {
      const cut = { ...corrected, rounds: corrected.rounds.filter((r) => r.round < later.round) };
      const paired = dutchSystem.pair(pairingInputOf(cut));
      assert.ok(paired.ok);
      assert.deepEqual(
        later.boards.map((b) => b.engine),
        paired.value.boards,
        `round ${later.round}`,
      );
      assert.equal(later.sameBefore, true, `round ${later.round} was the engine's pairing before`);
      assert.equal(
        later.same,
        later.boards.every((b) => b.same) && later.pab.same,
        `round ${later.round}: same means every board the same`,
      );
    }
  },
);

thenStep(
  'the engine would pair at least one later board differently',
  {
    lead: 'by program aspoň jednu pozdější šachovnici vylosoval jinak',
    and: 'program by aspoň jednu pozdější šachovnici vylosoval jinak',
  },
  function (this: ArbiterWorld) {
    const preview = slot<CorrectionPreview>(this, PREVIEW);
    assert.ok(preview.laterRounds.some((r) => r.boards.some((b) => !b.same)));
  },
);

when(
  'board {int} of round {int} is corrected to {string} with the reason {string}',
  {
    lead: 'je výsledek šachovnice {int} v kole {int} opraven na {string} s odůvodněním {prose}',
    and: 'výsledek šachovnice {int} v kole {int} je opraven na {string} s odůvodněním {prose}',
  },
  function (this: ArbiterWorld, board: number, round: number, result: string, reason: string) {
    const state = slot<TournamentState>(this, SLOT.state);
    this.slots.set('tournament.before-command', { state: structuredClone(state), log: JSON.stringify([]) });
    const r = handleTournament(
      state,
      { type: 'CorrectResult', round, board, result: result as BoardResult, reason },
      deps,
    );
    if (!r.ok) {
      this.lastRejection = r.error;
      this.lastEvents = [];
      return;
    }
    this.lastRejection = null;
    this.lastEvents = r.value.events.map((e) => ({ ...e }) as never);
    this.slots.set(SLOT.state, r.value.state);
  },
);
