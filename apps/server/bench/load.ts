/**
 * A loopback-only load generator: a fixed number of HTTP requests from a fixed number of
 * concurrent clients over keep-alive connections, each request's latency measured from send to
 * the last byte of its answer. Bounded in count and in time; it refuses any host but 127.0.0.1.
 */
import http from 'node:http';

/** One request to make. */
export interface Job {
  readonly kind: string;
  readonly method: 'GET' | 'PUT' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** Latencies by kind (ms) and failures. */
export interface LoadStats {
  readonly latencies: Map<string, number[]>;
  errors: number;
  readonly errorSamples: string[];
}

/** A keep-alive agent for `clients` sockets. */
export function agentFor(clients: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: clients, maxFreeSockets: clients });
}

/** Sends one request; resolves with status and body. */
export function send(base: URL, agent: http.Agent, job: Job): Promise<{ status: number; body: string }> {
  if (base.hostname !== '127.0.0.1') throw new Error('the load generator talks to 127.0.0.1 only');
  const payload = job.body === undefined ? undefined : JSON.stringify(job.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: base.port,
        method: job.method,
        path: job.path,
        agent,
        headers: {
          ...(payload !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...job.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** Runs jobs from `next()` on `clients` concurrent workers until it returns null. */
export async function runLoad(
  base: URL,
  agent: http.Agent,
  clients: number,
  next: () => Job | null,
  stats: LoadStats,
  deadline: number,
): Promise<void> {
  const worker = async () => {
    for (let job = next(); job; job = next()) {
      if (Date.now() > deadline) throw new Error('the bench ran past its time limit');
      const t0 = process.hrtime.bigint();
      try {
        const r = await send(base, agent, job);
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        let list = stats.latencies.get(job.kind);
        if (!list) stats.latencies.set(job.kind, (list = []));
        list.push(ms);
        if (r.status < 200 || r.status >= 300) {
          stats.errors++;
          if (stats.errorSamples.length < 5)
            stats.errorSamples.push(`${job.method} ${job.path}: ${r.status} ${r.body.slice(0, 200)}`);
        }
      } catch (e) {
        stats.errors++;
        if (stats.errorSamples.length < 5)
          stats.errorSamples.push(`${job.method} ${job.path}: ${(e as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
}

/** The q-quantile of a list (nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
