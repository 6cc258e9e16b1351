/**
 * Issue 34, "one bad request harms no one", against a real server process on each store
 * (edge.pglite.test.ts, edge.postgres.test.ts): texts refused at the edge with the field's path,
 * a poisoned write that harms no neighbour, and the checks the other parts add (`edgeChecks`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess } from './server-process';
import { Client } from './client';
import { prepareSwiss, resultFor, type Prepared } from './scenario';
import type { Backend } from './contract';

/** What every check of the suite gets: the server, and a published Dutch Swiss of 20 players, round 1 paired. */
export interface EdgeWorld {
  server: ServerProcess;
  swiss: Prepared;
  /** The tournament's owner (the administrator who made it), by API token. */
  owner: Client;
  anon: Client;
}

/** A group of checks that share the suite's server. */
export type EdgeChecks = (world: () => EdgeWorld) => void;

/** Registers the suite: the text checks here, then each group given. */
export function edgeContract(label: string, backend: Backend, groups: readonly EdgeChecks[]): void {
  describe(label, () => {
    const world = {} as EdgeWorld;
    beforeAll(async () => {
      world.server = await backend.start();
      world.swiss = await prepareSwiss(world.server.url, 20);
      world.owner = new Client(world.server.url);
      world.owner.token = world.swiss.token;
      world.anon = new Client(world.server.url);
    });
    afterAll(async () => {
      await world.server?.stop();
      await backend.cleanup();
    });
    textChecks(() => world);
    for (const group of groups) group(() => world);
  });
}

const T = (w: EdgeWorld) => `/api/tournaments/${w.swiss.id}`;

