/**
 * The pairing systems a tournament may use: the toolkit's registry, shared with the CLI.
 */
import type { TournamentDeps } from '@arbiter/tournament';
import { pairingSystems } from '@arbiter/toolkit';

/** The tournament decider's dependencies: every pairing system Arbiter registers. */
export function tournamentDeps(): TournamentDeps {
  return { systems: pairingSystems };
}
