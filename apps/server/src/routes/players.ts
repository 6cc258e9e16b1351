/**
 * Players: register (also after round 1: a late entry, where the system allows it), import a
 * CSV or TRF list, withdraw, reinstate, requested byes and forbidden pairs.
 * An import is one append: every player or none.
 */
import { z } from 'zod';
import { REQUESTED_BYES, parseTrf, type TournamentCommand } from '@arbiter/tournament';
import type { App, Context } from '../context';
import { parsePlayersCsv } from '../io/csv';
import { HttpProblem, serverRejection } from '../http/problems';
import { importedPlayerIssue } from '../http/text-safety';
import { checkPlayerCount, playersInFile } from '../write/player-limit';
import { domainInSlices, runWrite } from '../write/run';
import { tournamentParams } from './tournaments';
import { commandRoute } from './command-route';

const playerParams = tournamentParams.extend({ player: z.coerce.number().int().min(1).max(9999) });

const playerBody = z.object({
  name: z.string().trim().min(1).max(120),
  rating: z.number().int().min(0).max(4000).optional(),
  fideId: z
    .string()
    .regex(/^\d{0,12}$/)
    .optional(),
  title: z.string().max(3).optional(),
  federation: z
    .string()
    .regex(/^([A-Z]{3})?$/)
    .optional(),
  birthYear: z.number().int().min(1900).max(2100).optional(),
});

