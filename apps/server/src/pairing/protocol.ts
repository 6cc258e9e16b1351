/**
 * What the server and its pairing worker say to each other: a job by number, its answer by the
 * same number. Everything is plain data (structured clone keeps the input's Sets and Maps).
 */
import type { Result } from '@arbiter/kernel';
import type { PairingInput, RoundPairing } from '@arbiter/tournament';
import type { BoardJob, Decided } from '../read/board-verdict';
import type { PreviewAnswers, PreviewJob } from './preview-jobs';

/** A job for the worker. */
export type PairingJob =
  | { readonly kind: 'pair'; readonly system: string; readonly input: PairingInput }
  | { readonly kind: 'board'; readonly job: BoardJob }
  | PreviewJob;

/** What each kind of job answers. */
export interface PairingAnswers extends PreviewAnswers {
  readonly pair: Result<RoundPairing>;
  readonly board: Decided;
}

/** A job as sent. */
export type JobMessage = PairingJob & { readonly id: number };

/** An answer as received: the value, or what went wrong inside the worker. */
export type AnswerMessage =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly reason: string };
