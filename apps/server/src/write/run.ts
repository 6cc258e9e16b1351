/**
 * Glue between a route and the write path: the caller, the two headers, the answer's ETag.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok, type Result } from '@arbiter/kernel';
import { EMPTY_TOURNAMENT, handleTournamentCommands, type TournamentCommand } from '@arbiter/tournament';
import type { Context } from '../context';
import type { TournamentReadModel } from '../read/projection';
import type { ServerEvent } from '../server-events';
import { storedTournamentEvent } from '../stored-events';
import { etagOf, idempotencyKeyOf, ifMatchOf } from '../http/headers';
import { writeTournament, type Decided, type WriteAnswer, type WriteTiming } from './commands';
import { serverRejection } from '../http/problems';
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

/** A decision of the server's own events alone: the tournament's state stays as it is. */
export function serverEvents(view: TournamentReadModel | undefined, events: readonly ServerEvent[]): Result<Decided> {
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
    ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
    ...(ifMatch !== undefined ? { ifMatch } : {}),
  });
  reply.code(status).header('etag', etagOf(answer.version)).header('server-timing', serverTiming(timing));
  return answer;
}
