import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import { EMPTY_TOURNAMENT, evolveTournament, type TournamentState } from './tournament';
import { decideTournament } from './tournament-decide';
import type { TournamentCommand } from './events';
import { pairingRegistry } from './pairing';
import { roundRobinSystem } from './round-robin';
import { comparePairing } from './pairing-edit';
import { trfOf } from './tournament-views';
import { makeTrf } from './trf-write';
import { parseTrf } from './trf-parse';
import { pairingEditsOf } from './pairing-edit-trf';
import { toDomainEvent } from './event-schemas';
import { checkTournamentLog } from './tournament-log-check';

const deps = { systems: pairingRegistry(roundRobinSystem) };

function apply(state: TournamentState, command: TournamentCommand): TournamentState {
  return unwrap(decideTournament(state, command, deps)).reduce(evolveTournament, state);
}

/** Six players, round 1 paired by the Berger table. */
function pairedClub(): TournamentState {
  let s = apply(EMPTY_TOURNAMENT, {
    type: 'CreateTournament',
    name: 'Club',
    game: 'tri-d-chess',
    pairingSystem: 'round-robin',
  });
  for (let i = 1; i <= 6; i++) s = apply(s, { type: 'RegisterPlayer', name: `P${i}`, rating: 2000 - i });
  return apply(s, { type: 'PairRound', round: 1 });
}

/** The round's boards with the black players of boards 1 and 2 swapped. */
function swapped(s: TournamentState) {
  const [a, b, ...rest] = s.rounds[0].boards.map((x) => ({ white: x.white, black: x.black }));
  return [{ white: a.white, black: b.black }, { white: b.white, black: a.black }, ...rest];
}

describe('comparing an edit with the engine', () => {
  it('names the boards that differ from the Berger table, each a quality warning', () => {
    const s = pairedClub();
    const c = unwrap(comparePairing(s, deps, 1, swapped(s), null));
    expect(c.engine?.boards).toEqual(s.rounds[0].boards.map((b) => ({ white: b.white, black: b.black })));
    expect(c.differing).toEqual([1, 2]);
    expect(c.missing).toEqual([1, 2]);
    expect(c.criteria.map((x) => [x.criterion, x.rule, x.level, x.board])).toEqual([
      ['table', 'FIDE C.05', 'acknowledge', 1],
      ['table', 'FIDE C.05', 'acknowledge', 2],
    ]);
  });

  it('refuses a player on two boards and the same pair twice; a removed board leaves players to confirm', () => {
    const s = pairedClub();
    const boards = s.rounds[0].boards.map((x) => ({ white: x.white, black: x.black }));
    const twice = unwrap(
      comparePairing(s, deps, 1, [...boards, { white: boards[0].white, black: boards[1].black }], null),
    );
    expect(
      twice.criteria.filter((x) => x.level === 'refuse').map((x) => [x.criterion, x.board, x.players]),
    ).toEqual([
      ['twice-in-round', 4, [boards[0].white]],
      ['twice-in-round', 4, [boards[1].black]],
    ]);
    const pairTwice = unwrap(comparePairing(s, deps, 1, [...boards, { ...boards[0] }], null));
    expect(pairTwice.criteria.find((x) => x.level === 'refuse')).toMatchObject({
      criterion: 'pair-twice',
      rule: 'FIDE C.04.1 b',
      board: 4,
    });
    const removed = unwrap(comparePairing(s, deps, 1, boards.slice(1), null));
    expect(removed.criteria.map((x) => [x.criterion, x.level, x.players])).toEqual([
      ['unpaired', 'confirm', [boards[0].white]],
      ['unpaired', 'confirm', [boards[0].black]],
    ]);
  });
});

