/**
 * The pairing interface: what a pairing system is given, what it answers, and how a system is
 * found by name. Round robin (this package) and the FIDE Dutch Swiss (`@arbiter/swiss-dutch`)
 * implement the same `PairingSystem`.
 * Trade-off: the input is a complete, precomputed snapshot (scores, colour and float histories,
 * byes, forbidden pairs) rather than the tournament state itself, so a system is a pure function
 * of plain data, testable from a TRF file alone and ignorant of events.
 */
import type { Color } from '@arbiter/kernel';
import type { MessageCatalogue, Result } from '@arbiter/kernel';
import type { PointSystem } from './points';
import type { TrfFile } from './trf-model';
import type { PlayerId, RequestedBye, RoundEntry } from './vocabulary';

/** A float of one round: `down` when paired with a lower score (or given a PAB / forfeit win), `up` the reverse. */
export type Float = 'up' | 'down' | null;

/** One player as a pairing system sees them before the round is paired. */
export interface PairingPlayer {
  /** Pairing number (TRF starting rank); lower is better-placed in the initial order. */
  readonly id: PlayerId;
  readonly rating: number;
  /** Points from rounds 1 … round-1 under the tournament's point system (a requested bye of this round not included). */
  readonly points: number;
  /** Rounds 1 … round-1, round 1 first (forfeits, byes and absences included). */
  readonly history: readonly RoundEntry[];
  /** Per round: the colour of a game played over the board, null for any unplayed round (C.04.1: forfeits give no colour). */
  readonly colours: readonly (Color | null)[];
  /** Per round: the float, computed from the scores before that round. */
  readonly floats: readonly Float[];
  /** Opponents met over the board (forfeited pairings excluded: they may meet again). */
  readonly playedOpponents: ReadonlySet<PlayerId>;
  /** Whether the player already had a PAB, a forfeit win or a full-point bye (FIDE C.04.1 d: not again a PAB). */
  readonly hadUnplayedWin: boolean;
  /** Rounds without a game over the board (byes, forfeits, absences). */
  readonly unplayedRounds: number;
  /** Withdrawn from the tournament: never paired again. */
  readonly withdrawn: boolean;
  /**
   * Virtual points (acceleration, FIDE C.04.5.1 or TRF record 250) of rounds 1 … round, round 1
   * first: added to the score by which the player is paired in that round, never to the standings.
   * Absent (or shorter than the rounds): none.
   */
  readonly virtualPoints?: readonly number[];
  /** Not to be paired this round: a requested bye (`half`, `full`, `zero`) or a known absence (`zero`); null when available. */
  readonly bye: RequestedBye | null;
}

/** Everything a system needs to pair one round. `players` holds everyone registered, sorted by id. */
export interface PairingInput {
  /** The round to pair (1-based); rounds 1 … round-1 are complete. */
  readonly round: number;
  /** Total rounds of the event (null if unknown: then no "last round" exceptions apply). */
  readonly totalRounds: number | null;
  readonly players: readonly PairingPlayer[];
  /** Pairs that must not meet in this round (already narrowed to the round; each pair with the lower id first). */
  readonly forbiddenPairs: readonly (readonly [PlayerId, PlayerId])[];
  /** Colour of the top player in round 1 (FIDE C.04.3 / TRF 152); null = the system's default (white). */
  readonly initialColour: Color | null;
  readonly pointSystem: PointSystem;
}

/** One board of a paired round: who plays White and who Black (not a game's board: that is the kernel's position). */
export interface BoardPairing {
  readonly white: PlayerId;
  readonly black: PlayerId;
}

/** A paired round: the boards in publication order, the PAB (if any), and who is not paired with what bye. */
export interface RoundPairing {
  readonly round: number;
  readonly boards: readonly BoardPairing[];
  /** The player given the pairing-allocated bye, or null. */
  readonly pab: PlayerId | null;
  /** Players with a requested bye or absence this round (copied from the input for completeness). */
  readonly byes: readonly { readonly player: PlayerId; readonly kind: RequestedBye }[];
  /**
   * Players who sit the round out without a PAB (a round robin's "bye" number, or the opponent of a
   * player who is not there): no game, no points. Swiss systems leave it out.
   */
  readonly rests?: readonly PlayerId[];
}

/**
 * A pairing system. `pair` is pure: the same input gives the same pairing. When the round cannot
 * be paired it answers a rejection with a stable code and the handbook article
 * (`ERR_PAIRING_IMPOSSIBLE`, `FIDE C.04.3 …`), never throws.
 */
