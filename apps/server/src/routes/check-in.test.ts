/* eslint-disable @typescript-eslint/no-explicit-any -- the test reads JSON answers loosely and asserts their shape */
// Check-in over HTTP against a real server process (PGlite in a data directory of its own), rulings
// ARB CI1 and ARB CI2: who may write (401/403 before the body is read), the players' code (a wrong
// one is a 403 that stores nothing; ten in a minute and the address waits), the arbiter's and the
// player's check-ins in the log, the absentees treated when the round is paired (and untreated
// when the pairing is undone, so a late player is paired when it is paired again), and the
// acceleration setting of the create route (FIDE C.04.5.1) reaching the pairing and the TRF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, freshDataDir, startServer, type ServerProcess } from '../testing/server-process';
import { Client } from '../testing/client';
import { playersCsv } from '../testing/scenario';

let server: ServerProcess;
let drop = () => {};
let owner: Client;
let stranger: Client;
let id = '';
const T = (rest = '') => `/api/tournaments/${id}${rest}`;

async function version(): Promise<number> {
  return (await owner.get(T())).body.version;
}

beforeAll(async () => {
  const dir = freshDataDir('check-in');
  drop = dir.drop;
  server = await startServer(dir.dir, { ARBITER_LOG_LEVEL: 'warn' });
  owner = await new Client(server.url).signIn(ADMIN.name, ADMIN.password);
  const made = await owner.post('/api/accounts', {
    name: 'visitor',
    displayName: 'Visitor',
    password: 'visitor-password-1',
    admin: false,
  });
  expect(made.status, made.text).toBe(201);
  stranger = await new Client(server.url).signIn('visitor', 'visitor-password-1');
  const created = await owner.post('/api/tournaments', {
    name: 'Check-in open',
    game: 'tri-d-chess',
    pairingSystem: 'dutch',
    rounds: 3,
    checkIn: 'zero-bye',
  });
  expect(created.status, created.text).toBe(201);
  id = created.body.tournament;
  const imported = await owner.post(T('/players/import'), { format: 'csv', text: playersCsv(6) });
  expect(imported.status, imported.text).toBe(201);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  drop();
});

