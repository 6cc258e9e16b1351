/**
 * The pairing systems a tournament may use.
 * TODO(toolkit): take the registry from the shared composition package once it lands (issue 14).
 */
import { doubleRoundRobinSystem, pairingRegistry, roundRobinSystem, type TournamentDeps } from '@arbiter/tournament';
import { dutchSystem } from '@arbiter/swiss-dutch';

/** The tournament decider's dependencies: every pairing system the server offers. */
export function tournamentDeps(): TournamentDeps {
  return { systems: pairingRegistry(roundRobinSystem, doubleRoundRobinSystem, dutchSystem) };
}
