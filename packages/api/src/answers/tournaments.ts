/** The answers about tournaments: the list, one tournament, its staff, its players. */
import { z } from 'zod';
import { playerInfoSchema, tournamentSettingsSchema } from '@arbiter/tournament';
import { ROLES } from '../server-events';

/** The reader's role in a tournament (null: none, a reader of a published one). */
export const roleSchema = z.enum(ROLES).nullable();

const phase = z.enum(['none', 'registration', 'running', 'closed']);

/** A tournament's settings, fixed when it is created. */
export { tournamentSettingsSchema };
export type Settings = z.infer<typeof tournamentSettingsSchema>;

/** One tournament of the list. */
export const tournamentListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  phase,
  published: z.boolean(),
  createdAt: z.string(),
  players: z.number().int(),
  version: z.number().int(),
  game: z.string().optional(),
  role: roleSchema,
});
export type TournamentListItem = z.infer<typeof tournamentListItemSchema>;

/** `GET /tournaments/:id`: settings, phase, rounds, and the reader's role. */
export const tournamentSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  name: z.string(),
  phase,
  published: z.boolean(),
  createdAt: z.string(),
  settings: tournamentSettingsSchema.nullable(),
  players: z.number().int(),
  totalRounds: z.number().int().nullable(),
  rounds: z.array(
    z.object({
      round: z.number().int(),
      closed: z.boolean(),
      boards: z.number().int(),
      results: z.number().int(),
    }),
  ),
  role: roleSchema,
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** One member of a tournament's staff. */
export const staffMemberSchema = z.object({ account: z.string(), role: z.enum(ROLES) });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A registered player, by pairing number. */
export const playerSchema = playerInfoSchema.extend({ withdrawn: z.boolean() });
export type Player = z.infer<typeof playerSchema>;