describe('check-in over HTTP (ARB CI1, ARB CI2)', () => {
  it('keeps the policy in the settings and refuses writes by the wrong people before reading the body', async () => {
    expect((await owner.get(T())).body.settings.checkIn).toBe('zero-bye');
    const before = await version();
    const anonymous = new Client(server.url);
    const bad = { raw: '{not json', headers: { 'content-type': 'application/json' } };
    expect((await anonymous.request('PUT', T('/rounds/1/check-in/1'), bad)).status).toBe(401);
    expect((await stranger.request('PUT', T('/rounds/1/check-in/1'), bad)).status).toBe(403);
    expect((await stranger.request('POST', T('/check-in/code'), bad)).status).toBe(403);
    expect((await stranger.get(T('/check-in'))).status).toBe(403);
    expect(await version()).toBe(before);
  });

  it('refuses the players without a code, with a wrong one, in English and Czech, and stores nothing', async () => {
    const before = await version();
    const player = new Client(server.url);
    const none = await player.post(T('/check-in/players'), { player: 1 });
    expect([none.status, none.body.code, none.body.rule]).toEqual([403, 'ERR_CHECK_IN_CODE', 'ARB CI1']);
    const wrong = await player.request('POST', T('/check-in/players'), {
      raw: '{not json',
      headers: {
        'content-type': 'application/json',
        'x-check-in-code': 'ABCDEFGHJK',
        'accept-language': 'cs',
      },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toMatch(/kód prezence/);
    expect(await version()).toBe(before);
  });

  it('lets the owner issue a code, the players list and check in with it, once per Idempotency-Key', async () => {
    const issued = await owner.post(T('/check-in/code'));
    expect(issued.status, issued.text).toBe(200);
    const code = issued.body.events[0].data.code as string;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect((await owner.get(T('/check-in'))).body.code).toBe(code);
    const player = new Client(server.url);
    const list = await player.get(T('/check-in/players'), {
      headers: { 'x-check-in-code': code.toLowerCase() },
    });
    expect(list.status, list.text).toBe(200);
    expect(list.body.players.map((p: any) => p.name)).toHaveLength(6);
    const headers = { 'x-check-in-code': code, 'idempotency-key': 'phone-2' };
    const first = await player.post(T('/check-in/players'), { player: 2 }, headers);
    expect(first.status, first.text).toBe(200);
    expect(first.body.events.map((e: any) => [e.type, e.data, e.actor])).toEqual([
      ['PlayerCheckedIn', { player: 2, round: 1, by: 'player' }, 'check-in-code'],
    ]);
    const again = await player.post(T('/check-in/players'), { player: 2 }, headers);
    expect(again.text).toBe(first.text);
    const unknown = await player.post(T('/check-in/players'), { player: 99 }, { 'x-check-in-code': code });
    expect([unknown.status, unknown.body.code]).toEqual([422, 'ERR_UNKNOWN_PLAYER']);
  });

  it('lets the arbiter check players in and out; the preview names the absent and their treatment', async () => {
    for (const p of [1, 3, 4]) expect((await owner.put(T(`/rounds/1/check-in/${p}`))).status).toBe(200);
    expect((await owner.delete(T('/rounds/1/check-in/4'))).status).toBe(200);
    const wrongRound = await owner.put(T('/rounds/2/check-in/5'));
    expect([wrongRound.status, wrongRound.body.code, wrongRound.body.rule]).toEqual([
      422,
      'ERR_CHECK_IN_ROUND',
      'ARB CI1',
    ]);
    const preview = (await owner.get(T('/check-in'))).body;
    expect([preview.round, preview.absent, preview.treatment]).toEqual([1, [4, 5, 6], 'zero-bye']);
    const history = (await owner.get(T('/history'))).body.filter((e: any) =>
      e.type.startsWith('PlayerChecked'),
    );
    expect(history.map((e: any) => [e.type, e.data.player, e.data.by, e.actor])).toEqual([
      ['PlayerCheckedIn', 2, 'player', 'check-in-code'],
      ['PlayerCheckedIn', 1, 'arbiter', ADMIN.name],
      ['PlayerCheckedIn', 3, 'arbiter', ADMIN.name],
      ['PlayerCheckedIn', 4, 'arbiter', ADMIN.name],
      ['PlayerCheckedOut', 4, 'arbiter', ADMIN.name],
    ]);
  });

  it('pairs the round with the absentees on zero-point byes, as the preview said', async () => {
    const paired = await owner.post(T('/rounds'), {});
    expect(paired.status, paired.text).toBe(201);
    expect(paired.body.events[0]).toMatchObject({
      type: 'AbsenteesTreated',
      data: { round: 1, treatment: 'zero-bye', players: [4, 5, 6] },
    });
    const round = (await owner.get(T('/rounds/1?format=json'))).body;
    // the three present: one board and the pairing-allocated bye
    const seated = [...round.boards.flatMap((b: any) => [b.white.id, b.black.id]), round.pab.id];
    expect(seated.sort()).toEqual([1, 2, 3]);
    expect(round.byes.map((b: any) => [b.id, b.kind])).toEqual([
      [4, 'zero'],
      [5, 'zero'],
      [6, 'zero'],
    ]);
    expect((await owner.get(T('/export.trf'))).text).toMatch(/0000 - Z/);
  });

  it('undoes the pairing with its zero-point byes; a late player checked in is paired in the new pairing', async () => {
    const undone = await owner.delete(T('/rounds/1'));
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.events.map((e: any) => [e.type, e.data])).toEqual([['PairingUndone', { round: 1 }]]);
    // the check-ins stay; the absent are the same three, with no bye left from the undone pairing
    const before = (await owner.get(T('/check-in'))).body;
    expect([before.round, before.absent]).toEqual([1, [4, 5, 6]]);
    expect((await owner.get(T('/export.trf'))).text).not.toMatch(/0000 - Z/);
    expect((await owner.put(T('/rounds/1/check-in/4'))).status).toBe(200);
    const paired = await owner.post(T('/rounds'), {});
    expect(paired.status, paired.text).toBe(201);
    expect(paired.body.events[0]).toMatchObject({
      type: 'AbsenteesTreated',
      data: { round: 1, treatment: 'zero-bye', players: [5, 6] },
    });
    const round = (await owner.get(T('/rounds/1?format=json'))).body;
    const seated = [...round.boards.flatMap((b: any) => [b.white.id, b.black.id])];
    expect(seated.sort()).toEqual([1, 2, 3, 4]);
    expect(round.byes.map((b: any) => [b.id, b.kind])).toEqual([
      [5, 'zero'],
      [6, 'zero'],
    ]);
  });

  it('refuses the old code once the owner renews it, and makes an address wait after ten wrong codes', async () => {
    const old = (await owner.get(T('/check-in'))).body.code as string;
    const renewed = await owner.post(T('/check-in/code'));
    expect(renewed.status).toBe(200);
    const player = new Client(server.url);
    const stale = await player.get(T('/check-in/players'), { headers: { 'x-check-in-code': old } });
    expect(stale.status).toBe(403);
    for (let i = 0; i < 10; i++)
      await player.get(T('/check-in/players'), { headers: { 'x-check-in-code': 'ZZZZZZZZZZ' } });
    const fresh = renewed.body.events[0].data.code as string;
    const blocked = await player.get(T('/check-in/players'), { headers: { 'x-check-in-code': fresh } });
    expect([blocked.status, blocked.body.code]).toEqual([429, 'ERR_RATE_LIMITED']);
  });

  it('creates an accelerated Dutch tournament (FIDE C.04.5.1) and refuses acceleration elsewhere', async () => {
    const made = await owner.post('/api/tournaments', {
      name: 'Accelerated',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
      rounds: 5,
      acceleration: 'baku',
    });
    expect(made.status, made.text).toBe(201);
    const accId = made.body.tournament as string;
    expect((await owner.get(`/api/tournaments/${accId}`)).body.settings.acceleration).toBe('baku');
    const rr = await owner.post('/api/tournaments', {
      name: 'Accelerated round robin',
      game: 'tri-d-chess',
      pairingSystem: 'round-robin',
      rounds: 5,
      acceleration: 'baku',
    });
    expect([rr.status, rr.body.code, rr.body.rule]).toEqual([422, 'ERR_BAKU_SYSTEM', 'FIDE C.04.5.1']);
  });
});
