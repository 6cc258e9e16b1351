/** The answers about accounts, sessions and API tokens. */
import { z } from 'zod';

/** An account as anyone signed in may see it. */
export const accountSchema = z.object({ name: z.string(), displayName: z.string(), admin: z.boolean() });
export type Account = z.infer<typeof accountSchema>;

/** `GET /accounts`: an account with who it is to the server: set up or invited, an open code, its roles. */
export const accountAccessSchema = accountSchema.extend({
  /** `active`: its password is set; `invited`: not yet. */
  status: z.enum(['active', 'invited']),
  /** A one-time code still open for it, by kind. */
  pending: z.enum(['invitation', 'reset']).nullable(),
  tournaments: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(['owner', 'arbiter']) })),
});
export type AccountAccess = z.infer<typeof accountAccessSchema>;

/** `POST /invitations`, `POST /accounts/:name/password-reset`: the one-time code, shown once. */
export const setupCodeSchema = z.object({ account: z.string(), code: z.string(), expiresAt: z.string() });
export type SetupCode = z.infer<typeof setupCodeSchema>;

/** `GET /site`: the public URL links and QR codes are built from (null: none known), and whether it is loopback. */
export const siteSchema = z.object({ publicUrl: z.string().nullable(), loopback: z.boolean() });

/** `POST /session`, `POST /accounts`: the account. */
export const accountAnswerSchema = z.object({ account: accountSchema });

/** `GET /session`: who is signed in (null when nobody). */
export const sessionSchema = z.object({ account: accountSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

/** `POST /account/tokens`: the new token, shown once. */
export const issuedTokenSchema = z.object({ id: z.string(), label: z.string(), token: z.string() });

/** One API token, without its secret. */
export const tokenInfoSchema = z.object({ id: z.string(), label: z.string(), issuedAt: z.string() });
