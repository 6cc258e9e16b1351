/**
 * Tournaments: create, list, show, publish, close, and who may run them (owner, arbiters).
 */
import { z } from 'zod';
import { COLORS } from '@arbiter/kernel';
import { REQUESTED_BYES, pointSystem, parseTieBreak } from '@arbiter/tournament';
import { CHECK_IN_POLICIES } from '@arbiter/tournament';
import type { App, Context } from '../context';
import type { TournamentReadModel } from '../read/projection';
import { ACCOUNT_NAME } from '../auth/identity';
import { TOURNAMENT_ID } from '../http/access';
import { idempotencyKeyOf } from '../http/headers';
import { etagOf } from '../http/headers';
import { refuse, serverRejection } from '../http/problems';
import { newSecret, sha256 } from '../auth/secrets';
import { domain, runWrite, serverEvents } from '../write/run';
import { games } from '@arbiter/toolkit';
import { resolveOptions } from '@arbiter/kernel';

/** A tournament id in a path. */
export const tournamentParams = z.object({ id: z.string().regex(TOURNAMENT_ID) });

const tieBreak = z.string().refine((code) => parseTieBreak(code).ok, 'not a FIDE C.07 tie-break code');

const createBody = z.object({
  name: z.string().trim().min(1).max(200),
  game: z.string().regex(/^[a-z0-9-]{1,40}$/),
  ruleSet: z.string().max(80).nullable().optional(),
  /** A setup of the game's catalogue (`GET /api/games` lists them), or a position string; absent: the game's default. */
  setup: z.string().trim().min(1).max(2000).optional(),
  options: z.record(z.string().regex(/^[a-z0-9-]{1,40}$/), z.string().max(80)).optional(),
  pairingSystem: z.string().min(1).max(40),
  rounds: z.number().int().min(1).max(99).nullable().optional(),
  pointSystem: z
    .object({
      win: z.number().min(0).max(100),
      draw: z.number().min(0).max(100),
      loss: z.number().min(0).max(100).optional(),
      absence: z.number().min(0).max(100).optional(),
      pab: z.number().min(0).max(100).optional(),
      unknown: z.number().min(0).max(100).optional(),
    })
    .optional(),
  tieBreaks: z.array(tieBreak).max(20).optional(),
  initialColour: z.enum(COLORS).nullable().optional(),
  allowedByes: z.array(z.enum(REQUESTED_BYES)).optional(),
  /** Baku acceleration (FIDE C.04.5.1), Dutch system only; absent or null: none. */
  acceleration: z.enum(['baku']).nullable().optional(),
  /** What pairing does with a player not checked in (ruling ARB CI2); absent: `off`. */
  checkIn: z.enum(CHECK_IN_POLICIES).optional(),
});

/** What anyone who may see a tournament learns about it. */
export function summaryOf(view: TournamentReadModel, role: string | null) {
  const s = view.state;
  return {
    id: view.id,
    version: view.version,
    name: s.settings?.name ?? '',
    phase: s.phase,
    published: view.published,
    createdAt: view.createdAt,
    settings: s.settings,
    players: s.players.length,
    totalRounds: s.totalRounds,
    rounds: s.rounds.map((r) => ({
      round: r.round,
      closed: r.closed,
      boards: r.boards.length,
      results: r.boards.filter((b) => b.result !== null).length,
    })),
    role,
  };
}

