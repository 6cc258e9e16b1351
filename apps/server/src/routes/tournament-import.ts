/**
 * Importing a tournament from an event log (another server's history, a file): the log is a
 * claim, so every tournament event is decided again by the rules (`checkTournamentLog`, issue 22)
 * before anything is stored. The first difference is refused (`ERR_EVENT_MISMATCH` naming the
 * event's position in the given log, the field, the value given and the value the rules give;
 * or the rules' own refusal of that event's command) and nothing is stored. What is stored are
 * the events the rules emitted, in one append, with the caller as the new tournament's owner.
 * The server's own events in a history (access, publication, command records, correction
 * reasons) belong to the server that held them and are left out; the answer counts them.
 * Trade-off: the check pairs every round again on the main thread, so a long Dutch log takes
 * the server about a pairing's time per round; imports are rare, reads are not held long.
 */
import { z } from 'zod';
import { kernelMessages, ok, refuse, type DomainEvent, type Rejection } from '@arbiter/kernel';
import { checkTournamentLog, tournamentMessages } from '@arbiter/tournament';
import type { App, Context } from '../context';
import { HttpProblem } from '../http/problems';
import { idempotencyKeyOf } from '../http/headers';
import { newSecret, sha256 } from '../auth/secrets';
import { serverEventSchemas } from '@arbiter/api';
import { storedTournamentEvent } from '../stored-events';
import { runWrite } from '../write/run';
import { checkPlayerCount } from '../write/player-limit';

/** Most events one import may hold (a 300-player, 15-round Swiss has about 2,600). */
export const MAX_IMPORTED_EVENTS = 10_000;

const importBody = z.object({
  /** The events in order, as `GET .../history` lists them (its version, actor and time are ignored). */
  events: z
    .array(z.object({ type: z.string().min(1).max(60), data: z.unknown() }))
    .min(1)
    .max(MAX_IMPORTED_EVENTS),
});

/** A refusal at position `sequence` of the checked list, said with the position in the given log. */
function atGivenPosition(rejection: Rejection, given: number): HttpProblem {
  if (rejection.code === 'ERR_EVENT_MISMATCH')
    return new HttpProblem(
      refuse(kernelMessages, 'ERR_EVENT_MISMATCH', { ...rejection.params, sequence: given }),
    );
  return new HttpProblem(rejection, {
    errors: [{ path: `body/events/${given}`, message: rejection.message }],
  });
}

/** Registers `POST /api/tournaments/import`. */
export function tournamentImportRoutes(app: App, ctx: Context): void {
  app.post(
    '/tournaments/import',
    {
      config: { access: 'account' },
      bodyLimit: ctx.settings.importLimit,
      schema: {
        tags: ['tournaments'],
        summary:
          "Create a tournament from an event log (another server's history): every event is decided again by the rules; the first lie is refused and nothing is stored",
        body: importBody,
      },
    },
    async (request, reply) => {
      const me = request.identity!.account.name;
      const given = request.body.events as DomainEvent[];
      checkPlayerCount(given.filter((e) => e.type === 'PlayerRegistered').length);
      const positions: number[] = [];
      const checked: DomainEvent[] = [];
      given.forEach((e, i) => {
        if (Object.hasOwn(serverEventSchemas, e.type)) return;
        positions.push(i);
        checked.push({ type: e.type, data: e.data });
      });
      const check = checkTournamentLog(checked, ctx.deps);
      if (!check.ok) throw atGivenPosition(check.rejection, positions[check.sequence] ?? given.length);
      const key = idempotencyKeyOf(request);
      const id = sha256(key !== undefined ? `${me}\nimport\n${key}` : newSecret()).slice(0, 12);
      const answer = await runWrite(
        ctx,
        request,
        reply,
        id,
        (view) =>
          view
            ? { ok: false, error: refuse(tournamentMessages, 'ERR_TOURNAMENT_EXISTS') }
            : ok({
                events: [
                  ...check.events.map(storedTournamentEvent),
                  { type: 'AccessGranted', data: { account: me, role: 'owner' } },
                ],
                // the log check folded the events as it decided them again: the state is its
                state: check.state,
              }),
        201,
      );
      reply.header('location', `/api/tournaments/${id}`);
      return { ...answer, leftOut: given.length - checked.length };
    },
  );
}
