/**
 * The HTTP application: Fastify with the zod type provider (one schema validates a request
 * and describes it in the OpenAPI document), cookies, rate limits, the access hook, problem
 * documents for every refusal, the API routes and, when built, the web app's files.
 */
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Rejection } from '@arbiter/kernel';
import type { App, Context } from './context';
import { installAccess } from './http/access';
import { requestTextIssue } from './http/text-safety';
import { setSecurityHeaders } from './http/security-headers';
import { attachContract } from './http/contract';
import { fastViews } from './http/fast-views';
import { RateWindow, rateStoreOf } from './http/rate-window';
import { HttpProblem, sendProblem, serverRejection, type Problem } from './http/problems';
import { accountRoutes } from './routes/accounts';
import { accountSetupRoutes } from './routes/account-setup';
import { metaRoutes } from './routes/meta';
import { tournamentRoutes } from './routes/tournaments';
import { tournamentImportRoutes } from './routes/tournament-import';
import { playerRoutes } from './routes/players';
import { roundRoutes } from './routes/rounds';
import { viewRoutes } from './routes/views';
import { liveRoutes } from './routes/live';
import { recordRoutes } from './routes/records';
import { tieBreakBreakdownRoutes } from './routes/tiebreak-breakdown';
import { pairingEditRoutes } from './routes/pairing-edit';
import { correctionPreviewRoutes } from './routes/correction-preview';
import { serveWeb } from './routes/web';
import { checkInRoutes } from './routes/check-in';

function errorRejection(
  error: FastifyError,
  request: FastifyRequest,
): { rejection: Rejection; extra?: Partial<Pick<Problem, 'errors'>> } {
  if (error instanceof HttpProblem) return { rejection: error.rejection, extra: error.extra };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => ({
      path: `${error.validationContext ?? 'body'}${v.instancePath || ''}`,
      message: v.message ?? 'invalid',
    }));
    const detail = errors.map((e) => `${e.path}: ${e.message}`).join('; ');
    return { rejection: serverRejection('ERR_REQUEST_INVALID', { detail }), extra: { errors } };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        rejection: serverRejection('ERR_BODY_TOO_LARGE', { limit: request.routeOptions.bodyLimit ?? 0 }),
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        rejection: serverRejection('ERR_MEDIA_TYPE', {
          expected: 'application/json',
          given: String(request.headers['content-type'] ?? 'nothing'),
        }),
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { rejection: serverRejection('ERR_REQUEST_INVALID', { detail: 'the body is not JSON' }) };
  }
  if (error.statusCode === 429) {
    return { rejection: serverRejection('ERR_RATE_LIMITED', { seconds: 60 }) };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return { rejection: serverRejection('ERR_REQUEST_INVALID', { detail: error.message }) };
  const reference = randomUUID();
  request.log.error({ err: error, reference }, 'internal error');
  return { rejection: serverRejection('ERR_INTERNAL', { reference }) };
}

/** Trusts the nearest `hops` proxies (Fastify's numeric `trustProxy`, which its types leave out). */
function hopsOf(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Builds the application (not yet listening). */
export async function buildApp(
  ctx: Context,
  logger: boolean | object = { level: process.env.ARBITER_LOG_LEVEL ?? 'info' },
): Promise<App> {
  // Below `info` no request is logged, so a request needs no logger of its own (Fastify would
  // otherwise make a child logger, bound to the request id, for every request).
  const level = typeof logger === 'object' ? (logger as { level?: string }).level : undefined;
  const quiet = level === 'warn' || level === 'error' || level === 'fatal' || level === 'silent';
  const rateWindow = new RateWindow();
  const RATE_WINDOW_MS = 60_000;
  let requestLog: FastifyBaseLogger | null = null;
  let closing = false;
  // The views every reader polls are answered before Fastify sees the request (http/fast-views.ts);
  // everything else, and whatever that lane cannot prove, goes to Fastify's handler.
  const fastLane = fastViews({
    projection: ctx.projection,
    rateLimit:
      ctx.settings.rateLimit > 0
        ? { window: rateWindow, max: ctx.settings.rateLimit, timeWindow: RATE_WINDOW_MS }
        : null,
    log: () => requestLog,
    closing: () => closing,
    behindProxy: ctx.settings.trustProxy !== false,
  });
  const app = Fastify({
    logger,
    ...(quiet ? { childLoggerFactory: (parent: FastifyBaseLogger) => parent } : {}),
    bodyLimit: ctx.settings.bodyLimit,
    trustProxy:
      typeof ctx.settings.trustProxy === 'number' ? hopsOf(ctx.settings.trustProxy) : ctx.settings.trustProxy,
    genReqId: () => randomUUID(),
    // the HTTP server Fastify would make (with Fastify's default timeouts: keep-alive 72 s, no
    // request or connection timeout), with the fast lane in front
    serverFactory: (handler) => {
      const server = createServer((request: IncomingMessage, response: ServerResponse) => {
        setSecurityHeaders(response);
        if (!fastLane(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      server.setTimeout(0);
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (logger !== false && !quiet) requestLog = app.log;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Arbiter tournament server',
        version: '0.1.0',
        description:
          'Tournaments as event streams: every write is a command decided by @arbiter/tournament and stored as events. Errors are RFC 9457 problem documents with a code and a rule id.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'arbiter_session' },
          token: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (ctx.settings.rateLimit > 0)
    await app.register(rateLimit, {
      global: true,
      max: ctx.settings.rateLimit,
      timeWindow: RATE_WINDOW_MS,
      store: rateStoreOf(rateWindow),
      errorResponseBuilder: (_request, context) =>
        new HttpProblem(
          serverRejection('ERR_RATE_LIMITED', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
        ),
    });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { rejection, extra } = errorRejection(error, request);
    if (error instanceof HttpProblem) for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
    return sendProblem(request, reply, rejection, extra);
  });

  installAccess(app, ctx.projection);
  // Every string of every request, checked before the route's schema (http/text-safety.ts).
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const issue = requestTextIssue(value, part);
      if (issue) {
        const path = String(issue.params?.path ?? part);
        throw new HttpProblem(issue, { errors: [{ path, message: issue.message }] });
      }
    }
  });
  app.addHook('onRoute', attachContract);
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>() as unknown as App;
      metaRoutes(typed, ctx);
      accountRoutes(typed, ctx);
      accountSetupRoutes(typed, ctx);
      tournamentRoutes(typed, ctx);
      tournamentImportRoutes(typed, ctx);
      playerRoutes(typed, ctx);
      roundRoutes(typed, ctx);
      viewRoutes(typed, ctx);
      liveRoutes(typed, ctx);
      recordRoutes(typed, ctx);
      tieBreakBreakdownRoutes(typed, ctx);
      checkInRoutes(typed, ctx);
      pairingEditRoutes(typed, ctx);
      correctionPreviewRoutes(typed, ctx);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  await serveWeb(app as unknown as App, ctx);
  return app as unknown as App;
}
