/**
 * Rounds and results: pair the next round with the tournament's system, close a round, record
 * a result (played, forfeit, double forfeit), correct one with a reason.
 */
import { z } from 'zod';
import { GAME_RESULTS } from '@arbiter/tournament';
import type { App, Context } from '../context';
import { checkPlayerCount } from '../write/player-limit';
import { domain, runWrite } from '../write/run';
import { depsWithPlan, planPairing } from '../pairing/planned-pairing';
import { tournamentParams } from './tournaments';
import { commandRoute } from './command-route';

/** A round in a path. */
export const roundParams = tournamentParams.extend({ round: z.coerce.number().int().min(1).max(99) });
const boardParams = roundParams.extend({ board: z.coerce.number().int().min(1).max(9999) });

/** Registers the round and result routes. */
export function roundRoutes(app: App, ctx: Context): void {
  app.post(
    '/tournaments/:id/rounds',
    {
      config: { access: 'tournament-staff' },
      schema: {
        tags: ['rounds'],
        summary: "Pair the next round with the tournament's pairing system",
        params: tournamentParams,
        body: z.object({ round: z.number().int().min(1).max(99).optional() }).optional(),
      },
    },
    async (request, reply) => {
      // paired on the worker first; the decision below uses it only on the same state
      const seen = request.tournament!.state;
      checkPlayerCount(seen.players.length);
      const plan = await planPairing(ctx, seen, request.body?.round ?? seen.rounds.length + 1);
      return runWrite(
        ctx,
        request,
        reply,
        request.params.id,
        (view) =>
          domain(
            { ...ctx, deps: depsWithPlan(ctx.deps, view, plan) },
            { type: 'PairRound', round: request.body?.round ?? view!.state.rounds.length + 1 },
          )(view),
        201,
      );
    },
  );

  commandRoute(app, ctx, {
    method: 'PUT',
    url: '/tournaments/:id/rounds/:round/pairing',
    access: 'tournament-staff',
    tags: ['rounds'],
    summary: 'Pair the next round by hand instead of the system (a manual override, stored with its reason)',
    params: roundParams,
    body: z.object({
      boards: z
        .array(
          z.object({
            white: z.number().int().min(1).max(9999),
            black: z.number().int().min(1).max(9999),
          }),
        )
        .max(5000),
      pab: z.number().int().min(1).max(9999).nullable().default(null),
      reason: z.string().trim().min(1).max(500),
    }),
    status: 201,
    command: ({ round }, body) => ({ type: 'OverridePairing', round, ...body }),
  });

  commandRoute(app, ctx, {
    method: 'DELETE',
    url: '/tournaments/:id/rounds/:round',
    access: 'tournament-staff',
    tags: ['rounds'],
    summary: 'Take back the last pairing while none of its games has a result',
    params: roundParams,
    command: ({ round }) => ({ type: 'UndoPairing', round }),
  });

  commandRoute(app, ctx, {
    method: 'POST',
    url: '/tournaments/:id/rounds/:round/close',
    access: 'tournament-staff',
    tags: ['rounds'],
    summary: 'Close a round whose boards all have results',
    params: roundParams,
    command: ({ round }) => ({ type: 'CloseRound', round }),
  });

  commandRoute(app, ctx, {
    method: 'PUT',
    url: '/tournaments/:id/rounds/:round/boards/:board/result',
    access: 'tournament-staff',
    tags: ['results'],
    summary: 'Record the result of a board (1-0, 0-1, 1/2-1/2; forfeits +:-, -:+, double forfeit -:-)',
    params: boardParams,
    body: z.object({ result: z.enum(GAME_RESULTS) }),
    command: ({ round, board }, { result }) => ({ type: 'RecordResult', round, board, result }),
  });

  commandRoute(app, ctx, {
    method: 'POST',
    url: '/tournaments/:id/rounds/:round/boards/:board/correction',
    access: 'tournament-staff',
    tags: ['results'],
    summary: 'Correct the result of a board; the reason is stored in the correction (FIDE C.04.2)',
    params: boardParams,
    body: z.object({ result: z.enum(GAME_RESULTS), reason: z.string().trim().min(1).max(500) }),
    command: ({ round, board }, { result, reason }) => ({
      type: 'CorrectResult',
      round,
      board,
      result,
      reason,
    }),
  });
}
