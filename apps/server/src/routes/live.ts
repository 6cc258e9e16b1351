/**
 * Live updates of a tournament as Server-Sent Events; `Last-Event-ID` (or `?after=N`) resumes
 * after the event with that stream version.
 */
import { z } from 'zod';
import type { App, Context } from '../context';
import { tournamentParams } from './tournaments';
import { HttpProblem, serverRejection } from '../http/problems';

/** Registers the live route. */
export function liveRoutes(app: App, ctx: Context): void {
  app.get(
    '/tournaments/:id/live',
    {
      config: { access: 'tournament-read', rateLimit: false },
      schema: {
        tags: ['live'],
        summary: 'Server-Sent Events: each event of the tournament once, in order; id = stream version',
        params: tournamentParams,
        querystring: z.object({ after: z.coerce.number().int().min(0).optional() }),
        headers: z
          .object({
            'last-event-id': z
              .string()
              .regex(/^\d{1,9}$/)
              .optional(),
          })
          .passthrough(),
      },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const lastSeen = header !== undefined ? Number(header) : (request.query.after ?? 0);
      // the caps are checked before anything is written (read/live.ts)
      const refused = ctx.live.refusal(request.ip);
      if (refused)
        throw new HttpProblem(serverRejection(refused, { ...ctx.live.caps }), {}, { 'retry-after': '30' });
      reply.hijack();
      ctx.live.open(request.tournament!, reply.raw, lastSeen, request.role !== null, request.ip);
    },
  );
}
