/**
 * Routes about the server itself: health, the problem types, the pairing systems and the
 * tie-breaks a tournament may choose from.
 */
import { z } from 'zod';
import { tieBreakCatalogue } from '@arbiter/tournament';
import { games } from '@arbiter/toolkit';
import type { App, Context } from '../context';
import { CATALOGUES, localeOf, refuse, statusOf } from '../http/problems';

/** Registers the meta routes. */
export function metaRoutes(app: App, ctx: Context): void {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['meta'], summary: 'Is the server up, and on which store' },
    },
    async () => ({ status: 'ok', store: ctx.store.backend, position: ctx.projection.position }),
  );

  app.get(
    '/site',
    {
      config: { access: 'public' },
      schema: {
        tags: ['meta'],
        summary:
          'The public URL that public links and QR codes are built from (ARBITER_PUBLIC_URL, else the first LAN address), and whether it reaches this machine only',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { publicUrl: ctx.site.publicUrl, loopback: ctx.site.publicIsLoopback };
    },
  );

  app.get(
    '/problems/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['meta'],
        summary: 'What a problem code means: its rule, HTTP status and text in both languages',
        params: z.object({ code: z.string().regex(/^ERR_[A-Z0-9_]{1,60}$/) }),
      },
    },
    async (request) => {
      const { code } = request.params;
      const entry = CATALOGUES.find((c) => c[code])?.[code];
      if (!entry) refuse('ERR_NOT_FOUND', { path: request.url });
      return { code, rule: entry.rule, status: statusOf(code), en: entry.en, cs: entry.cs };
    },
  );

  app.get(
    '/games',
    {
      config: { access: 'public' },
      schema: {
        tags: ['meta'],
        summary: 'The games a tournament may play, with their setups and rule options',
      },
    },
    async () =>
      games.games().map((g) => ({
        id: g.id,
        aliases: g.aliases,
        title: g.title,
        ruleSetVersion: g.ruleSetVersion,
        defaultSetup: g.defaultSetup,
        setups: g.setups,
        options: g.options,
      })),
  );

  app.get(
    '/pairing-systems',
    {
      config: { access: 'public' },
      schema: { tags: ['meta'], summary: 'The pairing systems a tournament may use' },
    },
    async () =>
      [...ctx.deps.systems.values()].map((s) => ({
        id: s.id,
        name: s.name,
        rule: s.rule,
        version: s.version,
        closedField: s.closedField ?? false,
      })),
  );

  app.get(
    '/tiebreaks',
    {
      config: { access: 'public' },
      schema: { tags: ['meta'], summary: 'The FIDE C.07 tie-breaks, with their codes' },
    },
    async (request) => {
      const locale = localeOf(request.headers['accept-language']);
      return { locale, tieBreaks: tieBreakCatalogue() };
    },
  );
}
