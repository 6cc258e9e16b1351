/**
 * The previews' wait and keeping, against a stand-in worker that answers 150 ms late with the
 * number of jobs it has received: requests for the same correction on the same state share one
 * job, a request that outlasts the wait gets ERR_PREVIEW_TIMEOUT while the job goes on and its
 * answer is kept, a refusal is never kept, and a pairing edit's comparison is never kept.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_TOURNAMENT } from '@arbiter/tournament';
import type { Context } from '../context';
import { HttpProblem } from '../http/problems';
import type { TournamentReadModel } from '../read/projection';
import { PairingWorker } from './pairing-worker';
import { correctionPreviewOf, pairingComparisonOf } from './previews';

const worker = new PairingWorker(new URL('./testing/slow-worker.mjs', import.meta.url));
afterAll(() => worker.close());

function context(previewWaitMs: number): Context {
  return { pairing: worker, settings: { previewWaitMs } } as unknown as Context;
}

function view(version: number): TournamentReadModel {
  return { state: EMPTY_TOURNAMENT, version } as unknown as TournamentReadModel;
}

async function refusal(promise: Promise<unknown>): Promise<HttpProblem> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpProblem);
  return error as HttpProblem;
}

const correction = { round: 1, board: 1, result: '0-1' } as const;

describe('a preview on the pairing worker', () => {
  it('shares one job between requests for the same correction on the same state, and keeps its answer', async () => {
    const ctx = context(5_000);
    const v = view(1);
    const [a, b] = await Promise.all([
      correctionPreviewOf(ctx, v, correction),
      correctionPreviewOf(ctx, v, correction),
    ]);
    expect(a).toEqual(b);
    expect(await correctionPreviewOf(ctx, v, correction)).toBe(a);
    // another result is another preview; a new state (version) is computed again
    const other = await correctionPreviewOf(ctx, v, { ...correction, result: '1-0' });
    expect(other).not.toEqual(a);
    const next = await correctionPreviewOf(ctx, view(2), correction);
    expect(next).not.toEqual(a);
  });

  it('answers ERR_PREVIEW_TIMEOUT past the wait, and asking again later gets the answer the job still gave', async () => {
    const v = view(1);
    const probe = (await correctionPreviewOf(context(5_000), v, { ...correction, board: 5 })) as unknown as {
      jobs: number;
    };
    const late = await refusal(correctionPreviewOf(context(20), v, correction));
    expect(late.rejection).toMatchObject({ code: 'ERR_PREVIEW_TIMEOUT', params: { seconds: 0.02 } });
    expect(late.rejection.message).toContain('nothing was stored');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const kept = await correctionPreviewOf(context(20), v, correction);
    // the job that outlasted the wait (the one after the probe), not a second one
    expect(kept).toEqual({ jobs: probe.jobs + 1 });
  });

  it('never keeps a refusal, and never keeps a pairing edit comparison', async () => {
    const ctx = context(5_000);
    const v = view(1);
    const first = await refusal(correctionPreviewOf(ctx, v, { ...correction, board: 99 }));
    expect(first.rejection.code).toBe('ERR_UNKNOWN_BOARD');
    const before = (await correctionPreviewOf(ctx, v, { ...correction, board: 2 })) as unknown as {
      jobs: number;
    };
    await refusal(correctionPreviewOf(ctx, v, { ...correction, board: 99 }));
    const after = (await correctionPreviewOf(ctx, v, { ...correction, board: 3 })) as unknown as {
      jobs: number;
    };
    // the second refusal was a job of its own: nothing was kept from the first
    expect(after.jobs).toBe(before.jobs + 2);
    const edit = { round: 2, boards: [], pab: null };
    const one = (await pairingComparisonOf(ctx, v, edit)) as unknown as { jobs: number };
    const two = (await pairingComparisonOf(ctx, v, edit)) as unknown as { jobs: number };
    expect(two.jobs).toBe(one.jobs + 1);
  });
});
