/**
 * The pairing systems Arbiter runs. A system package registers here with one line; `pair`
 * in the CLI and the server's tournaments take their list from here.
 */
import {
  doubleRoundRobinSystem,
  pairingRegistry,
  roundRobinSystem,
  type PairingSystemRegistry,
} from '@arbiter/tournament';
import { dutchSystem } from '@arbiter/swiss-dutch';

/** Every pairing system, by id (`--system` values). */
export const pairingSystems: PairingSystemRegistry = pairingRegistry(
  roundRobinSystem,
  doubleRoundRobinSystem,
  dutchSystem,
);
