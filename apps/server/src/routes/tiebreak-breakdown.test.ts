/* eslint-disable @typescript-eslint/no-explicit-any -- the test reads JSON answers loosely and asserts their shape */
// GET T/players/:player/tiebreaks against a real server process (PGlite in a data directory of its
// own): a 100-player, 9-round Dutch Swiss played through the API, with half-point and zero-point
// byes, forfeits, a double forfeit and withdrawals; every player's breakdown must add up to the
// value the standings route shows, for every tie-break.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '@arbiter/kernel';
import { ADMIN, freshDataDir, startServer, type ServerProcess } from '../testing/server-process';
import { Client } from '../testing/client';
import { playersCsv } from '../testing/scenario';

const PLAYERS = 100;
const ROUNDS = 9;
const TIEBREAKS = 'BH/C1,BH,BH/M1,SB,PS,DE,WIN,WON,BPG,BWG,ARO,ARO/C1,TPR,KS';

let server: ServerProcess;
let drop = () => {};
let admin: Client;
let id = '';
const T = () => `/api/tournaments/${id}`;

/** The value a breakdown's kept parts make, as the standings print it. */
function addUp(b: any): string {
  const kept = b.rounds.filter((r: any) => r.value !== null && r.cut === null).map((r: any) => r.value);
  const sum = kept.reduce((s: number, v: number) => s + v, 0);
  const value =
    b.total.kind === 'sum'
      ? sum
      : b.total.kind === 'average'
        ? kept.length === 0
          ? 0
          : Math.round(sum / kept.length)
        : b.total.kind === 'performance'
          ? b.total.games === 0
            ? 0
            : b.total.average + b.total.dp
          : b.value;
  return value.toFixed(b.precision);
}

beforeAll(async () => {
  const dir = freshDataDir('breakdown');
  drop = dir.drop;
  server = await startServer(dir.dir);
  admin = await new Client(server.url).signIn(ADMIN.name, ADMIN.password);
  const created = await admin.post('/api/tournaments', {
    name: 'Breakdown Swiss',
    game: 'tri-d-chess',
    pairingSystem: 'dutch',
    rounds: ROUNDS,
    tieBreaks: TIEBREAKS.split(','),
  });
  expect(created.status, created.text).toBe(201);
  id = created.body.tournament;
  const imported = await admin.post(`${T()}/players/import`, { format: 'csv', text: playersCsv(PLAYERS) });
  expect(imported.status, imported.text).toBe(201);
  const rnd = seededRandom(23);
  for (let round = 1; round <= ROUNDS; round++) {
    // before pairing: two half-point byes and a zero-point bye; a withdrawal after rounds 3 and 6
    for (const [player, kind] of [
      [1 + ((round * 7) % PLAYERS), 'half'],
      [1 + ((round * 13) % PLAYERS), 'half'],
      [1 + ((round * 29) % PLAYERS), 'zero'],
    ] as const)
      await admin.post(`${T()}/players/${player}/byes`, { round, kind });
    if (round === 4 || round === 7) await admin.post(`${T()}/players/${round * 5}/withdraw`);
    const paired = await admin.post(`${T()}/rounds`, {});
    expect(paired.status, paired.text).toBe(201);
    const boards = paired.body.events[0].data.boards.length;
    for (let board = 1; board <= boards; board++) {
      const x = rnd();
      const result =
        x < 0.03
          ? '+:-'
          : x < 0.05
            ? '-:+'
            : x < 0.06
              ? '-:-'
              : x < 0.45
                ? '1-0'
                : x < 0.75
                  ? '1/2-1/2'
                  : '0-1';
      const entered = await admin.put(`${T()}/rounds/${round}/boards/${board}/result`, { result });
      expect(entered.status, entered.text).toBe(200);
    }
    expect((await admin.post(`${T()}/rounds/${round}/close`)).status).toBe(200);
  }
}, 600_000);

afterAll(async () => {
  await server?.stop();
  drop();
});

describe('GET /api/tournaments/:id/players/:player/tiebreaks', () => {
  it("every player's breakdown adds up to the standings' value of every tie-break", async () => {
    const table = await admin.get(`${T()}/standings`);
    expect(table.status).toBe(200);
    expect(table.body.rows).toHaveLength(PLAYERS);
    let checked = 0;
    for (const row of table.body.rows) {
      const r = await admin.get(`${T()}/players/${row.player.id}/tiebreaks`);
      expect(r.status, r.text).toBe(200);
      expect(r.body).toMatchObject({ player: { id: row.player.id }, rank: row.rank, points: row.points });
      expect(r.body.rounds).toBe(ROUNDS);
      expect(r.body.tieBreaks.map((b: any) => b.code)).toEqual(TIEBREAKS.split(','));
      r.body.tieBreaks.forEach((b: any, j: number) => {
        expect(b.shown, `player ${row.player.id}, ${b.code}`).toBe(row.values[j]);
        expect(addUp(b), `player ${row.player.id}, ${b.code}`).toBe(row.values[j]);
        expect(b.rounds).toHaveLength(ROUNDS);
        checked++;
      });
    }
    expect(checked).toBe(PLAYERS * TIEBREAKS.split(',').length);
  });

  it('shows byes, forfeits and withdrawn opponents as the rules count them', async () => {
    const kinds = new Set<string>();
    const bases = new Set<string>();
    for (let p = 1; p <= PLAYERS; p++) {
      const r = await admin.get(`${T()}/players/${p}/tiebreaks?tiebreaks=BH/C1`);
      for (const x of r.body.tieBreaks[0].rounds) {
        kinds.add(x.kind);
        bases.add(x.basis.kind);
        if (x.basis.kind === 'opponent' && x.basis.adjusted !== x.basis.score) bases.add('adjusted');
      }
    }
    for (const k of ['game', 'forfeit-win', 'forfeit-loss', 'half-point-bye', 'zero-point-bye'])
      expect(kinds).toContain(k);
    for (const b of ['opponent', 'virtual-opponent', 'adjusted']) expect(bases).toContain(b);
  });

  it('takes the round and the tie-breaks as the standings do', async () => {
    const asOf = await admin.get(`${T()}/standings?round=3&tiebreaks=SB,KS`);
    const row = asOf.body.rows[0];
    const r = await admin.get(`${T()}/players/${row.player.id}/tiebreaks?round=3&tiebreaks=SB,KS`);
    expect(r.body.rounds).toBe(3);
    expect(r.body.tieBreaks.map((b: any) => b.shown)).toEqual(row.values);
  });

  it('refuses an unknown player or tie-break with its code, in Czech when asked', async () => {
    const none = await admin.get(`${T()}/players/999/tiebreaks`, { headers: { 'accept-language': 'cs' } });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ code: 'ERR_UNKNOWN_PLAYER', params: { player: 999 } });
    expect(none.body.detail).toMatch(/Hráč 999 neexistuje/);
    const bad = await admin.get(`${T()}/players/1/tiebreaks?tiebreaks=XX`);
    expect(bad.body.code).toBe('ERR_UNKNOWN_TIEBREAK');
    const invalid = await admin.get(`${T()}/players/abc/tiebreaks`);
    expect(invalid.status).toBe(400);
  });

  it('is hidden from the public until the tournament is published', async () => {
    const anon = new Client(server.url);
    expect((await anon.get(`${T()}/players/1/tiebreaks`)).status).toBe(404);
    expect((await admin.post(`${T()}/publication`, { published: true })).status).toBe(200);
    const shown = await anon.get(`${T()}/players/1/tiebreaks`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('etag')).toMatch(/^"\d+"$/);
  });
});
