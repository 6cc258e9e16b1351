/**
 * The API contract, run against a real server process on each backend (api.pglite.test.ts,
 * api.postgres.test.ts): every route, every role, bad input, idempotent retries, 409s.
 * Every route the OpenAPI document lists must be visited here (the last test checks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrf, crosstableFromTrf, standings, parseTieBreakList } from '@arbiter/tournament';
import { unwrap } from '@arbiter/kernel';
import { readFileSync } from 'node:fs';
import { get as httpGet, request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { ADMIN, type ServerProcess } from './server-process';
import { Client, followSse } from './client';
import { checkPairingEdit } from './contract-pairing-edit';

/** How a contract run gets its server. */
export interface Backend {
  start(): Promise<ServerProcess>;
  cleanup(): Promise<void>;
}

const PASSWORD = 'a-long-enough-password';
const PLAYERS_CSV = [
  'Name,Rating,FIDE id,Title,Federation,Birth year',
  'Alpha Anna,2310,1000001,IM,CZE,1990',
  'Bravo Bob,2250,1000002,FM,SVK,1985',
  '"Charlie, Carl",2200,1000003,,GER,2001',
  'Delta Dana,2150,1000004,,CZE,1999',
  'Echo Eva,2100,1000005,,AUT,2003',
].join('\r\n');
/** The next five players as a Czech club lists them: Czech headers, semicolons, a split name. */
const PLAYERS_CSV_CZECH = [
  'Příjmení;Jméno;ELO;FIDE ID;Titul;Federace;Rok narození',
  'Foxtrot;Filip;2050;1000006;;CZE;2005',
  'Golf;Greta;2000;1000007;;POL;1970',
  'Hotel;Hugo;1950;1000008;;CZE;1965',
  'India;Ida;1900;1000009;;HUN;2008',
  'Juliet;Jan;1850;1000010;;CZE;2010',
].join('\r\n');

