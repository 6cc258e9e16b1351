import { describe, expect, it } from 'vitest';
import { initialOrder } from './renumber';
import {
  decideTournament,
  EMPTY_TOURNAMENT,
  evolveTournament,
  roundRobinSystem,
  pairingRegistry,
} from './index';
import type { TournamentCommand, TournamentState } from './index';

const deps = { systems: pairingRegistry(roundRobinSystem) };

function run(commands: TournamentCommand[]): TournamentState {
  let state = EMPTY_TOURNAMENT;
  for (const c of commands) {
    const r = decideTournament(state, c, deps);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
    state = r.value.reduce(evolveTournament, state);
  }
  return state;
}

describe('the initial ranking (FIDE C.04.2)', () => {
  it('orders by rating, then FIDE title, then name', () => {
    const p = (id: number, rating: number, title: string, name: string) => ({ id, rating, title, name });
    expect(
      initialOrder([
        p(1, 2000, '', 'Zeman'),
        p(2, 2100, '', 'Bílá'),
        p(3, 2000, 'FM', 'Adam'),
        p(4, 2000, 'IM', 'Xaver'),
        p(5, 2000, '', 'Adam'),
        p(6, 2100, 'WGM', 'Černá'),
      ]),
    ).toEqual([6, 2, 4, 3, 5, 1]);
  });
});

describe('renumbering the start list', () => {
  it('renames every player of the state, keeping who played whom', () => {
    const before = run([
      { type: 'CreateTournament', name: 'T', game: 'tri-d-chess', pairingSystem: 'round-robin' },
      { type: 'RegisterPlayer', name: 'A', rating: 1500 },
      { type: 'RegisterPlayer', name: 'B', rating: 1900 },
      { type: 'RegisterPlayer', name: 'C', rating: 1700 },
      { type: 'RequestBye', player: 1, round: 1, kind: 'half' },
      { type: 'ProhibitPairing', players: [1, 3] },
    ]);
    const decided = decideTournament(before, { type: 'RenumberPlayers' }, deps);
    expect(decided.ok && decided.value).toEqual([{ type: 'PlayersRenumbered', order: [2, 3, 1] }]);
    const after = decided.ok ? decided.value.reduce(evolveTournament, before) : before;
    expect(after.players.map((p) => `${p.id} ${p.name}`)).toEqual(['1 B', '2 C', '3 A']);
    expect(after.byeRequests).toEqual([{ player: 3, round: 1, kind: 'half' }]);
    expect(after.prohibitions[0].players).toEqual([3, 2]);
    // a second renumbering has nothing to change
    const again = decideTournament(after, { type: 'RenumberPlayers' }, deps);
    expect(again.ok ? null : again.error.code).toBe('ERR_RENUMBER_NOTHING');
  });
});
