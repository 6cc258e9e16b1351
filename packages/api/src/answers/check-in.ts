/** The answers of check-in (rulings ARB CI1, ARB CI2). */
import { z } from 'zod';
import { CHECK_IN_POLICIES } from '@arbiter/tournament';

export const checkInPolicySchema = z.enum(CHECK_IN_POLICIES);
export type CheckInPolicy = z.infer<typeof checkInPolicySchema>;

/** One player of the check-in list. */
export const checkInEntrySchema = z.object({
  player: z.number().int(),
  name: z.string(),
  checkedIn: z.boolean(),
  excused: z.enum(['withdrawn', 'bye']).nullable(),
});
export type CheckInEntry = z.infer<typeof checkInEntrySchema>;

/** `GET /tournaments/:id/check-in` (staff): the list for the next round, what pairing would do with the absent, the code. */
export const checkInListSchema = z.object({
  version: z.number().int(),
  round: z.number().int(),
  policy: checkInPolicySchema,
  players: z.array(checkInEntrySchema),
  absent: z.array(z.number().int()),
  treatment: z.enum(['zero-bye', 'withdraw']).nullable(),
  /** The tournament's check-in code; null until the owner issues one. */
  code: z.string().nullable(),
});
export type CheckInList = z.infer<typeof checkInListSchema>;

/** `GET /tournaments/:id/check-in/players`: the players' own page (no withdrawn players). */
export const checkInPlayersSchema = z.object({
  round: z.number().int(),
  policy: checkInPolicySchema,
  players: z.array(checkInEntrySchema),
});
export type CheckInPlayers = z.infer<typeof checkInPlayersSchema>;
