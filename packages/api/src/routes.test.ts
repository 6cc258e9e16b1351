import { describe, expect, expectTypeOf, it } from 'vitest';
import { ROUTES, methodOf, pathOf, patternOf, type Operation } from './routes';
import { SUCCESSES, type Answer } from './responses';
import type { Tournament } from './answers/tournaments';
import type { Standings } from './answers/views';

describe('the routes', () => {
  it('fills parameters, escapes them and appends the defined query values', () => {
    expect(pathOf('tournament', { id: 'ab12' })).toBe('/api/tournaments/ab12');
    expect(pathOf('recordResult', { id: 'ab12', round: 3, board: 14 })).toBe(
      '/api/tournaments/ab12/rounds/3/boards/14/result',
    );
    expect(pathOf('appointArbiter', { id: 'ab12', account: 'a b/c' })).toBe(
      '/api/tournaments/ab12/staff/a%20b%2Fc',
    );
    expect(pathOf('standings', { id: 'x1' }, { round: 2, tiebreaks: 'BH/C1', lang: undefined })).toBe(
      '/api/tournaments/x1/standings?round=2&tiebreaks=BH%2FC1',
    );
    expect(pathOf('games', {})).toBe('/api/games');
  });

  it('lists each method and path once, and a success for each', () => {
    const keys = Object.keys(ROUTES) as Operation[];
    expect(new Set(keys.map((k) => `${methodOf(k)} ${patternOf(k)}`)).size).toBe(keys.length);
    expect(Object.keys(SUCCESSES).sort()).toEqual([...keys].sort());
    // 57 operations, then the site, invitations, password resets, account set-up and renumbering (issue 32)
    expect(keys).toHaveLength(62);
  });
});

describe('the answers as types', () => {
  it("are the schemas' types (checked by the compiler)", () => {
    expectTypeOf<Answer<'tournament'>>().toEqualTypeOf<Tournament>();
    expectTypeOf<Answer<'standings'>>().toEqualTypeOf<Standings>();
    expectTypeOf<Answer<'signOut'>>().toEqualTypeOf<undefined>();
    expect(SUCCESSES.signOut.status).toBe(204);
  });
});
