/**
 * `npm run bench:floor -w @arbiter/server`: the floor under the bench's latencies. The same load
 * generator, clients and request count as `bench.ts` against a bare Node HTTP server that answers
 * every request with one fixed buffer (BENCH_FLOOR_BYTES, default 20,000: about the gzip of the
 * bench's average answer) and does nothing else. Whatever the tournament server does costs on top
 * of this; when this floor misses a target on a machine, no server code can meet it there.
 * Prints p50/p99 and the CPU of both processes.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { agentFor, quantile, runLoad, type LoadStats } from './load';
import { ownCpuSeconds, processCpuSeconds } from './cpu';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const REQUESTS = Number(process.env.BENCH_READS ?? 30_000) + Number(process.env.BENCH_WRITES ?? 3_000);
const BYTES = Number(process.env.BENCH_FLOOR_BYTES ?? 20_000);

const program = `
const http = require('node:http');
const body = Buffer.alloc(${BYTES}, 'x');
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body));
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;
const child = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise<number>((resolve) =>
  child.stdout.once('data', (d) => resolve(Number(String(d)))),
);
try {
  const base = new URL(`http://127.0.0.1:${port}`);
  const agent = agentFor(CLIENTS);
  const stats: LoadStats = { latencies: new Map(), errors: 0, errorSamples: [] };
  const load = os.loadavg()[0].toFixed(1);
  const cpu = { server: processCpuSeconds(child.pid!), generator: ownCpuSeconds() };
  const t0 = performance.now();
  let i = 0;
  await runLoad(
    base,
    agent,
    CLIENTS,
    () => (i++ < REQUESTS ? { kind: 'floor', method: 'GET', path: '/floor' } : null),
    stats,
    Date.now() + 600_000,
  );
  const seconds = (performance.now() - t0) / 1000;
  const all = stats.latencies.get('floor') ?? [];
  const serverCpu = processCpuSeconds(child.pid!) - cpu.server;
  const generatorCpu = ownCpuSeconds() - cpu.generator;
  console.log(
    `floor: ${all.length} requests of ${BYTES} bytes, ${CLIENTS} clients, ${seconds.toFixed(1)} s, ` +
      `p50 ${quantile(all, 0.5).toFixed(1)} ms, p99 ${quantile(all, 0.99).toFixed(1)} ms, errors ${stats.errors}, ` +
      `CPU server ${serverCpu.toFixed(1)} s (${Math.round((serverCpu * 1e6) / all.length)} µs/request), ` +
      `generator ${generatorCpu.toFixed(1)} s (${Math.round((generatorCpu * 1e6) / all.length)} µs/request), ` +
      `load ${load} → ${os.loadavg()[0].toFixed(1)}`,
  );
  agent.destroy();
} finally {
  child.kill('SIGTERM');
}
