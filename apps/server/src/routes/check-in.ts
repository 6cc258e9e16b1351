/**
 * Check-in (rulings ARB CI1, ARB CI2): the staff's list of who is present for the next round with
 * what pairing would do with the rest, the arbiter's check-in and check-out of a player, the
 * owner's check-in code (shown and renewed), and a player's own check-in from a phone with that code.
 * The player's routes are open to anyone but answer only to the current code, sent in the
 * `X-Check-In-Code` header and checked before the body is read: a wrong one is a 403 that stores
 * nothing, and an address that sends ten wrong codes in a minute is refused for the rest of it.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { refuse as kernelRefuse } from '@arbiter/kernel';
import { checkInPreview, checkInRound, tournamentMessages } from '@arbiter/tournament';
import type { App, Context } from '../context';
import { domain, requestFingerprint, runWrite, serverEvents } from '../write/run';
import { writeTournament } from '../write/commands';
import { etagOf, idempotencyKeyOf } from '../http/headers';
import { TOURNAMENT_ID } from '../http/access';
import { HttpProblem, refuse, serverRejection } from '../http/problems';
import {
  codeMatches,
  checkInCodeOf,
  newCheckInCode,
  normaliseCode,
  WrongCodeLimiter,
} from '../check-in/check-in-code';
import type { TournamentReadModel } from '../read/projection';
import { tournamentParams } from './tournaments';
import { roundParams } from './rounds';
import { commandRoute } from './command-route';

const playerParams = roundParams.extend({ player: z.coerce.number().int().min(1).max(9999) });
/** Who the log names as the writer of a player's own check-in (no account signs it). */
export const CHECK_IN_ACTOR = 'check-in-code';

/** The check-in list as the staff and the players' page show it. */
function listOf(view: TournamentReadModel) {
  const preview = checkInPreview(view.state);
  return { version: view.version, ...preview };
}

/** Registers the check-in routes. */
export function checkInRoutes(app: App, ctx: Context): void {
  const limiter = new WrongCodeLimiter();

  app.get(
    '/tournaments/:id/check-in',
    {
      config: { access: 'tournament-staff' },
      schema: {
        tags: ['check-in'],
        summary: 'Who is checked in for the next round, and what pairing would do with the absent (ARB CI2)',
        params: tournamentParams,
      },
    },
    async (request, reply) => {
      const view = request.tournament!;
      reply.header('etag', etagOf(view.version));
      return { ...listOf(view), code: checkInCodeOf(view) };
    },
  );

  app.post(
    '/tournaments/:id/check-in/code',
    {
      config: { access: 'tournament-owner' },
      schema: {
        tags: ['check-in'],
        summary: "Issue (or renew) the tournament's check-in code; the old one stops working",
        params: tournamentParams,
      },
    },
    async (request, reply) =>
      runWrite(ctx, request, reply, request.params.id, (view) => {
        if ((view?.state.settings?.checkIn ?? 'off') === 'off')
          return { ok: false, error: kernelRefuse(tournamentMessages, 'ERR_CHECK_IN_OFF') };
        return serverEvents(view, [{ type: 'CheckInCodeIssued', data: { code: newCheckInCode() } }]);
      }),
  );

  for (const method of ['PUT', 'DELETE'] as const)
    commandRoute(app, ctx, {
      method,
      url: '/tournaments/:id/rounds/:round/check-in/:player',
      access: 'tournament-staff',
      tags: ['check-in'],
      summary:
        method === 'PUT'
          ? 'The arbiter checks a player in for the next round (ARB CI1)'
          : 'The arbiter takes back a check-in for the next round (ARB CI1)',
      params: playerParams,
      command: ({ round, player }) => ({
        type: method === 'PUT' ? 'CheckInPlayer' : 'CheckOutPlayer',
        round,
        player,
        by: 'arbiter',
      }),
    });

  /** Refuses a request whose code is not the tournament's, before its body is read. */
  const checkCode = async (request: FastifyRequest): Promise<void> => {
    const address = request.ip;
    const wait = limiter.waitFor(address);
    if (wait > 0) throw new HttpProblem(serverRejection('ERR_RATE_LIMITED', { seconds: wait }));
    const id = (request.params as { id?: string }).id ?? '';
    let view: TournamentReadModel | undefined;
    if (TOURNAMENT_ID.test(id)) {
      const fresh = await ctx.projection.freshTournament(id);
      if (!fresh.ok) throw new HttpProblem(fresh.error);
      view = fresh.value;
    }
    const header = request.headers['x-check-in-code'];
    // An unknown tournament is answered as a wrong code (and counted as one): the answer never
    // tells whether an unpublished tournament exists (issue 34).
    if (
      !view ||
      view.state.phase === 'none' ||
      !codeMatches(view, normaliseCode(Array.isArray(header) ? header[0] : header))
    ) {
      limiter.miss(address);
      refuse('ERR_CHECK_IN_CODE');
    }
    request.tournament = view;
  };

  app.get(
    '/tournaments/:id/check-in/players',
    {
      config: { access: 'public' },
      onRequest: checkCode,
      schema: {
        tags: ['check-in'],
        summary: "The players' own check-in page: the names and who is in (needs X-Check-In-Code)",
        params: tournamentParams,
      },
    },
    async (request) => {
      const { round, policy, players } = listOf(request.tournament!);
      return {
        round,
        policy,
        players: players
          .filter((p) => p.excused !== 'withdrawn')
          .map(({ player, name, checkedIn, excused }) => ({ player, name, checkedIn, excused })),
      };
    },
  );

  app.post(
    '/tournaments/:id/check-in/players',
    {
      config: { access: 'public' },
      onRequest: checkCode,
      schema: {
        tags: ['check-in'],
        summary: 'A player checks in for the next round with the tournament code (X-Check-In-Code)',
        params: tournamentParams,
        body: z.object({ player: z.number().int().min(1).max(9999) }),
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const answer = await writeTournament(ctx.store, ctx.projection, {
        tournament: request.params.id,
        actor: CHECK_IN_ACTOR,
        ...(idempotencyKey !== undefined ? { idempotencyKey, fingerprint: requestFingerprint(request) } : {}),
        // the code is checked again on the state the decision is made on (it may have been renewed)
        decide: (view) => {
          const given = normaliseCode(request.headers['x-check-in-code'] as string | undefined);
          if (!view || !codeMatches(view, given))
            return { ok: false, error: serverRejection('ERR_CHECK_IN_CODE') };
          return domain(ctx, {
            type: 'CheckInPlayer',
            player: request.body.player,
            round: checkInRound(view.state),
            by: 'player',
          })(view);
        },
      });
      reply.header('etag', etagOf(answer.version));
      return answer;
    },
  );
}
