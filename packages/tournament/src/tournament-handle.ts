/**
 * The tournament's command handler, as games have `handle`: a command decided on a state and its
 * events folded in, in one call. Every shell that runs commands (the server's write path, the
 * correction preview, the log check, the scenario steps, the e2e set-up) goes through it, so the
 * decide-then-evolve loop is written once.
 * Trade-off: the state after the events is folded here, once; a caller that needs the state after
 * each event (the log check compares event by event) still folds only through this function.
 */
import { ok, type Result } from '@arbiter/kernel';
import type { TournamentCommand, TournamentEvent } from './events';
import { evolveTournament, type TournamentDeps, type TournamentState } from './tournament';
import { decideTournament } from './tournament-decide';

/** What a handled tournament command gives: its events and the state after them. */
export interface HandledTournament {
  readonly events: readonly TournamentEvent[];
  readonly state: TournamentState;
}

/** Decides a command on `state` and folds its events in: the events and the state they reach, or the refusal. */
export function handleTournament(
  state: TournamentState,
  command: TournamentCommand,
  deps: TournamentDeps,
): Result<HandledTournament> {
  const decided = decideTournament(state, command, deps);
  if (!decided.ok) return decided;
  return ok({ events: decided.value, state: decided.value.reduce(evolveTournament, state) });
}

/**
 * Handles commands one after another, each on the state its predecessors leave: all their events
 * and the final state, or the first refusal with the index of the command refused.
 */
export function handleTournamentCommands(
  state: TournamentState,
  commands: readonly TournamentCommand[],
  deps: TournamentDeps,
): Result<HandledTournament> & { readonly index?: number } {
  const events: TournamentEvent[] = [];
  let current = state;
  for (let index = 0; index < commands.length; index++) {
    const handled = handleTournament(current, commands[index], deps);
    if (!handled.ok) return { ...handled, index };
    events.push(...handled.value.events);
    current = handled.value.state;
  }
  return ok({ events, state: current });
}
