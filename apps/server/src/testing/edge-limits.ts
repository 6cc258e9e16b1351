/**
 * Issue 34 part 3, limits that match: one size limit for a tournament (`MAX_PLAYERS`), with its
 * own code, checked before work for a registration, a CSV or TRF import and an imported log.
 */
import { expect, it } from 'vitest';
import { MAX_PLAYERS } from '@arbiter/tournament';
import type { EdgeChecks } from './edge-contract';

/** A CSV of `n` players with ratings from 2700 down to 1000. */
function csvOf(n: number): string {
  const lines = ['name,rating'];
  for (let i = 1; i <= n; i++) lines.push(`Player ${i},${2700 - Math.floor((i * 1700) / n)}`);
  return lines.join('\n');
}

export const limitChecks: EdgeChecks = (world) => {
  it(`holds ${MAX_PLAYERS} players and refuses one more with ERR_TOO_MANY_PLAYERS, however they come`, async () => {
    const w = world();
    const made = await w.owner.post('/api/tournaments', {
      name: 'Full',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
    });
    const T = `/api/tournaments/${made.body.tournament}`;
    // counted before a line is read: 2,501 records that are not even valid TRF lines
    const trf = await w.owner.post(`${T}/players/import`, {
      format: 'trf',
      text: Array.from({ length: MAX_PLAYERS + 1 }, () => '001 not a player').join('\n'),
    });
    expect([trf.status, trf.body.code, trf.body.params?.max]).toEqual([
      422,
      'ERR_TOO_MANY_PLAYERS',
      MAX_PLAYERS,
    ]);
    const csv = await w.owner.post(`${T}/players/import`, { format: 'csv', text: csvOf(MAX_PLAYERS + 1) });
    expect([csv.status, csv.body.code]).toEqual([422, 'ERR_TOO_MANY_PLAYERS']);
    expect((await w.owner.get(`${T}/players`)).body).toEqual([]);
    const full = await w.owner.post(`${T}/players/import`, { format: 'csv', text: csvOf(MAX_PLAYERS) });
    expect(full.status).toBe(201);
    const one = await w.owner.post(`${T}/players`, { name: 'One Too Many' });
    expect([one.status, one.body.code, one.body.params?.players]).toEqual([
      422,
      'ERR_TOO_MANY_PLAYERS',
      MAX_PLAYERS + 1,
    ]);
    const more = await w.owner.post(`${T}/players/import`, { format: 'csv', text: csvOf(1) });
    expect([more.status, more.body.code]).toEqual([422, 'ERR_TOO_MANY_PLAYERS']);
    expect((await w.owner.get(`${T}/players`)).body.length).toBe(MAX_PLAYERS);
  });

  it('refuses an imported log of more players before deciding any of it', async () => {
    const w = world();
    const events = [
      { type: 'TournamentCreated', data: { settings: { name: 'Big' } } },
      ...Array.from({ length: MAX_PLAYERS + 1 }, (_, i) => ({
        type: 'PlayerRegistered',
        data: { player: { id: i + 1 } },
      })),
    ];
    const r = await w.owner.post('/api/tournaments/import', { events });
    expect([r.status, r.body.code]).toEqual([422, 'ERR_TOO_MANY_PLAYERS']);
  });
};
