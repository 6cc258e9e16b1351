/**
 * The TRF file as data: what `parseTrf` reads and `makeTrf` writes (FIDE TRF-2026, with the
 * JaVaFo/bbpPairings `XX?` extension lines that pairing engines still read).
 * Trade-off: records the toolkit does not interpret (city, arbiters, dates, team records,
 * comments) are kept verbatim as `TrfLine`s so an exported file loses nothing it was given.
 */
import type { Color } from '@arbiter/kernel';
import type { PointSystem } from './points';
import type { PlayerId, RequestedBye, RoundEntry } from './vocabulary';

/** A line kept as written: its record tag (first three characters) and the rest after column 4. */
export interface TrfLine {
  readonly tag: string;
  readonly text: string;
}

/** A player record (`001`): identity, rating, the points and rank as written, and one entry per round. */
export interface TrfPlayer {
  readonly id: PlayerId;
  /** `m`, `w` or empty. */
  readonly sex: string;
  /** `GM`, `IM`, `WGM`, `FM`, `WIM`, `CM`, `WFM`, `WCM` or empty. */
  readonly title: string;
  readonly name: string;
  /** FIDE rating, 0 when the field is blank. */
  readonly rating: number;
  readonly federation: string;
  /** FIDE id as written (digits), empty when blank. */
  readonly fideId: string;
  readonly birthDate: string;
  /** The points field as written (null when blank); tie-breaks recompute points from the rounds. */
  readonly points: number | null;
  /** The rank field as written (null when blank). */
  readonly rank: number | null;
  /** Round 1 first; a round with a paired game but no result yet has `result: null`. */
  readonly rounds: readonly TrfRoundEntry[];
}

/** A round entry of a TRF player: a `RoundEntry` whose result may still be missing (ITDX: paired, not played). */
export type TrfRoundEntry = Omit<RoundEntry, 'result'> & { readonly result: RoundEntry['result'] | null };

/** A declared bye (record `240`): who does not play in which round, and for how much. */
export interface TrfBye {
  readonly kind: RequestedBye;
  readonly round: number;
  readonly players: readonly PlayerId[];
}

/**
 * Players who must not meet (record `260`, or `XXP` for the whole event): every two of
 * `players` are a prohibited pairing from `firstRound` to `lastRound` (both null: whole event).
 */
export interface TrfProhibition {
  readonly firstRound: number | null;
  readonly lastRound: number | null;
  readonly players: readonly PlayerId[];
}

/**
 * Virtual points for pairing (acceleration, record `250`; the engines' `XXA` lines are read into
 * the same form): players `firstPlayer`…`lastPlayer` (pairing numbers) are paired in rounds
 * `firstRound`…`lastRound` as if they had `points` more. A later record overrides an earlier one
 * for the same player and round.
 */
export interface TrfAcceleration {
  readonly points: number;
  readonly firstRound: number;
  readonly lastRound: number;
  readonly firstPlayer: PlayerId;
  readonly lastPlayer: PlayerId;
}

/** A whole TRF file. */
export interface TrfFile {
  /** Tournament-section and other uninterpreted lines, in file order (`012 name`, `042 date`, `092 …`, `### …`). */
  readonly headers: readonly TrfLine[];
  readonly players: readonly TrfPlayer[];
  /** Record `142` or `XXR`; null when absent. */
  readonly totalRounds: number | null;
  /** Record `152` or `XXC`: the colour of the top player in round 1; null when absent. */
  readonly initialColour: Color | null;
  /** Record `162` or `XXS`; null when absent (the default 1 / ½ / 0, PAB 1). */
  readonly pointSystem: PointSystem | null;
  /** Records `240`. */
  readonly byes: readonly TrfBye[];
  /** Records `260` and `XXP`. */
  readonly prohibitions: readonly TrfProhibition[];
  /** Records `250` and `XXA` (absent or empty: no acceleration). */
  readonly accelerations?: readonly TrfAcceleration[];
}

/** The header value of a tag (`'012'` → tournament name), or null. */
export function trfHeader(file: TrfFile, tag: string): string | null {
  return file.headers.find((h) => h.tag === tag)?.text ?? null;
}
