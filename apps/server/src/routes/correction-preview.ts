/**
 * What a correction would change, before it is stored: `GET T/rounds/:r/boards/:b/correction-preview?result=`
 * (owner and arbiters) answers `previewCorrection` of `@arbiter/tournament`: the standings lines
 * and tie-break values that move (old and new), and each later round already paired, paired again
 * by the system on the corrected history and compared board by board with the stored pairing.
 * Nothing is stored; the correction itself is `POST .../correction` with its reason.
 * Trade-off: the later rounds are paired again before and after the correction (swiss100, a
 * round-1 correction: 16 Dutch pairings of 100 players, about 0.6 s of CPU), so the preview is
 * computed on the pairing worker (pairing/previews.ts), never on the event loop; the answer is
 * kept per state and result, so an arbiter going back and forth between results pays it once.
 */
import { z } from 'zod';
import { GAME_RESULTS } from '@arbiter/tournament';
import type { App, Context } from '../context';
import { etagOf } from '../http/headers';
import { correctionPreviewOf } from '../pairing/previews';
import { tournamentParams } from './tournaments';

const params = tournamentParams.extend({
  round: z.coerce.number().int().min(1).max(99),
  board: z.coerce.number().int().min(1).max(9999),
});

/** Registers the correction preview route. */
export function correctionPreviewRoutes(app: App, ctx: Context): void {
  app.get(
    '/tournaments/:id/rounds/:round/boards/:board/correction-preview',
    {
      config: { access: 'tournament-staff' },
      schema: {
        tags: ['results'],
        summary:
          'What correcting a result would change (FIDE C.04.2, C.07): standings and tie-break values old and new, later rounds paired again board by board; stores nothing',
        params,
        querystring: z.object({ result: z.enum(GAME_RESULTS) }),
      },
    },
    async (request, reply) => {
      const view = request.tournament!;
      const { round, board } = request.params;
      const { result } = request.query;
      const preview = await correctionPreviewOf(ctx, view, { round, board, result });
      const ids = new Set<number>([preview.white, preview.black]);
      for (const s of preview.standings) ids.add(s.player.id);
      for (const r of preview.laterRounds)
        for (const b of r.boards) for (const p of [b.stored, b.engine]) if (p) ids.add(p.white).add(p.black);
      const names = Object.fromEntries(
        view.state.players.filter((p) => ids.has(p.id)).map((p) => [String(p.id), p.name]),
      );
      reply.header('etag', etagOf(view.version)).header('cache-control', 'no-store');
      return { ...preview, names };
    },
  );
}