export interface PairingSystem {
  /** Registry key and `--system` value: `round-robin`, `double-round-robin`, `dutch`. */
  readonly id: string;
  /** Human name: "Round robin (Berger tables)". */
  readonly name: string;
  /** The handbook article the system implements: `FIDE C.05`, `FIDE C.04.3`. */
  readonly rule: string;
  /**
   * Every code its rejections can carry, with the rule each cites and its English and Czech text.
   * Shells derive their list of catalogues from the systems they register.
   */
  readonly catalogue: MessageCatalogue;
  /** The version of the rules it implements (recorded in `RoundPaired`). */
  readonly version: string;
  /** Pairs `input.round`, or explains why it cannot. */
  pair(input: PairingInput): Result<RoundPairing>;
  /** The number of rounds the system plays for a given field, when it fixes one (round robin: n-1 or n); null for Swiss. */
  roundsFor?(players: number): number | null;
  /** True when the field is fixed once round 1 is paired (round robin): late registration is refused. */
  readonly closedField?: boolean;
  /**
   * Judges every round of a finished file by this system (`arbiter pair --check`): re-pairs each
   * round from the file as it stood before it and says whether the recorded pairing is the
   * system's, and if not, the first rule by which it falls short. A system without it cannot be
   * checked; a rejection means the file itself cannot be read as rounds of this system.
   */
  check?(file: TrfFile): Result<readonly RoundVerdict[]>;
  /**
   * Names the criteria a pairing of `input.round` breaks on each board that is not the system's
   * own (`engine`): what an arbiter's edit of a paired round is warned about (pairing-edit.ts).
   * A system without it is compared board by board only.
   */
  judge?(input: PairingInput, pairing: RoundPairing, engine: RoundPairing): readonly PairingBreach[];
}

/** One round of a finished file judged by a pairing system (`PairingSystem.check`). */
export interface RoundVerdict {
  readonly round: number;
  /** True when the recorded pairing is the system's, boards and colours included. */
  readonly same: boolean;
  /** The pairing the system gives (null when the round cannot be paired). */
  readonly paired: RoundPairing | null;
  /** The pairing the file records. */
  readonly actual: RoundPairing;
  /** The first criterion that separates them (system-specific: `C12`, `order`, `colours`), null when same. */
  readonly criterion: string | null;
  /** Its rule id (`FIDE C.04.3 C12`, …), null when same. */
  readonly rule: string | null;
  /** One line for the arbiter. */
  readonly note: string;
  /** The verdict code from the system's catalogue, null when same. */
  readonly code: string | null;
}

/** Pairing systems by id. Shells build one from the packages they import. */
export type PairingSystemRegistry = ReadonlyMap<string, PairingSystem>;

/** Builds a registry from systems (a later one with the same id wins). */
export function pairingRegistry(...systems: readonly PairingSystem[]): PairingSystemRegistry {
  return new Map(systems.map((s) => [s.id, s]));
}

/**
 * Writes a pairing in the fixtures' `expected.pairs` form: the number of lines that follow,
 * then `WHITE BLACK` per board in order, and the PAB (then any round-robin rests) as `ID 0` last.
 */
export function formatPairing(pairing: RoundPairing): string {
  const lines = pairing.boards.map((b) => `${b.white} ${b.black}`);
  if (pairing.pab !== null) lines.push(`${pairing.pab} 0`);
  for (const id of pairing.rests ?? []) lines.push(`${id} 0`);
  return [String(lines.length), ...lines].join('\n') + '\n';
}

/** Reads the `expected.pairs` form back: boards in order and the PAB; null when malformed. */
export function parsePairing(text: string, round = 0): RoundPairing | null {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const count = Number(lines[0]);
  if (!Number.isInteger(count) || count !== lines.length - 1) return null;
  const boards: BoardPairing[] = [];
  let pab: PlayerId | null = null;
  for (const line of lines.slice(1)) {
    const m = /^\s*(\d+)\s+(\d+)\s*$/.exec(line);
    if (!m) return null;
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (b === 0) {
      if (pab !== null) return null;
      pab = a;
    } else boards.push({ white: a, black: b });
  }
  return { round, boards, pab, byes: [] };
}

/**
 * What kind of rule a breach breaks, which sets how an edit is warned (pairing-edit.ts):
 * `rematch` is refused; `forbidden`, `pab` and `absolute-colour` are absolute criteria (confirmed
 * twice); `colour`, `float`, `score` and `order` are quality criteria (acknowledged).
 */
export type BreachKind =
  'rematch' | 'forbidden' | 'pab' | 'absolute-colour' | 'colour' | 'float' | 'score' | 'order';

/** One criterion a judged pairing breaks (`PairingSystem.judge`), named as the system names it. */
export interface PairingBreach {
  /** The board (1-based, in the judged pairing's order); null for the PAB. */
  readonly board: number | null;
  /** The system's criterion id (`C1`, `C3`, `C12`, `order`, `colours`). */
  readonly criterion: string;
  /** Its rule id (`FIDE C.04.3 C12`). */
  readonly rule: string;
  readonly kind: BreachKind;
  /** The players it concerns. */
  readonly players: readonly PlayerId[];
}
