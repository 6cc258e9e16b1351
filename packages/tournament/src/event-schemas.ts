/**
 * Zod schemas of the tournament events, and the mapping to the kernel's `{ type, data }`
 * event shape, so a tournament stream is stored and read back like a game's.
 * Trade-off: the in-memory events stay flat (`{ type, round, … }`, easy to build and match);
 * only the storage boundary nests them under `data` and validates them.
 */
import { z } from 'zod';
import { ok, refused, type DomainEvent, type Result } from '@arbiter/kernel';
import { tournamentCodes } from './messages';
import { GAME_RESULTS, type TournamentEvent } from './events';
import { REQUESTED_BYES } from './vocabulary';
import { CHECK_IN_POLICIES, CHECK_IN_SOURCES } from './check-in-vocabulary';

const id = z.number().int().min(1).max(9999);
const round = z.number().int().min(1).max(999);
const colour = z.enum(['white', 'black']);
const bye = z.enum(REQUESTED_BYES);
const points = z.object({
  win: z.number(),
  draw: z.number(),
  loss: z.number(),
  absence: z.number(),
  pab: z.number(),
  unknown: z.number(),
});

/** A registered player's identity (`PlayerInfo`), as events and the server's answers carry it. */
export const playerInfoSchema = z.object({
  id,
  name: z.string(),
  rating: z.number().int().min(0),
  fideId: z.string(),
  title: z.string(),
  federation: z.string(),
  birthYear: z.number().int().nullable().optional(),
});

/** A tournament's settings (`TournamentSettings`), as its creation stores them. */
export const tournamentSettingsSchema = z.object({
  name: z.string(),
  game: z.string(),
  ruleSet: z.string().nullable(),
  setup: z.string().nullable().optional(),
  options: z.record(z.string(), z.string()),
  pairingSystem: z.string(),
  rounds: round.nullable(),
  pointSystem: points,
  tieBreaks: z.array(z.string()),
  initialColour: colour.nullable(),
  allowedByes: z.array(bye),
  acceleration: z.enum(['baku']).nullable().optional(),
  checkIn: z.enum(CHECK_IN_POLICIES).optional(),
});

/** The `data` schema of each tournament event type. */
export const tournamentEventSchemas: Readonly<Record<TournamentEvent['type'], z.ZodType>> = {
  TournamentCreated: z.object({ settings: tournamentSettingsSchema }),
  PlayerRegistered: z.object({ player: playerInfoSchema }),
  PlayerEdited: z.object({ player: playerInfoSchema }),
  PlayerWithdrawn: z.object({
    player: id,
    afterRound: z.number().int().min(0),
    reason: z.string().max(500).optional(),
  }),
  PlayerReinstated: z.object({ player: id }),
  ByeRequested: z.object({ player: id, round, kind: bye }),
  PairingProhibited: z.object({
    players: z.array(id).min(2),
    firstRound: round.nullable(),
    lastRound: round.nullable(),
  }),
  RoundPaired: z.object({
    round,
    system: z.string(),
    systemVersion: z.string(),
    rule: z.string(),
    totalRounds: round.nullable(),
    boards: z.array(z.object({ white: id, black: id })),
    pab: id.nullable(),
    byes: z.array(z.object({ player: id, kind: bye })),
    rests: z.array(id),
  }),
  ResultRecorded: z.object({
    round,
    board: z.number().int().min(1),
    white: id,
    black: id,
    result: z.enum(GAME_RESULTS),
    gameStreamId: z.string().nullable(),
  }),
  ResultCorrected: z.object({
    round,
    board: z.number().int().min(1),
    white: id,
    black: id,
    result: z.enum(GAME_RESULTS),
    gameStreamId: z.string().nullable(),
    reason: z.string().min(1).max(500).optional(),
  }),
  PairingOverridden: z.object({
    round,
    totalRounds: round.nullable(),
    boards: z.array(z.object({ white: id, black: id })),
    pab: id.nullable(),
    byes: z.array(z.object({ player: id, kind: bye })),
    reason: z.string().min(1).max(500),
  }),
  PairingUndone: z.object({ round }),
  RoundClosed: z.object({ round }),
  TournamentClosed: z.object({}),
  PlayersRenumbered: z.object({ order: z.array(id).min(1) }),
  PlayerCheckedIn: z.object({ player: id, round, by: z.enum(CHECK_IN_SOURCES) }),
  PlayerCheckedOut: z.object({ player: id, round, by: z.enum(CHECK_IN_SOURCES) }),
  AbsenteesTreated: z.object({
    round,
    treatment: z.enum(['zero-bye', 'withdraw']),
    players: z.array(id).min(1),
  }),
  PairingEdited: z.object({
    round,
    boards: z.array(z.object({ white: id, black: id })),
    pab: id.nullable(),
    reason: z.string().min(1).max(500),
    criteria: z.array(
      z.object({
        criterion: z.string().min(1).max(40),
        rule: z.string().max(80),
        level: z.enum(['confirm', 'acknowledge']),
        board: z.number().int().min(1).nullable(),
        players: z.array(id),
      }),
    ),
  }),
};

/** A tournament event in the kernel's `{ type, data }` shape. */
export function toDomainEvent(event: TournamentEvent): DomainEvent {
  const { type, ...data } = event;
  return { type, data };
}

/** Reads a stored `{ type, data }` event back, validating it (`ERR_TOURNAMENT_EVENT_INVALID`, `ERR_TOURNAMENT_EVENT_UNKNOWN_TYPE`). */
export function fromDomainEvent(event: DomainEvent, sequence = 0): Result<TournamentEvent> {
  // Own keys only: `__proto__` or `toString` is an unknown type, not a property of every object.
  const schema = Object.hasOwn(tournamentEventSchemas, event.type)
    ? (tournamentEventSchemas as Record<string, z.ZodType>)[event.type]
    : undefined;
  if (!schema) return refused(tournamentCodes, 'ERR_TOURNAMENT_EVENT_UNKNOWN_TYPE', { type: event.type });
  const parsed = schema.safeParse(event.data);
  if (!parsed.success)
    return refused(tournamentCodes, 'ERR_TOURNAMENT_EVENT_INVALID', { sequence, type: event.type });
  return ok({ type: event.type, ...(parsed.data as object) } as TournamentEvent);
}
