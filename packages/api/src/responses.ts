/**
 * What each operation answers when it succeeds: its status and the schema of its body (per
 * media type where it has several). The server declares these on its routes (the OpenAPI
 * document shows them, Fastify serialises through them); the app reads its types from them.
 * Every refusal is a problem document (`problemSchema`).
 */
import { z } from 'zod';
import type { Operation } from './routes';
import {
  healthSchema,
  problemInfoSchema,
  gameInfoSchema,
  pairingSystemInfoSchema,
  tieBreakCatalogueSchema,
} from './answers/meta';
import {
  accountAnswerSchema,
  accountAccessSchema,
  setupCodeSchema,
  siteSchema,
  issuedTokenSchema,
  sessionSchema,
  tokenInfoSchema,
} from './answers/accounts';
import { historyEntrySchema, importAnswerSchema, writeAnswerSchema } from './answers/events';
import {
  playerSchema,
  staffMemberSchema,
  tournamentListItemSchema,
  tournamentSchema,
} from './answers/tournaments';
import { boardExplanationSchema, crosstableSchema, pairingSchema, standingsSchema } from './answers/views';
import {
  correctionPreviewSchema,
  pairingComparisonSchema,
  playerBreakdownSchema,
} from './answers/arbiter-edge';
import { checkInListSchema, checkInPlayersSchema } from './answers/check-in';
import { storedRecordSchema } from './answers/records';

/** A success: its status, and its body's schema by media type (JSON unless said). */
export interface Success {
  readonly status: 200 | 201 | 204;
  /** The JSON body (absent: no body, or only `content`). */
  readonly json?: z.ZodType;
  /** Bodies in other media types (text, CSV, the live stream). */
  readonly content?: Readonly<Record<string, z.ZodType>>;
}

const text = z.string();
const ok = <S extends z.ZodType>(json: S) => ({ status: 200 as const, json });
const created = <S extends z.ZodType>(json: S) => ({ status: 201 as const, json });
const noContent = { status: 204 as const };
const written = ok(writeAnswerSchema);
const writtenNew = created(writeAnswerSchema);

/** The success of every operation. */
export const SUCCESSES = {
  health: ok(healthSchema),
  problem: ok(problemInfoSchema),
  games: ok(z.array(gameInfoSchema)),
  pairingSystems: ok(z.array(pairingSystemInfoSchema)),
  tieBreaks: ok(tieBreakCatalogueSchema),
  site: ok(siteSchema),
  signIn: ok(accountAnswerSchema),
  session: ok(sessionSchema),
  signOut: noContent,
  createAccount: created(accountAnswerSchema),
  accounts: ok(z.array(accountAccessSchema)),
  changePassword: noContent,
  issueToken: created(issuedTokenSchema),
  tokens: ok(z.array(tokenInfoSchema)),
  revokeToken: noContent,
  invite: created(setupCodeSchema),
  issuePasswordReset: created(setupCodeSchema),
  setUpAccount: ok(accountAnswerSchema),
  tournaments: ok(z.array(tournamentListItemSchema)),
  createTournament: writtenNew,
  importTournament: created(importAnswerSchema),
  tournament: ok(tournamentSchema),
  publish: written,
  closeTournament: written,
  staff: ok(z.array(staffMemberSchema)),
  appointArbiter: written,
  removeArbiter: written,
  players: ok(z.array(playerSchema)),
  registerPlayer: writtenNew,
  importPlayers: writtenNew,
  editPlayer: written,
  withdrawPlayer: written,
  reinstatePlayer: written,
  renumberPlayers: written,
  requestBye: written,
  forbidPairs: written,
  tieBreakBreakdown: ok(playerBreakdownSchema),
  pairRound: writtenNew,
  overridePairing: writtenNew,
  undoPairing: written,
  closeRound: written,
  recordResult: written,
  correctResult: written,
  correctionPreview: ok(correctionPreviewSchema),
  pairingEditPreview: ok(pairingComparisonSchema),
  editPairing: written,
  attachRecord: written,
  record: ok(storedRecordSchema),
  standings: { status: 200, json: standingsSchema, content: { 'text/plain': text, 'text/csv': text } },
  crosstable: ok(crosstableSchema),
  rounds: ok(z.array(pairingSchema)),
  round: { status: 200, json: pairingSchema, content: { 'text/plain': text, 'text/csv': text } },
  explanation: ok(boardExplanationSchema),
  exportTrf: { status: 200, content: { 'text/plain': text.describe('a FIDE TRF-2026 file') } },
  history: ok(z.array(historyEntrySchema)),
  live: {
    status: 200,
    content: {
      'text/event-stream': text.describe(
        'Server-Sent Events: `id` the stream version, `event` the type (LIVE_EVENT_TYPES), `data` {version, type, data, time}',
      ),
    },
  },
  checkInList: ok(checkInListSchema),
  issueCheckInCode: written,
  checkIn: written,
  checkOut: written,
  checkInPlayers: ok(checkInPlayersSchema),
  playerCheckIn: written,
} as const satisfies Record<Operation, Success>;

/** The JSON body an operation answers on success (`unknown` for one with no JSON body). */
export type Answer<O extends Operation> = (typeof SUCCESSES)[O] extends { json: infer S extends z.ZodType }
  ? z.infer<S>
  : undefined;
