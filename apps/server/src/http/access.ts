/**
 * Who may call a route, checked in `onRequest`: before Fastify reads a byte of the body, so a
 * write by a wrong or missing identity is refused (401/403) having parsed and stored nothing.
 * Each route declares its access in `config.access`; the hook resolves the caller and, for a
 * tournament's routes, the tournament and the caller's role in it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identify, type Identity } from '../auth/identity';
import type { Projection, TournamentReadModel } from '../read/projection';
import type { Role } from '@arbiter/api';
import { HttpProblem, refuse, serverRejection } from './problems';
import { judgeAccess, type TournamentAccess } from './access-rule';

/** What a route demands of its caller: nothing, an account, an admin, or a tournament access (access-rule.ts). */
export type Access = 'public' | 'account' | 'admin' | TournamentAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    identity: Identity | null;
    tournament: TournamentReadModel | null;
    role: Role | null;
  }
}

/** The form of every tournament id (the routes' `tournamentParams`). */
export const TOURNAMENT_ID = /^[a-z0-9]{4,32}$/;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Refuses a cookie-authenticated write that a browser sent from another site. */
function checkSameSite(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    throw new HttpProblem(serverRejection('ERR_CROSS_SITE', { detail: `Sec-Fetch-Site: ${site}` }));
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const host = request.headers.host;
    let ok = false;
    try {
      ok = new URL(origin).host === host;
    } catch {
      ok = false;
    }
    if (!ok) throw new HttpProblem(serverRejection('ERR_CROSS_SITE', { detail: `Origin: ${origin}` }));
  }
}

/** Installs the access hook. */
export function installAccess(app: FastifyInstance, projection: Projection): void {
  app.decorateRequest('identity', null);
  app.decorateRequest('tournament', null);
  app.decorateRequest('role', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    const identity = await identify(request, projection);
    request.identity = identity;
    if (UNSAFE.has(request.method) && identity?.via === 'session') checkSameSite(request);
    if (access === 'public') return;
    if (access === 'account' || access === 'admin') {
      if (!identity) refuse('ERR_AUTH_REQUIRED');
      if (access === 'admin' && !identity.account.admin) refuse('ERR_FORBIDDEN', { need: 'admin' });
      return;
    }
    if (access !== 'tournament-read' && !identity) refuse('ERR_AUTH_REQUIRED');
    const id = (request.params as { id?: string }).id ?? '';
    // Not an id this server makes (the route's schema would refuse it): not found, nothing read.
    if (!TOURNAMENT_ID.test(id)) refuse('ERR_TOURNAMENT_NOT_FOUND', { tournament: id.slice(0, 40) });
    const roleIn = (view: TournamentReadModel): Role | null =>
      identity ? (view.roles.get(identity.account.name) ?? null) : null;
    const verdict = (view: TournamentReadModel) => judgeAccess(access, roleIn(view), view.published);
    const allowed = (view: TournamentReadModel | undefined): boolean =>
      !!view && view.state.phase !== 'none' && verdict(view).kind === 'allowed';
    // The view this process holds answers at once; a refusal is confirmed on the store's latest
    // state (another process may have created the tournament or appointed the arbiter).
    let view = projection.tournaments.get(id);
    if (!allowed(view)) {
      const fresh = await projection.freshTournament(id);
      if (!fresh.ok) throw new HttpProblem(fresh.error);
      view = fresh.value;
    }
    if (!view || view.state.phase === 'none') refuse('ERR_TOURNAMENT_NOT_FOUND', { tournament: id });
    const judged = verdict(view);
    // An unpublished tournament is not there for the public.
    if (judged.kind === 'hidden') refuse('ERR_TOURNAMENT_NOT_FOUND', { tournament: id });
    if (judged.kind === 'forbidden') refuse('ERR_FORBIDDEN', { need: judged.need });
    request.tournament = view;
    request.role = roleIn(view);
  });
}
