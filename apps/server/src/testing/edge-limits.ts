/**
 * Issue 34 part 3, limits that match: one size limit for a tournament (`MAX_PLAYERS`), with its
 * own code, checked before work for a registration, a CSV or TRF import and an imported log.
 */
import { expect, it } from 'vitest';
import { MAX_PLAYERS } from '@arbiter/tournament';
import type { EdgeChecks } from './edge-contract';
import { followSse } from './client';
import { LIVE_LIMITS } from '../read/live';

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

  it(`lets one address follow ${LIVE_LIMITS.perAddress} live streams and refuses one more with ERR_LIVE_PER_ADDRESS`, async () => {
    const w = world();
    const url = `${w.server.url}/api/tournaments/${w.swiss.id}/live`;
    const followers = Array.from({ length: LIVE_LIMITS.perAddress }, () => followSse(url));
    try {
      for (const f of followers) await f.until((events) => events.length > 0);
      const refused = await fetch(url, { headers: { 'accept-language': 'cs' } });
      const body = (await refused.json()) as { code: string; detail: string; params: { perAddress: number } };
      expect([refused.status, body.code, body.params.perAddress]).toEqual([
        429,
        'ERR_LIVE_PER_ADDRESS',
        LIVE_LIMITS.perAddress,
      ]);
      expect(body.detail).toMatch(/živých přenosů/);
    } finally {
      for (const f of followers) await f.close();
    }
    // a closed stream frees its place
    let again = 0;
    for (let i = 0; i < 50 && again !== 200; i++) {
      const r = await fetch(url);
      again = r.status;
      await r.body?.cancel();
      if (again !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(again).toBe(200);
  });
};
