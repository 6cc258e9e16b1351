/**
 * One long-lived worker thread that pairs rounds and judges boards, so a 300-player pairing (a
 * second under load) no longer holds every other request behind it on the event loop.
 * Trade-off: one worker, jobs queued in order inside it, rather than a pool: pairings of one
 * server are few, the machine is small, and a single thread keeps memory and start-up low.
 * A worker that dies (crash, out of memory) rejects every job it held with ERR_PAIRING_WORKER
 * (a 500 problem; nothing was stored) and the next job starts a fresh one.
 */
import { Worker } from 'node:worker_threads';
import { HttpProblem, serverRejection } from '../http/problems';
import type { AnswerMessage, PairingAnswers, PairingJob } from './protocol';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The failure of a job whose worker died or threw: a coded 500. */
export function workerProblem(reason: string): HttpProblem {
  return new HttpProblem(serverRejection('ERR_PAIRING_WORKER', { reason }));
}

/** Runs pairing jobs on a worker thread. */
export class PairingWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  /** `entry`: the worker's module (tests pass one that fails on purpose). */
  constructor(private readonly entry: URL = ENTRY) {}

  /** Runs a job; rejects with ERR_PAIRING_WORKER when the worker fails. */
  run<K extends PairingJob['kind']>(job: Extract<PairingJob, { kind: K }>): Promise<PairingAnswers[K]> {
    if (this.closed) return Promise.reject(workerProblem('the server is stopping'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...job, id });
    });
  }

  /** Stops the worker (the server's shutdown); jobs still running are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.failAll('the server is stopping');
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(this.entry);
    // the pairing thread never keeps the process alive on its own
    worker.unref();
    worker.on('message', (answer: AnswerMessage) => {
      const job = this.pending.get(answer.id);
      if (!job) return;
      this.pending.delete(answer.id);
      if (answer.ok) job.resolve(answer.value);
      else job.reject(workerProblem(answer.reason));
    });
    worker.on('error', (error) => this.lost(worker, error.message));
    worker.on('exit', (code) => this.lost(worker, `worker exited with code ${code}`));
    this.worker = worker;
    return worker;
  }

  /** The worker died: every job it held fails; the next job starts a new one. */
  private lost(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.failAll(reason);
  }

  private failAll(reason: string): void {
    const jobs = [...this.pending.values()];
    this.pending.clear();
    for (const job of jobs) job.reject(workerProblem(reason));
  }
}
