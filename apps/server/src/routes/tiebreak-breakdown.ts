/**
 * A player's tie-breaks shown as sums: `GET T/players/:player/tiebreaks` (`?round=&tiebreaks=` as
 * for the standings) answers, for each tie-break of those standings, what every round adds and
 * why, what the cut removed and the total, which is the standings' value (`explainTieBreaks` of
 * `@arbiter/tournament`). The web app opens it from a value in the standings.
 * Trade-off: the standings come from the same cached computation as `T/standings`, so the
 * breakdown cannot be of other numbers; only the one player's breakdown is built per request.
 */
import { z } from 'zod';
import { crosstableOf, explainTieBreaks } from '@arbiter/tournament';
import type { App, Context } from '../context';
import { etagOf } from '../http/headers';
import { HttpProblem } from '../http/problems';
import { asOfRound, memo, standingsOf } from '../read/views';
import { tournamentParams } from './tournaments';

/** Registers the breakdown route. */
export function tieBreakBreakdownRoutes(app: App, _ctx: Context): void {
  app.get(
    '/tournaments/:id/players/:player/tiebreaks',
    {
      config: { access: 'tournament-read' },
      schema: {
        tags: ['views'],
        summary:
          "A player's tie-breaks shown as sums (FIDE C.07): each round's contribution, the value of an unplayed round, what the cut removed, the total",
        params: tournamentParams.extend({ player: z.coerce.number().int().min(1).max(9999) }),
        querystring: z.object({
          round: z.coerce.number().int().min(0).max(99).optional(),
          tiebreaks: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const view = request.tournament!;
      const { round, tiebreaks } = request.query;
      const ranked = standingsOf(view, round, tiebreaks);
      if (!ranked.ok) throw new HttpProblem(ranked.error);
      const table = memo(
        view,
        `crosstable-table|${round ?? ''}`,
        () => crosstableOf(asOfRound(view.state, round)),
        view.tableVersion,
      );
      const explained = explainTieBreaks(table, ranked.value, request.params.player);
      if (!explained.ok) throw new HttpProblem(explained.error);
      reply.header('etag', etagOf(view.version));
      return explained.value;
    },
  );
}
