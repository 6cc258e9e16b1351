/**
 * `npm run bench:service -w @arbiter/server`: the server's own CPU time per request, by kind, on a
 * 300-player Dutch Swiss after BENCH_ROUNDS (10) played rounds. CPU time (user + system of the
 * server process, from /proc) barely depends on what else the machine runs, unlike wall time,
 * so it shows where the server spends its time when the machine is shared.
 * Each kind is sent BENCH_REQUESTS (2000) times from BENCH_CLIENTS (200) concurrent clients; a
 * write is a result entry (each on its own board), a read follows every write so caches are
 * recomputed as often as under the full bench.
 * Prints `<kind> cpu-per-request <µs> wall-p50 <ms> wall-p99 <ms> bytes <n>`.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { freshDatabase, startServer } from '../src/testing/server-process';
import { prepareSwiss, resultFor } from '../src/testing/scenario';
import { agentFor, quantile, runLoad, send, type Job, type LoadStats } from './load';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';

/** User + system CPU of a process, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

const db = await freshDatabase('service');
const server = await startServer(db.url, { ARBITER_RATE_LIMIT: '0', ARBITER_LOG_LEVEL: 'warn' }, 300_000);
try {
  const base = new URL(server.url);
  const agent = agentFor(CLIENTS);
  const t = await prepareSwiss(server.url, PLAYERS, ROUNDS + 2);
  const auth = { authorization: `Bearer ${t.token}` };
  const path = `/api/tournaments/${t.id}`;
  const boards = Math.floor(PLAYERS / 2);
  const deadline = Date.now() + 900_000;
  const play = async (round: number) => {
    let b = 0;
    const stats: LoadStats = { latencies: new Map(), errors: 0, errorSamples: [] };
    await runLoad(
      base,
      agent,
      20,
      () =>
        b < boards
          ? {
              kind: 'w',
              method: 'PUT',
              path: `${path}/rounds/${round}/boards/${++b}/result`,
              body: { result: resultFor(b + round) },
              headers: auth,
            }
          : null,
      stats,
      deadline,
    );
    if (stats.errors) throw new Error(stats.errorSamples.join('\n'));
    await send(base, agent, {
      kind: 'c',
      method: 'POST',
      path: `${path}/rounds/${round}/close`,
      headers: auth,
      body: {},
    });
    const paired = await send(base, agent, {
      kind: 'p',
      method: 'POST',
      path: `${path}/rounds`,
      headers: auth,
      body: {},
    });
    if (paired.status !== 201) throw new Error(paired.body);
  };
  for (let r = 1; r <= ROUNDS; r++) await play(r);
  const round = ROUNDS + 1;
  console.log(
    `# ${new Date().toISOString()} players ${PLAYERS} rounds played ${ROUNDS} accept ${ACCEPT_ENCODING} load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  const measure = async (kind: string, jobOf: (i: number) => Job) => {
    const stats: LoadStats = { latencies: new Map(), errors: 0, errorSamples: [] };
    let i = 0;
    const before = cpuMs(server.pid);
    await runLoad(base, agent, CLIENTS, () => (i < REQUESTS ? jobOf(i++) : null), stats, deadline);
    const cpu = cpuMs(server.pid) - before;
    const sample = await send(base, agent, { ...jobOf(0), keepBody: true });
    const all = [...stats.latencies.values()].flat();
    console.log(
      `${kind.padEnd(11)} cpu-per-request ${((cpu * 1000) / REQUESTS).toFixed(0).padStart(5)} µs  wall-p50 ${quantile(all, 0.5).toFixed(1).padStart(6)} ms  wall-p99 ${quantile(all, 0.99).toFixed(1).padStart(6)} ms  bytes ${Buffer.byteLength(sample.body)}  errors ${stats.errors}`,
    );
  };
  const kinds = ['standings', 'pairings', 'crosstable'] as const;
  const read = (kind: (typeof kinds)[number]): Job => ({
    kind,
    method: 'GET',
    path: kind === 'pairings' ? `${path}/rounds/${round}` : `${path}/${kind}`,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  // Warm-up, not measured: every kind once per client. Even so, whichever kind is measured first
  // reads about 25 µs a request more than when it comes later (about 0.1 s of the server's CPU
  // that follows the played rounds, also after a pause of 3 s): compare the kinds after the first.
  {
    let i = 0;
    const warm: LoadStats = { latencies: new Map(), errors: 0, errorSamples: [] };
    const total = CLIENTS * kinds.length;
    await runLoad(
      base,
      agent,
      CLIENTS,
      () => (i < total ? read(kinds[i++ % kinds.length]) : null),
      warm,
      deadline,
    );
  }
  for (const kind of kinds) await measure(kind, () => read(kind));
  await measure('health', () => ({ kind: 'health', method: 'GET', path: '/api/health' }));
  let w = 0;
  await measure('write+read', (i) =>
    i % 2 === 0 && w < boards
      ? {
          kind: 'write',
          method: 'PUT',
          path: `${path}/rounds/${round}/boards/${++w}/result`,
          body: { result: resultFor(w) },
          headers: { ...auth, 'idempotency-key': `service-${w}` },
        }
      : read(kinds[i % 3]),
  );
  agent.destroy();
} finally {
  await server.stop();
  await db.drop();
}
