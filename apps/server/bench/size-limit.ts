/**
 * The size limit as a reader meets it (issue 34): a real server process, a Dutch Swiss imported
 * at the most players a tournament may hold (`MAX_PLAYERS`, 2,500) from one CSV, then round 1
 * paired, while one client polls `GET /api/health` back to back. Prints how long the import, the
 * pairing and a refused import of `MAX_PLAYERS + 1` and of 10,001 players took, and the latency
 * of the polling reads during each (p50, p99, max), one figure a line.
 *
 *   npm run bench:size -w @arbiter/server            # PGlite in a fresh data directory
 *   BENCH_STORE=postgres npm run bench:size -w @arbiter/server
 */
import { loadavg } from 'node:os';
import { MAX_PLAYERS } from '@arbiter/tournament';
import { Client } from '../src/testing/client';
import { ADMIN, freshDatabase, freshDataDir, startServer } from '../src/testing/server-process';

/** A CSV of `n` players, ratings spread from 2700 down to 1000. */
function playersCsv(n: number): string {
  const lines = ['name,rating,fide id'];
  for (let i = 1; i <= n; i++)
    lines.push(`Player ${i},${2700 - Math.floor((i * 1700) / n)},${3_000_000 + i}`);
  return lines.join('\n');
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Runs `work` while a client polls health; answers the work's time and the polls' latencies. */
async function during(url: string, work: () => Promise<{ status: number }>) {
  const poller = new Client(url);
  const latencies: number[] = [];
  let done = false;
  const polling = (async () => {
    while (!done) {
      const t = performance.now();
      const r = await poller.get('/api/health');
      if (r.status !== 200) throw new Error(`health ${r.status}`);
      latencies.push(performance.now() - t);
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = performance.now();
  const answer = await work();
  const ms = performance.now() - started;
  done = true;
  await polling;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    status: answer.status,
    ms,
    reads: sorted.length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

const postgres = process.env.BENCH_STORE === 'postgres';
const db = postgres ? await freshDatabase('size') : null;
const dir = postgres ? null : freshDataDir('size');
// the polling client alone sends more than a minute's rate limit: the limit is off for the bench
const server = await startServer(db ? db.url : dir!.dir, { ARBITER_RATE_LIMIT: '0' });
try {
  const admin = await new Client(server.url).signIn(ADMIN.name, ADMIN.password);
  const create = async () => {
    const r = await admin.post('/api/tournaments', {
      name: 'Size',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
      rounds: 9,
    });
    return r.body.tournament as string;
  };
  console.log(
    `store ${postgres ? 'postgres' : 'pglite'}; limit ${MAX_PLAYERS} players; load ${loadavg()[0].toFixed(1)}`,
  );
  const print = (label: string, r: Awaited<ReturnType<typeof during>>) =>
    console.log(
      `${label}: HTTP ${r.status} in ${(r.ms / 1000).toFixed(2)} s; ${r.reads} health reads meanwhile, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`,
    );
  const over = await create();
  print(
    `import ${MAX_PLAYERS + 1} (refused)`,
    await during(server.url, () =>
      admin.post(`/api/tournaments/${over}/players/import`, {
        format: 'csv',
        text: playersCsv(MAX_PLAYERS + 1),
      }),
    ),
  );
  print(
    'import 10001 (refused)',
    await during(server.url, () =>
      admin.post(`/api/tournaments/${over}/players/import`, { format: 'csv', text: playersCsv(10_001) }),
    ),
  );
  const id = await create();
  print(
    `import ${MAX_PLAYERS}`,
    await during(server.url, () =>
      admin.post(`/api/tournaments/${id}/players/import`, { format: 'csv', text: playersCsv(MAX_PLAYERS) }),
    ),
  );
  print(
    `pair round 1 of ${MAX_PLAYERS}`,
    await during(server.url, () => admin.post(`/api/tournaments/${id}/rounds`, {})),
  );
  console.log(`load after ${loadavg()[0].toFixed(1)}`);
} finally {
  await server.stop();
  dir?.drop();
  await db?.drop();
}
