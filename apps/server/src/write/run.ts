/**
 * Glue between a route and the write path: the caller, the two headers, the answer's ETag.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok, type Result } from '@arbiter/kernel';
import {
  EMPTY_TOURNAMENT,
  handleTournament,
  handleTournamentCommands,
  type TournamentCommand,
} from '@arbiter/tournament';
import type { NewEvent } from '@arbiter/store';
import type { Context } from '../context';
import type { TournamentReadModel } from '../read/projection';
import type { ServerEvent } from '@arbiter/api';
import { storedTournamentEvent } from '../stored-events';
import { etagOf, idempotencyKeyOf, ifMatchOf } from '../http/headers';
import { writeTournament, type Decided, type WriteAnswer, type WriteTiming } from './commands';
import { serverRejection } from '../http/problems';
import { sha256 } from '../auth/secrets';
import { isTournamentAccess, judgeAccess } from '../http/access-rule';

/** A decision: the events a command causes on a tournament view, and the state they lead to. */
export type Decision = (view: TournamentReadModel | undefined) => Result<Decided>;

/**
 * The decision of tournament commands through the tournament package's handler: each decided on
 * the state its predecessors leave, then the server's own events (`after`) appended. All of
 * them, or the first refusal (an import of 300 players is one append or none).
 */
export function domain(
  ctx: Context,
  commands: TournamentCommand | readonly TournamentCommand[],
  after: readonly ServerEvent[] = [],
): Decision {
  const list: readonly TournamentCommand[] = Array.isArray(commands) ? commands : [commands];
  return (view) => {
    const handled = handleTournamentCommands(view?.state ?? EMPTY_TOURNAMENT, list, ctx.deps);
    if (!handled.ok) return handled;
    return ok({
      events: [...handled.value.events.map(storedTournamentEvent), ...after],
      state: handled.value.state,
    });
  };
}

/**
 * `domain`, decided ahead on a known view in slices of 100 commands with a turn of the event loop
 * between them (an import of 2,500 players decided at once held the loop for seconds), then used by
 * the write path only on that same version; on any other the commands are decided again there.
 */
export async function domainInSlices(
  ctx: Context,
  seen: TournamentReadModel,
  commands: readonly TournamentCommand[],
): Promise<Decision> {
  const version = seen.version;
  const fallback = domain(ctx, commands);
  const out: NewEvent[] = [];
  let state = seen.state;
  for (let i = 0; i < commands.length; i++) {
    if (i > 0 && i % 100 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const handled = handleTournament(state, commands[i], ctx.deps);
    if (!handled.ok) return (view) => (view && view.version === version ? handled : fallback(view));
    out.push(...handled.value.events.map(storedTournamentEvent));
    state = handled.value.state;
  }
  const decided = ok({ events: out, state });
  return (view) => (view && view.version === version ? decided : fallback(view));
}

/** JSON with every object's keys in order, so one request sent twice gives one text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The SHA-256 of what a write asks: its method, route, parameters and body. */
export function requestFingerprint(request: FastifyRequest): string {
  return sha256(
    `${request.method}\n${request.routeOptions.url ?? request.url}\n${canonical(request.params)}\n${canonical(request.body ?? null)}`,
  );
}

/** A decision of the server's own events alone: the tournament's state stays as it is. */
export function serverEvents(
  view: TournamentReadModel | undefined,
  events: readonly ServerEvent[],
): Result<Decided> {
  return ok({ events, state: view?.state ?? EMPTY_TOURNAMENT });
}

/** A write's timing as a `Server-Timing` header (W3C Server Timing; durations in ms). */
export function serverTiming(t: WriteTiming): string {
  const ms = (v: number) => v.toFixed(2);
  return `queue;dur=${ms(t.queue)}, decide;dur=${ms(t.decide)}, append;dur=${ms(t.append)}, batch;desc="${t.batch} writes"`;
}

/** Runs a decision as the request's caller and answers with its events and the new ETag. */
export async function runWrite(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  tournament: string,
  decide: Decision,
  status = 200,
): Promise<WriteAnswer> {
  const idempotencyKey = idempotencyKeyOf(request);
  const ifMatch = ifMatchOf(request);
  const actor = request.identity!.account.name;
  const access = request.routeOptions.config?.access;
  // The role is checked again on the state the decision is made on (the access hook may have
  // read an older one; a conflict re-decides on the latest, where the role may be gone).
  const guarded: Decision = (view) => {
    if (isTournamentAccess(access)) {
      const verdict = judgeAccess(access, view?.roles.get(actor) ?? null, view?.published ?? false);
      if (verdict.kind === 'forbidden')
        return { ok: false, error: serverRejection('ERR_FORBIDDEN', { need: verdict.need }) };
      if (verdict.kind === 'hidden')
        return { ok: false, error: serverRejection('ERR_TOURNAMENT_NOT_FOUND', { tournament }) };
    }
    return decide(view);
  };
  const timing: WriteTiming = { queue: 0, decide: 0, append: 0, batch: 0 };
  const answer = await writeTournament(ctx.store, ctx.projection, {
    tournament,
    actor,
    timing,
    decide: guarded,
    ...(idempotencyKey !== undefined ? { idempotencyKey, fingerprint: requestFingerprint(request) } : {}),
    ...(ifMatch !== undefined ? { ifMatch } : {}),
  });
  reply.code(status).header('etag', etagOf(answer.version)).header('server-timing', serverTiming(timing));
  return answer;
}
