import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import { evolveTournament, EMPTY_TOURNAMENT, foldTournament, type TournamentState } from './tournament';
import { decideTournament } from './tournament-decide';
import type { TournamentCommand, TournamentEvent } from './events';
import { pairingRegistry } from './pairing';
import { doubleRoundRobinSystem, roundRobinSystem, bergerTable } from './round-robin';
import { crosstableOf, trfOf } from './tournament-views';
import { makeTrf } from './trf-write';
import { parseTrf } from './trf-parse';
import { standings } from './standings';
import { parseTieBreakList } from './tiebreaks';
import { tournamentMessages } from './messages';
import { fromDomainEvent, toDomainEvent } from './event-schemas';
import { MAX_PLAYERS } from './vocabulary';

const deps = { systems: pairingRegistry(roundRobinSystem, doubleRoundRobinSystem) };

/** Every event accepted since the last `club()`, for replay checks. */
let recorded: TournamentEvent[] = [];

/** Runs commands, failing on the first rejection; returns the events and the state. */
function run(commands: readonly TournamentCommand[], start: TournamentState = EMPTY_TOURNAMENT) {
  let state = start;
  const events: TournamentEvent[] = [];
  for (const c of commands) {
    const r = decideTournament(state, c, deps);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
    for (const e of r.value) {
      events.push(e);
      recorded.push(e);
      state = evolveTournament(state, e);
    }
  }
  return { state, events };
}

function club(n: number, system = 'round-robin'): TournamentState {
  recorded = [];
  return run([
    { type: 'CreateTournament', name: 'Club', game: 'tri-d-chess', pairingSystem: system },
    ...Array.from({ length: n }, (_, i) => ({
      type: 'RegisterPlayer' as const,
      name: `Player ${i + 1}`,
      rating: 2000 - 10 * i,
    })),
  ]).state;
}

/** Plays every round: the lower pairing number wins, so standings are known by construction. */
function playAll(state: TournamentState): TournamentState {
  let s = state;
  for (let round = s.rounds.length + 1; ; round++) {
    const paired = decideTournament(s, { type: 'PairRound', round }, deps);
    if (!paired.ok) break;
    recorded.push(...paired.value);
    s = paired.value.reduce(evolveTournament, s);
    const r = s.rounds[round - 1];
    s = run(
      [
        ...r.boards.map((b, i) => ({
          type: 'RecordResult' as const,
          round,
          board: i + 1,
          result: (b.white < b.black ? '1-0' : '0-1') as '1-0' | '0-1',
        })),
        { type: 'CloseRound', round },
      ],
      s,
    ).state;
  }
  return s;
}

