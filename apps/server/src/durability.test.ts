/**
 * SIGKILL of the server while results are being entered: after a restart on the same store,
 * every acknowledged result is there, and nothing is half-written (a correction carries its
 * reason in the one event it is). On PostgreSQL and on PGlite on disk.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from './testing/client';
import { freshDataDir, freshDatabase, startServer } from './testing/server-process';
import { prepareSwiss, resultFor } from './testing/scenario';

const stores = [
  {
    name: 'PostgreSQL',
    async make() {
      const db = await freshDatabase('kill');
      return { store: db.url, drop: db.drop };
    },
  },
  {
    name: 'PGlite on disk',
    async make() {
      const dir = freshDataDir('kill');
      return { store: dir.dir, drop: async () => dir.drop() };
    },
  },
];

describe.each(stores)('SIGKILL during result entry on $name', ({ make }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('keeps every acknowledged result after a restart, and no half-written correction', async () => {
    const { store, drop } = await make();
    cleanups.push(drop);
    const first = await startServer(store, { ARBITER_RATE_LIMIT: '0' });
    cleanups.push(() => first.stop());
    const t = await prepareSwiss(first.url, 60);
    const path = `/api/tournaments/${t.id}`;
    const acknowledged = new Map<number, string>();
    // A correction sent but not answered when the server died may or may not have committed.
    const unanswered = new Map<number, string>();
    let stop = false;
    // Four workers enter results and correct every third one, until the server dies under them.
    const worker = async (w: number) => {
      const c = new Client(first.url);
      c.token = t.token;
      for (let board = w + 1; board <= t.boards && !stop; board += 4) {
        try {
          const r = await c.put(`${path}/rounds/1/boards/${board}/result`, { result: resultFor(board) });
          if (r.status === 200) acknowledged.set(board, resultFor(board));
          if (board % 3 === 0 && !stop) {
            unanswered.set(board, '1/2-1/2');
            const k = await c.post(`${path}/rounds/1/boards/${board}/correction`, {
              result: '1/2-1/2',
              reason: `r${board}`,
            });
            if (k.status === 200) {
              acknowledged.set(board, '1/2-1/2');
              unanswered.delete(board);
            }
          }
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const running = [0, 1, 2, 3].map(worker);
    const killAfter = 8 + Math.floor(Math.random() * 8);
    while (acknowledged.size < killAfter) await new Promise((r) => setTimeout(r, 5));
    await first.kill();
    stop = true;
    await Promise.all(running);
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter);

    const second = await startServer(store, { ARBITER_RATE_LIMIT: '0' });
    cleanups.push(() => second.stop());
    const round = (await new Client(second.url).get(`${path}/rounds/1`)).body;
    for (const [board, result] of acknowledged)
      expect([result, unanswered.get(board)], `board ${board}`).toContain(round.boards[board - 1].result);
    const staff = new Client(second.url);
    staff.token = t.token;
    const history = (await staff.get(`${path}/history`)).body as {
      version: number;
      type: string;
      data: { board: number; reason?: string };
    }[];
    expect(history.map((e) => e.version)).toEqual(history.map((_, i) => i + 1));
    // a correction and its reason are one event: never half-written
    for (const e of history) if (e.type === 'ResultCorrected') expect(e.data.reason).toBe(`r${e.data.board}`);
    // and it goes on: the next result is accepted
    const next = [...Array(t.boards).keys()]
      .map((i) => i + 1)
      .find((b) => round.boards[b - 1].result === null);
    if (next !== undefined)
      expect((await staff.put(`${path}/rounds/1/boards/${next}/result`, { result: '1-0' })).status).toBe(200);
  });
});
