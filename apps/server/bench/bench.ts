/**
 * `npm run bench -w @arbiter/server`: a 300-player Dutch Swiss served by a real server process,
 * 200 concurrent clients, 30,000 reads (standings, pairings, crosstable) and 3,000 result entries
 * in one run, on PostgreSQL and on PGlite. Rounds are played to the end: each round's 150 results
 * are entered while the reads go on, then the arbiter closes the round and pairs the next over
 * HTTP (timed). At the end every entered result is checked against the server's history: none
 * lost, none twice.
 *
 * Sizes: BENCH_PLAYERS (300), BENCH_CLIENTS (200), BENCH_READS (30000), BENCH_WRITES (3000),
 * BENCH_STORES (postgres,pglite), BENCH_MAX_SECONDS (900 per store).
 * Prints one figure a line: `<store> <measure> <value> <unit>`.
 */
import os from 'node:os';
import { Client } from '../src/testing/client';
import { freshDataDir, freshDatabase, startServer } from '../src/testing/server-process';
import { prepareSwiss, resultFor } from '../src/testing/scenario';
import { agentFor, quantile, runLoad, send, type Job, type LoadStats } from './load';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 300);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const READS = Number(process.env.BENCH_READS ?? 30_000);
const WRITES = Number(process.env.BENCH_WRITES ?? 3_000);
const STORES = (process.env.BENCH_STORES ?? 'postgres,pglite').split(',');
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 900);