/** An edit: any of a player's fields (a null birth year clears it); at least one. */
const playerChanges = playerBody
  .partial()
  .extend({ birthYear: z.number().int().min(1900).max(2100).nullable().optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'name at least one field to change');

/** The year of a TRF birth date (`1990/01/01`, `1990`), if it has one. */
function yearOf(birthDate: string): number | undefined {
  const year = Number(/^(\d{4})/.exec(birthDate.trim())?.[1]);
  return year >= 1900 && year <= 2100 ? year : undefined;
}

/** Registers the player routes. */
export function playerRoutes(app: App, ctx: Context): void {
  app.get(
    '/tournaments/:id/players',
    {
      config: { access: 'tournament-read' },
      schema: { tags: ['players'], summary: 'The players, by pairing number', params: tournamentParams },
    },
    async (request) => request.tournament!.state.players,
  );

  commandRoute(app, ctx, {
    method: 'POST',
    url: '/tournaments/:id/players',
    access: 'tournament-owner',
    tags: ['players'],
    summary: 'Register a player (a late entry once rounds are paired)',
    params: tournamentParams,
    body: playerBody,
    status: 201,
    command: (_, body) => ({ type: 'RegisterPlayer', ...body }),
  });

  app.post(
    '/tournaments/:id/players/import',
    {
      config: { access: 'tournament-owner' },
      bodyLimit: ctx.settings.importLimit,
      schema: {
        tags: ['players'],
        summary:
          'Register every player of a CSV (name, rating, FIDE id, title, federation, birth year) or TRF file',
        params: tournamentParams,
        body: z.object({
          format: z.enum(['csv', 'trf']),
          text: z.string().min(1).max(ctx.settings.importLimit),
        }),
      },
    },
    async (request, reply) => {
      const { format, text } = request.body;
      checkPlayerCount(request.tournament!.state.players.length + playersInFile(format, text));
      let commands: TournamentCommand[];
      if (format === 'csv') {
        const players = parsePlayersCsv(text);
        if (!players.ok) return runWrite(ctx, request, reply, request.params.id, () => players);
        commands = players.value.map((p) => ({
          type: 'RegisterPlayer',
          name: p.name,
          ...(p.rating !== undefined ? { rating: p.rating } : {}),
          ...(p.fideId !== undefined ? { fideId: p.fideId } : {}),
          ...(p.title !== undefined ? { title: p.title } : {}),
          ...(p.federation !== undefined ? { federation: p.federation } : {}),
          ...(p.birthYear !== undefined ? { birthYear: p.birthYear } : {}),
        }));
      } else {
        const file = parseTrf(text);
        if (!file.ok) return runWrite(ctx, request, reply, request.params.id, () => file);
        commands = [...file.value.players]
          .sort((a, b) => a.id - b.id)
          .map((p) => ({
            type: 'RegisterPlayer',
            name: p.name,
            rating: p.rating,
            fideId: p.fideId,
            title: p.title,
            federation: p.federation,
            ...(yearOf(p.birthDate) !== undefined ? { birthYear: yearOf(p.birthDate) } : {}),
          }));
        if (commands.length === 0)
          return runWrite(ctx, request, reply, request.params.id, () => ({
            ok: false,
            error: serverRejection('ERR_IMPORT_EMPTY'),
          }));
      }
      // The file's players, checked as the fields they become (http/text-safety.ts).
      for (const [i, command] of commands.entries()) {
        const issue = importedPlayerIssue(command as unknown as Record<string, unknown>, i + 1);
        if (issue)
          throw new HttpProblem(issue, {
            errors: [{ path: String(issue.params?.path), message: issue.message }],
          });
      }
      const decide = await domainInSlices(ctx, request.tournament!, commands);
      return runWrite(ctx, request, reply, request.params.id, decide, 201);
    },
  );

  commandRoute(app, ctx, {
    method: 'PATCH',
    url: '/tournaments/:id/players/:player',
    access: 'tournament-owner',
    tags: ['players'],
    summary:
      "Correct a player's details (name, rating, FIDE id, title, federation, birth year); the pairing number stays",
    params: playerParams,
    body: playerChanges,
    command: ({ player }, body) => ({ type: 'EditPlayer', player, ...body }),
  });

  commandRoute(app, ctx, {
    method: 'POST',
    url: '/tournaments/:id/players/:player/withdraw',
    access: 'tournament-owner',
    tags: ['players'],
    summary: 'Withdraw a player: not paired from the next round on; the reason is kept with it',
    params: playerParams,
    body: z.object({ reason: z.string().trim().max(500).optional() }).optional(),
    command: ({ player }, body) => ({
      type: 'WithdrawPlayer',
      player,
      ...(body?.reason ? { reason: body.reason } : {}),
    }),
  });

  commandRoute(app, ctx, {
    method: 'POST',
    url: '/tournaments/:id/players/renumber',
    access: 'tournament-owner',
    tags: ['players'],
    summary:
      'Give the pairing numbers again by the initial ranking (rating, FIDE title, name) after a late entry, before the next round is paired (FIDE C.04.2)',
    params: tournamentParams,
    command: () => ({ type: 'RenumberPlayers' }),
  });

  commandRoute(app, ctx, {
    method: 'POST',
    url: '/tournaments/:id/players/:player/reinstate',
    access: 'tournament-owner',
    tags: ['players'],
    summary: 'Reinstate a withdrawn player',
    params: playerParams,
    command: ({ player }) => ({ type: 'ReinstatePlayer', player }),
  });

  commandRoute(app, ctx, {
    method: 'POST',
    url: '/tournaments/:id/players/:player/byes',
    access: 'tournament-owner',
    tags: ['players'],
    summary: 'Record a requested bye for a round not yet paired',
    params: playerParams,
    body: z.object({ round: z.number().int().min(1).max(99), kind: z.enum(REQUESTED_BYES) }),
    command: ({ player }, body) => ({ type: 'RequestBye', player, ...body }),
  });

  commandRoute(app, ctx, {
    method: 'POST',
    url: '/tournaments/:id/forbidden-pairs',
    access: 'tournament-owner',
    tags: ['players'],
    summary:
      'Forbid players to meet (for example, members of one family), in a range of rounds or the whole event',
    params: tournamentParams,
    body: z.object({
      players: z.array(z.number().int().min(1).max(9999)).min(2).max(50),
      firstRound: z.number().int().min(1).max(99).optional(),
      lastRound: z.number().int().min(1).max(99).optional(),
    }),
    command: (_, body) => ({ type: 'ProhibitPairing', ...body }),
  });
}
