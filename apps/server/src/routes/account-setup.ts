/**
 * Accounts made and mended in the app (issue 32): an administrator (the organiser) invites an
 * arbiter with a one-time code (`POST /api/invitations`) or gives an account a one-time code to
 * set a new password (`POST /api/accounts/:name/password-reset`); whoever holds the code sets the
 * password and is signed in (`POST /api/account-setup`). Codes are shown once; only their hashes
 * are stored (auth/setup-codes.ts); the password is set by the one shared auth/set-password.ts.
 */
import { z } from 'zod';
import type { App, Context } from '../context';
import { appendAccount, newSession } from '../auth/accounts';
import { setPassword } from '../auth/set-password';
import { invitedEvent, newSetupCode, setupCodeFits, splitSetupCode } from '../auth/setup-codes';
import { HttpProblem, refuse } from '../http/problems';
import { accountOut, name, newPassword, setSessionCookie } from './accounts';

/** Registers the invitation, reset and set-up routes. */
export function accountSetupRoutes(app: App, ctx: Context): void {
  const { store, projection } = ctx;

  app.post(
    '/invitations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        summary:
          'Invite someone: makes their account without a password and answers a one-time code (shown once) with which they set it (administrators only)',
        body: z.object({ name, displayName: z.string().trim().min(1).max(120) }),
      },
    },
    async (request, reply) => {
      const { name: who, displayName } = request.body;
      const made = newSetupCode(who);
      const done = await appendAccount(
        store,
        projection,
        who,
        [invitedEvent(who, displayName, made)],
        0,
        request.identity!.account.name,
      );
      if (!done.ok) throw new HttpProblem(done.error);
      return reply.code(201).send({ account: who, code: made.code, expiresAt: made.expiresAt });
    },
  );

  app.post(
    '/accounts/:name/password-reset',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        summary:
          "A one-time code (shown once) that sets the account's new password; the old one works until then (administrators only)",
        params: z.object({ name }),
      },
    },
    async (request, reply) => {
      const found = await projection.freshAccount(request.params.name);
      if (!found.ok) throw new HttpProblem(found.error);
      const account = found.value;
      if (!account) refuse('ERR_ACCOUNT_UNKNOWN', { account: request.params.name });
      const made = newSetupCode(account.name);
      const done = await appendAccount(
        store,
        projection,
        account.name,
        [{ type: 'PasswordResetIssued', data: { code: made.hash, expiresAt: made.expiresAt } }],
        account.version,
        request.identity!.account.name,
      );
      if (!done.ok) throw new HttpProblem(done.error);
      return reply.code(201).send({ account: account.name, code: made.code, expiresAt: made.expiresAt });
    },
  );

  app.post(
    '/account-setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary:
          "Set your password with an invitation's or a reset's one-time code: ends every session, then signs you in",
        body: z.object({ code: z.string().min(1).max(200), password: newPassword }),
      },
    },
    async (request, reply) => {
      const parts = splitSetupCode(request.body.code);
      if (!parts) refuse('ERR_SETUP_CODE');
      const found = await projection.freshAccount(parts.name);
      if (!found.ok) throw new HttpProblem(found.error);
      const account = found.value;
      if (!account || !setupCodeFits(account, parts.secret)) refuse('ERR_SETUP_CODE');
      const session = newSession(account.name, ctx.settings.sessionHours);
      const done = await setPassword(store, projection, account, request.body.password, account.name, [
        session.event,
      ]);
      if (!done.ok) throw new HttpProblem(done.error);
      setSessionCookie(reply, ctx, session.cookie);
      return { account: accountOut(account) };
    },
  );
}
