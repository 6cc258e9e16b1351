/**
 * @arbiter/swiss-dutch: the FIDE Dutch Swiss system (C.04.3, rules applied from 1 February 2026)
 * as a `PairingSystem`: its criteria as weights for `@arbiter/matching`, over the players of
 * `@arbiter/swiss`, and a checker for finished files.
 */
import type { PairingSystem } from '@arbiter/tournament';
import { checkTournament } from './check';
import { pairDutch } from './dutch';
import { swissDutchMessages } from './messages';
import { judgePairing } from './judge';

/** The FIDE Dutch system, registry id `dutch`. */
export const dutchSystem: PairingSystem = {
  id: 'dutch',
  name: 'FIDE Dutch Swiss system',
  rule: 'FIDE C.04.3',
  version: 'FIDE C.04.3 (2026)',
  catalogue: swissDutchMessages,
  pair: pairDutch,
  check: checkTournament,
  judge: judgePairing,
  roundsFor: () => null,
};

export { pairDutch, pairDutchRound, separateRound, EXCHANGE_LIMIT } from './dutch';
export type { DutchOptions, DutchResult, DutchStats } from './dutch';
export { exchangesInOrder } from './exchanges';
export type { Exchange } from './exchanges';
export { CRITERIA } from './criteria';
export type { Criterion } from './criteria';
export { colourOf } from './colours';
export { checkTournament, cutBefore, recordedPairing } from './check';
export type { RoundCheck } from './check';
export { generateTournament, newTournament } from './generator';
export type { GeneratorOptions, GeneratedRound } from './generator';
export { swissDutchMessages, verdictCode } from './messages';
export type { Separation } from './dutch';
export { judgePairing, absoluteBreaches } from './judge';
export type { NotedBreach } from './judge';
