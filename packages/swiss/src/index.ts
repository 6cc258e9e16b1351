/**
 * @arbiter/swiss: what every Swiss system needs before it pairs (FIDE C.04.1): the players with
 * their scores, colours, floats, opponents and PAB eligibility, and who may meet whom.
 */
export { colourPreference, swissPlayers, unitsOf } from './players';
export type { ColourPreference, Float, PreferenceStrength, SwissPlayer } from './players';
export { compatible, pairKey } from './compatibility';
