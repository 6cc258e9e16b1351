import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import { evolveTournament, EMPTY_TOURNAMENT, type TournamentState } from './tournament';
import { decideTournament } from './tournament-decide';
import type { BoardResult, TournamentCommand, TournamentEvent } from './events';
import { pairingRegistry } from './pairing';
import { roundRobinSystem } from './round-robin';
import { crosstableOf } from './tournament-views';
import { formatValue, standings } from './standings';
import { parseTieBreakList } from './tiebreaks';
import { previewCorrection } from './correction-preview';
import { checkTournamentLog } from './tournament-log-check';
import { fromDomainEvent, toDomainEvent } from './event-schemas';

const deps = { systems: pairingRegistry(roundRobinSystem) };
const TIE_BREAKS = ['BH', 'BH/C1', 'SB', 'PS', 'WIN', 'WON', 'ARO', 'KS', 'DE'];

function run(commands: readonly TournamentCommand[], start: TournamentState = EMPTY_TOURNAMENT) {
  let state = start;
  const events: TournamentEvent[] = [];
  for (const c of commands) {
    const r = decideTournament(state, c, deps);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
    events.push(...r.value);
    state = r.value.reduce(evolveTournament, state);
  }
  return { state, events };
}

/** Six players, every round of a round robin played: results by a fixed pattern with draws and a forfeit. */
function played() {
  const setup: TournamentCommand[] = [
    {
      type: 'CreateTournament',
      name: 'Club',
      game: 'chess',
      pairingSystem: 'round-robin',
      tieBreaks: TIE_BREAKS,
    },
    ...Array.from({ length: 6 }, (_, i) => ({
      type: 'RegisterPlayer' as const,
      name: `Player ${i + 1}`,
      rating: 2000 - 25 * i,
    })),
  ];
  let { state, events } = run(setup);
  const pattern: BoardResult[] = ['1-0', '1/2-1/2', '0-1', '+:-', '1/2-1/2', '1-0', '0-1'];
  for (let round = 1; round <= 5; round++) {
    const paired = run([{ type: 'PairRound', round }], state);
    state = paired.state;
    events = [...events, ...paired.events];
    const results = run(
      [
        ...state.rounds[round - 1].boards.map((_, i) => ({
          type: 'RecordResult' as const,
          round,
          board: i + 1,
          result: pattern[(round + i) % pattern.length],
        })),
        { type: 'CloseRound', round },
      ],
      state,
    );
    state = results.state;
    events = [...events, ...results.events];
  }
  return { state, events };
}

/** Every (player, code) whose published value differs between two states, with both texts. */
function changedValues(before: TournamentState, after: TournamentState): string[] {
  const list = unwrap(parseTieBreakList(TIE_BREAKS.join(',')));
  const a = standings(crosstableOf(before), list);
  const b = standings(crosstableOf(after), list);
  const old = new Map(a.rows.map((r) => [r.player.id, r]));
  return b.rows.flatMap((row) =>
    list.flatMap((t, j) => {
      const was = formatValue(old.get(row.player.id)!.values[j], t);
      const now = formatValue(row.values[j], t);
      return was === now ? [] : [`${row.player.id} ${t.code} ${was} -> ${now}`];
    }),
  );
}

describe('previewCorrection (FIDE C.04.2, C.07)', () => {
  it('lists exactly the tie-break values that the stored correction then changes', () => {
    const { state } = played();
    for (const [round, board, result] of [
      [1, 1, '0-1'],
      [2, 3, '+:-'],
      [3, 2, '-:-'],
      [5, 1, '1/2-1/2'],
    ] as const) {
      const preview = unwrap(previewCorrection(state, round, board, result, deps));
      const saved = run(
        [{ type: 'CorrectResult', round, board, result, reason: 'score sheet' }],
        state,
      ).state;
      const listed = preview.standings.flatMap((s) =>
        s.tieBreaks.map((t) => `${s.player.id} ${t.code} ${t.shown.before} -> ${t.shown.after}`),
      );
      expect(listed.sort(), `round ${round} board ${board}`).toEqual(changedValues(state, saved).sort());
      expect(listed.length).toBeGreaterThan(0);
      // ranks and points as the saved standings have them
      const after = standings(crosstableOf(saved), unwrap(parseTieBreakList(TIE_BREAKS.join(','))));
      for (const s of preview.standings) {
        const row = after.rows.find((r) => r.player.id === s.player.id)!;
        expect(s.rank.after).toBe(row.rank);
        expect(s.points.after).toBe(row.points);
      }
      expect(preview.result.after).toBe(result);
    }
  });

  it('a round robin pairs its later rounds by the table whatever the result: every later board the same', () => {
    const { state } = played();
    const preview = unwrap(previewCorrection(state, 2, 1, '0-1', deps));
    expect(preview.laterRounds.map((r) => r.round)).toEqual([3, 4, 5]);
    for (const r of preview.laterRounds) {
      expect(r.same).toBe(true);
      expect(r.sameBefore).toBe(true);
      expect(r.boards.every((b) => b.same)).toBe(true);
    }
  });

  it('refuses what CorrectResult refuses, with its code', () => {
    const { state } = played();
    expect(previewCorrection(state, 9, 1, '1-0', deps)).toMatchObject({
      ok: false,
      error: { code: 'ERR_ROUND_NOT_PAIRED' },
    });
    expect(previewCorrection(state, 1, 7, '1-0', deps)).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_BOARD' },
    });
  });
});

describe('a correction with its reason', () => {
  it('stores the reason in ResultCorrected; a blank one is refused and stores nothing', () => {
    const { state } = played();
    const saved = run(
      [{ type: 'CorrectResult', round: 1, board: 1, result: '0-1', reason: '  sheets swapped ' }],
      state,
    );
    expect(saved.events).toEqual([
      expect.objectContaining({ type: 'ResultCorrected', reason: 'sheets swapped' }),
    ]);
    const blank = decideTournament(
      state,
      { type: 'CorrectResult', round: 1, board: 1, result: '0-1', reason: ' ' },
      deps,
    );
    expect(blank).toMatchObject({ ok: false, error: { code: 'ERR_CORRECTION_REASON', rule: 'FIDE C.04.2' } });
  });

  it('a log with a reason, and an older one without, both pass the log check; an empty reason fails the schema', () => {
    const { state, events } = played();
    for (const reason of ['sheets swapped', undefined]) {
      const correction = run(
        [{ type: 'CorrectResult', round: 1, board: 1, result: '0-1', reason }],
        state,
      ).events;
      const check = checkTournamentLog([...events, ...correction].map(toDomainEvent), deps);
      expect(check.ok).toBe(true);
      if (check.ok) expect(check.events.at(-1)).toEqual(correction[0]);
    }
    const bad = {
      type: 'ResultCorrected',
      data: { round: 1, board: 1, white: 1, black: 6, result: '0-1', gameStreamId: null, reason: '' },
    };
    expect(fromDomainEvent(bad)).toMatchObject({
      ok: false,
      error: { code: 'ERR_TOURNAMENT_EVENT_INVALID' },
    });
  });
});
