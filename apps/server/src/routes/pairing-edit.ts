/**
 * An arbiter's edit of a paired round (issue 23, part 1): `POST …/rounds/:round/pairing-edit/preview`
 * answers the engine's pairing beside the proposed boards, the boards that differ and every
 * criterion broken with its warning level (`comparePairing`); it stores nothing. `PUT
 * …/rounds/:round/pairing-edit` saves the edit through the decider (`EditPairing`), which refuses
 * it without a reason, when a refusal-level criterion is broken, or when a criterion the edit
 * breaks was not confirmed (absolute) or acknowledged (quality).
 * Trade-off: the preview is a POST (the proposal is a body) but behind the same staff access as the
 * write, checked before the body is read; it decides nothing, so it needs no Idempotency-Key.
 * The engine's pairing of the round is made on the pairing worker (as a new round's is), so a
 * large field does not hold up the event loop; the decider uses it only on the state it came from.
 */
import { z } from 'zod';
import { EDIT_REASON_MAX } from '@arbiter/tournament';
import type { App, Context } from '../context';
import { domain, runWrite } from '../write/run';
import { depsWithPlan, planEditComparison } from '../pairing/planned-pairing';
import { pairingComparisonOf } from '../pairing/previews';
import { roundParams } from './rounds';

const playerId = z.number().int().min(1).max(9999);
const proposal = z.object({
  boards: z.array(z.object({ white: playerId, black: playerId })).max(5000),
  pab: playerId.nullable().default(null),
});
const criterionIds = z.array(z.string().min(1).max(40)).max(100).default([]);

/** Registers the preview and the write of a pairing edit. */
export function pairingEditRoutes(app: App, ctx: Context): void {
  app.post(
    '/tournaments/:id/rounds/:round/pairing-edit/preview',
    {
      config: { access: 'tournament-staff' },
      schema: {
        tags: ['rounds'],
        summary:
          "Compare an edit of a paired round with the engine's pairing: differing boards and each criterion broken (refuse, confirm twice, acknowledge)",
        params: roundParams,
        body: proposal,
      },
    },
    async (request) => {
      // computed on the pairing worker, off the event loop (pairing/previews.ts)
      const { round } = request.params;
      return pairingComparisonOf(ctx, request.tournament!, { round, ...request.body });
    },
  );

  app.put(
    '/tournaments/:id/rounds/:round/pairing-edit',
    {
      config: { access: 'tournament-staff' },
      schema: {
        tags: ['rounds'],
        summary:
          'Save an edit of a paired, unplayed round with its reason and the criteria the arbiter confirmed or acknowledged',
        params: roundParams,
        body: proposal.extend({
          reason: z.string().trim().min(1).max(EDIT_REASON_MAX),
          acknowledged: criterionIds,
          confirmed: criterionIds,
        }),
      },
    },
    async (request, reply) => {
      // the engine's pairing of the round on the worker first; the decision uses it only on the same state
      const plan = await planEditComparison(ctx, request.tournament!.state, request.params.round);
      const command = { type: 'EditPairing' as const, round: request.params.round, ...request.body };
      return runWrite(ctx, request, reply, request.params.id, (view) =>
        domain({ ...ctx, deps: depsWithPlan(ctx.deps, view, plan) }, command)(view),
      );
    },
  );
}
