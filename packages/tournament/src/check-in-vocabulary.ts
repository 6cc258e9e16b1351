/**
 * The nouns of check-in: whether players must report before a round, and who reported them.
 * Kept apart from `check-in.ts` so the event types can name them without importing the decider.
 */

/**
 * What pairing does with a player who has not checked in for the round (ruling ARB CI2): `off`
 * (no check-in, everyone is paired), `zero-bye` (a zero-point bye `Z` for that round, FIDE C.04.1
 * counts it as an absence) or `withdraw` (the player is withdrawn, as `WithdrawPlayer`).
 */
export const CHECK_IN_POLICIES = ['off', 'zero-bye', 'withdraw'] as const;
/** One of `CHECK_IN_POLICIES`. */
export type CheckInPolicy = (typeof CHECK_IN_POLICIES)[number];

/** Who checked a player in or out: the arbiter, or the player with the tournament's code. */
export const CHECK_IN_SOURCES = ['arbiter', 'player'] as const;
/** One of `CHECK_IN_SOURCES`. */
export type CheckInSource = (typeof CHECK_IN_SOURCES)[number];
