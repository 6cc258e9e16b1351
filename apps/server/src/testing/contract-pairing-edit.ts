/* eslint-disable @typescript-eslint/no-explicit-any -- the checks read JSON answers loosely and assert their shape */
/**
 * The pairing-edit routes in the API contract (issue 23, part 1): run on round 1 of the contract's
 * tournament while it is paired and unplayed (12 players, 12 on a half-point bye, 1 and 2 a
 * forbidden pair). Preview, refusals by level, who may ask, an idempotent save, the history; the
 * round is then edited back to the engine's pairing so the rest of the contract plays the same.
 */
import { expect } from 'vitest';
import type { Client } from './client';

/** What the contract hands over. */
export interface EditContext {
  readonly T: () => string;
  readonly anon: Client;
  readonly owner: Client;
  readonly arbiter: Client;
  readonly stranger: Client;
  readonly version: () => Promise<number>;
  readonly visit: (method: string, path: string) => void;
}

/** Checks the preview and the save of a pairing edit. */
export async function checkPairingEdit(c: EditContext): Promise<void> {
  const { T, anon, owner, arbiter, stranger } = c;
  const round = (await owner.get(`${T()}/rounds/1`)).body;
  const engine = round.boards.map((b: any) => ({ white: b.white.id, black: b.black.id }));
  const pab = round.pab.id;
  const preview = (body: unknown, who: Client = arbiter, headers?: Record<string, string>) =>
    who.post(`${T()}/rounds/1/pairing-edit/preview`, body, headers);
  const save = (body: unknown, who: Client = arbiter, headers?: Record<string, string>) =>
    who.put(`${T()}/rounds/1/pairing-edit`, body, headers);
  const before = await c.version();

  // who may ask: checked before the body is read, on both routes; nothing stored
  for (const path of ['/rounds/1/pairing-edit/preview', '/rounds/1/pairing-edit']) {
    const method = path.endsWith('preview') ? 'POST' : 'PUT';
    const raw = { raw: '{{{', headers: { 'content-type': 'application/json' } };
    expect((await anon.request(method, T() + path, raw)).status, `${method} ${path}`).toBe(401);
    expect((await stranger.request(method, T() + path, raw)).status, `${method} ${path}`).toBe(403);
  }

  // a swap of the black players of the last two boards (away from the forbidden pair): both differ from the engine, each a quality warning
  const n = engine.length;
  const swapped = [
    ...engine.slice(0, n - 2),
    { white: engine[n - 2].white, black: engine[n - 1].black },
    { white: engine[n - 1].white, black: engine[n - 2].black },
  ];
  const shown = await preview({ boards: swapped, pab });
  expect(shown.status, shown.text).toBe(200);
  expect(shown.body.engine.boards).toEqual(engine);
  expect(shown.body.differing).toEqual([n - 1, n]);
  expect(shown.body.criteria.length).toBeGreaterThan(0);
  for (const x of shown.body.criteria)
    expect(x).toMatchObject({ level: 'acknowledge', rule: expect.stringMatching(/^FIDE C\.04\.3/) });
  c.visit('POST', '/api/tournaments/{id}/rounds/{round}/pairing-edit/preview');

  // the forbidden pair 1-2: an absolute criterion, to be confirmed
  const forbidden = [{ white: 1, black: 2 }, ...rest(engine, [1, 2])];
  const paired = await preview({ boards: forbidden, pab });
  expect(paired.body.criteria).toContainEqual(
    expect.objectContaining({ criterion: 'C1', rule: 'FIDE C.04.3 C1', level: 'confirm', players: [1, 2] }),
  );
  const unconfirmed = await save({ boards: forbidden, pab, reason: 'players asked', acknowledged: ['C1'] });
  expect(unconfirmed.status).toBe(422);
  expect(unconfirmed.body).toMatchObject({ code: 'ERR_EDIT_UNCONFIRMED', rule: 'FIDE C.04.3 C1' });
  // a player on two boards is refused whatever is confirmed
  const twice = [...engine, { white: engine[0].white, black: engine[1].black }];
  const refused = await save({ boards: twice, pab, reason: 'x', confirmed: ['twice-in-round'] }, arbiter, {
    'accept-language': 'cs',
  });
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ code: 'ERR_EDIT_REFUSED', rule: 'FIDE C.04.1' });
  expect(refused.body.detail).toMatch(/nalosovat nelze/);
  expect((await save({ boards: swapped, pab, reason: '  ' })).body.code).toBe('ERR_REQUEST_INVALID');
  expect((await save({ boards: swapped, pab, reason: 'why' })).body.code).toBe('ERR_EDIT_UNACKNOWLEDGED');
  expect((await preview({ boards: [{ white: 12, black: 1 }], pab })).body.code).toBe(
    'ERR_EDIT_PLAYER_ABSENT',
  );
  expect(await c.version()).toBe(before);

  // saved with its reason and the criteria it breaks; a retry with the same key stores nothing new
  const ids = [...new Set(shown.body.criteria.map((x: any) => x.criterion))];
  const body = { boards: swapped, pab, reason: 'two club mates asked not to play', acknowledged: ids };
  const saved = await save(body, arbiter, { 'idempotency-key': 'edit-round-1' });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.body.events[0]).toMatchObject({
    type: 'PairingEdited',
    data: { round: 1, reason: 'two club mates asked not to play', boards: swapped },
  });
  const stored = await c.version();
  const retry = await save(body, arbiter, { 'idempotency-key': 'edit-round-1' });
  expect(retry.body.events).toEqual(saved.body.events);
  expect(await c.version()).toBe(stored);
  c.visit('PUT', '/api/tournaments/{id}/rounds/{round}/pairing-edit');
  const history = (await owner.get(`${T()}/history`)).body;
  expect(history.filter((e: any) => e.type === 'PairingEdited')).toEqual([
    expect.objectContaining({ actor: 'arbiter', data: expect.objectContaining({ reason: body.reason }) }),
  ]);
  expect((await owner.get(`${T()}/export.trf`)).text).toContain('### Arbiter edit, round 1: ');

  // an edited board is explained as paired by hand, with the edit's reason and the engine's verdict
  const why = await anon.get(`${T()}/rounds/1/boards/${n}/explanation`);
  expect(why.body, JSON.stringify(why.body)).toMatchObject({
    pairedBy: 'arbiter',
    reason: body.reason,
    systemAgrees: false,
  });
  const one = (await anon.get(`${T()}/rounds/1/boards/1/explanation`)).body;
  expect(one, JSON.stringify(one)).toMatchObject({
    pairedBy: 'arbiter',
    systemAgrees: true,
  });

  // back to the engine's pairing: nothing differs, so nothing to acknowledge
  const back = await save({ boards: engine, pab, reason: 'the club mates agreed to play' }, owner);
  expect(back.status, back.text).toBe(200);
  expect(back.body.events[0].data.criteria).toEqual([]);
}

/** The engine's boards without the ones holding `players`, re-paired among themselves in order. */
function rest(engine: { white: number; black: number }[], players: number[]) {
  const kept = engine.filter((b) => !players.includes(b.white) && !players.includes(b.black));
  const loose = engine
    .filter((b) => players.includes(b.white) || players.includes(b.black))
    .flatMap((b) => [b.white, b.black])
    .filter((id) => !players.includes(id));
  const boards = [...kept];
  for (let i = 0; i + 1 < loose.length; i += 2) boards.push({ white: loose[i], black: loose[i + 1] });
  return boards;
}
