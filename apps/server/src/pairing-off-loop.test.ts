/**
 * Issue #15: pairing a large round no longer holds the event loop. A 300-player Swiss pairs
 * round 2 on the pairing worker while reads keep being answered; the board explanation (two
 * more pairings of the round) is judged on the worker too.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from './testing/client';
import { freshDataDir, startServer, type ServerProcess } from './testing/server-process';
import { prepareSwiss, resultFor } from './testing/scenario';

describe('a read during the pairing of a 300-player round', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('is answered while the round is being paired, long before the pairing ends', async () => {
    const dir = freshDataDir('off-loop');
    cleanups.push(() => dir.drop());
    const server: ServerProcess = await startServer(dir.dir, { ARBITER_RATE_LIMIT: '0' });
    cleanups.push(() => server.stop());
    const t = await prepareSwiss(server.url, 300);
    const path = `/api/tournaments/${t.id}`;
    for (let first = 1; first <= t.boards; first += 25) {
      const boards = Array.from({ length: Math.min(25, t.boards - first + 1) }, (_, i) => first + i);
      const entered = await Promise.all(
        boards.map((b) => t.admin.put(`${path}/rounds/1/boards/${b}/result`, { result: resultFor(b) })),
      );
      expect(entered.map((r) => r.status)).toEqual(boards.map(() => 200));
    }
    expect((await t.admin.post(`${path}/rounds/1/close`)).status).toBe(200);

    const reader = new Client(server.url);
    const started = performance.now();
    let pairingDone = false;
    const pairing = t.admin.post(`${path}/rounds`, {}).then((reply) => {
      pairingDone = true;
      return { reply, ms: performance.now() - started };
    });
    // Reads one after another for as long as the pairing runs: each is answered on its own.
    const reads: { status: number; ms: number; duringPairing: boolean }[] = [];
    while (!pairingDone) {
      const sent = performance.now();
      const standings = await reader.get(`${path}/standings`);
      reads.push({ status: standings.status, ms: performance.now() - sent, duringPairing: !pairingDone });
    }
    const paired = await pairing;
    expect(paired.reply.status, paired.reply.text).toBe(201);
    expect(reads.every((r) => r.status === 200)).toBe(true);
    const during = reads.filter((r) => r.duringPairing);
    const slowest = Math.max(...during.map((r) => r.ms));
    const summary = `pairing ${Math.round(paired.ms)} ms; ${during.length} reads during it, slowest ${Math.round(slowest)} ms`;
    // On the event loop the pairing held every read behind it: one read got in (measured:
    // "pairing 3131 ms; 1 reads during it"); on the worker, 42 were answered meanwhile.
    expect(during.length, summary).toBeGreaterThanOrEqual(3);

    // The explanation of a board of that round is judged on the worker as well.
    const why = await reader.get(`${path}/rounds/2/boards/1/explanation`);
    expect(why.status, why.text).toBe(200);
    expect(why.body).toMatchObject({ round: 2, board: 1, pairedBy: 'system', system: 'dutch' });
    expect(why.body.criterion).toEqual(expect.any(String));
  });
});
