/**
 * Game records behind results: an arbiter uploads a board's record (a human record or an event
 * log); the game's rules replay it (the toolkit's `readGame`, as `arbiter file` does); it is filed
 * as its own stream (`fileGame`) and linked to the board with the result it proves, which must
 * agree with a result already entered.
 */
import { z } from 'zod';
import { ok } from '@arbiter/kernel';
import { toEnvelope } from '@arbiter/store';
import { fileGame, messageIn, readGame } from '@arbiter/toolkit';
import type { App, Context } from '../context';
import { HttpProblem, localeOf, refuse, serverRejection } from '../http/problems';
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
        refuse('ERR_RECORD_RESULT', {
          record: `${tag} (the rules say ${outcome})`,
          round,
          board,
          board_result: outcome,
        });
      const slot = view.state.rounds[round - 1]?.boards[board - 1];
      if (slot && slot.result !== null && slot.result !== result)
        refuse('ERR_RECORD_RESULT', { record: result, round, board, board_result: slot.result });
      // One stream per board and record content: uploading the same record again files nothing new.
      const digest = sha256(request.body.text).slice(0, 16);
      const filed = await fileGame(ctx.store, game, {
        gameId: `${id}-r${round}-b${board}-${digest}`,
        commandId: `record-${id}-${round}-${board}-${digest}`,
        actor: request.identity!.account.name,
      });
      if (!filed.ok) throw new HttpProblem(filed.error);
      const stream = filed.value.stream;
      return runWrite(ctx, request, reply, id, (current) => {
        const b = current?.state.rounds[round - 1]?.boards[board - 1];
        if (b && b.gameStreamId === stream) return ok([]);
        if (b && b.result !== null && b.result !== result)
          return {
            ok: false,
            error: serverRejection('ERR_RECORD_RESULT', {
              record: result,
              round,
              board,
              board_result: b.result,
            }),
          };
        return domain(ctx, {
          type: b && b.result !== null ? 'CorrectResult' : 'RecordResult',
          round,
          board,
          result,
          gameStreamId: stream,
        })(current);
      });
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
