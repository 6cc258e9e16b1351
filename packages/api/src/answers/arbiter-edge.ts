/**
 * The answers of the arbiter's edge: a correction's preview, a player's tie-breaks shown as sums,
 * and an edit of a paired round set beside the engine's pairing.
 */
import { z } from 'zod';
import { COLORS } from '@arbiter/kernel';
import { REQUESTED_BYES, ROUND_RESULTS, TIEBREAK_BASES } from '@arbiter/tournament';
import { gameResultSchema } from './views';

const id = z.number().int();
const change = <T extends z.ZodType>(value: T) => z.object({ before: value, after: value });
const boardPairing = z.object({ white: id, black: id });

/** What correcting a result would change, with the names of the players it mentions. */
export const correctionPreviewSchema = z.object({
  round: z.number().int(),
  board: z.number().int(),
  white: id,
  black: id,
  result: change(gameResultSchema),
  tieBreaks: z.array(z.string()),
  rounds: z.number().int(),
  standings: z.array(
    z.object({
      player: z.object({ id, name: z.string() }),
      rank: change(z.number()),
      points: change(z.number()),
      tieBreaks: z.array(change(z.number()).extend({ code: z.string(), shown: change(z.string()) })),
    }),
  ),
  laterRounds: z.array(
    z.object({
      round: z.number().int(),
      same: z.boolean(),
      sameBefore: z.boolean().nullable(),
      boards: z.array(
        z.object({
          board: z.number().int(),
          stored: boardPairing.nullable(),
          engine: boardPairing.nullable(),
          same: z.boolean(),
        }),
      ),
      pab: change(id.nullable()).extend({ same: z.boolean() }),
      criterion: z.string().nullable(),
      rule: z.string().nullable(),
      unpairable: z.string().nullable(),
    }),
  ),
  /** Names of the players the preview mentions, by pairing number. */
  names: z.record(z.string(), z.string()),
});
export type CorrectionPreview = z.infer<typeof correctionPreviewSchema>;

const weight = z.number().nullable();

/** Why a round adds what it adds to a tie-break. */
export const roundBasisSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('points'), points: z.number() }),
  z.object({
    kind: z.literal('opponent'),
    score: z.number(),
    adjusted: z.number(),
    lastRound: z.number(),
    weight,
  }),
  z.object({
    kind: z.literal('virtual-opponent'),
    ownScore: z.number(),
    cap: z.number(),
    capBy: z.enum(['scheduled-opponent', 'half-maximum']),
    value: z.number(),
    weight,
  }),
  z.object({ kind: z.literal('running-score'), running: z.number() }),
  z.object({ kind: z.literal('count'), counts: z.boolean() }),
  z.object({
    kind: z.literal('koya'),
    points: z.number(),
    opponentScore: z.number().nullable(),
    threshold: z.number(),
    counts: z.boolean(),
  }),
  z.object({ kind: z.literal('rating'), rating: z.number(), score: z.number() }),
  z.object({ kind: z.literal('encounter'), points: z.number() }),
  z.object({
    kind: z.literal('not-counted'),
    reason: z.enum(['no-rated-game', 'outside-group', 'not-played']),
  }),
]);
export type RoundBasis = z.infer<typeof roundBasisSchema>;

/** One round of a tie-break's breakdown. */
export const breakdownRoundSchema = z.object({
  round: z.number().int(),
  opponent: id.nullable(),
  colour: z.enum(COLORS).nullable(),
  result: z.enum(ROUND_RESULTS),
  kind: z.enum([
    'game',
    'forfeit-win',
    'forfeit-loss',
    'pab',
    'half-point-bye',
    'full-point-bye',
    'zero-point-bye',
  ]),
  voluntarilyUnplayed: z.boolean(),
  value: z.number().nullable(),
  basis: roundBasisSchema,
  cut: z.enum(['low', 'high']).nullable(),
});
export type BreakdownRound = z.infer<typeof breakdownRoundSchema>;

/** How a tie-break's rounds add up to its value. */
export const breakdownTotalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sum'), before: z.number(), removed: z.number() }),
  z.object({
    kind: z.literal('average'),
    sum: z.number(),
    counted: z.number(),
    cutsUsedByUnplayed: z.number(),
  }),
  z.object({
    kind: z.literal('performance'),
    average: z.number(),
    games: z.number(),
    score: z.number(),
    p: z.number(),
    dp: z.number(),
  }),
  z.object({ kind: z.literal('position'), group: z.array(id) }),
]);

/** One tie-break of a player, shown as a sum. */
export const tieBreakBreakdownSchema = z.object({
  code: z.string(),
  base: z.enum(TIEBREAK_BASES),
  name: z.string(),
  rule: z.string(),
  precision: z.number(),
  cutLow: z.number(),
  cutHigh: z.number(),
  rounds: z.array(breakdownRoundSchema),
  total: breakdownTotalSchema,
  value: z.number(),
  shown: z.string(),
});
export type TieBreakBreakdown = z.infer<typeof tieBreakBreakdownSchema>;

/** `GET /tournaments/:id/players/:player/tiebreaks`: a player's standing with every tie-break as a sum. */
export const playerBreakdownSchema = z.object({
  player: z.object({ id, name: z.string(), rating: z.number() }),
  rank: z.number().int(),
  points: z.number(),
  rounds: z.number().int(),
  tieBreaks: z.array(tieBreakBreakdownSchema),
});
export type PlayerBreakdown = z.infer<typeof playerBreakdownSchema>;

/** How strongly a broken criterion stops an edit. */
export const warningLevelSchema = z.enum(['refuse', 'confirm', 'acknowledge']);
export type WarningLevel = z.infer<typeof warningLevelSchema>;

/** One criterion an edit breaks, with its level. */
export const editCriterionSchema = z.object({
  criterion: z.string(),
  rule: z.string(),
  level: warningLevelSchema,
  kind: z.enum([
    'rematch',
    'forbidden',
    'pab',
    'absolute-colour',
    'colour',
    'float',
    'score',
    'order',
    'twice-in-round',
    'pair-twice',
    'unpaired',
    'table',
  ]),
  board: z.number().int().nullable(),
  players: z.array(id),
});
export type EditCriterion = z.infer<typeof editCriterionSchema>;

/** An edit of a paired round beside the engine's pairing. */
export const pairingComparisonSchema = z.object({
  round: z.number().int(),
  engine: z
    .object({
      round: z.number().int(),
      boards: z.array(boardPairing),
      pab: id.nullable(),
      byes: z.array(z.object({ player: id, kind: z.enum(REQUESTED_BYES) })),
      rests: z.array(id).optional(),
    })
    .nullable(),
  edited: z.object({ boards: z.array(boardPairing), pab: id.nullable() }),
  differing: z.array(z.number().int()),
  missing: z.array(z.number().int()),
  criteria: z.array(editCriterionSchema),
});
export type PairingComparison = z.infer<typeof pairingComparisonSchema>;
