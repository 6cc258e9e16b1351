/**
 * Glue between a route and the write path: the caller, the two headers, the answer's ETag.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok, type Result } from '@arbiter/kernel';
import {
  EMPTY_TOURNAMENT,
  decideTournament,
  evolveTournament,
  type TournamentCommand,
} from '@arbiter/tournament';
import type { NewEvent } from '@arbiter/store';
import type { Context } from '../context';
import type { TournamentView } from '../read/projection';
import { storedTournamentEvent } from '../stored-events';
import { etagOf, idempotencyKeyOf, ifMatchOf } from '../http/headers';
import { writeTournament, type WriteAnswer, type WriteTiming } from './commands';
import { serverRejection } from '../http/problems';
import { sha256 } from '../auth/secrets';

/** A decision: the events a command causes on a tournament view. */
export type Decision = (view: TournamentView | undefined) => Result<NewEvent[]>;

/**
 * The decision of tournament commands through the tournament package's decider: each decided on
 * the state its predecessors leave, then the server's own events (`after`) appended. All of
 * them, or the first refusal (an import of 300 players is one append or none).
 */
export function domain(
  ctx: Context,
  commands: TournamentCommand | readonly TournamentCommand[],
  after: readonly NewEvent[] = [],
): Decision {
  const list: readonly TournamentCommand[] = Array.isArray(commands) ? commands : [commands];
  return (view) => {
    const out: NewEvent[] = [];
    let state = view?.state ?? EMPTY_TOURNAMENT;
    for (const command of list) {
      const decided = decideTournament(state, command, ctx.deps);
      if (!decided.ok) return decided;
      for (const e of decided.value) {
        state = evolveTournament(state, e);
        out.push(storedTournamentEvent(e));
      }
    }
    return ok([...out, ...after]);
  };
}

/**
 * `domain`, decided ahead on a known view in slices of 100 commands with a turn of the event loop
 * between them (an import of 2,500 players decided at once held the loop for seconds), then used by
 * the write path only on that same version; on any other the commands are decided again there.
 */
export async function domainInSlices(
  ctx: Context,
  seen: TournamentView,
  commands: readonly TournamentCommand[],
): Promise<Decision> {
  const version = seen.version;
  const fallback = domain(ctx, commands);
  const out: NewEvent[] = [];
  let state = seen.state;
  for (let i = 0; i < commands.length; i++) {
    if (i > 0 && i % 100 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const decided = decideTournament(state, commands[i], ctx.deps);
    if (!decided.ok) return (view) => (view && view.version === version ? decided : fallback(view));
    for (const e of decided.value) {
      state = evolveTournament(state, e);
      out.push(storedTournamentEvent(e));
    }
  }
  return (view) => (view && view.version === version ? ok(out) : fallback(view));
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
    const role = view?.roles.get(actor);
    if (access === 'tournament-owner' && role !== 'owner')
      return { ok: false, error: serverRejection('ERR_FORBIDDEN', { need: 'owner' }) };
    if (access === 'tournament-staff' && role !== 'owner' && role !== 'arbiter')
      return { ok: false, error: serverRejection('ERR_FORBIDDEN', { need: 'owner or arbiter' }) };
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
