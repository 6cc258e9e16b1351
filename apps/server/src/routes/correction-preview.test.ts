/* eslint-disable @typescript-eslint/no-explicit-any -- the test reads JSON answers loosely and asserts their shape */
// GET T/rounds/:r/boards/:b/correction-preview and POST .../correction against a real server
// process (PGlite in a data directory of its own): a 16-player Dutch Swiss of four rounds played
// through the API. The preview must list exactly the tie-break values the stored correction then
// changes in the standings route, and pair the later rounds again as the Dutch system does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, freshDataDir, startServer, type ServerProcess } from '../testing/server-process';
import { Client } from '../testing/client';
import { playersCsv, resultFor } from '../testing/scenario';

const TIEBREAKS = 'BH/C1,BH,SB,PS,WIN,ARO,KS';
let server: ServerProcess;
let drop = () => {};
let admin: Client;
let id = '';
const T = () => `/api/tournaments/${id}`;

beforeAll(async () => {
  const dir = freshDataDir('correction');
  drop = dir.drop;
  server = await startServer(dir.dir);
  admin = await new Client(server.url).signIn(ADMIN.name, ADMIN.password);
  const created = await admin.post('/api/tournaments', {
    name: 'Correction Swiss',
    game: 'tri-d-chess',
    pairingSystem: 'dutch',
    rounds: 5,
    tieBreaks: TIEBREAKS.split(','),
  });
  id = created.body.tournament;
  await admin.post(`${T()}/players/import`, { format: 'csv', text: playersCsv(16) });
  for (let round = 1; round <= 4; round++) {
    const paired = await admin.post(`${T()}/rounds`, {});
    expect(paired.status, paired.text).toBe(201);
    for (let board = 1; board <= 8; board++)
      await admin.put(`${T()}/rounds/${round}/boards/${board}/result`, { result: resultFor(board + round) });
    expect((await admin.post(`${T()}/rounds/${round}/close`)).status).toBe(200);
  }
  await admin.post(`${T()}/publication`, { published: true });
  await admin.post('/api/accounts', {
    name: 'reader',
    displayName: 'Reader',
    password: 'reader-password-1',
    admin: false,
  });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  drop();
});

/** Every `player code: before -> after` whose published value differs between two standings answers. */
function changed(before: any, after: any): string[] {
  const old = new Map(before.rows.map((r: any) => [r.player.id, r]));
  return after.rows.flatMap((row: any) =>
    after.tieBreaks.flatMap((t: any, j: number) => {
      const was = (old.get(row.player.id) as any).values[j];
      return was === row.values[j] ? [] : [`${row.player.id} ${t.code}: ${was} -> ${row.values[j]}`];
    }),
  );
}

describe('correction preview (FIDE C.04.2, C.07)', () => {
  it('lists exactly the tie-break values the saved correction changes, and the later rounds board by board', async () => {
    const before = (await admin.get(`${T()}/standings`)).body;
    const preview = await admin.get(`${T()}/rounds/1/boards/1/correction-preview?result=%2B%3A-`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.result).toEqual({ before: resultFor(2), after: '+:-' });
    expect(preview.body.laterRounds.map((r: any) => r.round)).toEqual([2, 3, 4]);
    for (const r of preview.body.laterRounds) {
      expect(r.sameBefore).toBe(true);
      expect(r.boards).toHaveLength(8);
      for (const b of r.boards) expect(preview.body.names[b.stored.white]).toMatch(/\S/);
    }
    const listed = preview.body.standings.flatMap((s: any) =>
      s.tieBreaks.map((t: any) => `${s.player.id} ${t.code}: ${t.shown.before} -> ${t.shown.after}`),
    );
    expect(listed.length).toBeGreaterThan(0);
    const version = (await admin.get(T())).headers.get('etag');
    const saved = await admin.post(`${T()}/rounds/1/boards/1/correction`, {
      result: '+:-',
      reason: 'no game was played',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.events[0]).toMatchObject({
      type: 'ResultCorrected',
      data: { reason: 'no game was played' },
    });
    expect(saved.body.events).toHaveLength(1);
    expect((await admin.get(T())).headers.get('etag')).not.toBe(version);
    const after = (await admin.get(`${T()}/standings`)).body;
    expect(listed.sort()).toEqual(changed(before, after).sort());
    const board = (await admin.get(`${T()}/rounds/1`)).body.boards[0];
    expect(board).toMatchObject({ result: '+:-', corrections: ['no game was played'] });
  });

  it('refuses a board without a result or an unknown result with a problem document, in Czech when asked', async () => {
    const none = await admin.get(`${T()}/rounds/1/boards/99/correction-preview?result=1-0`, {
      headers: { 'accept-language': 'cs' },
    });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ code: 'ERR_UNKNOWN_BOARD' });
    expect(none.headers.get('content-type')).toMatch(/problem\+json/);
    const bad = await admin.get(`${T()}/rounds/1/boards/1/correction-preview?result=2-0`);
    expect(bad.status).toBe(400);
    const blank = await admin.post(`${T()}/rounds/1/boards/2/correction`, { result: '0-1', reason: '   ' });
    expect(blank.status).toBe(400);
  });

  it('is for the owner and the arbiters only: 401 and 403 before the body, nothing stored', async () => {
    const version = (await admin.get(T())).headers.get('etag');
    const anon = new Client(server.url);
    expect((await anon.get(`${T()}/rounds/1/boards/1/correction-preview?result=1-0`)).status).toBe(401);
    expect(
      (await anon.post(`${T()}/rounds/1/boards/1/correction`, { result: '1-0', reason: 'x' })).status,
    ).toBe(401);
    const reader = await new Client(server.url).signIn('reader', 'reader-password-1');
    expect((await reader.get(`${T()}/rounds/1/boards/1/correction-preview?result=1-0`)).status).toBe(403);
    expect(
      (await reader.post(`${T()}/rounds/1/boards/1/correction`, { result: '1-0', reason: 'x' })).status,
    ).toBe(403);
    expect((await admin.get(T())).headers.get('etag')).toBe(version);
  });
});
