/**
 * Events and commands common to every game, as zod schemas.
 * A game is its event log: `GameStarted`, then the game's own move events, and the
 * game-level events below. Events are past tense and carry resolved facts;
 * commands are imperative and carry every choice a player makes.
 */
import { z } from 'zod';

export const COLORS = ['white', 'black'] as const;
/** A side. */
export type Color = (typeof COLORS)[number];
/** The other side. */
export const opposite = (c: Color): Color => (c === 'white' ? 'black' : 'white');

export const colorSchema = z.enum(COLORS);
export const gameResultSchema = z.enum(['1-0', '0-1', '1/2-1/2']);
/** A finished game's score in PGN form. */
export type GameResult = z.infer<typeof gameResultSchema>;

/** Why a game ended. */
export const endReasonSchema = z.enum([
  'checkmate',
  'royal-pieces-lost',
  'stalemate',
  'resignation',
  'agreement',
  'threefold-repetition',
  'fifty-moves',
  'dead-position',
  'time-forfeit',
  'adjudication',
]);
export type EndReason = z.infer<typeof endReasonSchema>;

/** The end of a game: result, reason and the rule that decided it. */
export const outcomeSchema = z.object({
  result: gameResultSchema,
  reason: endReasonSchema,
  rule: z.string(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

/** Version of the envelope and game-level event schemas below. */
export const EVENT_SCHEMA_VERSION = 1;

/** Metadata every stored event carries. */
export const eventMetadataSchema = z.object({
  gameId: z.string().min(1).max(200),
  sequence: z.number().int().nonnegative(),
  time: z.string().datetime(),
  actor: z.string().max(200).optional(),
  commandId: z.string().max(200).optional(),
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** An event before it is stored: type and payload. */
export interface DomainEvent<T extends string = string, D = unknown> {
  readonly type: T;
  readonly data: D;
}

/** An event as stored and exchanged: `{type, data, metadata}`. */
export interface EventEnvelope<T extends string = string, D = unknown> extends DomainEvent<T, D> {
  readonly metadata: EventMetadata;
}

export const gameStartedSchema = z.object({
  game: z.string(),
  ruleSetVersion: z.string(),
  options: z.record(z.string(), z.string()),
  /** A setup name from the game's catalogue, or a position string. */
  setup: z.string(),
});
export const drawOfferedSchema = z.object({ side: colorSchema });
export const drawOfferAnsweredSchema = z.object({ side: colorSchema });
export const drawClaimedSchema = z.object({ side: colorSchema, reason: endReasonSchema, rule: z.string() });
export const resignedSchema = z.object({ side: colorSchema });
export const timeForfeitedSchema = z.object({ side: colorSchema });
export const adjudicatedSchema = z.object({
  result: gameResultSchema,
  note: z.string().max(2000).optional(),
});
export const gameEndedSchema = outcomeSchema;

/** Schemas of the game-level events, by type. Games add their own move events beside these. */
export const gameLevelEventSchemas = {
  GameStarted: gameStartedSchema,
  DrawOffered: drawOfferedSchema,
  DrawAccepted: drawOfferAnsweredSchema,
  DrawDeclined: drawOfferAnsweredSchema,
  DrawClaimed: drawClaimedSchema,
  Resigned: resignedSchema,
  TimeForfeited: timeForfeitedSchema,
  Adjudicated: adjudicatedSchema,
  GameEnded: gameEndedSchema,
} as const;
export type GameLevelEventType = keyof typeof gameLevelEventSchemas;
export type GameStarted = z.infer<typeof gameStartedSchema>;

const commandBase = {
  actor: z.string().max(200).optional(),
  commandId: z.string().max(200).optional(),
  at: z.string().datetime().optional(),
};

/** Commands a game accepts. A move is always one command: every choice rides in `move` (notation) or `choices`. */
export const gameCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('Move'),
    move: z.string().min(1).max(200),
    choices: z.record(z.string(), z.string()).optional(),
    ...commandBase,
  }),
  z.object({ type: z.literal('Place'), step: z.string().min(1).max(200), ...commandBase }),
  z.object({ type: z.literal('OfferDraw'), side: colorSchema, ...commandBase }),
  z.object({ type: z.literal('AcceptDraw'), side: colorSchema, ...commandBase }),
  z.object({ type: z.literal('DeclineDraw'), side: colorSchema, ...commandBase }),
  z.object({
    type: z.literal('ClaimDraw'),
    side: colorSchema,
    reason: z.enum(['threefold-repetition', 'fifty-moves']),
    /** The move the claimant intends: the claim is judged on the position it creates, and the move is played. */
    move: z.string().min(1).max(200).optional(),
    ...commandBase,
  }),
  z.object({ type: z.literal('Resign'), side: colorSchema, ...commandBase }),
  z.object({ type: z.literal('FlagFall'), side: colorSchema, ...commandBase }),
  z.object({
    type: z.literal('Adjudicate'),
    result: gameResultSchema,
    note: z.string().max(2000).optional(),
    ...commandBase,
  }),
]);
/** A command to a game. */
export type GameCommand = z.infer<typeof gameCommandSchema>;
