import { describe, expect, it } from 'vitest';
import {
  decideTournament,
  EMPTY_TOURNAMENT,
  evolveTournament,
  makeTrf,
  pairingInputFromTrf,
  pairingRegistry,
  parseTrf,
  THREE_ONE_ZERO,
  tournamentEventSchemas,
  trfOf,
  type TournamentCommand,
  type TournamentState,
} from '@arbiter/tournament';
import { dutchSystem } from './index';

/*
 * Baku acceleration as a tournament setting (FIDE C.04.5.1): the tournament's own pairing and the
 * pairing of its exported TRF file (250 records, the form checked against the endorsed engine)
 * are the same round.
 */
const deps = { systems: pairingRegistry(dutchSystem) };

function run(
  commands: readonly TournamentCommand[],
  start: TournamentState = EMPTY_TOURNAMENT,
): TournamentState {
  let state = start;
  for (const c of commands) {
    const r = decideTournament(state, c, deps);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
    state = r.value.reduce(evolveTournament, state);
  }
  return state;
}

const create = (
  extra: Partial<Extract<TournamentCommand, { type: 'CreateTournament' }>> = {},
): TournamentCommand => ({
  type: 'CreateTournament',
  name: 'Open',
  game: 'tri-d-chess',
  pairingSystem: 'dutch',
  rounds: 9,
  acceleration: 'baku',
  ...extra,
});

function field(n: number): TournamentState {
  return run([
    create(),
    ...Array.from({ length: n }, (_, i) => ({
      type: 'RegisterPlayer' as const,
      name: `P${i + 1}`,
      rating: 2400 - 10 * i,
    })),
  ]);
}

describe('Baku acceleration as a tournament setting (FIDE C.04.5.1)', () => {
  it('round 1 of 10 players: GA (1-6, one virtual point) plays within itself, GB (7-10) too', () => {
    const state = run([{ type: 'PairRound', round: 1 }], field(10));
    const pairs = state.rounds[0].boards
      .map((b) => [b.white, b.black].sort((x, y) => x - y).join('-'))
      .sort();
    expect(pairs).toEqual(['1-4', '2-5', '3-6', '7-9', '8-10'].sort());
  });

  it('exports the virtual points as 250 records, and the file pairs the same round', () => {
    const state = field(12);
    const text = makeTrf(trfOf(state));
    expect(text).toContain('250       1.0 001 003    1    6');
    expect(text).toContain('250       0.5 004 005    1    6');
    const file = parseTrf(text);
    if (!file.ok) throw new Error(file.error.message);
    const input = pairingInputFromTrf(file.value);
    if (!input.ok) throw new Error(input.error.message);
    const fromFile = dutchSystem.pair(input.value);
    const paired = run([{ type: 'PairRound', round: 1 }], state);
    expect(fromFile.ok && fromFile.value.boards).toEqual(
      paired.rounds[0].boards.map((b) => ({ white: b.white, black: b.black })),
    );
  });

  it('keeps the setting in the stored event', () => {
    const r = decideTournament(EMPTY_TOURNAMENT, create(), deps);
    if (!r.ok) throw new Error(r.error.message);
    const parsed = tournamentEventSchemas.TournamentCreated.parse(r.value[0]) as {
      settings: { acceleration?: string };
    };
    expect(parsed.settings.acceleration).toBe('baku');
  });

  it.each([
    ['another system', { pairingSystem: 'round-robin' }, 'ERR_BAKU_SYSTEM'],
    ['another point system', { pointSystem: THREE_ONE_ZERO }, 'ERR_BAKU_POINTS'],
    ['no number of rounds', { rounds: null }, 'ERR_BAKU_ROUNDS'],
  ] as const)('refuses %s with its code, creating nothing', (_, extra, code) => {
    const systems = { systems: pairingRegistry(dutchSystem, { ...dutchSystem, id: 'round-robin' }) };
    const r = decideTournament(EMPTY_TOURNAMENT, create(extra), systems);
    expect(!r.ok && [r.error.code, r.error.rule]).toEqual([code, 'FIDE C.04.5.1']);
  });
});