/** Registers the tournament routes. */
export function tournamentRoutes(app: App, ctx: Context): void {
  const { projection } = ctx;

  app.get(
    '/tournaments',
    {
      config: { access: 'public' },
      schema: { tags: ['tournaments'], summary: 'Published tournaments and the ones you run' },
    },
    async (request) => {
      const me = request.identity?.account.name;
      return [...projection.tournaments.values()]
        .filter((t) => t.state.phase !== 'none' && (t.published || (me && t.roles.has(me))))
        .map((t) => {
          const role = me ? (t.roles.get(me) ?? null) : null;
          const { id, name, phase, published, createdAt, players, version } = summaryOf(t, role);
          return {
            id,
            name,
            phase,
            published,
            createdAt,
            players,
            version,
            game: t.state.settings?.game,
            role,
          };
        });
    },
  );

  app.post(
    '/tournaments',
    {
      config: { access: 'account' },
      schema: {
        tags: ['tournaments'],
        summary: 'Create a tournament; you become its owner',
        body: createBody,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const me = request.identity!.account.name;
      // With an Idempotency-Key the id follows from it, so a retry names the same tournament.
      const key = idempotencyKeyOf(request);
      const id = key !== undefined ? sha256(`${me}\n${key}`).slice(0, 12) : sha256(newSecret()).slice(0, 12);
      const command = {
        type: 'CreateTournament' as const,
        name: body.name,
        game: body.game,
        pairingSystem: body.pairingSystem,
        ...(body.ruleSet !== undefined ? { ruleSet: body.ruleSet } : {}),
        ...(body.setup !== undefined ? { setup: body.setup } : {}),
        ...(body.options ? { options: body.options } : {}),
        ...(body.rounds !== undefined ? { rounds: body.rounds } : {}),
        ...(body.pointSystem ? { pointSystem: pointSystem(body.pointSystem) } : {}),
        ...(body.tieBreaks ? { tieBreaks: body.tieBreaks } : {}),
        ...(body.initialColour !== undefined ? { initialColour: body.initialColour } : {}),
        ...(body.allowedByes ? { allowedByes: body.allowedByes } : {}),
        ...(body.acceleration ? { acceleration: body.acceleration } : {}),
        ...(body.checkIn ? { checkIn: body.checkIn } : {}),
      };
      const answer = await runWrite(
        ctx,
        request,
        reply,
        id,
        (view) => {
          // The game and its rule options must exist: the registry and the game's option catalogue say.
          const rules = games.get(body.game);
          if (!rules.ok) return rules;
          const options = resolveOptions(rules.value.options, body.options ?? {});
          if (!options.ok) return options;
          // The setup must start a game under these options: the game's own rules decide.
          if (body.setup !== undefined) {
            const started = rules.value.start(body.setup, options.value);
            if (!started.ok) return started;
          }
          return domain(ctx, { ...command, game: rules.value.id }, [
            { type: 'AccessGranted', data: { account: me, role: 'owner' } },
          ])(view);
        },
        201,
      );
      reply.header('location', `/api/tournaments/${id}`);
      return answer;
    },
  );

  app.get(
    '/tournaments/:id',
    {
      config: { access: 'tournament-read' },
      schema: {
        tags: ['tournaments'],
        summary: 'A tournament: settings, phase, rounds',
        params: tournamentParams,
      },
    },
    async (request, reply) => {
      const view = request.tournament!;
      reply.header('etag', etagOf(view.version));
      return summaryOf(view, request.role);
    },
  );

  app.post(
    '/tournaments/:id/publication',
    {
      config: { access: 'tournament-owner' },
      schema: {
        tags: ['tournaments'],
        summary: 'Publish a tournament (the public may then read it) or withdraw it',
        params: tournamentParams,
        body: z.object({ published: z.boolean() }),
      },
    },
    async (request, reply) =>
      runWrite(ctx, request, reply, request.params.id, (view) =>
        serverEvents(
          view,
          view!.published === request.body.published
            ? []
            : [{ type: 'TournamentPublished', data: { published: request.body.published } }],
        ),
      ),
  );

  app.post(
    '/tournaments/:id/close',
    {
      config: { access: 'tournament-owner' },
      schema: {
        tags: ['tournaments'],
        summary: 'Close the tournament (every round closed)',
        params: tournamentParams,
      },
    },
    async (request, reply) =>
      runWrite(ctx, request, reply, request.params.id, domain(ctx, { type: 'CloseTournament' })),
  );

  app.get(
    '/tournaments/:id/staff',
    {
      config: { access: 'tournament-staff' },
      schema: {
        tags: ['tournaments'],
        summary: 'Who runs the tournament: owner and arbiters',
        params: tournamentParams,
      },
    },
    async (request) => [...request.tournament!.roles].map(([account, role]) => ({ account, role })),
  );

  const staffParams = tournamentParams.extend({ account: z.string().regex(ACCOUNT_NAME) });

  app.put(
    '/tournaments/:id/staff/:account',
    {
      config: { access: 'tournament-owner' },
      schema: {
        tags: ['tournaments'],
        summary: 'Appoint an arbiter (pairs rounds, enters and corrects results)',
        params: staffParams,
        body: z.object({ role: z.literal('arbiter') }),
      },
    },
    async (request, reply) => {
      const { id, account } = request.params;
      const known = await projection.freshAccount(account);
      if (!known.ok || !known.value) refuse('ERR_UNKNOWN_ACCOUNT', { account });
      return runWrite(ctx, request, reply, id, (view) => {
        const current = view!.roles.get(account);
        if (current === 'owner') return { ok: false, error: serverRejection('ERR_OWNER_ROLE') };
        if (current === 'arbiter') return serverEvents(view, []);
        return serverEvents(view, [{ type: 'AccessGranted', data: { account, role: 'arbiter' } }]);
      });
    },
  );

  app.delete(
    '/tournaments/:id/staff/:account',
    {
      config: { access: 'tournament-owner' },
      schema: { tags: ['tournaments'], summary: 'Remove an arbiter', params: staffParams },
    },
    async (request, reply) => {
      const { id, account } = request.params;
      return runWrite(ctx, request, reply, id, (view) => {
        const current = view!.roles.get(account);
        if (current === 'owner') return { ok: false, error: serverRejection('ERR_OWNER_ROLE') };
        if (current === undefined)
          return { ok: false, error: serverRejection('ERR_UNKNOWN_ACCOUNT', { account }) };
        return serverEvents(view, [{ type: 'AccessRevoked', data: { account } }]);
      });
    },
  );
}
