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
 * BENCH_PIN=1 pins the server (all its threads) to core 0 and this load generator to core 1
 * (`taskset`), so the generator does not take the server's CPU time on a 2-core machine.
 * Prints one figure a line: `<store> <measure> <value> <unit>`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { Client } from '../src/testing/client';
import { freshDataDir, freshDatabase, startServer } from '../src/testing/server-process';
import { prepareSwiss, resultFor } from '../src/testing/scenario';
import { agentFor, connectAll, quantile, runLoad, send, type Job, type LoadStats } from './load';
import { cpuBetween, databaseCpu, ownCpuSeconds, processCpuSeconds } from './cpu';

/** One store's figures, for the table printed at the end. */
interface Figures {
  store: string;
  reads: number;
  writes: number;
  seconds: number;
  readP50: number;
  readP95: number;
  readP99: number;
  writeP50: number;
  writeP95: number;
  writeP99: number;
  pairMedian: number;
  pairMax: number;
  errors: number;
  lost: number;
  duplicated: number;
  serverCpu: number;
  pairCpu: number;
  generatorCpu: number;
  databaseCpu: number | null;
  loadBefore: string;
  loadAfter: string;
}
const results: Figures[] = [];

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 300);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const READS = Number(process.env.BENCH_READS ?? 30_000);
const WRITES = Number(process.env.BENCH_WRITES ?? 3_000);
const STORES = (process.env.BENCH_STORES ?? 'postgres,pglite').split(',');
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 900);
const PIN = process.env.BENCH_PIN === '1';