function textChecks(world: () => EdgeWorld): void {
  it('refuses a NUL, a lone surrogate, a line break and a bidi override in a name with 400, the code and the path', async () => {
    const w = world();
    const cases: [string, string][] = [
      ['Nul\u0000Name', 'ERR_TEXT_CONTROL'],
      ['Half\ud800Pair', 'ERR_TEXT_SURROGATE'],
      ['Low\udc00First', 'ERR_TEXT_SURROGATE'],
      ['Escape\u001b[31m', 'ERR_TEXT_CONTROL'],
      ['C1\u0085Next', 'ERR_TEXT_CONTROL'],
      ['Two\nLines', 'ERR_TEXT_LINE_BREAK'],
      ['Evil\u202Egpj.exe', 'ERR_TEXT_BIDI'],
      ['Isolate\u2066x\u2069', 'ERR_TEXT_BIDI'],
    ];
    const before = (await w.owner.get(T(w))).body.version;
    for (const [name, code] of cases) {
      const r = await w.owner.post(`${T(w)}/players`, { name });
      expect([r.status, r.body.code, r.body.errors?.[0]?.path], name).toEqual([400, code, 'body/name']);
    }
    const edit = await w.owner.patch(`${T(w)}/players/3`, { name: 'x\u0000' });
    expect([edit.status, edit.body.errors?.[0]?.path]).toEqual([400, 'body/name']);
    // Czech text, an emoji (a whole surrogate pair) and the direction marks are names
    for (const name of ['Řehoř Žďárský', 'Emoji 😀 Player', 'שלום\u200F Cohen'])
      expect((await w.owner.post(`${T(w)}/players`, { name })).status, name).toBe(201);
    expect((await w.owner.get(T(w))).body.version).toBe(before + 3);
  });

  it('refuses such texts in a token label, a tournament name, a query and nested import data; nothing stored', async () => {
    const w = world();
    const label = await w.owner.post('/api/account/tokens', { label: 'script\u0000' });
    expect([label.status, label.body.code, label.body.params.path]).toEqual([
      400,
      'ERR_TEXT_CONTROL',
      'body/label',
    ]);
    const created = await w.owner.post('/api/tournaments', {
      name: 'Open\ud83d',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
    });
    expect([created.status, created.body.code]).toEqual([400, 'ERR_TEXT_SURROGATE']);
    const query = await w.owner.get(`${T(w)}/standings?tiebreaks=BH%00`);
    expect([query.status, query.body.params?.path]).toEqual([400, 'query/tiebreaks']);
    const imported = await w.owner.post('/api/tournaments/import', {
      events: [{ type: 'TournamentCreated', data: { name: 'x', deep: { list: ['fine', 'b\u0000d'] } } }],
    });
    expect([imported.status, imported.body.params?.path]).toEqual([400, 'body/events/0/data/deep/list/1']);
    const nested = await w.owner.request('POST', '/api/tournaments/import', {
      raw: `{"events":${'['.repeat(5000)}"end"${']'.repeat(5000)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect([nested.status, nested.body.code]).toEqual([400, 'ERR_REQUEST_TOO_DEEP']);
    const tooLong = await w.owner.post('/api/tournaments/import', {
      events: [{ type: 'TournamentCreated', data: { name: 'n'.repeat(201) } }],
    });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'ERR_TEXT_TOO_LONG']);
    const tokens = await w.owner.get('/api/account/tokens');
    expect(tokens.body.map((t: { label: string }) => t.label)).toEqual(['load']);
  });

  it("refuses a CSV cell or a TRF name that breaks a record, naming the player's place", async () => {
    const w = world();
    const before = (await w.owner.get(T(w))).body.version;
    const csv = await w.owner.post(`${T(w)}/players/import`, {
      format: 'csv',
      text: 'name,rating\nFine Fred,1500\n"Forged\n001 9999 m    Fake",1600\n',
    });
    expect([csv.status, csv.body.code, csv.body.errors?.[0]?.path]).toEqual([
      400,
      'ERR_TEXT_LINE_BREAK',
      'body/text/2/name',
    ]);
    const trfLine = `001    1 m    ${'Bidi\u202Eeman'.padEnd(33)} 1500 CZE     1000001 2000/01/01  0.0    1`;
    const trf = await w.owner.post(`${T(w)}/players/import`, {
      format: 'trf',
      text: `012 Test\n${trfLine}\n`,
    });
    expect([trf.status, trf.body.code, trf.body.errors?.[0]?.path]).toEqual([
      400,
      'ERR_TEXT_BIDI',
      'body/text/1/name',
    ]);
    expect((await w.owner.get(T(w))).body.version).toBe(before);
  });

  it('exports an emoji at the end of the TRF name field whole, one record per player', async () => {
    const w = world();
    const name = `${'a'.repeat(32)}😀 Emoji`;
    expect((await w.owner.post(`${T(w)}/players`, { name })).status).toBe(201);
    const trf = await w.owner.get(`${T(w)}/export.trf`);
    expect(trf.status).toBe(200);
    expect(trf.text).not.toContain('\ufffd');
    const players = (await w.owner.get(`${T(w)}/players`)).body as unknown[];
    expect(trf.text.split(/\r?\n|\r/).filter((l) => l.startsWith('001')).length).toBe(players.length);
    expect(trf.text).toContain(`${'a'.repeat(32)} `);
  });

  it('stores 9 genuine results sent with 1 poisoned request at the same moment', async () => {
    const w = world();
    const arbiter = new Client(w.server.url);
    arbiter.token = w.swiss.token;
    const round = await w.owner.get(`${T(w)}/rounds/1`);
    const boards: number[] = round.body.boards.map((b: { board: number }) => b.board).slice(0, 9);
    expect(boards.length).toBe(9);
    const answers = await Promise.all([
      w.owner.patch(`${T(w)}/players/1`, { name: 'Poisoned\u0000' }),
      ...boards.map((b) => arbiter.put(`${T(w)}/rounds/1/boards/${b}/result`, { result: resultFor(b) })),
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, ...boards.map(() => 200)]);
    const after = await w.owner.get(`${T(w)}/rounds/1`);
    const entered = after.body.boards.filter((b: { result?: string | null }) => b.result);
    expect(entered.length).toBe(9);
  });
}
