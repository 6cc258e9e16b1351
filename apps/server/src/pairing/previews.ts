/**
 * The two previews that pair with the engine (a correction's, a pairing edit's), computed on the
 * pairing worker so the event loop keeps answering other requests meanwhile, and awaited for at
 * most `previewWaitMs` (then a 503 ERR_PREVIEW_TIMEOUT problem; a preview never stores anything).
 * Trade-off: a preview that outlasts the wait is not cancelled: the worker runs one job at a time
 * and stopping it would fail the other jobs it holds (a round being paired). The correction's
 * preview is kept per state and result as a pending answer, so asking again joins the computation
 * still running instead of queueing a second one; a refusal or a failure is never kept.
 */
import type { Result } from '@arbiter/kernel';
import type { CorrectionPreview, PairingComparison } from '@arbiter/tournament';
import type { Context } from '../context';
import { HttpProblem, serverRejection } from '../http/problems';
import type { TournamentReadModel } from '../read/projection';
import { forget, memo } from '../read/views';
import type { PreviewJob } from './preview-jobs';

type Job<K extends PreviewJob['kind']> = Omit<Extract<PreviewJob, { kind: K }>, 'kind' | 'state'>;

/** `pending`, or a 503 problem once `ms` have passed without its answer. */
export function withinWait<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new HttpProblem(serverRejection('ERR_PREVIEW_TIMEOUT', { seconds: ms / 1000 }))),
      ms,
    );
  });
  return Promise.race([pending, late]).finally(() => clearTimeout(timer));
}

/** The value of a preview's result, or its refusal as a problem. */
function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new HttpProblem(result.error);
  return result.value;
}

/** A correction's preview on `view`, computed on the worker once per state and result. */
export async function correctionPreviewOf(
  ctx: Context,
  view: TournamentReadModel,
  job: Job<'correction'>,
): Promise<CorrectionPreview> {
  const key = `correction-preview|${job.round}|${job.board}|${job.result}`;
  const pending = memo(view, key, () => ctx.pairing.run({ ...job, kind: 'correction', state: view.state }));
  const drop = () => {
    // only this computation's entry, not one a later request made after a failure
    if (memo(view, key, () => pending) === pending) forget(view, key);
  };
  void pending.then((result) => {
    if (!result.ok) drop();
  }, drop);
  return valueOf(await withinWait(pending, ctx.settings.previewWaitMs));
}

/** A pairing edit's comparison with the engine's pairing on `view`, computed on the worker. */
export async function pairingComparisonOf(
  ctx: Context,
  view: TournamentReadModel,
  job: Job<'pairingEdit'>,
): Promise<PairingComparison> {
  const pending = ctx.pairing.run({ ...job, kind: 'pairingEdit', state: view.state });
  return valueOf(await withinWait(pending, ctx.settings.previewWaitMs));
}
