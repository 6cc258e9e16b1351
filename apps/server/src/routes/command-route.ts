/**
 * One tournament command behind one route: the access it demands, its schemas (which validate
 * the request and describe it in the OpenAPI document) and the command it sends through the
 * write path. The player and round routes are lists of these.
 */
import type { z } from 'zod';
import type { TournamentCommand } from '@arbiter/tournament';
import type { App, Context } from '../context';
import type { Access } from '../http/access';
import type { ServerEvent } from '@arbiter/api';
import { domain, runWrite } from '../write/run';

/** A route that sends one tournament command. */
export interface CommandRoute<P extends z.ZodType<{ id: string }>, B extends z.ZodType | undefined> {
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly url: string;
  readonly access: Extract<Access, 'tournament-owner' | 'tournament-staff'>;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly params: P;
  readonly body?: B;
  /** The answer's status (200 unless given). */
  readonly status?: number;
  /** The command, from the request's parameters and body. */
  readonly command: (
    params: z.infer<P>,
    body: B extends z.ZodType ? z.infer<B> : undefined,
  ) => TournamentCommand;
  /** The server's own events appended after the command's (a correction's reason). */
  readonly after?: (params: z.infer<P>, body: B extends z.ZodType ? z.infer<B> : undefined) => ServerEvent[];
}

/** Registers a command route. */
export function commandRoute<
  P extends z.ZodType<{ id: string }>,
  B extends z.ZodType | undefined = undefined,
>(app: App, ctx: Context, route: CommandRoute<P, B>): void {
  type Body = B extends z.ZodType ? z.infer<B> : undefined;
  app.route({
    method: route.method,
    url: route.url,
    config: { access: route.access },
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      params: route.params,
      ...(route.body ? { body: route.body } : {}),
    },
    handler: async (request, reply) => {
      const params = request.params as z.infer<P>;
      const body = request.body as Body;
      return runWrite(
        ctx,
        request,
        reply,
        params.id,
        domain(ctx, route.command(params, body), route.after?.(params, body) ?? []),
        route.status,
      );
    },
  });
}
