/**
 * Pairing a round on the worker before the decider runs, so the event loop stays free meanwhile.
 * The decider still decides (the round, the roles, the version, the checks of the pairing): it
 * is given the worker's pairing only when it decides on the very state the worker paired from;
 * on any other state (a write landed in between) it pairs again itself, so nothing stale is stored.
 */
import type { Result } from '@arbiter/kernel';
import {
  stateToPair,
  pairingInputBefore,
  pairingInputOf,
  type PairingSystem,
  type RoundPairing,
  type TournamentDeps,
  type TournamentState,
} from '@arbiter/tournament';
import type { Context } from '../context';
import type { TournamentReadModel } from '../read/projection';

/** A round paired on the worker, and the state it was paired from. */
export interface PlannedPairing {
  readonly state: TournamentState;
  readonly system: string;
  readonly result: Result<RoundPairing>;
}

/**
 * Pairs round `round` of `state` on the worker, as the decider would pair it; null when the
 * decider will refuse before pairing (no settings or system, a round still open, wrong round,
 * no rounds left), so the refusal comes from the decider as before.
 */
export async function planPairing(
  ctx: Context,
  state: TournamentState,
  round: number,
): Promise<PlannedPairing | null> {
  const system = state.settings ? ctx.deps.systems.get(state.settings.pairingSystem) : undefined;
  if (!system) return null;
  const last = state.rounds[state.rounds.length - 1];
  if ((last && !last.closed) || round !== state.rounds.length + 1) return null;
  const totalRounds = state.totalRounds ?? system.roundsFor?.(state.players.length) ?? null;
  if (totalRounds !== null && round > totalRounds) return null;
  // paired as the decider pairs: after the absentees of a check-in are treated (ARB CI2)
  const input = pairingInputOf({ ...stateToPair(state, round), totalRounds });
  const result = await ctx.pairing.run({ kind: 'pair', system: system.id, input });
  return { state, system: system.id, result };
}

/** The decider's dependencies for a decision on `view`: the planned pairing when it fits. */
export function depsWithPlan(
  deps: TournamentDeps,
  view: TournamentReadModel | undefined,
  plan: PlannedPairing | null,
): TournamentDeps {
  const system = plan ? deps.systems.get(plan.system) : undefined;
  if (!plan || !system || view?.state !== plan.state) return deps;
  const planned: PairingSystem = Object.assign(Object.create(system) as PairingSystem, {
    pair: () => plan.result,
  });
  const systems = new Map(deps.systems);
  systems.set(plan.system, planned);
  return { ...deps, systems };
}

/**
 * Pairs an already paired round `round` of `state` on the worker as the engine would from the
 * rounds before it: what an arbiter's edit of that round is compared with (`comparePairing`).
 * Null when the round is not paired or the tournament has no system (the decider then answers).
 */
export async function planEditComparison(
  ctx: Context,
  state: TournamentState,
  round: number,
): Promise<PlannedPairing | null> {
  const system = state.settings ? ctx.deps.systems.get(state.settings.pairingSystem) : undefined;
  if (!system || !state.rounds.some((r) => r.round === round)) return null;
  const input = pairingInputBefore(state, round);
  const result = await ctx.pairing.run({ kind: 'pair', system: system.id, input });
  return { state, system: system.id, result };
}