describe('a club round robin as events', () => {
  it('pairs every round by the Berger table and replays to the same state', () => {
    const s = playAll(club(8));
    expect(s.rounds).toHaveLength(7);
    const table = bergerTable(8);
    s.rounds.forEach((r, i) => expect(r.boards.map((b) => [b.white, b.black])).toEqual(table.rounds[i]));
    // replay: the fold of the recorded events is the same state
    expect(foldTournament(recorded)).toEqual(s);
  });
  it('ranks players by points and tie-breaks; the lower number always won', () => {
    const s = playAll(club(8));
    const list = unwrap(parseTieBreakList('SB,WIN,KS'));
    const table = standings(crosstableOf(s), list);
    expect(table.rows.map((r) => r.player.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(table.rows.map((r) => r.points)).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
  });
  it('an odd field gives each player one rest and nobody a PAB', () => {
    const s = playAll(club(5));
    expect(s.rounds).toHaveLength(5);
    expect(s.rounds.every((r) => r.pab === null && r.rests.length === 1)).toBe(true);
    expect(new Set(s.rounds.map((r) => r.rests[0])).size).toBe(5);
  });
  it('a double round robin plays 2(n-1) rounds with colours reversed', () => {
    const s = playAll(club(4, 'double-round-robin'));
    expect(s.rounds).toHaveLength(6);
    const pairsFirst = s.rounds.slice(0, 3).flatMap((r) => r.boards.map((b) => `${b.white}-${b.black}`));
    const pairsSecond = s.rounds.slice(3).flatMap((r) => r.boards.map((b) => `${b.black}-${b.white}`));
    expect(pairsSecond.sort()).toEqual(pairsFirst.sort());
  });
  it('exports a TRF file that reads back with the same results', () => {
    const s = playAll(club(6));
    const text = makeTrf(trfOf(s));
    const back = unwrap(parseTrf(text));
    expect(back.players.map((p) => p.points)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(back.totalRounds).toBe(5);
  });
  it('a withdrawn player keeps the schedule; the opponent wins by forfeit', () => {
    let s = club(4);
    s = run(
      [
        { type: 'WithdrawPlayer', player: 4 },
        { type: 'PairRound', round: 1 },
      ],
      s,
    ).state;
    expect(s.rounds[0].boards).toEqual([
      { white: 1, black: 4, result: '+:-', gameStreamId: null },
      { white: 2, black: 3, result: null, gameStreamId: null },
    ]);
    expect(s.rounds[0].rests).toEqual([]);
  });
});

describe('commands that make no sense are rejected and change nothing', () => {
  const cases: [string, TournamentCommand, string][] = [
    [
      'a result for a board that does not exist',
      { type: 'RecordResult', round: 1, board: 9, result: '1-0' },
      'ERR_UNKNOWN_BOARD',
    ],
    ['pairing a round while the last one is open', { type: 'PairRound', round: 2 }, 'ERR_ROUND_OPEN'],
    [
      'registering after round 1 in a round robin',
      { type: 'RegisterPlayer', name: 'Late' },
      'ERR_REGISTRATION_CLOSED',
    ],
    ['closing a round with results missing', { type: 'CloseRound', round: 1 }, 'ERR_RESULTS_MISSING'],
    [
      'correcting a result never recorded',
      { type: 'CorrectResult', round: 1, board: 1, result: '0-1' },
      'ERR_NO_RESULT',
    ],
    [
      'a bye for a round already paired',
      { type: 'RequestBye', player: 1, round: 1, kind: 'half' },
      'ERR_BYE_ROUND',
    ],
    ['withdrawing an unknown player', { type: 'WithdrawPlayer', player: 99 }, 'ERR_UNKNOWN_PLAYER'],
    [
      'creating the tournament twice',
      { type: 'CreateTournament', name: 'x', game: 'g', pairingSystem: 'round-robin' },
      'ERR_TOURNAMENT_EXISTS',
    ],
    ['closing the tournament with a round open', { type: 'CloseTournament' }, 'ERR_TOURNAMENT_NOT_FINISHED'],
  ];
  const paired = run([{ type: 'PairRound', round: 1 }], club(4)).state;
  it.each(cases)('%s', (_what, command, code) => {
    const r = decideTournament(paired, command, deps);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(tournamentMessages[code], `catalogue has ${code}`).toBeDefined();
    expect(r.error.rule).toBe(tournamentMessages[code].rule);
  });
  it('an unknown pairing system and a bad point system are refused at creation', () => {
    const a = decideTournament(
      EMPTY_TOURNAMENT,
      { type: 'CreateTournament', name: 'x', game: 'g', pairingSystem: 'nope' },
      deps,
    );
    expect(a.ok || a.error.code).toBe('ERR_UNKNOWN_SYSTEM');
    const b = decideTournament(
      EMPTY_TOURNAMENT,
      {
        type: 'CreateTournament',
        name: 'x',
        game: 'g',
        pairingSystem: 'round-robin',
        pointSystem: { win: 1, draw: 2, loss: 0, absence: 0, pab: 1, unknown: 1 },
      },
      deps,
    );
    expect(b.ok || b.error.code).toBe('ERR_INVALID_POINT_SYSTEM');
  });
  it('a result is recorded once, then corrected with the game record stream id', () => {
    let s = paired;
    s = run([{ type: 'RecordResult', round: 1, board: 1, result: '1-0' }], s).state;
    const again = decideTournament(s, { type: 'RecordResult', round: 1, board: 1, result: '0-1' }, deps);
    expect(again.ok || again.error.code).toBe('ERR_RESULT_EXISTS');
    s = run([{ type: 'CorrectResult', round: 1, board: 1, result: '0-1', gameStreamId: 'game-42' }], s).state;
    expect(s.rounds[0].boards[0]).toMatchObject({ result: '0-1', gameStreamId: 'game-42' });
  });
});

describe('a pairing taken back or made by hand', () => {
  const refused = (state: TournamentState, command: TournamentCommand) => {
    const r = decideTournament(state, command, deps);
    if (r.ok) throw new Error(`${command.type} was accepted`);
    expect(tournamentMessages[r.error.code], `catalogue has ${r.error.code}`).toBeDefined();
    expect(r.error.rule).toBe(tournamentMessages[r.error.code].rule);
    return r.error.code;
  };

  it('the last pairing is undone while it has no results, and the same round can be paired again', () => {
    const paired = run([{ type: 'PairRound', round: 1 }], club(6)).state;
    const undone = run([{ type: 'UndoPairing', round: 1 }], paired).state;
    expect(undone.rounds).toEqual([]);
    expect(undone.phase).toBe('registration');
    expect(undone.totalRounds).toBeNull();
    const again = run([{ type: 'PairRound', round: 1 }], undone).state;
    expect(again.rounds[0].boards).toEqual(paired.rounds[0].boards);
    const withResult = run([{ type: 'RecordResult', round: 1, board: 1, result: '1-0' }], again).state;
    expect(refused(withResult, { type: 'UndoPairing', round: 1 })).toBe('ERR_ROUND_HAS_RESULTS');
    expect(refused(again, { type: 'UndoPairing', round: 2 })).toBe('ERR_ROUND_NOT_PAIRED');
  });

  it('only the last round may be undone, and not once closed', () => {
    let s = run([{ type: 'PairRound', round: 1 }], club(4)).state;
    s = run(
      [
        ...s.rounds[0].boards.map((_, i) => ({
          type: 'RecordResult' as const,
          round: 1,
          board: i + 1,
          result: '1-0' as const,
        })),
        { type: 'CloseRound', round: 1 },
      ],
      s,
    ).state;
    expect(refused(s, { type: 'UndoPairing', round: 1 })).toBe('ERR_ROUND_CLOSED');
    s = run([{ type: 'PairRound', round: 2 }], s).state;
    expect(refused(s, { type: 'UndoPairing', round: 1 })).toBe('ERR_NOT_LAST_ROUND');
    expect(run([{ type: 'UndoPairing', round: 2 }], s).state.rounds).toHaveLength(1);
  });

  it("the arbiter's own pairing is checked like a system's and keeps its reason", () => {
    const s = club(4);
    const boards = [
      { white: 1, black: 4 },
      { white: 2, black: 3 },
    ];
    expect(refused(s, { type: 'OverridePairing', round: 1, boards, pab: null, reason: ' ' })).toBe(
      'ERR_OVERRIDE_REASON',
    );
    expect(
      refused(s, {
        type: 'OverridePairing',
        round: 1,
        boards: [{ white: 1, black: 4 }],
        pab: null,
        reason: 'late arrival',
      }),
    ).toBe('ERR_PAIRING_INVALID');
    expect(
      refused(s, {
        type: 'OverridePairing',
        round: 1,
        boards: [...boards, { white: 1, black: 2 }],
        pab: null,
        reason: 'x',
      }),
    ).toBe('ERR_PAIRING_INVALID');
    expect(refused(s, { type: 'OverridePairing', round: 2, boards, pab: null, reason: 'x' })).toBe(
      'ERR_WRONG_ROUND',
    );
    const { state, events } = run(
      [{ type: 'OverridePairing', round: 1, boards, pab: null, reason: 'two players share a car' }],
      s,
    );
    expect(events[0]).toMatchObject({
      type: 'PairingOverridden',
      round: 1,
      reason: 'two players share a car',
      totalRounds: 3,
    });
    expect(state.rounds[0]).toMatchObject({ system: 'manual', overrideReason: 'two players share a car' });
    expect(state.rounds[0].boards.map((b) => [b.white, b.black])).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(foldTournament(recorded)).toEqual(state);
    const stored = events.map((e) => unwrap(fromDomainEvent(JSON.parse(JSON.stringify(toDomainEvent(e))))));
    expect(stored).toEqual(events);
  });
});

describe('stored events', () => {
  it('every event of a played tournament survives { type, data } and JSON, and folds to the same state', () => {
    const s = playAll(club(5));
    const stored = JSON.parse(JSON.stringify(recorded.map(toDomainEvent))) as ReturnType<
      typeof toDomainEvent
    >[];
    const back = stored.map((e, i) => unwrap(fromDomainEvent(e, i)));
    expect(foldTournament(back)).toEqual(s);
  });
  it('a malformed stored event is refused with a code', () => {
    const bad = fromDomainEvent({ type: 'RoundClosed', data: { round: 'one' } }, 7);
    expect(bad.ok || [bad.error.code, bad.error.params]).toEqual([
      'ERR_TOURNAMENT_EVENT_INVALID',
      { sequence: 7, type: 'RoundClosed' },
    ]);
    const unknown = fromDomainEvent({ type: 'RoundCancelled', data: {} });
    expect(unknown.ok || unknown.error.code).toBe('ERR_TOURNAMENT_EVENT_UNKNOWN_TYPE');
  });
});

describe('editing a player, birth years and the game setup', () => {
  it('records the setup chosen at creation and a birth year, and reads both back from storage', () => {
    const { events } = run([
      {
        type: 'CreateTournament',
        name: 'Club',
        game: 'tri-d-chess',
        setup: 'standard',
        pairingSystem: 'round-robin',
      },
      { type: 'RegisterPlayer', name: 'Anna', birthYear: 1990 },
    ]);
    expect(events[0]).toMatchObject({ settings: { setup: 'standard' } });
    expect(events[1]).toMatchObject({ player: { id: 1, birthYear: 1990 } });
    for (const e of events) expect(unwrap(fromDomainEvent(toDomainEvent(e)))).toEqual(e);
    // without a setup or a birth year, the events carry none (older streams read the same)
    const plain = run([
      { type: 'CreateTournament', name: 'Club', game: 'tri-d-chess', pairingSystem: 'round-robin' },
      { type: 'RegisterPlayer', name: 'Bob' },
    ]).events;
    expect(plain[0]).not.toHaveProperty('settings.setup');
    expect(plain[1]).not.toHaveProperty('player.birthYear');
  });

  it('edits the given fields only, keeps the pairing number and the withdrawal, and stores nothing for no change', () => {
    const start = run([{ type: 'WithdrawPlayer', player: 2 }], club(3)).state;
    const { state, events } = run(
      [{ type: 'EditPlayer', player: 2, name: 'Player Two', rating: 1999, birthYear: 2001 }],
      start,
    );
    expect(events).toEqual([
      {
        type: 'PlayerEdited',
        player: {
          id: 2,
          name: 'Player Two',
          rating: 1999,
          fideId: '',
          title: '',
          federation: '',
          birthYear: 2001,
        },
      },
    ]);
    expect(state.players[1]).toMatchObject({ id: 2, name: 'Player Two', withdrawn: true });
    expect(state.players.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(unwrap(fromDomainEvent(toDomainEvent(events[0])))).toEqual(events[0]);
    expect(unwrap(decideTournament(state, { type: 'EditPlayer', player: 2, rating: 1999 }, deps))).toEqual(
      [],
    );
    // a null birth year clears it
    const cleared = unwrap(decideTournament(state, { type: 'EditPlayer', player: 2, birthYear: null }, deps));
    expect(cleared[0]).toMatchObject({ type: 'PlayerEdited' });
    expect(cleared[0]).not.toHaveProperty('player.birthYear');
  });

  it('refuses an unknown player, a FIDE id another player has, and any edit once the tournament is closed', () => {
    const state = run(
      [
        { type: 'EditPlayer', player: 1, fideId: '100' },
        { type: 'EditPlayer', player: 2, fideId: '200' },
      ],
      club(2),
    ).state;
    const unknown = decideTournament(state, { type: 'EditPlayer', player: 9, rating: 1 }, deps);
    expect(unknown).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_PLAYER', params: { player: 9 } },
    });
    const dup = decideTournament(state, { type: 'EditPlayer', player: 2, fideId: '100' }, deps);
    expect(dup).toMatchObject({
      ok: false,
      error: { code: 'ERR_DUPLICATE_PLAYER', params: { fideId: '100' } },
    });
    // keeping one's own FIDE id is no duplicate
    expect(
      unwrap(decideTournament(state, { type: 'EditPlayer', player: 2, fideId: '200', rating: 5 }, deps)),
    ).toHaveLength(1);
    const closed = evolveTournament(state, { type: 'TournamentClosed' });
    expect(decideTournament(closed, { type: 'EditPlayer', player: 1, rating: 1 }, deps)).toMatchObject({
      ok: false,
      error: { code: 'ERR_TOURNAMENT_CLOSED' },
    });
  });
});

describe('the size of a tournament (issue 34)', () => {
  it(`registers ${MAX_PLAYERS} players and refuses one more, and pairs no log that holds more`, () => {
    const full = club(MAX_PLAYERS);
    expect(full.players.length).toBe(MAX_PLAYERS);
    expect(decideTournament(full, { type: 'RegisterPlayer', name: 'One too many' }, deps)).toMatchObject({
      ok: false,
      error: { code: 'ERR_TOO_MANY_PLAYERS', params: { max: MAX_PLAYERS, players: MAX_PLAYERS + 1 } },
    });
    // the round of a full field fits the store's 64 KiB event bound (ERR_EVENT_TOO_LARGE came
    // at about 4,700 players); a Dutch round's boards have the same shape
    const paired = decideTournament(full, { type: 'PairRound', round: 1 }, deps);
    expect(paired.ok).toBe(true);
    if (paired.ok) {
      const { type, ...data } = paired.value.find((e) => e.type === 'RoundPaired')!;
      expect(type).toBe('RoundPaired');
      expect(Buffer.byteLength(JSON.stringify(data))).toBeLessThan(64 * 1024);
    }
    // a log written before the limit: one more player, folded without deciding
    const over = evolveTournament(full, {
      type: 'PlayerRegistered',
      player: { id: MAX_PLAYERS + 1, name: 'Old log', rating: 0, fideId: '', title: '', federation: '' },
    });
    expect(decideTournament(over, { type: 'PairRound', round: 1 }, deps)).toMatchObject({
      ok: false,
      error: { code: 'ERR_TOO_MANY_PLAYERS' },
    });
    expect(tournamentMessages.ERR_TOO_MANY_PLAYERS.cs).toMatch(/hráčů/);
  }, 60_000);
});
