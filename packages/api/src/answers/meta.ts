/** The answers about the server itself: health, problem codes, games, pairing systems, tie-breaks. */
import { z } from 'zod';
import { TIEBREAK_BASES } from '@arbiter/tournament';

const inBoth = z.object({ en: z.string(), cs: z.string() });

/** `GET /health`. */
export const healthSchema = z.object({ status: z.literal('ok'), store: z.string(), position: z.number() });

/** `GET /problems/:code`: what a problem code means. */
export const problemInfoSchema = z.object({
  code: z.string(),
  rule: z.string(),
  status: z.number().int(),
  en: z.string(),
  cs: z.string(),
});

/** One game a tournament may play, with its setups and rule options. */
export const gameInfoSchema = z.object({
  id: z.string(),
  aliases: z.array(z.string()),
  title: z.string(),
  ruleSetVersion: z.string(),
  defaultSetup: z.string(),
  setups: z.array(
    z.object({ id: z.string(), rule: z.string(), description: inBoth, available: z.boolean() }),
  ),
  options: z.array(
    z.object({
      id: z.string(),
      values: z.array(z.string()),
      default: z.string(),
      rule: z.string(),
      description: inBoth,
    }),
  ),
});
export type GameInfo = z.infer<typeof gameInfoSchema>;

/** One pairing system a tournament may use. */
export const pairingSystemInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  rule: z.string(),
  version: z.string(),
  closedField: z.boolean(),
});
export type PairingSystemInfo = z.infer<typeof pairingSystemInfoSchema>;

/** One FIDE C.07 tie-break. */
export const tieBreakInfoSchema = z.object({
  base: z.enum(TIEBREAK_BASES),
  name: z.string(),
  names: inBoth,
  rule: z.string(),
  precision: z.number(),
});
export type TieBreakInfo = z.infer<typeof tieBreakInfoSchema>;

/** `GET /tiebreaks`. */
export const tieBreakCatalogueSchema = z.object({
  locale: z.enum(['en', 'cs']),
  tieBreaks: z.array(tieBreakInfoSchema),
});
