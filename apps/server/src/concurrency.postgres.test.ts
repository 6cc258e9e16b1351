/**
 * Two server processes on one PostgreSQL: 50 clients enter results at once on both (each also
 * retries its request, on the other server, with the same Idempotency-Key), while SSE clients
 * follow the tournament on both. Nothing is lost or duplicated, and every SSE client sees every
 * event once, in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, followSse } from './testing/client';
import { freshDatabase, startServer, type ServerProcess } from './testing/server-process';
import { prepareSwiss, resultFor, type Prepared } from './testing/scenario';

/** Waits (polling, at most 20 s) until a server's view of the tournament reaches `version`. */
async function caughtUp(server: ServerProcess, path: string, token: string, version: number): Promise<void> {
  const client = new Client(server.url);
  client.token = token;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const seen = Number((await client.get(path)).body.version);
    if (seen >= version) return;
    if (Date.now() > deadline) throw new Error(`${server.url} still at version ${seen}, not ${version}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let drop: () => Promise<void>;
  let t: Prepared;

  beforeAll(async () => {
    const db = await freshDatabase('twin');
    drop = db.drop;
    a = await startServer(db.url, { ARBITER_RATE_LIMIT: '0' });
    b = await startServer(db.url, { ARBITER_RATE_LIMIT: '0' });
    t = await prepareSwiss(a.url, 100);
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await drop?.();
  });

  it('stores each of 50 concurrent results once, and every SSE client sees each event once, in order', async () => {
    expect(t.boards).toBe(50);
    const path = `/api/tournaments/${t.id}`;
    const followers = [a, b, a, b, a, b].map((s) => followSse(`${s.url}${path}/live`));
    const clients = Array.from({ length: 50 }, (_, i) => {
      const c = new Client((i % 2 ? b : a).url);
      c.token = t.token;
      const twin = new Client((i % 2 ? a : b).url);
      twin.token = t.token;
      return { c, twin, board: i + 1 };
    });
    // All at once: each client's result, and its retry on the other server with the same key.
    const replies = await Promise.all(
      clients.flatMap(({ c, twin, board }) => {
        const body = { result: resultFor(board) };
        const headers = { 'idempotency-key': `board-${board}` };
        return [
          c.put(`${path}/rounds/1/boards/${board}/result`, body, headers),
          twin.put(`${path}/rounds/1/boards/${board}/result`, body, headers),
        ];
      }),
    );
    for (let i = 0; i < replies.length; i += 2) {
      expect(replies[i].status, replies[i].text).toBe(200);
      expect(replies[i + 1].status, replies[i + 1].text).toBe(200);
      expect(replies[i + 1].body).toEqual(replies[i].body);
    }
    // Then corrections, with their reasons, on both servers at once.
    const corrections = await Promise.all(
      clients
        .filter(({ board }) => board % 5 === 0)
        .map(({ c, board }) =>
          c.post(`${path}/rounds/1/boards/${board}/correction`, {
            result: '1/2-1/2',
            reason: `check ${board}`,
          }),
        ),
    );
    for (const r of corrections) expect(r.status, r.text).toBe(200);
    // Each process learns of the other's writes from the store's live tail, a moment later: wait
    // until both hold the stream up to the last acknowledged write, then compare.
    const last = Math.max(...corrections.map((r) => Number(r.body.version)));
    for (const server of [a, b]) await caughtUp(server, path, t.token, last);

    const history = (
      await new Client(a.url).request('GET', `${path}/history`, {
        headers: { authorization: `Bearer ${t.token}` },
      })
    ).body as {
      version: number;
      type: string;
      data: { board: number; result: string };
    }[];
    const recorded = history.filter((e) => e.type === 'ResultRecorded').map((e) => e.data.board);
    expect(recorded.sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(history.filter((e) => e.type === 'ResultCorrected')).toHaveLength(10);
    expect(history.map((e) => e.version)).toEqual(history.map((_, i) => i + 1));

    for (const server of [a, b]) {
      const round = (await new Client(server.url).get(`${path}/rounds/1`)).body;
      for (const board of round.boards)
        expect(board.result).toBe(board.board % 5 === 0 ? '1/2-1/2' : resultFor(board.board));
    }

    // Every follower: each public event once, in stream order, ending at the head.
    const visible = history
      .filter((e) => !['AccessGranted', 'AccessRevoked', 'CommandsAccepted'].includes(e.type))
      .map((e) => String(e.version));
    const head = visible.at(-1)!;
    for (const f of followers) {
      await f.until((events) => events.some((e) => e.id === head));
      expect(f.events.map((e) => e.id)).toEqual(visible);
      await f.close();
    }
  });
});