describe('EditPairing', () => {
  const edit = (s: TournamentState, extra: Partial<Extract<TournamentCommand, { type: 'EditPairing' }>>) =>
    decideTournament(
      s,
      { type: 'EditPairing', round: 1, boards: swapped(s), pab: null, reason: 'club mates', ...extra },
      deps,
    );

  it('needs a reason and the acknowledgement of each quality criterion, and refuses what is refused', () => {
    const s = pairedClub();
    expect(edit(s, { reason: '  ' })).toMatchObject({ ok: false, error: { code: 'ERR_EDIT_REASON' } });
    expect(edit(s, {})).toMatchObject({
      ok: false,
      error: { code: 'ERR_EDIT_UNACKNOWLEDGED', rule: 'FIDE C.05', params: { criteria: 'table' } },
    });
    const boards = s.rounds[0].boards.map((x) => ({ white: x.white, black: x.black }));
    expect(edit(s, { boards: [...boards, boards[0]], acknowledged: ['table'] })).toMatchObject({
      ok: false,
      error: { code: 'ERR_EDIT_REFUSED', rule: 'FIDE C.04.1 b' },
    });
    expect(edit(s, { boards: boards.slice(1), acknowledged: ['table'] })).toMatchObject({
      ok: false,
      error: { code: 'ERR_EDIT_UNCONFIRMED', params: { criteria: 'unpaired' } },
    });
    expect(edit(s, { boards })).toMatchObject({ ok: false, error: { code: 'ERR_EDIT_UNCHANGED' } });
  });

  it('saves the edit with its reason and criteria; the TRF carries it as a ### line; the log check accepts it', () => {
    const s = pairedClub();
    const events = unwrap(edit(s, { acknowledged: ['table'] }));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'PairingEdited', reason: 'club mates' });
    const after = events.reduce(evolveTournament, s);
    expect(after.rounds[0].boards.slice(0, 2).map((b) => [b.white, b.black])).toEqual(
      swapped(s)
        .slice(0, 2)
        .map((b) => [b.white, b.black]),
    );
    expect(after.rounds[0].edits).toEqual([{ reason: 'club mates', criteria: expect.any(Array) }]);
    const text = makeTrf(trfOf(after));
    expect(text).toContain('### Arbiter edit, round 1: table [FIDE C.05]; reason: club mates');
    expect(pairingEditsOf(unwrap(parseTrf(text)))).toEqual([
      { round: 1, criteria: [{ criterion: 'table', rule: 'FIDE C.05' }], reason: 'club mates' },
    ]);
    // a result fixes the pairing
    const played = apply(after, { type: 'RecordResult', round: 1, board: 3, result: '1-0' });
    expect(edit(played, { acknowledged: ['table'] })).toMatchObject({
      ok: false,
      error: { code: 'ERR_EDIT_HAS_RESULTS' },
    });
    // the whole log, edit included, decided again
    const log = [...replayLog(s), ...events.map(toDomainEvent)];
    const checked = checkTournamentLog(log, deps);
    expect(checked.ok).toBe(true);
    const lie = log.map((e, i) =>
      i === log.length - 1 ? { ...e, data: { ...(e.data as object), criteria: [] } } : e,
    );
    expect(checkTournamentLog(lie, deps)).toMatchObject({
      ok: false,
      rejection: { code: 'ERR_EDIT_UNACKNOWLEDGED' },
    });
  });
});

/** The events that built `pairedClub()`, decided again from its commands. */
function replayLog(_s: TournamentState) {
  const commands: TournamentCommand[] = [
    { type: 'CreateTournament', name: 'Club', game: 'tri-d-chess', pairingSystem: 'round-robin' },
    ...Array.from({ length: 6 }, (_, i) => ({
      type: 'RegisterPlayer' as const,
      name: `P${i + 1}`,
      rating: 1999 - i,
    })),
    { type: 'PairRound', round: 1 },
  ];
  let state = EMPTY_TOURNAMENT;
  return commands.flatMap((c) => {
    const out = unwrap(decideTournament(state, c, deps));
    state = out.reduce(evolveTournament, state);
    return out.map(toDomainEvent);
  });
}
