/**
 * The server's own events, stored beside the tournament package's: accounts (passwords,
 * sessions, API tokens) in one stream per account, and access, publication, the write path's
 * bookkeeping, correction reasons and the check-in code in the tournament's own stream, so one
 * expected version guards both the rules and who may act.
 * Trade-off: sessions live in the event log too, so a restart or a second process keeps
 * everyone signed in; only hashes of secrets are ever stored.
 */
import { z } from 'zod';

const hash = z.string().regex(/^[0-9a-f]{64}$/);
const accountName = z.string().min(1).max(64);

/** A tournament role: the owner may do everything, an arbiter pairs and enters results. */
export const ROLES = ['owner', 'arbiter'] as const;
/** One of `ROLES`. */
export type Role = (typeof ROLES)[number];

/** Payload schemas of the events of an account's stream, by stored type. */
export const accountEventSchemas = {
  AccountCreated: z.object({
    name: accountName,
    displayName: z.string().min(1).max(120),
    passwordHash: z.string().min(1).max(400),
    admin: z.boolean(),
  }),
  PasswordChanged: z.object({ passwordHash: z.string().min(1).max(400) }),
  /**
   * An account made by an administrator's invitation: no password yet; whoever holds the
   * one-time code (only its hash is stored) sets it, until `expiresAt` (issue 32).
   */
  AccountInvited: z.object({
    name: accountName,
    displayName: z.string().min(1).max(120),
    admin: z.boolean(),
    code: hash,
    expiresAt: z.string(),
  }),
  /** An administrator's one-time code to set a new password of the account (the old one works until then). */
  PasswordResetIssued: z.object({ code: hash, expiresAt: z.string() }),
  SessionStarted: z.object({ session: hash, expiresAt: z.string() }),
  SessionEnded: z.object({ session: hash }),
  TokenIssued: z.object({ tokenId: z.string().min(1).max(40), token: hash, label: z.string().max(120) }),
  TokenRevoked: z.object({ tokenId: z.string().min(1).max(40) }),
} as const;

/** Payload schemas of the server's events in a tournament's stream, by stored type. */
export const tournamentServerEventSchemas = {
  AccessGranted: z.object({ account: accountName, role: z.enum(ROLES) }),
  AccessRevoked: z.object({ account: accountName }),
  TournamentPublished: z.object({ published: z.boolean() }),
  CommandsAccepted: z.object({
    commands: z
      .array(
        z.object({
          id: z.string().min(1).max(100),
          firstVersion: z.number().int().min(1),
          lastVersion: z.number().int().min(1),
          /** SHA-256 of the request (method, route, parameters, body): a key reused for another is refused. */
          request: hash.optional(),
        }),
      )
      .min(1)
      .max(1000),
  }),
  CorrectionReasoned: z.object({
    round: z.number().int().min(1),
    board: z.number().int().min(1),
    reason: z.string().min(1).max(500),
  }),
  /** The tournament's check-in code, issued or renewed by the owner (ruling ARB CI1). */
  CheckInCodeIssued: z.object({ code: z.string().regex(/^[A-HJKMNP-Z2-9]{10}$/) }),
} as const;

/** Payload schemas of every server event, by stored type. */
export const serverEventSchemas = { ...accountEventSchemas, ...tournamentServerEventSchemas } as const;

/** A server event as appended: its stored type and payload. */
export type ServerEvent = {
  [K in keyof typeof serverEventSchemas]: {
    readonly type: K;
    readonly data: z.infer<(typeof serverEventSchemas)[K]>;
  };
}[keyof typeof serverEventSchemas];
