/**
 * Game records behind results: an arbiter uploads a board's record (a human record or an event
 * log); the game's rules replay it (the toolkit's `readGame`, as `arbiter file` does); it is filed
 * as its own stream (`fileGame`) and linked to the board with the result it proves by the
 * tournament's `AttachRecord` command, which refuses a result that disagrees with the board's.
 */
import { z } from 'zod';
import { kernelMessages, refuse as kernelRefuse } from '@arbiter/kernel';
import { toEnvelope } from '@arbiter/store';
import { decideTournament, type TournamentCommand } from '@arbiter/tournament';
import { fileGame, gameStreamOf, messageIn, readGame } from '@arbiter/toolkit';
import type { App, Context } from '../context';
import { HttpProblem, localeOf, refuse } from '../http/problems';
import { sha256 } from '../auth/secrets';
import { domain, runWrite } from '../write/run';
import { roundParams } from './rounds';

const boardParams = roundParams.extend({ board: z.coerce.number().int().min(1).max(9999) });

/** Registers the record routes. */
export function recordRoutes(app: App, ctx: Context): void {
  app.put(
    '/tournaments/:id/rounds/:round/boards/:board/record',
    {
      config: { access: 'tournament-staff' },
      bodyLimit: ctx.settings.importLimit,
      schema: {
        tags: ['results'],
        summary:
          "Attach a board's game record: checked by the game's rules, filed as its own stream, its result entered or matched",
        params: boardParams,
        body: z.object({
          text: z.string().min(1).max(ctx.settings.importLimit),
          mode: z.enum(['strict', 'lenient']).default('strict'),
        }),
      },
    },
    async (request, reply) => {
      const { id, round, board } = request.params;
      const view = request.tournament!;
      const expected = view.state.settings?.game ?? '';
      const read = readGame(request.body.text, request.body.mode);
      if (!read.ok) throw new HttpProblem(read.error);
      const game = read.value;
      if (game.rules.id !== expected) refuse('ERR_RECORD_GAME', { given: game.rules.id, expected });
      if (!game.ok)
        refuse('ERR_RECORD_ILLEGAL', {
          ply: game.ply,
          item: game.item,
          detail: messageIn(game.rejection, localeOf(request.headers['accept-language'])),
        });
      // A game the rules ended (mate, stalemate ...) has its outcome; else the record's Result tag
      // (a resignation or an agreement written as a score) says it.
      // (the machine's final state, as the replay left it: the game is not folded again)
      const outcome = game.state.outcome?.result;
      const tag = game.tags.Result;
      const result = outcome ?? tag;
      if (result !== '1-0' && result !== '0-1' && result !== '1/2-1/2') refuse('ERR_RECORD_NO_RESULT');
      if (outcome && tag && tag !== '*' && tag !== outcome)
        throw new HttpProblem(
          kernelRefuse(kernelMessages, 'ERR_RECORD_RESULT_MISMATCH', { record: tag, game: outcome }),
        );
      // One stream per board and record content: uploading the same record again files nothing new.
      const digest = sha256(request.body.text).slice(0, 16);
      const gameId = `${id}-r${round}-b${board}-${digest}`;
      // Whether the record agrees with the board is the tournament's decision (`AttachRecord`):
      // asked first on the state the request read, so a refused record files nothing, then again
      // on the state the write is decided on.
      const attach: TournamentCommand = {
        type: 'AttachRecord',
        round,
        board,
        result,
        gameStreamId: gameStreamOf(gameId),
      };
      const first = decideTournament(view.state, attach, ctx.deps);
      if (!first.ok) throw new HttpProblem(first.error);
      const filed = await fileGame(ctx.store, game, {
        gameId,
        commandId: `record-${id}-${round}-${board}-${digest}`,
        actor: request.identity!.account.name,
      });
      if (!filed.ok) throw new HttpProblem(filed.error);
      return runWrite(ctx, request, reply, id, domain(ctx, { ...attach, gameStreamId: filed.value.stream }));
    },
  );

  app.get(
    '/tournaments/:id/rounds/:round/boards/:board/record',
    {
      config: { access: 'tournament-read' },
      schema: {
        tags: ['results'],
        summary: "A board's game record as its event log (kernel envelopes)",
        params: boardParams,
      },
    },
    async (request) => {
      const { round, board } = request.params;
      const stream = request.tournament!.state.rounds[round - 1]?.boards[board - 1]?.gameStreamId;
      if (!stream) refuse('ERR_RECORD_NOT_FOUND', { round, board });
      const events = await ctx.store.read(stream);
      if (!events.ok) throw new HttpProblem(events.error);
      return { stream, events: events.value.map(toEnvelope) };
    },
  );
}
