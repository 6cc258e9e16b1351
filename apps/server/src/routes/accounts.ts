/**
 * Accounts and sign-in: sessions in an httpOnly SameSite=Strict cookie, password change,
 * API tokens for scripts, and accounts made by an administrator.
 * Sign-in attempts are slowed per account and address pair, and capped per address
 * (`auth/sign-in-throttle.ts`); nothing else counts against them.
 */
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { App, Context } from '../context';
import { ACCOUNT_NAME, SESSION_COOKIE } from '../auth/identity';
import { appendAccount, createAccount, newSession, newToken } from '../auth/accounts';
import { checkPassword, decoyHash } from '../auth/secrets';
import { MAX_PASSWORD } from '../auth/password-policy';
import { setPassword } from '../auth/set-password';
import { HttpProblem, refuse, serverRejection } from '../http/problems';
import { SignInThrottle } from '../auth/sign-in-throttle';

export const name = z.string().regex(ACCOUNT_NAME, 'lower-case letters, digits, ".", "-", "_"; 1-64');
const password = z
  .string()
  .min(1)
  .max(4 * MAX_PASSWORD);
/** A new password: the policy (auth/password-policy.ts) judges it, in code points. */
export const newPassword = z
  .string()
  .min(1)
  .max(4 * MAX_PASSWORD);

export function accountOut(a: { name: string; displayName: string; admin: boolean }) {
  return { name: a.name, displayName: a.displayName, admin: a.admin };
}

export function setSessionCookie(reply: FastifyReply, ctx: Context, value: string): void {
  reply.setCookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.settings.secureCookies,
    path: '/',
    maxAge: ctx.settings.sessionHours * 3600,
  });
}

/** Registers the account routes. */
export function accountRoutes(app: App, ctx: Context): void {
  const { store, projection } = ctx;
  const throttle = new SignInThrottle(ctx.settings.loginLimit);

  app.post(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in: sets the session cookie',
        body: z.object({ name, password }),
      },
    },
    async (request, reply) => {
      const { name: who, password: given } = request.body;
      const wait = throttle.attempt(who, request.ip);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new HttpProblem(
          serverRejection('ERR_RATE_LIMITED', { seconds }),
          {},
          {
            'retry-after': String(seconds),
          },
        );
      }
      const found = await projection.freshAccount(who);
      if (!found.ok) throw new HttpProblem(found.error);
      const account = found.value;
      const good = await checkPassword(account?.passwordHash || (await decoyHash()), given);
      if (!account || !good) {
        throttle.failed(who, request.ip);
        refuse('ERR_LOGIN_FAILED');
      }
      throttle.succeeded(who, request.ip);
      const session = newSession(account.name, ctx.settings.sessionHours);
      const done = await appendAccount(store, projection, account.name, [session.event], 'any', account.name);
      if (!done.ok) throw new HttpProblem(done.error);
      setSessionCookie(reply, ctx, session.cookie);
      return { account: accountOut(account) };
    },
  );

  app.get(
    '/session',
    {
      config: { access: 'public' },
      schema: { tags: ['accounts'], summary: 'Who is signed in (null when nobody)' },
    },
    async (request) => ({ account: request.identity ? accountOut(request.identity.account) : null }),
  );

  app.delete(
    '/session',
    { config: { access: 'account' }, schema: { tags: ['accounts'], summary: 'Sign out: ends the session' } },
    async (request, reply) => {
      const identity = request.identity!;
      if (identity.via === 'session') {
        const done = await appendAccount(
          store,
          projection,
          identity.account.name,
          [{ type: 'SessionEnded', data: { session: identity.secretHash } }],
          'any',
          identity.account.name,
        );
        if (!done.ok) throw new HttpProblem(done.error);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );

  app.post(
    '/accounts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (administrators only)',
        body: z.object({
          name,
          displayName: z.string().trim().min(1).max(120),
          password: newPassword,
          admin: z.boolean().default(false),
        }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const done = await createAccount(store, projection, body, request.identity!.account.name);
      if (!done.ok) throw new HttpProblem(done.error);
      return reply
        .code(201)
        .send({ account: { name: body.name, displayName: body.displayName, admin: body.admin } });
    },
  );

  app.get(
    '/accounts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        summary:
          'Who has access: every account, whether it has set its password (active) or not yet (invited), an open reset, and its tournament roles (administrators only)',
      },
    },
    async () => {
      const now = Date.now();
      return [...projection.accounts.values()].map((a) => ({
        ...accountOut(a),
        status: a.passwordHash ? 'active' : 'invited',
        pending: a.setup && a.setup.expiresAt > now ? a.setup.kind : null,
        tournaments: [...projection.tournaments.values()]
          .filter((t) => t.roles.has(a.name))
          .map((t) => ({ id: t.id, name: t.state.settings?.name ?? t.id, role: t.roles.get(a.name)! })),
      }));
    },
  );

  app.put(
    '/account/password',
    {
      config: { access: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Change your password: ends every session and API token, and starts a new session for you',
        body: z.object({ current: password, next: newPassword }),
      },
    },
    async (request, reply) => {
      const account = request.identity!.account;
      if (!(await checkPassword(account.passwordHash, request.body.current))) refuse('ERR_LOGIN_FAILED');
      const session = newSession(account.name, ctx.settings.sessionHours);
      const done = await setPassword(store, projection, account, request.body.next, account.name, [
        session.event,
      ]);
      if (!done.ok) throw new HttpProblem(done.error);
      setSessionCookie(reply, ctx, session.cookie);
      return reply.code(204).send();
    },
  );

  app.post(
    '/account/tokens',
    {
      config: { access: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Issue an API token (shown once; send it as "Authorization: Bearer TOKEN")',
        body: z.object({ label: z.string().trim().max(120).default('') }),
      },
    },
    async (request, reply) => {
      const account = request.identity!.account;
      const issued = newToken(account.name, request.body.label);
      const done = await appendAccount(store, projection, account.name, [issued.event], 'any', account.name);
      if (!done.ok) throw new HttpProblem(done.error);
      return reply.code(201).send({ id: issued.id, label: request.body.label, token: issued.token });
    },
  );

  app.get(
    '/account/tokens',
    {
      config: { access: 'account' },
      schema: { tags: ['accounts'], summary: 'Your API tokens (without their secrets)' },
    },
    async (request) =>
      [...request.identity!.account.tokens.values()].map((t) => ({
        id: t.id,
        label: t.label,
        issuedAt: t.issuedAt,
      })),
  );

  app.delete(
    '/account/tokens/:tokenId',
    {
      config: { access: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Revoke an API token',
        params: z.object({ tokenId: z.string().min(1).max(40) }),
      },
    },
    async (request, reply) => {
      const account = request.identity!.account;
      const { tokenId } = request.params;
      if (![...account.tokens.values()].some((t) => t.id === tokenId))
        refuse('ERR_TOKEN_UNKNOWN', { token: tokenId });
      const done = await appendAccount(
        store,
        projection,
        account.name,
        [{ type: 'TokenRevoked', data: { tokenId } }],
        'any',
        account.name,
      );
      if (!done.ok) throw new HttpProblem(done.error);
      return reply.code(204).send();
    },
  );
}
