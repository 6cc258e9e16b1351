/** The answers about accounts, sessions and API tokens. */
import { z } from 'zod';

/** An account as anyone signed in may see it. */
export const accountSchema = z.object({ name: z.string(), displayName: z.string(), admin: z.boolean() });
export type Account = z.infer<typeof accountSchema>;

/** `POST /session`, `POST /accounts`: the account. */
export const accountAnswerSchema = z.object({ account: accountSchema });

/** `GET /session`: who is signed in (null when nobody). */
export const sessionSchema = z.object({ account: accountSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

/** `POST /account/tokens`: the new token, shown once. */
export const issuedTokenSchema = z.object({ id: z.string(), label: z.string(), token: z.string() });

/** One API token, without its secret. */
export const tokenInfoSchema = z.object({ id: z.string(), label: z.string(), issuedAt: z.string() });
