/**
 * The pairing worker: a dead worker fails its jobs with a coded 500 and the next job gets a
 * fresh one; a stopped worker takes no more jobs; the real worker loads and answers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { pairingInputOf, EMPTY_TOURNAMENT } from '@arbiter/tournament';
import { HttpProblem } from '../http/problems';
import { PairingWorker } from './pairing-worker';

const dying = new URL('./testing/dying-worker.mjs', import.meta.url);

async function failure(promise: Promise<unknown>): Promise<HttpProblem> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpProblem);
  return error as HttpProblem;
}

describe('the pairing worker', () => {
  const workers: PairingWorker[] = [];
  afterAll(async () => {
    for (const w of workers) await w.close();
  });

  it('rejects the jobs of a worker that dies with ERR_PAIRING_WORKER, then starts a fresh one', async () => {
    const worker = new PairingWorker(dying);
    workers.push(worker);
    const input = pairingInputOf({ ...EMPTY_TOURNAMENT, totalRounds: null });
    expect(await worker.run({ kind: 'pair', system: 'first', input })).toBe('first');
    const lost = await failure(worker.run({ kind: 'pair', system: 'exit', input }));
    expect(lost.rejection).toMatchObject({
      code: 'ERR_PAIRING_WORKER',
      params: { reason: expect.stringContaining('3') },
    });
    expect(await worker.run({ kind: 'pair', system: 'after', input })).toBe('after');
    await worker.close();
    const closed = await failure(worker.run({ kind: 'pair', system: 'late', input }));
    expect(closed.rejection.code).toBe('ERR_PAIRING_WORKER');
  });

  it('loads the real worker (TypeScript through tsx) and reports a system it does not know', async () => {
    const worker = new PairingWorker();
    workers.push(worker);
    const input = pairingInputOf({ ...EMPTY_TOURNAMENT, totalRounds: 5 });
    const unknown = await failure(worker.run({ kind: 'pair', system: 'no-such-system', input }));
    expect(unknown.rejection.params).toMatchObject({ reason: 'unknown pairing system no-such-system' });
  });
});
