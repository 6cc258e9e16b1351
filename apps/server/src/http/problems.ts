/**
 * RFC 9457 problem documents: every refusal the server gives, with the domain's stable code,
 * the rule it applies and the text in the reader's language (English or Czech, from
 * `Accept-Language`), taken from the packages' message catalogues.
 * Trade-off: the catalogue decides the words, the code decides the HTTP status; a code
 * missing from both maps is a 422 with the rejection's own English text.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatRejection, type Locale, type MessageCatalogue, type Rejection } from '@arbiter/kernel';
import { catalogues } from '@arbiter/toolkit';
import { serverMessages } from './messages';

/** Every catalogue a problem's text may come from: the server's, then the toolkit's (every package, game and system). */
export const CATALOGUES: readonly MessageCatalogue[] = [serverMessages, ...catalogues];

const STATUS: Readonly<Record<string, number>> = {
  ERR_AUTH_REQUIRED: 401,
  ERR_LOGIN_FAILED: 401,
  ERR_FORBIDDEN: 403,
  ERR_CROSS_SITE: 403,
  ERR_NOT_FOUND: 404,
  ERR_TOURNAMENT_NOT_FOUND: 404,
  ERR_ROUND_NOT_FOUND: 404,
  ERR_BOARD_NOT_FOUND: 404,
  ERR_TOKEN_UNKNOWN: 404,
  ERR_REQUEST_INVALID: 400,
  ERR_IF_MATCH: 400,
  ERR_BODY_TOO_LARGE: 413,
  ERR_MEDIA_TYPE: 415,
  ERR_RATE_LIMITED: 429,
  ERR_ACCOUNT_EXISTS: 409,
  ERR_ACCOUNT_UNKNOWN: 404,
  ERR_SETUP_CODE: 400,
  ERR_VERSION_STALE: 409,
  ERR_STORE_CONCURRENCY: 409,
  ERR_RESULT_EXISTS: 409,
  ERR_RECORD_NOT_FOUND: 404,
  ERR_TOURNAMENT_EXISTS: 409,
  ERR_COMMAND_REUSED: 422,
  ERR_UNAVAILABLE: 503,
  ERR_STORE_UNAVAILABLE: 503,
  ERR_INTERNAL: 500,
  ERR_PAIRING_WORKER: 500,
  ERR_PREVIEW_TIMEOUT: 503,
  ERR_CHECK_IN_CODE: 403,
  ERR_TEXT_CONTROL: 400,
  ERR_TEXT_SURROGATE: 400,
  ERR_TEXT_LINE_BREAK: 400,
  ERR_TEXT_BIDI: 400,
  ERR_TEXT_TOO_LONG: 400,
  ERR_REQUEST_TOO_DEEP: 400,
  ERR_PASSWORD_TOO_SHORT: 400,
  ERR_PASSWORD_TOO_LONG: 400,
  ERR_PASSWORD_BLANK: 400,
  ERR_PASSWORD_COMMON: 400,
  ERR_LIVE_PER_ADDRESS: 429,
  ERR_LIVE_FULL: 503,
};

/** The HTTP status of a code: 422 (understood, refused by a rule) unless listed. */
export function statusOf(code: string): number {
  return STATUS[code] ?? 422;
}

/** English or Czech, by the weights of `Accept-Language` (English when neither is asked for). */
export function localeOf(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en';
  let best: { locale: Locale; q: number } = { locale: 'en', q: -1 };
  for (const part of acceptLanguage.split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? '1',
    );
    const primary = tag.split('-')[0];
    const locale: Locale | null = primary === 'cs' ? 'cs' : primary === 'en' || primary === '*' ? 'en' : null;
    if (locale && Number.isFinite(q) && q > best.q) best = { locale, q };
  }
  return best.locale;
}

/** An RFC 9457 problem document with Arbiter's fields. */
export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly instance?: string;
  readonly code: string;
  readonly rule: string;
  readonly params?: Rejection['params'];
  readonly errors?: readonly { path: string; message: string }[];
}

/** The problem document of a rejection, in a language. */
export function problemOf(
  rejection: Rejection,
  locale: Locale,
  instance?: string,
  extra: Partial<Pick<Problem, 'errors'>> = {},
): Problem {
  const entry = CATALOGUES.find((c) => c[rejection.code])?.[rejection.code];
  const title = entry ? entry[locale].replace(/\s*[({].*$/, '').replace(/[:.]\s*$/, '') : rejection.code;
  return {
    type: `/api/problems/${rejection.code}`,
    title,
    status: statusOf(rejection.code),
    detail: formatRejection(rejection, locale, ...CATALOGUES),
    ...(instance ? { instance } : {}),
    code: rejection.code,
    rule: rejection.rule || entry?.rule || 'ARB',
    ...(rejection.params ? { params: rejection.params } : {}),
    ...extra,
  };
}

/** Sends a problem document in the reader's language. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  rejection: Rejection,
  extra: Partial<Pick<Problem, 'errors'>> = {},
): FastifyReply {
  const locale = localeOf(request.headers['accept-language']);
  const problem = problemOf(rejection, locale, request.url, extra);
  return reply
    .code(problem.status)
    .header('content-type', 'application/problem+json; charset=utf-8')
    .header('content-language', locale)
    .header('vary', 'Accept-Language')
    .send(JSON.stringify(problem));
}

/** A rejection of one of the server's own codes. */
export function serverRejection(code: keyof typeof serverMessages, params?: Rejection['params']): Rejection {
  const entry = serverMessages[code];
  const message = formatRejection(
    { code, rule: entry.rule, message: entry.en, params },
    'en',
    serverMessages,
  );
  return params ? { code, rule: entry.rule, message, params } : { code, rule: entry.rule, message };
}

/** A thrown refusal: handlers and hooks throw it, the error handler answers it as a problem. */
export class HttpProblem extends Error {
  constructor(
    readonly rejection: Rejection,
    readonly extra: Partial<Pick<Problem, 'errors'>> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(rejection.message);
  }
}

/** Throws a server code as a problem. */
export function refuse(code: keyof typeof serverMessages, params?: Rejection['params']): never {
  throw new HttpProblem(serverRejection(code, params));
}