/** Pins a process and all its threads to one core (`taskset -a -p`). */
function pin(pid: number, core: number): void {
  execFileSync('taskset', ['-a', '-pc', String(core), String(pid)], { stdio: 'ignore' });
}
/**
 * What the readers accept, as a browser says it (Chromium sends `gzip, deflate, br, zstd`);
 * `identity` to measure uncompressed answers.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';

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
      ? await freshDatabase('bench').then((db) => ({ store: db.url, drop: db.drop, pg: db.url }))
      : (() => {
          const dir = freshDataDir('bench');
          return { store: dir.dir, drop: async () => dir.drop(), pg: null };
        })();
  const server = await startServer(
    made.store,
    { ARBITER_RATE_LIMIT: '0', ARBITER_LOG_LEVEL: 'warn' },
    300_000,
  );
  try {
    if (PIN) {
      pin(server.pid, 0);
      pin(process.pid, 1);
    }
    const base = new URL(server.url);
    const agent = agentFor(CLIENTS);
    const setupStart = performance.now();
    const boardsPerRound = Math.floor(PLAYERS / 2);
    const rounds = Math.ceil(WRITES / boardsPerRound);
    const t = await prepareSwiss(server.url, PLAYERS, rounds);
    line(storeName, 'setup', (performance.now() - setupStart) / 1000, 's');
    const connectStart = performance.now();
    await connectAll(base, agent, CLIENTS);
    line(storeName, 'connect', (performance.now() - connectStart) / 1000, 's');
    const auth = { authorization: `Bearer ${t.token}` };
    const path = `/api/tournaments/${t.id}`;
    const stats: LoadStats = {
      latencies: new Map(),
      errors: 0,
      errorSamples: [],
      slowest: [],
      serverTiming: new Map(),
    };
    const pairings: number[] = [];
    let pairCpu = 0; // the server's CPU while it paired (no other request is in flight then)
    const entered = new Map<string, string>();
    const deadline = Date.now() + MAX_SECONDS * 1000;
    const loadBefore = load();
    const cpuBefore = { server: processCpuSeconds(server.pid), generator: ownCpuSeconds() };
    const dbBefore = made.pg ? await databaseCpu(made.pg) : null;
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
        const cpu0 = processCpuSeconds(server.pid);
        const paired = await send(base, agent, {
          kind: 'pair',
          method: 'POST',
          path: `${path}/rounds`,
          body: {},
          headers: auth,
          keepBody: true,
        });
        pairings.push(performance.now() - t0);
        pairCpu += processCpuSeconds(server.pid) - cpu0;
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
          jobs.push({ kind, method: 'GET', path: p, headers: { 'accept-encoding': ACCEPT_ENCODING } });
        }
      }
      let i = 0;
      await runLoad(base, agent, CLIENTS, () => (i < jobs.length ? jobs[i++] : null), stats, deadline);
    }
    const seconds = (performance.now() - started) / 1000;
    const loadAfter = load();
    const serverCpu = processCpuSeconds(server.pid) - cpuBefore.server;
    const generatorCpu = ownCpuSeconds() - cpuBefore.generator;
    const dbCpu = made.pg && dbBefore ? cpuBetween(dbBefore, await databaseCpu(made.pg)) : null;

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
    for (const [kind, list] of [
      ['read', reads],
      ['write', writes],
    ] as const)
      for (const q of [50, 95, 99]) line(storeName, `${kind}-p${q}`, quantile(list, q / 100), 'ms');
    // where a write's time went inside the server (its Server-Timing): the group commit's wait and the append
    for (const name of ['queue', 'decide', 'append']) {
      const list = stats.serverTiming!.get(name) ?? [];
      for (const q of [50, 95, 99]) line(storeName, `write-${name}-p${q}`, quantile(list, q / 100), 'ms');
    }
    const sizes = stats.serverTiming!.get('batch') ?? [];
    line(
      storeName,
      'write-batch-mean',
      sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length),
      'writes',
    );
    line(storeName, 'errors', stats.errors);
    line(storeName, 'lost', lost);
    line(storeName, 'duplicated', duplicates);
    line(storeName, 'rounds-paired', pairings.length + 1);
    line(storeName, 'pair-round-median', quantile(pairings, 0.5) / 1000, 's');
    line(storeName, 'pair-round-max', Math.max(...pairings) / 1000, 's');
    line(storeName, 'load-average-before', loadBefore);
    line(storeName, 'load-average-after', loadAfter);
    const requests = reads.length + writes.length;
    line(storeName, 'server-cpu', serverCpu, 's');
    line(storeName, 'server-cpu-pairing', pairCpu, 's');
    line(storeName, 'server-cpu-per-request', ((serverCpu - pairCpu) * 1e6) / requests, 'µs');
    line(storeName, 'generator-cpu', generatorCpu, 's');
    if (dbCpu !== null) line(storeName, 'database-cpu', dbCpu, 's');
    results.push({
      store: storeName,
      reads: reads.length,
      writes: writes.length,
      seconds,
      readP50: quantile(reads, 0.5),
      readP95: quantile(reads, 0.95),
      readP99: quantile(reads, 0.99),
      writeP50: quantile(writes, 0.5),
      writeP95: quantile(writes, 0.95),
      writeP99: quantile(writes, 0.99),
      pairMedian: quantile(pairings, 0.5) / 1000,
      pairMax: Math.max(...pairings) / 1000,
      errors: stats.errors,
      lost,
      duplicated: duplicates,
      serverCpu,
      pairCpu,
      generatorCpu,
      databaseCpu: dbCpu,
      loadBefore,
      loadAfter,
    });
    for (const s of stats.errorSamples) console.error(`${storeName} error-sample ${s}`);
    for (const s of stats.slowest!.sort((a, b) => b.ms - a.ms).slice(0, 5))
      console.log(
        `${storeName} slowest ${Math.round(s.ms)} ms at ${(s.at / 1000).toFixed(1)} s of its round: ${s.job}${s.timing ? ` (server: ${s.timing})` : ''}`,
      );
    agent.destroy();
    return stats.errors === 0 && lost === 0 && duplicates === 0;
  } finally {
    await server.stop();
    // BENCH_SERVER_OUTPUT=file keeps what the server wrote (with ARBITER_SERVER_NODE_ARGS=--trace-gc: its GC pauses)
    if (process.env.BENCH_SERVER_OUTPUT)
      writeFileSync(`${process.env.BENCH_SERVER_OUTPUT}.${storeName}`, server.output.join('\n') + '\n');
    await made.drop();
  }
}

let good = true;
console.log(
  `# ${new Date().toISOString()} cores ${os.cpus().length} load ${load()} readers accept ${ACCEPT_ENCODING}${PIN ? ' server on core 0, generator on core 1' : ''}`,
);
for (const store of STORES) good = (await benchOne(store)) && good;
printTable(results);
process.exit(good ? 0 : 1);

/** The figures of every store as one Markdown table (targets: read p99 50 ms, write p99 100 ms, pairing 1.5 s). */
function printTable(rows: readonly Figures[]): void {
  const ms = (v: number) => `${Math.round(v)} ms`;
  const header = [
    'store',
    'reads / writes',
    'wall',
    'read p50 / p95 / p99',
    'write p50 / p95 / p99',
    'pair median / max',
    'errors / lost / dup',
    'CPU server / generator / db',
    'server CPU per request (pairing aside)',
    'load before → after',
  ];
  const body = rows.map((r) => [
    r.store,
    `${r.reads} / ${r.writes}`,
    `${r.seconds.toFixed(1)} s`,
    `${ms(r.readP50)} / ${ms(r.readP95)} / ${ms(r.readP99)}`,
    `${ms(r.writeP50)} / ${ms(r.writeP95)} / ${ms(r.writeP99)}`,
    `${r.pairMedian.toFixed(2)} / ${r.pairMax.toFixed(2)} s`,
    `${r.errors} / ${r.lost} / ${r.duplicated}`,
    `${r.serverCpu.toFixed(1)} / ${r.generatorCpu.toFixed(1)} / ${r.databaseCpu === null ? 'in server' : r.databaseCpu.toFixed(1)} s`,
    `${Math.round(((r.serverCpu - r.pairCpu) * 1e6) / (r.reads + r.writes))} µs`,
    `${r.loadBefore.split(' ')[0]} → ${r.loadAfter.split(' ')[0]}`,
  ]);
  console.log('');
  console.log('targets: read p99 ≤ 50 ms, write p99 ≤ 100 ms, pairing a round ≤ 1.5 s, 0 errors, 0 lost');
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const b of body) console.log(`| ${b.join(' | ')} |`);
}
