/**
 * The previews the pairing worker computes for two read routes, each of which pairs with the
 * engine and so used to hold the event loop: a correction's preview (`previewCorrection`, every
 * later round paired again, twice) and a pairing edit's comparison (`comparePairing`, one engine
 * pairing of the round). The job carries the tournament's state as plain data; the worker pairs
 * with its own copy of the registered systems, the same ones the server's decider uses.
 */
import type { Result } from '@arbiter/kernel';
import {
  comparePairing,
  previewCorrection,
  type BoardPairing,
  type BoardResult,
  type CorrectionPreview,
  type PairingComparison,
  type PlayerId,
  type TournamentDeps,
  type TournamentState,
} from '@arbiter/tournament';

/** A preview job: the state it is computed on and what the route was asked. */
export type PreviewJob =
  | {
      readonly kind: 'correction';
      readonly state: TournamentState;
      readonly round: number;
      readonly board: number;
      readonly result: BoardResult;
    }
  | {
      readonly kind: 'pairingEdit';
      readonly state: TournamentState;
      readonly round: number;
      readonly boards: readonly BoardPairing[];
      readonly pab: PlayerId | null;
    };

/** What each preview job answers: the library's result, refusals included. */
export interface PreviewAnswers {
  readonly correction: Result<CorrectionPreview>;
  readonly pairingEdit: Result<PairingComparison>;
}

/** Whether a job is one of the previews. */
export function isPreviewJob(job: { readonly kind: string }): job is PreviewJob {
  return job.kind === 'correction' || job.kind === 'pairingEdit';
}

/** Computes a preview (inside the worker). */
export function runPreview(job: PreviewJob, deps: TournamentDeps): PreviewAnswers[PreviewJob['kind']] {
  if (job.kind === 'correction') return previewCorrection(job.state, job.round, job.board, job.result, deps);
  return comparePairing(job.state, deps, job.round, job.boards, job.pab);
}
