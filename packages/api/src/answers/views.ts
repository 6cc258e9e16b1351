/** The answers of the views: standings, crosstable, a round's pairings, why a board was paired so. */
import { z } from 'zod';
import { COLORS } from '@arbiter/kernel';
import { GAME_RESULTS, REQUESTED_BYES, ROUND_RESULTS } from '@arbiter/tournament';

/** A player's pairing number and name. */
export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

export const gameResultSchema = z.enum(GAME_RESULTS);
export type GameResult = z.infer<typeof gameResultSchema>;
export type ByeKind = (typeof REQUESTED_BYES)[number];

/** One board of a round. */
export const boardSchema = z.object({
  board: z.number().int(),
  white: namedSchema,
  black: namedSchema,
  result: gameResultSchema.nullable(),
  gameStreamId: z.string().nullable(),
  /** The reasons given for corrections of the board's result, oldest first. */
  corrections: z.array(z.string()),
});
export type Board = z.infer<typeof boardSchema>;

/** A round's pairings: boards, colours, results, the PAB, byes and rests. */
export const pairingSchema = z.object({
  round: z.number().int(),
  closed: z.boolean(),
  system: z.string(),
  systemVersion: z.string(),
  override: z.string().nullable(),
  boards: z.array(boardSchema),
  pab: namedSchema.nullable(),
  byes: z.array(namedSchema.extend({ kind: z.enum(REQUESTED_BYES) })),
  rests: z.array(namedSchema),
});
export type Pairing = z.infer<typeof pairingSchema>;

/** One line of the standings. */
export const standingsRowSchema = z.object({
  rank: z.number().int(),
  player: z.object({
    id: z.number().int(),
    name: z.string(),
    rating: z.number(),
    title: z.string(),
    federation: z.string(),
  }),
  points: z.number(),
  /** Each tie-break's value as published (fixed decimals). */
  values: z.array(z.string()),
});
export type StandingsRow = z.infer<typeof standingsRowSchema>;

/** Standings with tie-breaks after the closed rounds. */
export const standingsSchema = z.object({
  rounds: z.number().int(),
  tieBreaks: z.array(z.object({ code: z.string(), name: z.string(), rule: z.string() })),
  rows: z.array(standingsRowSchema),
});
export type Standings = z.infer<typeof standingsSchema>;

/** One round of one player in the crosstable. */
export const crosstableEntrySchema = z.object({
  opponent: z.number().int().nullable(),
  colour: z.enum(COLORS).nullable(),
  result: z.enum(ROUND_RESULTS),
});
export type CrosstableEntry = z.infer<typeof crosstableEntrySchema>;

/** The crosstable of the closed rounds. */
export const crosstableSchema = z.object({
  rounds: z.number().int(),
  players: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      rating: z.number(),
      rounds: z.array(crosstableEntrySchema),
    }),
  ),
});
export type Crosstable = z.infer<typeof crosstableSchema>;

const explainedPlayer = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Points before the round. */
  points: z.number(),
  /** Whom the player meets in the best pairing without this board (null: the PAB or none). */
  instead: z.number().int().nullable(),
});

/** Why a board was paired so: the deciding criterion, or the arbiter's reason. */
export const boardExplanationSchema = z.object({
  round: z.number().int(),
  board: z.number().int(),
  white: explainedPlayer,
  black: explainedPlayer,
  pairedBy: z.enum(['system', 'arbiter']),
  system: z.string(),
  reason: z.string().nullable(),
  systemAgrees: z.boolean().nullable(),
  criterion: z.string().nullable(),
  code: z.string().nullable(),
  rule: z.string(),
  summary: z.string(),
  detail: z.string().nullable(),
});
export type BoardExplanation = z.infer<typeof boardExplanationSchema>;