/** Signs in from another loopback source address (Linux routes all of 127/8 to the loopback). */
function signInFrom(
  localAddress: string,
  base: string,
  name: string,
  password: string,
): Promise<{ status: number; text: string }> {
  const body = JSON.stringify({ name, password });
  const url = new URL('/api/session', base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Registers the contract suite. */
export function apiContract(label: string, backend: Backend): void {
  describe(label, () => {
    let server: ServerProcess;
    let anon: Client;
    let admin: Client;
    let owner: Client;
    let arbiter: Client;
    let stranger: Client;
    let id = '';
    const visited = new Set<string>();
    const visit = (method: string, path: string) => visited.add(`${method} ${path}`);
    const T = () => `/api/tournaments/${id}`;
    const version = async () => Number((await owner.get(T())).body.version);

    beforeAll(async () => {
      server = await backend.start();
      anon = new Client(server.url);
      admin = await new Client(server.url).signIn(ADMIN.name, ADMIN.password);
      for (const name of ['owner', 'arbiter', 'stranger']) {
        const r = await admin.post('/api/accounts', {
          name,
          displayName: name.toUpperCase(),
          password: PASSWORD,
        });
        expect(r.status, r.text).toBe(201);
      }
      visit('POST', '/api/session');
      visit('POST', '/api/accounts');
      owner = await new Client(server.url).signIn('owner', PASSWORD);
      arbiter = await new Client(server.url).signIn('arbiter', PASSWORD);
      stranger = await new Client(server.url).signIn('stranger', PASSWORD);
    });

    afterAll(async () => {
      await server?.stop();
      await backend.cleanup();
    });

    it('answers health, problem types, pairing systems and tie-breaks to anyone', async () => {
      const health = await anon.get('/api/health');
      expect(health.status).toBe(200);
      expect(['pglite', 'postgres']).toContain(health.body.store);
      const problem = await anon.get('/api/problems/ERR_RESULT_EXISTS');
      expect(problem.body).toMatchObject({ code: 'ERR_RESULT_EXISTS', status: 409, rule: 'ARB' });
      expect(problem.body.cs).toMatch(/výsledek/);
      expect((await anon.get('/api/problems/ERR_NO_SUCH_THING')).status).toBe(404);
      const systems = await anon.get('/api/pairing-systems');
      expect(systems.body.map((s: { id: string }) => s.id)).toEqual(
        expect.arrayContaining(['dutch', 'round-robin']),
      );
      const tb = await anon.get('/api/tiebreaks');
      expect(tb.body.tieBreaks.map((t: { base: string }) => t.base)).toContain('BH');
      const listed = await anon.get('/api/games');
      const tri = listed.body.find((g: { id: string }) => g.id === 'tri-d-chess');
      expect(tri.aliases).toContain('tri-d');
      expect(tri.options.length).toBeGreaterThan(0);
      expect(listed.body.map((g: { id: string }) => g.id)).toContain('drakoburg');
      // the test server listens on 127.0.0.1 (HOST), so its public links point at this machine only
      const site = await anon.get('/api/site');
      expect(site.body).toEqual({ publicUrl: server.url, loopback: true });
      for (const p of [
        '/api/site',
        '/api/health',
        '/api/problems/{code}',
        '/api/pairing-systems',
        '/api/tiebreaks',
        '/api/games',
      ])
        visit('GET', p);
    });

    it('signs in, tells who is signed in, refuses a wrong password and throttles guessing', async () => {
      expect((await anon.get('/api/session')).body).toEqual({ account: null });
      expect((await owner.get('/api/session')).body.account).toMatchObject({ name: 'owner', admin: false });
      visit('GET', '/api/session');
      const wrong = await anon.post('/api/session', { name: 'stranger', password: 'not-the-password' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('ERR_LOGIN_FAILED');
      expect(wrong.headers.get('content-type')).toMatch(/application\/problem\+json/);
      const unknown = await anon.post('/api/session', { name: 'nobody', password: 'whatever-it-is' });
      expect(unknown.status).toBe(401);
      // wrong passwords slow down their account and address pair: after three more, that pair
      // waits (even with the right password) ...
      for (let i = 0; i < 3; i++)
        await anon.post('/api/session', { name: 'stranger', password: `bad-${i}-password` });
      const slowed = await anon.post('/api/session', { name: 'stranger', password: PASSWORD });
      expect(slowed.status).toBe(429);
      expect(slowed.body.code).toBe('ERR_RATE_LIMITED');
      expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // ... while the same account from another address signs in at once (127.0.0.2: loopback)
      const elsewhere = await signInFrom('127.0.0.2', server.url, 'stranger', PASSWORD);
      expect(elsewhere.status, elsewhere.text).toBe(200);
      // and other accounts from the guessing address are not slowed
      const other = await new Client(server.url).post('/api/session', {
        name: 'arbiter',
        password: PASSWORD,
      });
      expect(other.status).toBe(200);
      // the session cookie is httpOnly and SameSite=Strict
      const r = await fetch(`${server.url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'owner', password: PASSWORD }),
      });
      const cookie = r.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
    });

    it('counts sign-in attempts only: a sign-in after 50 page loads from the same address succeeds', async () => {
      const reader = new Client(server.url);
      for (let i = 0; i < 50; i++) expect((await reader.get('/api/session')).status).toBe(200);
      for (let i = 0; i < 25; i++) expect((await reader.get('/api/health')).status).toBe(200);
      expect((await reader.post('/api/session', { name: 'owner', password: PASSWORD })).status).toBe(200);
    });

    it('lets only an administrator create and list accounts', async () => {
      const body = { name: 'someone', displayName: 'Someone', password: PASSWORD };
      expect((await anon.post('/api/accounts', body)).status).toBe(401);
      expect((await owner.post('/api/accounts', body)).status).toBe(403);
      expect((await admin.get('/api/accounts')).body.map((a: { name: string }) => a.name)).not.toContain(
        'someone',
      );
      expect((await owner.get('/api/accounts')).status).toBe(403);
      expect((await anon.get('/api/accounts')).status).toBe(401);
      const dup = await admin.post('/api/accounts', { ...body, name: 'owner' });
      expect(dup.status).toBe(409);
      expect(dup.body.code).toBe('ERR_ACCOUNT_EXISTS');
      const weak = await admin.post('/api/accounts', { ...body, password: 'short' });
      expect(weak.status).toBe(400);
      expect(weak.body.code).toBe('ERR_PASSWORD_TOO_SHORT');
      const badName = await admin.post('/api/accounts', { ...body, name: 'Not A Name' });
      expect(badName.status).toBe(400);
      visit('GET', '/api/accounts');
    });

    it('invites with a one-time code, resets a password with another, and lists who has access', async () => {
      const body = { name: 'invited', displayName: 'Invited Person' };
      expect((await anon.post('/api/invitations', body)).status).toBe(401);
      expect((await owner.post('/api/invitations', body)).status).toBe(403);
      const invited = await admin.post('/api/invitations', body);
      expect(invited.status, invited.text).toBe(201);
      expect(invited.body.code).toMatch(/^invited:[A-Za-z0-9_-]{20,}$/);
      expect((await admin.post('/api/invitations', body)).body.code).toBe('ERR_ACCOUNT_EXISTS');
      const listed = async () =>
        (await admin.get('/api/accounts')).body.find((a: { name: string }) => a.name === 'invited');
      expect(await listed()).toMatchObject({ status: 'invited', pending: 'invitation', tournaments: [] });
      // nobody signs in to an account without a password
      const nobody = await new Client(server.url).post('/api/session', {
        name: 'invited',
        password: '' + PASSWORD,
      });
      expect(nobody.status).toBe(401);
      // a mistyped code is refused and sets nothing
      const guest = new Client(server.url);
      const mistyped = `${invited.body.code.slice(0, -3)}abc`;
      const wrong = await guest.post('/api/account-setup', { code: mistyped, password: PASSWORD });
      expect([wrong.status, wrong.body.code]).toEqual([400, 'ERR_SETUP_CODE']);
      expect(wrong.headers.get('set-cookie')).toBeNull();
      const set = await guest.post('/api/account-setup', {
        code: invited.body.code,
        password: 'invited-own-password',
      });
      expect(set.status, set.text).toBe(200);
      expect((await guest.get('/api/session')).body.account).toMatchObject({ name: 'invited', admin: false });
      expect(await listed()).toMatchObject({ status: 'active', pending: null });
      // a code works once
      const twice = await new Client(server.url).post('/api/account-setup', {
        code: invited.body.code,
        password: PASSWORD,
      });
      expect(twice.body.code).toBe('ERR_SETUP_CODE');
      // a reset: only an administrator, only of an account that exists
      expect((await owner.post('/api/accounts/invited/password-reset')).status).toBe(403);
      expect((await admin.post('/api/accounts/nobody/password-reset')).body.code).toBe('ERR_ACCOUNT_UNKNOWN');
      const reset = await admin.post('/api/accounts/invited/password-reset');
      expect(reset.status, reset.text).toBe(201);
      expect(await listed()).toMatchObject({ status: 'active', pending: 'reset' });
      const again = new Client(server.url);
      const mended = await again.post('/api/account-setup', {
        code: reset.body.code,
        password: 'invited-new-password',
      });
      expect(mended.status, mended.text).toBe(200);
      // the new password ends the sessions of the old one; the old password no longer signs in
      expect((await guest.get('/api/session')).body.account).toBeNull();
      expect(
        (
          await new Client(server.url).post('/api/session', {
            name: 'invited',
            password: 'invited-own-password',
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await new Client(server.url).post('/api/session', {
            name: 'invited',
            password: 'invited-new-password',
          })
        ).status,
      ).toBe(200);
      visit('POST', '/api/invitations');
      visit('POST', '/api/accounts/{name}/password-reset');
      visit('POST', '/api/account-setup');
    });

    it('creates a tournament for its owner; the public does not see it before it is published', async () => {
      const create = await owner.post(
        '/api/tournaments',
        {
          name: 'Club Swiss',
          game: 'tri-d-chess',
          setup: 'standard',
          pairingSystem: 'dutch',
          rounds: 5,
          tieBreaks: ['BH/C1', 'BH', 'SB'],
        },
        { 'idempotency-key': 'create-1' },
      );
      expect(create.status, create.text).toBe(201);
      expect(create.body.events[0].data.settings).toMatchObject({ game: 'tri-d-chess', setup: 'standard' });
      id = create.body.tournament;
      expect(create.headers.get('location')).toBe(`/api/tournaments/${id}`);
      expect(create.body.events.map((e: { type: string }) => e.type)).toEqual([
        'TournamentCreated',
        'AccessGranted',
      ]);
      // a retry with the same key names the same tournament and stores nothing new
      const retry = await owner.post(
        '/api/tournaments',
        {
          name: 'Club Swiss',
          game: 'tri-d-chess',
          setup: 'standard',
          pairingSystem: 'dutch',
          rounds: 5,
          tieBreaks: ['BH/C1', 'BH', 'SB'],
        },
        { 'idempotency-key': 'create-1' },
      );
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(create.body);
      visit('POST', '/api/tournaments');
      const shown = await owner.get(T());
      expect(shown.body).toMatchObject({
        id,
        phase: 'registration',
        published: false,
        role: 'owner',
        version: 3, // created, owner appointed, Idempotency-Key recorded
      });
      expect(shown.headers.get('etag')).toBe('"3"');
      expect(shown.body.settings.setup).toBe('standard');
      visit('GET', '/api/tournaments/{id}');
      expect((await anon.get(T())).status).toBe(404);
      expect((await stranger.get(T())).status).toBe(404);
      // the polled views, answered before Fastify when this process knows the caller
      // (http/fast-views.ts), keep the same access; an unknown token is left to the access hook
      const forged = new Client(server.url);
      forged.token = `owner:${'x'.repeat(40)}`;
      for (const view of ['standings', 'crosstable']) {
        expect((await anon.get(`${T()}/${view}`)).status).toBe(404);
        expect((await stranger.get(`${T()}/${view}`)).status).toBe(404);
        expect((await forged.get(`${T()}/${view}`)).status).toBe(404);
        expect((await owner.get(`${T()}/${view}`)).status).toBe(200);
      }
      expect((await anon.get('/api/tournaments')).body.map((t: { id: string }) => t.id)).not.toContain(id);
      expect((await owner.get('/api/tournaments')).body.map((t: { id: string }) => t.id)).toContain(id);
      visit('GET', '/api/tournaments');
    });

    it('refuses a tournament that cannot exist, with the code, the rule and Czech text', async () => {
      const bad = await owner.request('POST', '/api/tournaments', {
        body: { name: 'X', game: 'tri-d-chess', pairingSystem: 'no-such-system' },
        headers: { 'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.5' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({
        code: 'ERR_UNKNOWN_SYSTEM',
        status: 422,
        type: '/api/problems/ERR_UNKNOWN_SYSTEM',
      });
      expect(bad.headers.get('content-language')).toBe('cs');
      const tb = await owner.post('/api/tournaments', {
        name: 'X',
        game: 'tri-d-chess',
        pairingSystem: 'dutch',
        tieBreaks: ['XYZ'],
      });
      expect(tb.status).toBe(400);
      expect(tb.body.errors[0].path).toMatch(/tieBreaks/);
      const points = await owner.post('/api/tournaments', {
        name: 'X',
        game: 'tri-d-chess',
        pairingSystem: 'dutch',
        pointSystem: { win: 0.5, draw: 1 },
      });
      expect(points.status).toBe(422);
      expect(points.body).toMatchObject({
        code: 'ERR_INVALID_POINT_SYSTEM',
        rule: expect.stringMatching(/^FIDE C\.07/),
      });
      const game = await owner.post('/api/tournaments', {
        name: 'X',
        game: 'checkers',
        pairingSystem: 'dutch',
      });
      expect(game.body).toMatchObject({ status: 422, code: 'ERR_UNKNOWN_GAME' });
      const option = await owner.post('/api/tournaments', {
        name: 'X',
        game: 'tri-d',
        pairingSystem: 'dutch',
        options: { 'no-such-option': 'x' },
      });
      expect(option.body.code).toBe('ERR_UNKNOWN_OPTION');
      // the setup is the game's to judge: an unknown one is refused with the game's code and rule
      const setup = await owner.request('POST', '/api/tournaments', {
        body: { name: 'X', game: 'tri-d-chess', pairingSystem: 'dutch', setup: 'no-such-setup' },
        headers: { 'accept-language': 'cs' },
      });
      expect(setup.status).toBe(422);
      expect(setup.body).toMatchObject({ code: 'ERR_UNKNOWN_SETUP', params: { setup: 'no-such-setup' } });
      expect(setup.body.rule).not.toBe('');
      expect(
        (
          await owner.post('/api/tournaments', {
            name: 'X',
            game: 'tri-d',
            pairingSystem: 'dutch',
            setup: '',
          })
        ).status,
      ).toBe(400);
      const notJson = await owner.request('POST', '/api/tournaments', {
        raw: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.status).toBe(400);
      const wrongType = await owner.request('POST', '/api/tournaments', {
        raw: '<name/>',
        headers: { 'content-type': 'application/xml' },
      });
      expect(wrongType.status).toBe(415);
      expect(wrongType.body.code).toBe('ERR_MEDIA_TYPE');
      const huge = await owner.post('/api/tournaments', {
        name: 'x'.repeat(200_000),
        game: 'g',
        pairingSystem: 'dutch',
      });
      expect(huge.status).toBe(413);
      expect(huge.body.code).toBe('ERR_BODY_TOO_LARGE');
      const mine = (await owner.get('/api/tournaments')).body;
      expect(mine).toHaveLength(1);
    });

    it('registers players by CSV and one by one; refuses a bad CSV whole, naming line and column', async () => {
      const before = await version();
      const bad = await owner.post(`${T()}/players/import`, {
        format: 'csv',
        text: 'name,rating\nAnna,12x\n',
      });
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ code: 'ERR_CSV_FIELD', params: { line: 2, column: 2 } });
      const noName = await owner.post(`${T()}/players/import`, { format: 'csv', text: 'rating\n1200\n' });
      expect(noName.body.code).toBe('ERR_CSV_HEADER');
      const badTrf = await owner.post(`${T()}/players/import`, { format: 'trf', text: '001 nonsense' });
      expect(badTrf.status).toBe(422);
      expect(badTrf.body.code).toMatch(/^ERR_TRF_/);
      expect(await version()).toBe(before);
      const csv = await owner.post(`${T()}/players/import`, { format: 'csv', text: PLAYERS_CSV });
      expect(csv.status, csv.text).toBe(201);
      expect(csv.body.events).toHaveLength(5);
      expect(csv.body.events[2].data.player).toMatchObject({
        id: 3,
        name: 'Charlie, Carl',
        rating: 2200,
        federation: 'GER',
        birthYear: 2001,
      });
      const czech = await owner.post(`${T()}/players/import`, { format: 'csv', text: PLAYERS_CSV_CZECH });
      expect(czech.status, czech.text).toBe(201);
      expect(czech.body.events).toHaveLength(5);
      expect(czech.body.events[1].data.player).toEqual({
        id: 7,
        name: 'Golf, Greta',
        rating: 2000,
        fideId: '1000007',
        title: '',
        federation: 'POL',
        birthYear: 1970,
      });
      visit('POST', '/api/tournaments/{id}/players/import');
      const trf = await owner.post(`${T()}/players/import`, {
        format: 'trf',
        text: '012 Imported\n001   11 m    Kilo Karel                        1800 CZE     1000011 1990/01/01  0.0   11\n',
      });
      expect(trf.status, trf.text).toBe(201);
      expect(trf.body.events[0].data.player).toMatchObject({
        id: 11,
        name: 'Kilo Karel',
        rating: 1800,
        birthYear: 1990,
      });
      const badYear = await owner.post(`${T()}/players`, { name: 'Too Old', birthYear: 1200 });
      expect(badYear.status).toBe(400);
      expect(badYear.body.code).toBe('ERR_REQUEST_INVALID');
      expect(await version()).toBe(before + 11); // ten players by CSV, one by TRF; nothing for the refused one
      const one = await owner.post(`${T()}/players`, {
        name: 'Lima Lucie',
        rating: 1750,
        federation: 'CZE',
        birthYear: 2012,
      });
      expect(one.status).toBe(201);
      expect(one.body.events[0].data.player.birthYear).toBe(2012);
      expect(one.body.events[0].data.player.id).toBe(12);
      visit('POST', '/api/tournaments/{id}/players');
      const dup = await owner.post(`${T()}/players`, { name: 'Copy', fideId: '1000001' });
      expect(dup.status).toBe(422);
      expect(dup.body.code).toBe('ERR_DUPLICATE_PLAYER');
      const players = await owner.get(`${T()}/players`);
      expect(players.body).toHaveLength(12);
      visit('GET', '/api/tournaments/{id}/players');
    });

    it('withdraws, reinstates, records a requested bye and a forbidden pair', async () => {
      expect((await owner.post(`${T()}/players/12/withdraw`)).status).toBe(200);
      const again = await owner.post(`${T()}/players/12/withdraw`);
      expect(again.body).toMatchObject({ code: 'ERR_ALREADY_WITHDRAWN', rule: 'FIDE C.04.1' });
      expect((await owner.post(`${T()}/players/12/reinstate`)).status).toBe(200);
      expect((await owner.post(`${T()}/players/99/reinstate`)).body.code).toBe('ERR_UNKNOWN_PLAYER');
      visit('POST', '/api/tournaments/{id}/players/{player}/withdraw');
      visit('POST', '/api/tournaments/{id}/players/{player}/reinstate');
      const bye = await owner.post(`${T()}/players/12/byes`, { round: 1, kind: 'half' });
      expect(bye.status, bye.text).toBe(200);
      expect((await owner.post(`${T()}/players/12/byes`, { round: 1, kind: 'sometimes' })).status).toBe(400);
      visit('POST', '/api/tournaments/{id}/players/{player}/byes');
      const forbid = await owner.post(`${T()}/forbidden-pairs`, { players: [1, 2] });
      expect(forbid.status).toBe(200);
      expect((await owner.post(`${T()}/forbidden-pairs`, { players: [1] })).status).toBe(400);
      visit('POST', '/api/tournaments/{id}/forbidden-pairs');
    });

    it("edits a player's details; the pairing number stays; bad edits store nothing", async () => {
      const before = await version();
      const edited = await owner.patch(`${T()}/players/4`, { rating: 2160, title: 'WFM', birthYear: null });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body.events).toHaveLength(1);
      expect(edited.body.events[0]).toMatchObject({
        type: 'PlayerEdited',
        actor: 'owner',
        data: { player: { id: 4, name: 'Delta Dana', rating: 2160, title: 'WFM', fideId: '1000004' } },
      });
      expect(edited.body.events[0].data.player).not.toHaveProperty('birthYear');
      expect(edited.headers.get('etag')).toBe(`"${before + 1}"`);
      const listed = (await owner.get(`${T()}/players`)).body as {
        id: number;
        rating: number;
        withdrawn: boolean;
      }[];
      expect(listed[3]).toMatchObject({ id: 4, rating: 2160, title: 'WFM', withdrawn: false });
      expect(listed).toHaveLength(12);
      // the same edit again changes nothing and stores nothing
      const same = await owner.patch(`${T()}/players/4`, { rating: 2160 });
      expect(same.status).toBe(200);
      expect(same.body.events).toEqual([]);
      const refusals: [unknown, number, string, string?][] = [
        [{}, 400, 'ERR_REQUEST_INVALID'],
        [{ rating: -5 }, 400, 'ERR_REQUEST_INVALID'],
        [{ name: '' }, 400, 'ERR_REQUEST_INVALID'],
        [{ birthYear: 3000 }, 400, 'ERR_REQUEST_INVALID'],
        [{ federation: 'czech' }, 400, 'ERR_REQUEST_INVALID'],
        [{ fideId: '1000001' }, 422, 'ERR_DUPLICATE_PLAYER'],
      ];
      for (const [body, status, code] of refusals) {
        const r = await owner.patch(`${T()}/players/4`, body);
        expect(r.status, JSON.stringify(body)).toBe(status);
        expect(r.body.code).toBe(code);
        expect(r.headers.get('content-type')).toMatch(/application\/problem\+json/);
      }
      const unknown = await owner.request('PATCH', `${T()}/players/99`, {
        body: { rating: 1 },
        headers: { 'accept-language': 'cs' },
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body).toMatchObject({ code: 'ERR_UNKNOWN_PLAYER', params: { player: 99 } });
      expect(unknown.headers.get('content-language')).toBe('cs');
      expect(await version()).toBe(before + 1);
      visit('PATCH', '/api/tournaments/{id}/players/{player}');
    });

    it('appoints an arbiter, lists the staff, and removes and re-appoints', async () => {
      expect((await owner.put(`${T()}/staff/nobody`, { role: 'arbiter' })).body.code).toBe(
        'ERR_UNKNOWN_ACCOUNT',
      );
      const appoint = await owner.put(`${T()}/staff/arbiter`, { role: 'arbiter' });
      expect(appoint.status).toBe(200);
      expect((await owner.put(`${T()}/staff/owner`, { role: 'arbiter' })).body.code).toBe('ERR_OWNER_ROLE');
      visit('PUT', '/api/tournaments/{id}/staff/{account}');
      const staff = await arbiter.get(`${T()}/staff`);
      expect(staff.body).toEqual(
        expect.arrayContaining([
          { account: 'owner', role: 'owner' },
          { account: 'arbiter', role: 'arbiter' },
        ]),
      );
      visit('GET', '/api/tournaments/{id}/staff');
      expect((await owner.delete(`${T()}/staff/arbiter`)).status).toBe(200);
      expect((await arbiter.get(`${T()}/staff`)).status).toBe(403);
      visit('DELETE', '/api/tournaments/{id}/staff/{account}');
      expect((await owner.put(`${T()}/staff/arbiter`, { role: 'arbiter' })).status).toBe(200);
    });

    it('publishes: the public then reads it, but not its history', async () => {
      const pub = await owner.post(`${T()}/publication`, { published: true });
      expect(pub.status).toBe(200);
      visit('POST', '/api/tournaments/{id}/publication');
      expect((await anon.get(T())).body).toMatchObject({ id, published: true, role: null });
      expect((await anon.get('/api/tournaments')).body.map((t: { id: string }) => t.id)).toContain(id);
      expect((await anon.get(`${T()}/history`)).status).toBe(401);
      expect((await stranger.get(`${T()}/history`)).status).toBe(403);
      const history = await arbiter.get(`${T()}/history`);
      expect(history.body[0]).toMatchObject({ version: 1, type: 'TournamentCreated', actor: 'owner' });
      expect(history.body.at(-1)).toMatchObject({ type: 'TournamentPublished', actor: 'owner' });
      visit('GET', '/api/tournaments/{id}/history');
    });

    it('refuses every write by a missing or wrong identity, before reading the body, and stores nothing', async () => {
      const before = await version();
      const writes: [string, string, unknown, 'owner' | 'staff'][] = [
        ['POST', `${T()}/publication`, { published: false }, 'owner'],
        ['POST', `${T()}/close`, {}, 'owner'],
        ['PUT', `${T()}/staff/stranger`, { role: 'arbiter' }, 'owner'],
        ['DELETE', `${T()}/staff/arbiter`, undefined, 'owner'],
        ['POST', `${T()}/players`, { name: 'Intruder' }, 'owner'],
        ['POST', `${T()}/players/import`, { format: 'csv', text: 'name\nX\n' }, 'owner'],
        ['PATCH', `${T()}/players/1`, { rating: 1 }, 'owner'],
        ['POST', `${T()}/players/1/withdraw`, {}, 'owner'],
        ['POST', `${T()}/players/1/reinstate`, {}, 'owner'],
        ['POST', `${T()}/players/1/byes`, { round: 2, kind: 'half' }, 'owner'],
        ['POST', `${T()}/forbidden-pairs`, { players: [3, 4] }, 'owner'],
        ['POST', `${T()}/rounds`, {}, 'staff'],
        ['PUT', `${T()}/rounds/1/pairing`, { boards: [], pab: null, reason: 'x' }, 'staff'],
        ['DELETE', `${T()}/rounds/1`, undefined, 'staff'],
        ['POST', `${T()}/rounds/1/close`, {}, 'staff'],
        ['PUT', `${T()}/rounds/1/boards/1/result`, { result: '1-0' }, 'staff'],
        ['POST', `${T()}/rounds/1/boards/1/correction`, { result: '0-1', reason: 'x' }, 'staff'],
      ];
      for (const [method, path, body] of writes) {
        const call = body === undefined ? {} : { body };
        expect((await anon.request(method, path, call)).status, `${method} ${path} anonymous`).toBe(401);
        expect((await stranger.request(method, path, call)).status, `${method} ${path} stranger`).toBe(403);
        const forged = new Client(server.url);
        forged.token = 'owner:not-a-token-that-was-ever-issued';
        expect((await forged.request(method, path, call)).status, `${method} ${path} forged token`).toBe(401);
      }
      for (const [method, path, body, need] of writes) {
        if (need !== 'owner') continue;
        const r = await arbiter.request(method, path, body === undefined ? {} : { body });
        expect(r.status, `${method} ${path} arbiter`).toBe(403);
        expect(r.body.code).toBe('ERR_FORBIDDEN');
      }
      // the identity is checked before the body is read: a broken or oversized body still gets 401
      const broken = await anon.request('POST', `${T()}/players`, {
        raw: '{{{',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(401);
      const brokenEdit = await stranger.request('PATCH', `${T()}/players/1`, {
        raw: '{{{',
        headers: { 'content-type': 'application/json' },
      });
      expect(brokenEdit.status).toBe(403);
      const oversized = await anon.request('POST', `${T()}/players`, {
        raw: 'x'.repeat(300_000),
        headers: { 'content-type': 'application/json' },
      });
      expect(oversized.status).toBe(401);
      // a write from another site with the owner's cookie is refused too
      const crossSite = await owner.request('POST', `${T()}/players`, {
        body: { name: 'CSRF' },
        headers: { origin: 'http://evil.example' },
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body.code).toBe('ERR_CROSS_SITE');
      const fetchSite = await owner.request('POST', `${T()}/players`, {
        body: { name: 'CSRF' },
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(fetchSite.status).toBe(403);
      expect(await version()).toBe(before);
      expect((await owner.get(`${T()}/players`)).body).toHaveLength(12);
      // account routes too
      expect((await anon.post('/api/account/tokens', { label: 'x' })).status).toBe(401);
      expect((await anon.put('/api/account/password', { current: 'x', next: 'y'.repeat(12) })).status).toBe(
        401,
      );
      expect((await anon.delete('/api/session')).status).toBe(401);
      expect((await anon.delete('/api/account/tokens/tok-x')).status).toBe(401);
      expect(
        (await anon.post('/api/tournaments', { name: 'x', game: 'g', pairingSystem: 'dutch' })).status,
      ).toBe(401);
    });

    it('pairs by hand with a reason, shown as such, and takes a pairing back while it has no results', async () => {
      const players = (await owner.get(`${T()}/players`)).body as { id: number }[];
      const ids = players.map((p) => p.id).filter((id) => id !== 12);
      const boards = [];
      for (let i = 0; i + 1 < ids.length; i += 2) boards.push({ white: ids[i + 1], black: ids[i] });
      const noReason = await arbiter.put(`${T()}/rounds/1/pairing`, { boards, pab: ids.at(-1) });
      expect(noReason.status).toBe(400);
      const forbidden = await arbiter.put(`${T()}/rounds/1/pairing`, {
        boards: [{ white: 1, black: 2 }, ...boards.slice(1)],
        pab: ids.at(-1),
        reason: 'test',
      });
      expect(forbidden.body).toMatchObject({ code: 'ERR_PAIRING_INVALID', rule: 'FIDE C.04.1' });
      const manual = await arbiter.put(`${T()}/rounds/1/pairing`, {
        boards: [{ white: 2, black: 3 }, { white: 1, black: 4 }, ...boards.slice(2)],
        pab: ids.at(-1),
        reason: 'two players share a car',
      });
      expect(manual.status, manual.text).toBe(201);
      expect(manual.body.events[0]).toMatchObject({
        type: 'PairingOverridden',
        data: { round: 1, reason: 'two players share a car' },
      });
      visit('PUT', '/api/tournaments/{id}/rounds/{round}/pairing');
      const shown = await owner.get(`${T()}/rounds/1`);
      expect(shown.body).toMatchObject({ system: 'manual', override: 'two players share a car' });
      // why board 1 is paired so: the arbiter's reason, and the Dutch system's verdict on it
      const why = await anon.get(`${T()}/rounds/1/boards/1/explanation`);
      expect(why.status, why.text).toBe(200);
      expect(why.body).toMatchObject({
        round: 1,
        board: 1,
        pairedBy: 'arbiter',
        reason: 'two players share a car',
        systemAgrees: false,
        white: { id: 2, points: 0 },
        black: { id: 3, points: 0 },
      });
      expect(why.body.code).toBe(`ERR_DUTCH_${why.body.criterion.toUpperCase()}`);
      expect(why.body.rule).toMatch(/^FIDE C\.04\.3/);
      expect(why.body.summary).toContain('two players share a car');
      expect(why.body.white.instead).not.toBe(3);
      expect((await owner.get(`${T()}/rounds/1?format=text`)).text).toMatch(
        /paired by hand: two players share a car/,
      );
      expect((await stranger.delete(`${T()}/rounds/1`)).status).toBe(403);
      expect((await arbiter.delete(`${T()}/rounds/2`)).body.code).toBe('ERR_ROUND_NOT_PAIRED');
      const undone = await arbiter.delete(`${T()}/rounds/1`);
      expect(undone.status, undone.text).toBe(200);
      expect(undone.body.events[0]).toMatchObject({ type: 'PairingUndone', data: { round: 1 } });
      visit('DELETE', '/api/tournaments/{id}/rounds/{round}');
      expect((await owner.get(`${T()}/rounds`)).body).toEqual([]);
    });

    it('pairs round 1 for an arbiter, with the half-point bye and the forbidden pair kept', async () => {
      const paired = await arbiter.post(`${T()}/rounds`, {});
      expect(paired.status, paired.text).toBe(201);
      const event = paired.body.events[0];
      expect(event).toMatchObject({ type: 'RoundPaired', data: { round: 1, system: 'dutch' } });
      expect(event.data.byes).toEqual([{ player: 12, kind: 'half' }]);
      expect(event.data.boards).toHaveLength(5);
      expect(event.data.pab).toBe(11);
      for (const b of event.data.boards) expect([b.white, b.black].sort()).not.toEqual([1, 2]);
      visit('POST', '/api/tournaments/{id}/rounds');
      const again = await arbiter.post(`${T()}/rounds`, {});
      expect(again.status).toBe(422);
      expect(again.body).toMatchObject({ code: 'ERR_ROUND_OPEN', rule: 'FIDE C.04.1' });
      // renumbering the start list (FIDE C.04.2): the organiser's alone, and never while a round is open
      const before = await version();
      expect((await arbiter.post(`${T()}/players/renumber`)).status).toBe(403);
      expect((await anon.post(`${T()}/players/renumber`)).status).toBe(401);
      const renumber = await owner.post(`${T()}/players/renumber`);
      expect(renumber.status).toBe(422);
      expect(renumber.body).toMatchObject({ code: 'ERR_RENUMBER_ROUND_OPEN', rule: 'FIDE C.04.2' });
      expect(await version()).toBe(before);
      visit('POST', '/api/tournaments/{id}/players/renumber');
      const round = await anon.get(`${T()}/rounds/1`);
      expect(round.body.boards[0]).toMatchObject({ board: 1, result: null });
      expect(round.body.pab).toMatchObject({ id: 11, name: 'Kilo Karel' });
      const text = await anon.get(`${T()}/rounds/1?format=text`);
      expect(text.headers.get('content-type')).toMatch(/text\/plain/);
      expect(text.text).toMatch(/^Board\s+No\s+White\s+Result\s+No\s+Black\n/);
      // CSV is the one machine format (English keys, the bytes `arbiter pair --format csv` writes),
      // the same in every language; the text is in the reader's
      const csv = await anon.get(`${T()}/rounds/1?format=csv`);
      expect(csv.text.split('\r\n')[0]).toBe('board,white,white_name,result,black,black_name');
      expect(csv.text).toContain('\r\n,11,Kilo Karel,pab,,\r\n');
      expect((await anon.get(`${T()}/rounds/1?format=csv&lang=cs`)).text).toBe(csv.text);
      const czech = await anon.get(`${T()}/rounds/1?format=text&lang=cs`);
      expect([czech.text.split('\n')[0], czech.headers.get('content-language')]).toEqual([
        expect.stringMatching(/^Šachovnice\s+St\. č\.\s+Bílý\s+Výsledek\s+St\. č\.\s+Černý$/),
        'cs',
      ]);
      expect(czech.text).toMatch(/11\s+Kilo Karel\s+volno \(přidělené losováním\)/);
      expect((await anon.get(`${T()}/rounds/2`)).status).toBe(404);
      expect((await anon.get(`${T()}/rounds/1?format=pdf`)).status).toBe(400);
      visit('GET', '/api/tournaments/{id}/rounds/{round}');
      expect((await anon.get(`${T()}/rounds`)).body).toHaveLength(1);
      visit('GET', '/api/tournaments/{id}/rounds');
      // why a board is paired so: in round 1 everyone has 0 points and no colour history, so any
      // other pairing is as good by C1-C21 and only the Dutch order of candidates decides
      const b1 = event.data.boards[0];
      const why = await anon.get(`${T()}/rounds/1/boards/1/explanation`);
      expect(why.status, why.text).toBe(200);
      expect(why.body).toMatchObject({
        round: 1,
        board: 1,
        pairedBy: 'system',
        system: 'dutch',
        reason: null,
        criterion: 'order',
        code: 'ERR_DUTCH_ORDER',
        rule: 'FIDE C.04.3 4',
        white: { id: b1.white, points: 0 },
        black: { id: b1.black, points: 0 },
      });
      // without this pair each of them meets someone else
      expect(why.body.white.instead).not.toBeNull();
      expect(why.body.white.instead).not.toBe(b1.black);
      expect(why.body.summary).toMatch(/Dutch order of candidates/);
      const cs = await anon.get(`${T()}/rounds/1/boards/1/explanation`, {
        headers: { 'accept-language': 'cs' },
      });
      expect(cs.body.summary).toMatch(/holandské pořadí/);
      expect(cs.body.detail).toMatch(/^Kolo 1/);
      const noBoard = await anon.get(`${T()}/rounds/1/boards/99/explanation`);
      expect(noBoard.status).toBe(404);
      expect(noBoard.body).toMatchObject({ code: 'ERR_BOARD_NOT_FOUND', params: { round: 1, board: 99 } });
      expect((await anon.get(`${T()}/rounds/2/boards/1/explanation`)).body.code).toBe('ERR_ROUND_NOT_FOUND');
      expect((await anon.get(`${T()}/rounds/1/boards/x/explanation`)).status).toBe(400);
      visit('GET', '/api/tournaments/{id}/rounds/{round}/boards/{board}/explanation');
    });

    it('compares an edit of round 1 with the engine, refuses by level, and saves it with its reason', async () => {
      await checkPairingEdit({ T, anon, owner, arbiter, stranger, version, visit });
    });

    it('records results, answers a retried request the same, and refuses a second result with 409', async () => {
      const before = await version();
      const first = await arbiter.put(
        `${T()}/rounds/1/boards/1/result`,
        { result: '1-0' },
        { 'idempotency-key': 'r1b1' },
      );
      expect(first.status, first.text).toBe(200);
      // the result, then the record of its Idempotency-Key in the same append
      expect(first.body.events.map((e: { version: number }) => e.version)).toEqual([before + 1]);
      expect(first.body.version).toBe(before + 2);
      const retry = await arbiter.put(
        `${T()}/rounds/1/boards/1/result`,
        { result: '1-0' },
        { 'idempotency-key': 'r1b1' },
      );
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      // ten retries at once: one stored
      const storm = await Promise.all(
        Array.from({ length: 10 }, () =>
          arbiter.put(
            `${T()}/rounds/1/boards/2/result`,
            { result: '1/2-1/2' },
            { 'idempotency-key': 'r1b2' },
          ),
        ),
      );
      for (const r of storm) expect(r.body).toEqual(storm[0].body);
      // each write says where its time went: its wait for the batches before it, and its batch's append
      const timing = storm[0].headers.get('server-timing') ?? '';
      expect(timing).toMatch(
        /^queue;dur=\d+\.\d\d, decide;dur=\d+\.\d\d, append;dur=\d+\.\d\d, batch;desc="\d+ writes"$/,
      );
      expect(
        Math.max(
          ...storm.map((r) => Number(/batch;desc="(\d+)/.exec(r.headers.get('server-timing') ?? '')?.[1])),
        ),
      ).toBeGreaterThanOrEqual(1);
      expect(await version()).toBe(before + 4);
      const second = await arbiter.put(`${T()}/rounds/1/boards/1/result`, { result: '0-1' });
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('ERR_RESULT_EXISTS');
      // the same key for another request of the same caller is refused, and stores nothing (issue 34)
      const reused = await arbiter.put(
        `${T()}/rounds/1/boards/3/result`,
        { result: '0-1' },
        { 'idempotency-key': 'r1b1' },
      );
      expect([reused.status, reused.body.code]).toEqual([422, 'ERR_COMMAND_REUSED']);
      expect(await version()).toBe(before + 4);
      expect((await arbiter.put(`${T()}/rounds/1/boards/9/result`, { result: '1-0' })).body.code).toBe(
        'ERR_UNKNOWN_BOARD',
      );
      expect((await arbiter.put(`${T()}/rounds/1/boards/3/result`, { result: '2-0' })).status).toBe(400);
      expect(
        (
          await arbiter.put(
            `${T()}/rounds/1/boards/3/result`,
            { result: '1-0' },
            { 'idempotency-key': 'bad key with spaces' },
          )
        ).status,
      ).toBe(400);
      expect(await version()).toBe(before + 4);
      visit('PUT', '/api/tournaments/{id}/rounds/{round}/boards/{board}/result');
    });

    it('answers a stale If-Match with 409 and stores nothing; a current one goes through', async () => {
      const v = await version();
      const stale = await arbiter.put(
        `${T()}/rounds/1/boards/3/result`,
        { result: '0-1' },
        { 'if-match': `"${v - 1}"` },
      );
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'ERR_VERSION_STALE', params: { expected: v - 1, actual: v } });
      expect(await version()).toBe(v);
      const bad = await arbiter.put(
        `${T()}/rounds/1/boards/3/result`,
        { result: '0-1' },
        { 'if-match': 'yesterday' },
      );
      expect(bad.status).toBe(400);
      const current = await arbiter.put(
        `${T()}/rounds/1/boards/3/result`,
        { result: '0-1' },
        { 'if-match': `"${v}"` },
      );
      expect(current.status).toBe(200);
      expect(current.headers.get('etag')).toBe(`"${v + 1}"`);
    });

    it('corrects a result with a reason, shown on the board; a correction needs a result and a reason', async () => {
      const noReason = await arbiter.post(`${T()}/rounds/1/boards/1/correction`, { result: '0-1' });
      expect(noReason.status).toBe(400);
      const none = await arbiter.post(`${T()}/rounds/1/boards/4/correction`, {
        result: '0-1',
        reason: 'typo',
      });
      expect(none.body.code).toBe('ERR_NO_RESULT');
      const fixed = await arbiter.post(`${T()}/rounds/1/boards/1/correction`, {
        result: '0-1',
        reason: 'score sheets swapped',
      });
      expect(fixed.status).toBe(200);
      // the reason is part of the correction itself (issue 23): one event, replayed and imported with it
      expect(fixed.body.events).toEqual([
        expect.objectContaining({
          type: 'ResultCorrected',
          data: expect.objectContaining({ reason: 'score sheets swapped' }),
        }),
      ]);
      const board = (await anon.get(`${T()}/rounds/1`)).body.boards[0];
      expect(board).toMatchObject({ result: '0-1', corrections: ['score sheets swapped'] });
      visit('POST', '/api/tournaments/{id}/rounds/{round}/boards/{board}/correction');
      // what correcting it back would change, before saving: staff only, nothing stored
      const preview = await arbiter.get(`${T()}/rounds/1/boards/1/correction-preview?result=1-0`);
      expect(preview.status, preview.text).toBe(200);
      expect(preview.body).toMatchObject({ round: 1, board: 1, result: { before: '0-1', after: '1-0' } });
      expect((await anon.get(`${T()}/rounds/1/boards/1/correction-preview?result=1-0`)).status).toBe(401);
      visit('GET', '/api/tournaments/{id}/rounds/{round}/boards/{board}/correction-preview');
    });

    it('attaches a game record to a board: checked by the rules, filed, linked; a disagreeing one is refused', async () => {
      const sample = readFileSync(
        new URL('../../../../examples/meder-sample-game.pgn', import.meta.url),
        'utf8',
      );
      const asResult = (r: string) =>
        sample.replace('[Result "*"]', `[Result "${r}"]`).replace(/\*\s*$/, `${r}\n`);
      const before = await version();
      const strict = await arbiter.put(`${T()}/rounds/1/boards/1/record`, { text: asResult('0-1') });
      expect(strict.status).toBe(422);
      expect(strict.body.code).toBe('ERR_RECORD_ILLEGAL');
      const disagree = await arbiter.put(`${T()}/rounds/1/boards/1/record`, {
        text: asResult('1-0'),
        mode: 'lenient',
      });
      expect(disagree.status).toBe(422);
      expect(disagree.body).toMatchObject({ code: 'ERR_RECORD_RESULT' });
      const unfinished = await arbiter.put(`${T()}/rounds/1/boards/1/record`, {
        text: sample,
        mode: 'lenient',
      });
      expect(unfinished.body.code).toBe('ERR_RECORD_NO_RESULT');
      const drakoburg = readFileSync(
        new URL('../../../../examples/drakoburg-short-game.pgn', import.meta.url),
        'utf8',
      );
      const other = await arbiter.put(`${T()}/rounds/1/boards/1/record`, {
        text: drakoburg.replace('[Result "*"]', '[Result "0-1"]').replace(/\*\s*$/, '0-1\n'),
      });
      expect(other.body.code).toBe('ERR_RECORD_GAME');
      expect((await anon.get(`${T()}/rounds/1/boards/1/record`)).status).toBe(404);
      expect(
        (await stranger.put(`${T()}/rounds/1/boards/1/record`, { text: asResult('0-1'), mode: 'lenient' }))
          .status,
      ).toBe(403);
      expect(await version()).toBe(before);
      const attached = await arbiter.put(`${T()}/rounds/1/boards/1/record`, {
        text: asResult('0-1'),
        mode: 'lenient',
      });
      expect(attached.status, attached.text).toBe(200);
      expect(attached.body.events[0]).toMatchObject({
        type: 'ResultCorrected',
        data: { result: '0-1', gameStreamId: expect.stringMatching(/^game-/) },
      });
      const again = await arbiter.put(`${T()}/rounds/1/boards/1/record`, {
        text: asResult('0-1'),
        mode: 'lenient',
      });
      expect(again.body.events).toEqual([]);
      visit('PUT', '/api/tournaments/{id}/rounds/{round}/boards/{board}/record');
      const record = await anon.get(`${T()}/rounds/1/boards/1/record`);
      expect(record.body.events[0]).toMatchObject({ type: 'GameStarted', data: { game: 'tri-d-chess' } });
      expect(record.body.events).toHaveLength(35);
      visit('GET', '/api/tournaments/{id}/rounds/{round}/boards/{board}/record');
    });

    it('streams live events to the public once and in order, and resumes after Last-Event-ID', async () => {
      const v = await version();
      const live = followSse(`${server.url}${T()}/live`);
      await live.until((events) => events.some((e) => Number(e.id) === v));
      const ids = live.events.map((e) => Number(e.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(live.events.some((e) => e.event === 'AccessGranted')).toBe(false);
      await arbiter.put(`${T()}/rounds/1/boards/4/result`, { result: '-:-' });
      await live.until((events) =>
        events.some((e) => e.event === 'ResultRecorded' && JSON.parse(e.data).data.board === 4),
      );
      await live.close();
      const resumed = followSse(`${server.url}${T()}/live`, { 'last-event-id': String(v) });
      await resumed.until((events) => events.length >= 1);
      expect(resumed.events[0]).toMatchObject({ id: String(v + 1), event: 'ResultRecorded' });
      await resumed.close();
      const hidden = followSse(`${server.url}/api/tournaments/zzzzzzzz/live`);
      await new Promise((r) => setTimeout(r, 300));
      expect(hidden.status()).toBe(404);
      await hidden.close();
      visit('GET', '/api/tournaments/{id}/live');
    });

    it('closes the round and shows standings, crosstable and a TRF that gives the same standings', async () => {
      expect((await arbiter.post(`${T()}/rounds/1/close`)).body.code).toBe('ERR_RESULTS_MISSING');
      await arbiter.put(`${T()}/rounds/1/boards/5/result`, { result: '+:-' });
      const closed = await arbiter.post(`${T()}/rounds/1/close`);
      expect(closed.status).toBe(200);
      visit('POST', '/api/tournaments/{id}/rounds/{round}/close');
      const table = await anon.get(`${T()}/standings`);
      expect(table.status).toBe(200);
      expect(table.body.tieBreaks.map((t: { code: string }) => t.code)).toEqual(['BH/C1', 'BH', 'SB']);
      expect(table.body.rows).toHaveLength(12);
      const pab = table.body.rows.find((r: { player: { id: number } }) => r.player.id === 11);
      expect(pab.points).toBe(1);
      const half = table.body.rows.find((r: { player: { id: number } }) => r.player.id === 12);
      expect(half.points).toBe(0.5);
      const asOf0 = await anon.get(`${T()}/standings?round=0`);
      expect(asOf0.body.rows.every((r: { points: number }) => r.points === 0)).toBe(true);
      expect((await anon.get(`${T()}/standings?tiebreaks=NOPE`)).status).toBe(422);
      const csv = await anon.get(`${T()}/standings?format=csv`);
      expect(csv.text.split('\r\n')[0]).toBe('rank,id,name,rating,PTS,BH/C1,BH,SB');
      expect((await anon.get(`${T()}/standings?format=csv&lang=cs`)).text).toBe(csv.text);
      expect((await anon.get(`${T()}/standings?format=text`)).text).toMatch(/^Rank\s+No\s+Name/);
      // the text's header in Czech by ?lang= (the web app's link) or Accept-Language; tie-breaks keep their codes
      const czechHead = /^Pořadí\s+St\. č\.\s+Jméno\s+Rating\s+Body\s+BH\/C1\s+BH\s+SB$/;
      expect((await anon.get(`${T()}/standings?format=text&lang=cs`)).text.split('\n')[0]).toMatch(czechHead);
      const byHeader = await anon.get(`${T()}/standings?format=text`, {
        headers: { 'accept-language': 'cs' },
      });
      expect([byHeader.text.split('\n')[0], byHeader.headers.get('content-language')]).toEqual([
        expect.stringMatching(czechHead),
        'cs',
      ]);
      visit('GET', '/api/tournaments/{id}/standings');
      // a standing's values opened as sums (routes/tiebreak-breakdown.test.ts tests it in full)
      const sums = await anon.get(`${T()}/players/12/tiebreaks`);
      expect(sums.body.tieBreaks.map((b: { shown: string }) => b.shown)).toEqual(half.values);
      visit('GET', '/api/tournaments/{id}/players/{player}/tiebreaks');
      const cross = await anon.get(`${T()}/crosstable`);
      expect(cross.body.rounds).toBe(1);
      expect(cross.body.players).toHaveLength(12);
      const crossCsv = (await anon.get(`${T()}/crosstable?format=csv`)).text.split('\r\n');
      expect([crossCsv[0], crossCsv.length]).toEqual(['id,name,rating,PTS,r1', 12 + 2]);
      expect((await anon.get(`${T()}/crosstable?format=text&lang=cs`)).text).toMatch(
        /^St\. č\.\s+Jméno\s+Rating\s+Body\s+1\. k\./,
      );
      visit('GET', '/api/tournaments/{id}/crosstable');
      // a reader that accepts gzip (every browser) gets the same JSON gzipped; one that does not, plain
      const plain = await anon.get(`${T()}/crosstable`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const raw = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
        const url = new URL(`${server.url}${T()}/crosstable`);
        const req = httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
      });
      expect(raw.encoding).toBe('gzip');
      expect(JSON.parse(gunzipSync(raw.bytes).toString('utf8'))).toEqual(plain.body);
      expect(raw.bytes.length).toBeLessThan(Buffer.byteLength(plain.text));
      // one body and one ETag by either way in: the fast lane (no query) and the route (a query);
      // a reader that names the ETag in If-None-Match gets a 304 without the body by both
      for (const [view, query] of [
        ['standings', '?format=json'],
        ['crosstable', '?round=1'],
        ['rounds/1', '?format=json'],
      ]) {
        const fast = await anon.get(`${T()}/${view}`);
        const routed = await anon.get(`${T()}/${view}${query}`);
        expect(fast.status).toBe(200);
        expect(fast.text).toBe(routed.text);
        for (const header of ['etag', 'content-type', 'vary'])
          expect(fast.headers.get(header), header).toBe(routed.headers.get(header));
        const etag = fast.headers.get('etag')!;
        for (const q of ['', query]) {
          const again = await anon.get(`${T()}/${view}${q}`, {
            headers: { 'if-none-match': `W/"0", ${etag}` },
          });
          expect(again.status).toBe(304);
          expect(again.text).toBe('');
          expect(again.headers.get('etag')).toBe(etag);
        }
      }
      const trf = await anon.get(`${T()}/export.trf`);
      expect(trf.status).toBe(200);
      visit('GET', '/api/tournaments/{id}/export.trf');
      const file = unwrap(parseTrf(trf.text));
      const fromFile = standings(unwrap(crosstableFromTrf(file)), unwrap(parseTieBreakList('BH/C1,BH,SB')));
      expect(fromFile.rows.map((r) => [r.player.id, r.points, r.rank])).toEqual(
        table.body.rows.map((r: { player: { id: number }; points: number; rank: number }) => [
          r.player.id,
          r.points,
          r.rank,
        ]),
      );
    });

    it('imports a tournament from its history only when the rules give every event; a forged one stores nothing', async () => {
      type Logged = { type: string; data: Record<string, unknown> };
      const history = (await owner.get(`${T()}/history?limit=5000`)).body as Logged[];
      const anonymous = await anon.post('/api/tournaments/import', { events: history });
      expect(anonymous.status).toBe(401);
      const count = async () => (await arbiter.get('/api/tournaments')).body.length;
      const before = await count();
      // a result given to other players than the board's: refused at its place in the given log
      const at = history.findIndex((e) => e.type === 'ResultRecorded' && e.data.white !== undefined);
      const forged = structuredClone(history);
      forged[at].data.white = forged[at].data.black;
      const refused = await arbiter.post(
        '/api/tournaments/import',
        { events: forged },
        { 'accept-language': 'cs' },
      );
      expect(refused.status, refused.text).toBe(422);
      expect(refused.body).toMatchObject({
        code: 'ERR_EVENT_MISMATCH',
        params: { sequence: at, field: 'data.white', given: String(history[at].data.black) },
        detail: expect.stringMatching(/pravidla/),
      });
      // a result on a board the round does not have: the rules' own refusal, at its place
      const noBoard = structuredClone(history);
      noBoard[at].data.board = 99;
      const unknown = await arbiter.post('/api/tournaments/import', { events: noBoard });
      expect(unknown.body).toMatchObject({
        code: 'ERR_UNKNOWN_BOARD',
        errors: [{ path: `body/events/${at}` }],
      });
      expect(await count()).toBe(before);
      // the genuine history: a new tournament whose standings are the original's
      const imported = await arbiter.post('/api/tournaments/import', { events: history });
      expect(imported.status, imported.text).toBe(201);
      visit('POST', '/api/tournaments/import');
      const server = history.filter(
        (e) => !/^(TournamentCreated|Player|Bye|Pairing|Round|Result)/.test(e.type),
      );
      expect(imported.body.leftOut).toBe(server.length);
      const copy = `/api/tournaments/${imported.body.tournament}`;
      expect(imported.headers.get('location')).toBe(copy);
      expect(imported.body.tournament).not.toBe(id);
      const original = (await anon.get(`${T()}/standings`)).body;
      expect((await arbiter.get(`${copy}/standings`)).body).toEqual(original);
      // a correction's reason is part of its event, so the copy keeps it (issue 23)
      expect((await arbiter.get(`${copy}/rounds/1`)).body.boards).toEqual(
        (await anon.get(`${T()}/rounds/1`)).body.boards,
      );
      expect((await arbiter.get(`${copy}/staff`)).body).toEqual([{ account: 'arbiter', role: 'owner' }]);
      expect(await count()).toBe(before + 1);
    });

    it('issues API tokens for scripts, lists them without secrets, and revokes them', async () => {
      const issued = await owner.post('/api/account/tokens', { label: 'results script' });
      expect(issued.status).toBe(201);
      visit('POST', '/api/account/tokens');
      const script = new Client(server.url);
      script.token = issued.body.token;
      expect((await script.get('/api/session')).body.account.name).toBe('owner');
      const listed = await owner.get('/api/account/tokens');
      expect(listed.body).toEqual([expect.objectContaining({ id: issued.body.id, label: 'results script' })]);
      expect(listed.text).not.toContain(issued.body.token.split(':')[1]);
      visit('GET', '/api/account/tokens');
      // a token is immune to cross-site checks (no cookie), and may write as its owner
      expect(
        (
          await script.post(
            `${T()}/forbidden-pairs`,
            { players: [5, 6] },
            { origin: 'http://elsewhere.example' },
          )
        ).status,
      ).toBe(200);
      expect((await owner.delete('/api/account/tokens/tok-none')).status).toBe(404);
      expect((await owner.delete(`/api/account/tokens/${issued.body.id}`)).status).toBe(204);
      visit('DELETE', '/api/account/tokens/{tokenId}');
      expect((await script.get('/api/session')).body.account).toBeNull();
      expect((await script.post(`${T()}/forbidden-pairs`, { players: [7, 8] })).status).toBe(401);
    });

    it('changes a password (old sessions end) and signs out', async () => {
      const second = await new Client(server.url).signIn('arbiter', PASSWORD);
      const wrong = await arbiter.put('/api/account/password', {
        current: 'not-it-at-all',
        next: 'another-long-password',
      });
      expect(wrong.status).toBe(401);
      const changed = await arbiter.put('/api/account/password', {
        current: PASSWORD,
        next: 'another-long-password',
      });
      expect(changed.status).toBe(204);
      visit('PUT', '/api/account/password');
      expect((await arbiter.get('/api/session')).body.account?.name).toBe('arbiter');
      expect((await second.get('/api/session')).body.account).toBeNull();
      expect((await anon.post('/api/session', { name: 'arbiter', password: PASSWORD })).status).toBe(401);
      const out = await arbiter.delete('/api/session');
      expect(out.status).toBe(204);
      visit('DELETE', '/api/session');
      const stale = new Client(server.url);
      stale.cookie = second.cookie;
      expect((await arbiter.put(`${T()}/rounds/1/boards/1/result`, { result: '1-0' })).status).toBe(401);
    });

    it('closes the tournament; nothing changes after', async () => {
      const close = await owner.post(`${T()}/close`);
      expect(close.status, close.text).toBe(200);
      visit('POST', '/api/tournaments/{id}/close');
      const late = await owner.post(`${T()}/players`, { name: 'Too Late' });
      expect(late.body.code).toBe('ERR_TOURNAMENT_CLOSED');
      expect((await anon.get(T())).body.phase).toBe('closed');
    });

    it('checks players in for the next round: the staff, and a player with the code (ARB CI1, ARB CI2)', async () => {
      const made = await owner.post('/api/tournaments', {
        name: 'Check-in contract',
        game: 'tri-d-chess',
        pairingSystem: 'dutch',
        rounds: 3,
        checkIn: 'withdraw',
      });
      expect(made.status, made.text).toBe(201);
      const C = `/api/tournaments/${made.body.tournament}`;
      expect((await owner.post(`${C}/players/import`, { format: 'csv', text: PLAYERS_CSV })).status).toBe(
        201,
      );
      const code = (await owner.post(`${C}/check-in/code`)).body.events[0].data.code as string;
      expect((await stranger.post(`${C}/check-in/code`)).status).toBe(403);
      expect((await owner.put(`${C}/rounds/1/check-in/1`)).status).toBe(200);
      expect((await owner.put(`${C}/rounds/1/check-in/3`)).status).toBe(200);
      expect((await owner.delete(`${C}/rounds/1/check-in/3`)).status).toBe(200);
      const players = await anon.get(`${C}/check-in/players`, { headers: { 'x-check-in-code': code } });
      expect(players.body.players).toHaveLength(5);
      const self = await anon.post(`${C}/check-in/players`, { player: 2 }, { 'x-check-in-code': code });
      expect(self.status, self.text).toBe(200);
      const list = (await owner.get(`${C}/check-in`)).body;
      expect([list.absent, list.treatment]).toEqual([[3, 4, 5], 'withdraw']);
      for (const [method, path] of [
        ['GET', '/check-in'],
        ['POST', '/check-in/code'],
        ['PUT', '/rounds/{round}/check-in/{player}'],
        ['DELETE', '/rounds/{round}/check-in/{player}'],
        ['GET', '/check-in/players'],
        ['POST', '/check-in/players'],
      ])
        visit(method, `/api/tournaments/{id}${path}`);
    });

    it("lists each account's tournament roles to the administrator", async () => {
      const accounts = (await admin.get('/api/accounts')).body as {
        name: string;
        tournaments: { id: string; role: string }[];
      }[];
      const rolesOf = (n: string) => accounts.find((a) => a.name === n)!.tournaments;
      expect(rolesOf('owner')).toContainEqual(
        expect.objectContaining({ id, role: 'owner', name: 'Club Swiss' }),
      );
      expect(rolesOf('arbiter')).toContainEqual(expect.objectContaining({ id, role: 'arbiter' }));
      expect(rolesOf('stranger').some((t) => t.id === id)).toBe(false);
    });

    it('answers unknown paths with a problem document, and lists every route in OpenAPI', async () => {
      const missing = await anon.get('/api/nothing-here', { headers: { 'accept-language': 'cs' } });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({
        code: 'ERR_NOT_FOUND',
        detail: expect.stringMatching(/nic není/),
      });
      const doc = await anon.get('/api/openapi.json');
      expect(doc.body.openapi).toBe('3.1.0');
      const listed = new Set<string>();
      for (const [path, ops] of Object.entries(doc.body.paths as Record<string, object>))
        for (const method of Object.keys(ops)) listed.add(`${method.toUpperCase()} ${path}`);
      const body =
        doc.body.paths['/api/tournaments/{id}/rounds/{round}/boards/{board}/result'].put.requestBody;
      expect(body.content['application/json'].schema.properties.result.enum).toContain('1/2-1/2');
      expect([...listed].filter((r) => !visited.has(r))).toEqual([]);
      expect(listed.size).toBeGreaterThanOrEqual(30);
    });
  });
}
