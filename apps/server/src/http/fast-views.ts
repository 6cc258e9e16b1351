/**
 * The fast lane of the three views every reader polls: standings, crosstable and a round's
 * pairings, as JSON (`GET T/standings`, `T/crosstable`, `T/rounds/:r`, with no query). They are
 * built ahead (when a round is paired, closed or taken back) as the bytes sent and their gzip,
 * so answering one is writing a buffer; this lane does that straight from Node's request
 * event, before Fastify makes its request and reply, runs its hooks and validates.
 * - It serves only what it can prove: a tournament this process holds, readable by the caller as
 *   the access hook would judge it (published, or a role of a known token or session).
 *   Anything else (a query, HEAD, an unknown tournament or caller, a refusal, a rate limit
 *   exceeded, an IPv6 client) goes to Fastify, which answers it as before, with the problem
 *   document in the reader's language. The bodies are language-free.
 * - The same body, ETag, `Vary` and `Content-Encoding` as the routes in `routes/views.ts`, a 304
 *   for a matching `If-None-Match`, and the rate limit counted in the same window as the plugin's,
 *   with its `x-ratelimit-*` headers.
 * - A request it answers is logged (when requests are logged) as one `request completed` line
 *   with its method, URL, status and time; Fastify's own request id and hooks do not see it.
 * Trade-off: a second, narrow way in for three GETs, in exchange for the per-request cost of
 * Fastify's pipeline (about 60 of the 95 µs of server CPU a read took through Fastify in
 * `bench:service`; about 35 µs are left).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { SESSION_COOKIE, knownIdentity, presented } from '../auth/identity';
import type { Projection, TournamentReadModel } from '../read/projection';
import { crosstableBody, roundBody, standingsBody, standingsOf } from '../read/views';
import { gzipFor, isNotModified, type CachedBody } from './cached-body';
import { etagOf } from './headers';
import { judgeAccess } from './access-rule';
import { ipv4KeyOf, type RateWindow } from './rate-window';

const VIEW_PATH = /^\/api\/tournaments\/([a-z0-9]{4,32})\/(standings|crosstable|rounds\/([1-9]\d?))$/;
const JSON_TYPE = 'application/json; charset=utf-8';

/** What the lane needs: the read models, the rate limit (if any) and the request log (if requests are logged). */
export interface FastLaneOptions {
  readonly projection: Projection;
  readonly rateLimit: {
    readonly window: RateWindow;
    readonly max: number;
    readonly timeWindow: number;
  } | null;
  readonly log: () => FastifyBaseLogger | null;
  /** True once the server is closing: Fastify then answers (503, and closes the connection). */
  readonly closing: () => boolean;
  /**
   * A reverse proxy is trusted (ARBITER_TRUST_PROXY): a request it forwarded is left to Fastify,
   * which reads the client's address from `X-Forwarded-For` for the rate limit.
   */
  readonly behindProxy?: boolean;
}

/** The value of one cookie in a `Cookie` header, URI-decoded as `@fastify/cookie` decodes it. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * True when the access hook would let this request read the tournament: anyone reads a
 * published one; an unpublished one needs a role, here of a token or session this process knows.
 */
function readable(request: IncomingMessage, view: TournamentReadModel, projection: Projection): boolean {
  if (view.state.phase === 'none') return false;
  if (judgeAccess('tournament-read', null, view.published).kind === 'allowed') return true;
  const credential = presented(
    request.headers.authorization,
    cookieValue(request.headers.cookie, SESSION_COOKIE),
  );
  // a credential this process does not know (yet) is for the access hook to look up in the store
  const identity = credential ? knownIdentity(credential, projection) : null;
  const role = identity ? (view.roles.get(identity.account.name) ?? null) : null;
  return judgeAccess('tournament-read', role, view.published).kind === 'allowed';
}

/** The body of the view a path names, or null when the route must judge it. */
function bodyOf(view: TournamentReadModel, kind: string, round: number): CachedBody | null {
  // the last body of each path, while the tournament stays at its version: a lookup saved per read
  const last = lastBodies.get(view);
  const key = kind === 'rounds' ? round : kind;
  const hit = last?.version === view.version ? last.bodies.get(key) : undefined;
  if (hit) return hit;
  const body = buildBody(view, kind, round);
  if (body) {
    if (last?.version === view.version) last.bodies.set(key, body);
    else lastBodies.set(view, { version: view.version, bodies: new Map([[key, body]]) });
  }
  return body;
}

const lastBodies = new WeakMap<
  TournamentReadModel,
  { version: number; bodies: Map<string | number, CachedBody> }
>();

function buildBody(view: TournamentReadModel, kind: string, round: number): CachedBody | null {
  if (kind === 'crosstable') return crosstableBody(view, undefined);
  if (kind === 'standings') {
    const table = standingsOf(view, undefined, undefined);
    return table.ok ? standingsBody(view, undefined, undefined, table.value) : null;
  }
  return round <= view.state.rounds.length ? roundBody(view, round) : null;
}

/**
 * Makes the lane: a function that answers a request and returns true, or returns false having
 * written nothing (and counted nothing) for Fastify to take it.
 */
export function fastViews(
  options: FastLaneOptions,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const { projection, rateLimit } = options;
  return (request, response) => {
    if (request.method !== 'GET' || options.closing()) return false;
    const m = VIEW_PATH.exec(request.url ?? '');
    if (!m) return false;
    const view = projection.tournaments.get(m[1]);
    if (!view || !readable(request, view, projection)) return false;
    const kind = m[2].startsWith('rounds') ? 'rounds' : m[2];
    const body = bodyOf(view, kind, Number(m[3] ?? 0));
    if (!body) return false;
    const started = performance.now();
    const headers: string[] = [];
    if (rateLimit) {
      if (options.behindProxy && request.headers['x-forwarded-for'] !== undefined) return false;
      const key = ipv4KeyOf(request.socket.remoteAddress);
      if (key === null) return false;
      if (rateLimit.window.peek(key, rateLimit.timeWindow).current >= rateLimit.max) return false; // the plugin answers the 429
      const counted = rateLimit.window.hit(key, rateLimit.timeWindow);
      headers.push(
        'x-ratelimit-limit',
        String(rateLimit.max),
        'x-ratelimit-remaining',
        String(Math.max(0, rateLimit.max - counted.current)),
        'x-ratelimit-reset',
        String(Math.ceil(counted.ttl / 1000)),
      );
    }
    const etag = etagOf(view.version);
    headers.push('etag', etag, 'vary', 'Accept-Encoding');
    if (isNotModified(request.headers['if-none-match'], etag)) {
      response.writeHead(304, headers);
      response.end();
    } else {
      const gzip = gzipFor(body, request.headers['accept-encoding']);
      const bytes = gzip ? body.gzip() : body.bytes;
      headers.push('content-type', JSON_TYPE, 'content-length', String(bytes.length));
      if (gzip) headers.push('content-encoding', 'gzip');
      response.writeHead(200, headers);
      response.end(bytes);
    }
    options.log()?.info(
      {
        req: { method: 'GET', url: request.url },
        res: { statusCode: response.statusCode },
        responseTime: performance.now() - started,
      },
      'request completed',
    );
    return true;
  };
}
