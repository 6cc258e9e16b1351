/**
 * A loopback-only load generator: a fixed number of HTTP requests from a fixed number of
 * concurrent clients over keep-alive connections, each request's latency measured from send to
 * the last byte of its answer. Bounded in count and in time; it refuses any host but 127.0.0.1.
 * It shares the machine's cores with the server, so it does as little as it can per request:
 * every byte of an answer is read, but an answer is decoded into text only when it is a failure
 * or when the caller asks for its body (`keepBody`). Browsers decode on their own machines.
 */
import { ConnectionPool, type Answer } from './connection';

/** One request to make. */
export interface Job {
  readonly kind: string;
  readonly method: 'GET' | 'PUT' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Decode a successful answer's body (failures are always decoded, for their samples). */
  readonly keepBody?: boolean;
}

/** Latencies by kind (ms) and failures. */
export interface LoadStats {
  readonly latencies: Map<string, number[]>;
  errors: number;
  readonly errorSamples: string[];
  /** The server's own timing of each answer that had one (`Server-Timing`), by metric name: ms, or the batch size. */
  readonly serverTiming?: Map<string, number[]>;
  /** The slowest requests (at most 10): what, when it started (ms since the load began) and how long it took. */
  readonly slowest?: { job: string; at: number; ms: number; timing?: string }[];
}

/** Keep-alive connections for up to `clients` concurrent requests (opened as needed). */
export function agentFor(_clients: number): Pool {
  return new Pool();
}

/** Connection pools by server port. */
export class Pool {
  private readonly pools = new Map<number, ConnectionPool>();

  /** The pool of one server. */
  of(port: number): ConnectionPool {
    let p = this.pools.get(port);
    if (!p) this.pools.set(port, (p = new ConnectionPool(port)));
    return p;
  }

  /** Closes every connection. */
  destroy(): void {
    for (const p of this.pools.values()) p.destroy();
  }
}

/** Sends one request; resolves with status and body. */
export async function send(base: URL, agent: Pool, job: Job): Promise<Answer> {
  if (base.hostname !== '127.0.0.1') throw new Error('the load generator talks to 127.0.0.1 only');
  const payload = job.body === undefined ? undefined : JSON.stringify(job.body);
  const pool = agent.of(Number(base.port));
  const connection = pool.take();
  try {
    const answer = await connection.request(
      job.method,
      job.path,
      { ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...job.headers },
      payload,
      job.keepBody === true ? true : null,
    );
    pool.give(connection);
    return answer;
  } catch (e) {
    connection.close();
    pool.give(connection);
    throw e;
  }
}

/**
 * Opens `clients` keep-alive connections and has each answered once (`GET /api/health`, not
 * measured), so that the timed load starts on connections the server has accepted. A connection's
 * `connect` event comes when the kernel has done the handshake, not when the server has accepted
 * it: 200 connections opened at once while the server is busy waited up to seconds in its accept
 * queue, and that wait was counted as the first requests' latency.
 */
export async function connectAll(base: URL, agent: Pool, clients: number): Promise<void> {
  const stats: LoadStats = { latencies: new Map(), errors: 0, errorSamples: [] };
  let i = 0;
  await runLoad(
    base,
    agent,
    clients,
    () => (i++ < clients ? { kind: 'connect', method: 'GET', path: '/api/health' } : null),
    stats,
    Date.now() + 120_000,
  );
  if (stats.errors > 0) throw new Error(`connecting: ${stats.errorSamples.join('; ')}`);
}

/** Runs jobs from `next()` on `clients` concurrent workers until it returns null. */
export async function runLoad(
  base: URL,
  agent: Pool,
  clients: number,
  next: () => Job | null,
  stats: LoadStats,
  deadline: number,
): Promise<void> {
  const began = process.hrtime.bigint();
  const worker = async () => {
    for (let job = next(); job; job = next()) {
      if (Date.now() > deadline) throw new Error('the bench ran past its time limit');
      const t0 = process.hrtime.bigint();
      try {
        const r = await send(base, agent, job);
        const ms = r.ms;
        let list = stats.latencies.get(job.kind);
        if (!list) stats.latencies.set(job.kind, (list = []));
        list.push(ms);
        if (r.timing !== undefined && stats.serverTiming) addTiming(stats.serverTiming, r.timing);
        if (stats.slowest) {
          stats.slowest.push({
            job: `${job.method} ${job.path}`,
            at: Number(t0 - began) / 1e6,
            ms,
            ...(r.timing !== undefined ? { timing: r.timing } : {}),
          });
          if (stats.slowest.length > 20) {
            stats.slowest.sort((a, b) => b.ms - a.ms);
            stats.slowest.length = 10;
          }
        }
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

/** Adds a `Server-Timing` header's metrics (`queue;dur=1.2, batch;desc="3 writes"`) to the lists by name. */
export function addTiming(into: Map<string, number[]>, header: string): void {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    const dur = params.find((p) => p.startsWith('dur='));
    const desc = params.find((p) => p.startsWith('desc='));
    const value = dur ? Number(dur.slice(4)) : desc ? Number.parseFloat(desc.slice(6)) : NaN;
    if (!Number.isFinite(value)) continue;
    let list = into.get(name);
    if (!list) into.set(name, (list = []));
    list.push(value);
  }
}

/** The q-quantile of a list (nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
