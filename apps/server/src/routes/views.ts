/**
 * Views: standings (as of any round, with any tie-breaks), crosstable, a round's pairings as
 * JSON, text or CSV, the TRF-2026 export, and the history (every event: who, when, what).
 */
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCached, type CachedBody } from '../http/cached-body';
import type { App, Context } from '../context';
import { etagOf } from '../http/headers';
import { HttpProblem, refuse } from '../http/problems';
import { exportCsv, exportText, standingsExport, type ExportTable } from '@arbiter/tournament';
import {
  crosstableBody,
  crosstableExportOf,
  memoJson,
  standingsBody,
  pairingJson,
  pairingExportOf,
  roundBody,
  standingsOf,
  trfText,
} from '../read/views';
import { explainBoard } from '../read/explanation';
import { localeOf } from '../http/problems';
import { roundParams } from './rounds';
import { tournamentParams } from './tournaments';

const format = z.enum(['json', 'text', 'csv']).default('json');

function asJson(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  return sendCached(request, reply, body, 'application/json; charset=utf-8');
}

/**
 * A table as CSV (the one machine format: English keys, the same bytes as `arbiter` writes) or as
 * text in the reader's language (`lang`, else Accept-Language).
 */
function asTable(
  request: FastifyRequest,
  reply: FastifyReply,
  type: 'text' | 'csv',
  table: ExportTable,
  file: string,
  lang: 'en' | 'cs' | undefined,
) {
  if (type === 'csv')
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}.csv"`)
      .send(exportCsv(table));
  const locale = lang ?? localeOf(request.headers['accept-language']);
  reply
    .header('content-type', 'text/plain; charset=utf-8')
    .header('content-language', locale)
    .header('vary', 'Accept-Language');
  return reply.send(exportText(table, locale));
}

/** Registers the view routes. */
export function viewRoutes(app: App, ctx: Context): void {
  app.get(
    '/tournaments/:id/standings',
    {
      config: { access: 'tournament-read' },
      schema: {
        tags: ['views'],
        summary: 'Standings with tie-breaks after the closed rounds (or as of round N)',
        params: tournamentParams,
        querystring: z.object({
          round: z.coerce.number().int().min(0).max(99).optional(),
          tiebreaks: z.string().max(200).optional(),
          format,
          /** The language of the text (else Accept-Language); JSON and CSV are the same in both. */
          lang: z.enum(['en', 'cs']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const view = request.tournament!;
      const { round, tiebreaks, format: f } = request.query;
      const table = standingsOf(view, round, tiebreaks);
      if (!table.ok) throw new HttpProblem(table.error);
      reply.header('etag', etagOf(view.version));
      if (f === 'json') return asJson(request, reply, standingsBody(view, round, tiebreaks, table.value));
      return asTable(
        request,
        reply,
        f,
        standingsExport(table.value),
        `standings-${view.id}`,
        request.query.lang,
      );
    },
  );

  app.get(
    '/tournaments/:id/crosstable',
    {
      config: { access: 'tournament-read' },
      schema: {
        tags: ['views'],
        summary: 'The crosstable of the closed rounds (or as of round N), as JSON, text or CSV',
        params: tournamentParams,
        querystring: z.object({
          round: z.coerce.number().int().min(0).max(99).optional(),
          format,
          /** The language of the text (else Accept-Language); JSON and CSV are the same in both. */
          lang: z.enum(['en', 'cs']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const view = request.tournament!;
      reply.header('etag', etagOf(view.version));
      const { round, format: f } = request.query;
      if (f === 'json') return asJson(request, reply, crosstableBody(view, round));
      return asTable(
        request,
        reply,
        f,
        crosstableExportOf(view, round),
        `crosstable-${view.id}`,
        request.query.lang,
      );
    },
  );

  app.get(
    '/tournaments/:id/rounds',
    {
      config: { access: 'tournament-read' },
      schema: { tags: ['views'], summary: 'Every paired round with its boards', params: tournamentParams },
    },
    async (request, reply) => {
      const view = request.tournament!;
      return asJson(
        request,
        reply,
        memoJson(view, 'rounds', () => view.state.rounds.map((r) => pairingJson(view, r.round))),
      );
    },
  );

  app.get(
    '/tournaments/:id/rounds/:round',
    {
      config: { access: 'tournament-read' },
      schema: {
        tags: ['views'],
        summary: "A round's pairings: boards, colours, results, the PAB and byes",
        params: roundParams,
        querystring: z.object({
          format,
          /** The language of the text (else Accept-Language); JSON and CSV are the same in both. */
          lang: z.enum(['en', 'cs']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const view = request.tournament!;
      const { round } = request.params;
      if (round > view.state.rounds.length) refuse('ERR_ROUND_NOT_FOUND', { round });
      reply.header('etag', etagOf(view.version));
      const f = request.query.format;
      if (f === 'json') return asJson(request, reply, roundBody(view, round));
      return asTable(
        request,
        reply,
        f,
        pairingExportOf(view, round),
        `round-${round}-${view.id}`,
        request.query.lang,
      );
    },
  );

  app.get(
    '/tournaments/:id/rounds/:round/boards/:board/explanation',
    {
      config: { access: 'tournament-read' },
      schema: {
        tags: ['views'],
        summary:
          "Why a board was paired so: the deciding criterion of the pairing system (what `arbiter pair --check` knows), or the arbiter's reason",
        params: roundParams.extend({ board: z.coerce.number().int().min(1).max(9999) }),
      },
    },
    async (request, reply) => {
      const view = request.tournament!;
      const { round, board } = request.params;
      if (round > view.state.rounds.length) refuse('ERR_ROUND_NOT_FOUND', { round });
      const locale = localeOf(request.headers['accept-language']);
      const explained = await explainBoard(
        view,
        round,
        board,
        ctx.deps,
        (job) => ctx.pairing.run({ kind: 'board', job }),
        locale,
      );
      if (!explained) refuse('ERR_BOARD_NOT_FOUND', { round, board });
      reply
        .header('etag', etagOf(view.version))
        .header('content-language', locale)
        .header('vary', 'Accept-Language');
      return explained;
    },
  );

  app.get(
    '/tournaments/:id/export.trf',
    {
      config: { access: 'tournament-read' },
      schema: {
        tags: ['views'],
        summary: 'The tournament as a FIDE TRF-2026 file',
        params: tournamentParams,
      },
    },
    async (request, reply) => {
      const view = request.tournament!;
      reply
        .header('content-disposition', `attachment; filename="${view.id}.trf"`)
        .header('etag', etagOf(view.version));
      return sendCached(request, reply, trfText(view), 'text/plain; charset=utf-8');
    },
  );

  app.get(
    '/tournaments/:id/history',
    {
      config: { access: 'tournament-staff' },
      schema: {
        tags: ['views'],
        summary: 'Every event of the tournament: who, when, what',
        params: tournamentParams,
        querystring: z.object({
          after: z.coerce.number().int().min(0).optional(),
          limit: z.coerce.number().int().min(1).max(5000).default(1000),
        }),
      },
    },
    async (request) => {
      const { after = 0, limit } = request.query;
      return request.tournament!.events.slice(after, after + limit).map((e) => ({
        version: e.version,
        type: e.type,
        data: e.data,
        actor: e.actor ?? null,
        time: e.time,
        position: e.position,
      }));
    },
  );
}
