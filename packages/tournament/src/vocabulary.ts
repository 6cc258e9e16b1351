/**
 * The nouns of the tournament domain, shared by the TRF reader, the event-sourced
 * tournament, the pairing interface and the tie-breaks.
 * Trade-off: one round entry shape (the TRF's "opponent, colour, result" triple) is
 * used everywhere, so a TRF file and a fold of events give the same read model and
 * every tie-break reads one structure.
 */
import type { Color } from '@arbiter/kernel';

/** The other colour (a colour is the kernel's `Color`). */
export function otherColor(colour: Color): Color {
  return colour === 'white' ? 'black' : 'white';
}

/** A player's pairing number (TRF starting rank), 1 … 9999. */
export type PlayerId = number;

/**
 * The most players a tournament may hold (`ERR_TOO_MANY_PLAYERS`), the same for a registration, an
 * import and a pairing: the largest field the FIDE Dutch engine is measured to pair in its time and
 * memory targets (2,500 players, round 3: 19.4 s and 663 MB against 60 s and 1 GB, the
 * `@arbiter/swiss-dutch` bench), and its round's event stays well inside the store's 64 KiB.
 * The TRF's four columns would allow 9,999 pairing numbers; past 2,500 nothing is proven to pair.
 */
export const MAX_PLAYERS = 2500;

/**
 * The outcome of one round for one player, as the TRF writes it (FIDE TRF-2026, player section):
 * `1` `=` `0` games played and won/drawn/lost; `W` `D` `L` the same but the game lasted less than a
 * move (not rated, still over the board); `+` `-` forfeit won/lost (not played);
 * `U` pairing-allocated bye (PAB); `H` half-point bye; `F` full-point bye; `Z` zero-point bye or
 * absence.
 */
export const ROUND_RESULTS = ['1', '=', '0', 'W', 'D', 'L', '+', '-', 'U', 'H', 'F', 'Z'] as const;
/** One of `ROUND_RESULTS`. */
export type RoundResult = (typeof ROUND_RESULTS)[number];

/** Results of a game played over the board. */
const PLAYED: ReadonlySet<RoundResult> = new Set(['1', '=', '0', 'W', 'D', 'L']);

/** Whether a result is a game played over the board (it gives a colour, counts as a meeting). */
export function isPlayedResult(result: RoundResult): boolean {
  return PLAYED.has(result);
}

/** Whether a result is a bye of any kind (no opponent): PAB, half-, full- or zero-point bye. */
export function isByeResult(result: RoundResult): boolean {
  return result === 'U' || result === 'H' || result === 'F' || result === 'Z';
}

/** Whether a result is a forfeit (`+`, `-`): a scheduled pairing whose game was not played. */
export function isForfeitResult(result: RoundResult): boolean {
  return result === '+' || result === '-';
}

/**
 * One round of one player: the opponent (null for a bye or absence), the colour of a scheduled
 * game (null when none) and the result. An entry exists for every round up to the last one
 * recorded; a round with nothing recorded for the player is `{ opponent: null, colour: null, result: 'Z' }`.
 */
export interface RoundEntry {
  readonly opponent: PlayerId | null;
  readonly colour: Color | null;
  readonly result: RoundResult;
}

/** The entry of a round in which the player has no game and no points (absent, not paired). */
export const ABSENT: RoundEntry = Object.freeze({ opponent: null, colour: null, result: 'Z' as const });

/** Whether the round was a game played over the board. */
export function isPlayed(entry: RoundEntry): boolean {
  return entry.opponent !== null && isPlayedResult(entry.result);
}

/** The kinds of bye a player can ask for before a round (FIDE C.04.1, tournament regulations). */
export const REQUESTED_BYES = ['half', 'full', 'zero'] as const;
/** A requested bye: half-point (`H`), full-point (`F`) or zero-point (`Z`). */
export type RequestedBye = (typeof REQUESTED_BYES)[number];

/** The TRF result letter of a requested bye. */
export function byeResult(kind: RequestedBye): RoundResult {
  return kind === 'half' ? 'H' : kind === 'full' ? 'F' : 'Z';
}
