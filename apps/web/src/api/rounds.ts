/** Rounds and results: pairing, by hand or edited, closing, results and corrections, game records, why a board was paired so. */
import { pathOf, type GameResult } from '@arbiter/api';
import { fetchOperation, useOperation, write } from './operations';

/** Boards and PAB of a pairing made or edited by hand. */
export interface HandPairing {
  readonly boards: readonly { readonly white: number; readonly black: number }[];
  readonly pab: number | null;
}

/** Every paired round with its boards. */
export const useRounds = (id: string) => useOperation('rounds', { id });
/** A round's pairings (round 0 or less: none to load). */
export const useRound = (id: string, round: number) =>
  useOperation('round', round > 0 ? { id, round } : null);
/** A round's pairings as CSV, to download. */
export const roundCsvUrl = (id: string, round: number, lang: string) =>
  pathOf('round', { id, round }, { format: 'csv', lang });

export const pairRound = (id: string) => write('pairRound', { id }, {});
export const overridePairing = (id: string, round: number, pairing: HandPairing & { reason: string }) =>
  write('overridePairing', { id, round }, pairing);
export const undoPairing = (id: string, round: number) => write('undoPairing', { id, round });
export const closeRound = (id: string, round: number) => write('closeRound', { id, round });

/** `key`: the Idempotency-Key of a result sent again (the result entry's unsent results). */
export const recordResult = (id: string, round: number, board: number, result: GameResult, key?: string) =>
  write('recordResult', { id, round, board }, { result }, key);
export const correctResult = (id: string, round: number, board: number, result: GameResult, reason: string) =>
  write('correctResult', { id, round, board }, { result, reason });
/** What correcting a result would change; stores nothing. */
export const correctionPreview = (
  id: string,
  round: number,
  board: number,
  result: GameResult,
  signal?: AbortSignal,
) => fetchOperation('correctionPreview', { id, round, board }, { result }, signal);

/** An edit of a paired round beside the engine's pairing; stores nothing. */
export const previewPairingEdit = (id: string, round: number, draft: HandPairing) =>
  write('pairingEditPreview', { id, round }, draft);
export const editPairing = (
  id: string,
  round: number,
  edit: HandPairing & { reason: string; acknowledged: readonly string[]; confirmed: readonly string[] },
) => write('editPairing', { id, round }, edit);

export const attachRecord = (id: string, round: number, board: number, text: string) =>
  write('attachRecord', { id, round, board }, { text });
/** A board's game record (null: none asked). */
export const useRecord = (id: string, at: { round: number; board: number } | null) =>
  useOperation('record', at && { id, ...at });
/** Why a board was paired so. */
export const useExplanation = (id: string, round: number, board: number) =>
  useOperation('explanation', { id, round, board });