const line = (store: string, measure: string, value: number | string, unit = '') =>
  console.log(
    `${store} ${measure} ${typeof value === 'number' ? Math.round(value * 10) / 10 : value}${unit ? ` ${unit}` : ''}`,
  );
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function benchOne(storeName: string): Promise<boolean> {
  const made =
    storeName === 'postgres'
      ? await freshDatabase('bench').then((db) => ({ store: db.url, drop: db.drop }))
      : (() => {
          const dir = freshDataDir('bench');
          return { store: dir.dir, drop: async () => dir.drop() };
        })();
  const server = await startServer(
    made.store,
    { ARBITER_RATE_LIMIT: '0', ARBITER_LOG_LEVEL: 'warn' },
    300_000,
  );
  try {
    const base = new URL(server.url);
    const agent = agentFor(CLIENTS);
    const setupStart = performance.now();
    const boardsPerRound = Math.floor(PLAYERS / 2);
    const rounds = Math.ceil(WRITES / boardsPerRound);
    const t = await prepareSwiss(server.url, PLAYERS, rounds);
    line(storeName, 'setup', (performance.now() - setupStart) / 1000, 's');
    const auth = { authorization: `Bearer ${t.token}` };
    const path = `/api/tournaments/${t.id}`;
    const stats: LoadStats = { latencies: new Map(), errors: 0, errorSamples: [] };
    const pairings: number[] = [];
    const entered = new Map<string, string>();
    const deadline = Date.now() + MAX_SECONDS * 1000;
    const loadBefore = load();
    const started = performance.now();
    let writesLeft = WRITES;
    let readsLeft = READS;
    for (let round = 1; writesLeft > 0; round++) {
      if (round > 1) {
        const closed = await send(base, agent, {
          kind: 'close',
          method: 'POST',
          path: `${path}/rounds/${round - 1}/close`,
          body: {},
          headers: auth,
        });
        if (closed.status !== 200) throw new Error(`close round ${round - 1}: ${closed.body}`);
        const t0 = performance.now();
        const paired = await send(base, agent, {
          kind: 'pair',
          method: 'POST',
          path: `${path}/rounds`,
          body: {},
          headers: auth,
        });
        pairings.push(performance.now() - t0);
        if (paired.status !== 201) throw new Error(`pair round ${round}: ${paired.body}`);
      }
      const boards = Math.min(boardsPerRound, writesLeft);
      const reads = round * boardsPerRound >= WRITES ? readsLeft : Math.round((READS * boards) / WRITES);
      writesLeft -= boards;
      readsLeft -= reads;
      // Interleave: one write per `reads / boards` reads, so results arrive throughout the reads.
      const jobs: Job[] = [];
      const kinds = ['standings', 'pairings', 'crosstable'] as const;
      let w = 0;
      for (let r = 0; r < reads || w < boards; r++) {
        if (w < boards && (r * boards) / Math.max(1, reads) >= w) {
          w++;
          entered.set(`${round}:${w}`, resultFor(w + round));
          jobs.push({
            kind: 'write',
            method: 'PUT',
            path: `${path}/rounds/${round}/boards/${w}/result`,
            body: { result: resultFor(w + round) },
            headers: { ...auth, 'idempotency-key': `bench-${round}-${w}` },
          });
        }
        if (r < reads) {
          const kind = kinds[r % 3];
          const p = kind === 'pairings' ? `${path}/rounds/${round}` : `${path}/${kind}`;
          jobs.push({ kind, method: 'GET', path: p });
        }
      }
      let i = 0;
      await runLoad(base, agent, CLIENTS, () => (i < jobs.length ? jobs[i++] : null), stats, deadline);
    }
    const seconds = (performance.now() - started) / 1000;
    const loadAfter = load();

    // Nothing lost, nothing twice: the history holds each entered result once, as entered.
    const staff = new Client(server.url);
    staff.token = t.token;
    // the history route pages (at most 5,000 events a call): read it all, page by page
    type Entry = { type: string; data: { round: number; board: number; result: string } };
    const history: Entry[] = [];
    for (;;) {
      const page = (await staff.get(`${path}/history?after=${history.length}&limit=5000`)).body as Entry[];
      history.push(...page);
      if (page.length < 5000) break;
    }
    const recorded = history.filter((e) => e.type === 'ResultRecorded');
    const seen = new Map<string, string>();
    let duplicates = 0;
    for (const e of recorded) {
      const key = `${e.data.round}:${e.data.board}`;
      if (seen.has(key)) duplicates++;
      seen.set(key, e.data.result);
    }
    let lost = 0;
    for (const [key, result] of entered) if (seen.get(key) !== result) lost++;

    const reads = ['standings', 'pairings', 'crosstable'].flatMap((k) => stats.latencies.get(k) ?? []);
    const writes = stats.latencies.get('write') ?? [];
    line(storeName, 'players', PLAYERS);
    line(storeName, 'clients', CLIENTS);
    line(storeName, 'reads', reads.length);
    line(storeName, 'writes', writes.length);
    line(storeName, 'duration', seconds, 's');
    line(storeName, 'throughput', (reads.length + writes.length) / seconds, 'req/s');
    for (const k of ['standings', 'pairings', 'crosstable'])
      line(storeName, `read-${k}-p99`, quantile(stats.latencies.get(k) ?? [], 0.99), 'ms');
    line(storeName, 'read-p50', quantile(reads, 0.5), 'ms');
    line(storeName, 'read-p99', quantile(reads, 0.99), 'ms');
    line(storeName, 'write-p50', quantile(writes, 0.5), 'ms');
    line(storeName, 'write-p99', quantile(writes, 0.99), 'ms');
    line(storeName, 'errors', stats.errors);
    line(storeName, 'lost', lost);
    line(storeName, 'duplicated', duplicates);
    line(storeName, 'rounds-paired', pairings.length + 1);
    line(storeName, 'pair-round-median', quantile(pairings, 0.5) / 1000, 's');
    line(storeName, 'pair-round-max', Math.max(...pairings) / 1000, 's');
    line(storeName, 'load-average-before', loadBefore);
    line(storeName, 'load-average-after', loadAfter);
    for (const s of stats.errorSamples) console.error(`${storeName} error-sample ${s}`);
    agent.destroy();
    return stats.errors === 0 && lost === 0 && duplicates === 0;
  } finally {
    await server.stop();
    await made.drop();
  }
}

let good = true;
console.log(`# ${new Date().toISOString()} cores ${os.cpus().length} load ${load()}`);
for (const store of STORES) good = (await benchOne(store)) && good;
process.exit(good ? 0 : 1);
