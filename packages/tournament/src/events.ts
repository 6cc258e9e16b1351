/**
 * The tournament's commands and events. Commands are imperative and carry every choice;
 * events are past tense and carry resolved facts (the boards a system paired, with the system's
 * id and version; both players of a board with its result), so a later rule fix never rewrites history.
 */
import type { Color } from '@arbiter/kernel';
import type { PointSystem } from './points';
import type { BoardPairing } from './pairing';
import type { PlayerId, RequestedBye } from './vocabulary';
import type { CheckInPolicy, CheckInSource } from './check-in-vocabulary';

/** How a game on a board ended: played results, or forfeits (`+:-` White won by forfeit, `-:-` double forfeit). */
export const GAME_RESULTS = ['1-0', '0-1', '1/2-1/2', '+:-', '-:+', '-:-'] as const;
/** One of `GAME_RESULTS`. */
export type BoardResult = (typeof GAME_RESULTS)[number];

/** Everything fixed when the tournament is created. */
export interface TournamentSettings {
  readonly name: string;
  /** Game id as the registry knows it (`tri-d-chess`, `drakoburg`); the tournament never reads a game's rules. */
  readonly game: string;
  readonly ruleSet: string | null;
  /** The game's setup every board starts from (a setup name of the game's catalogue); absent: the game's default. */
  readonly setup?: string | null;
  readonly options: Readonly<Record<string, string>>;
  /** Pairing system id (`round-robin`, `double-round-robin`, `dutch`). */
  readonly pairingSystem: string;
  /** Declared number of rounds; null lets a round-robin system derive it from the field. */
  readonly rounds: number | null;
  readonly pointSystem: PointSystem;
  /** Tie-break codes in order (`BH/C1`, `BH`, `SB`). */
  readonly tieBreaks: readonly string[];
  readonly initialColour: Color | null;
  /** Which requested byes the regulations allow. */
  readonly allowedByes: readonly RequestedBye[];
  /** Accelerated pairings: `baku` (FIDE C.04.5.1, Dutch system only); absent or null: none. */
  readonly acceleration?: 'baku' | null;
  /** What pairing does with a player not checked in (ruling ARB CI2); absent: no check-in. */
  readonly checkIn?: CheckInPolicy;
}

/** A registered player's identity. */
export interface PlayerInfo {
  readonly id: PlayerId;
  readonly name: string;
  readonly rating: number;
  readonly fideId: string;
  readonly title: string;
  readonly federation: string;
  /** Year of birth (absent or null: not given). */
  readonly birthYear?: number | null;
}

/** The fields of a player that an edit may change (the pairing number never changes). */
export type PlayerChanges = Partial<Omit<PlayerInfo, 'id'>>;

/** Commands a tournament accepts. */
export type TournamentCommand =
  | ({ readonly type: 'CreateTournament' } & Partial<TournamentSettings> &
      Pick<TournamentSettings, 'name' | 'game' | 'pairingSystem'>)
  | ({ readonly type: 'RegisterPlayer' } & Partial<Omit<PlayerInfo, 'id' | 'name'>> & {
        readonly name: string;
      })
  /** Corrects a registered player's details (name, rating, FIDE id, title, federation, birth year). */
  | ({ readonly type: 'EditPlayer'; readonly player: PlayerId } & PlayerChanges)
  /** Withdraws a player from the next round on (FIDE C.04.1), with the organiser's reason if given. */
  | { readonly type: 'WithdrawPlayer'; readonly player: PlayerId; readonly reason?: string }
  | { readonly type: 'ReinstatePlayer'; readonly player: PlayerId }
  | {
      readonly type: 'RequestBye';
      readonly player: PlayerId;
      readonly round: number;
      readonly kind: RequestedBye;
    }
  | { readonly type: 'PairRound'; readonly round: number }
  /** The arbiter's own pairing of a round, instead of the system's, with the reason (FIDE C.04.1). */
  | {
      readonly type: 'OverridePairing';
      readonly round: number;
      readonly boards: readonly BoardPairing[];
      readonly pab: PlayerId | null;
      readonly reason: string;
    }
  /** Takes back the last pairing while none of its games has a result. */
  | { readonly type: 'UndoPairing'; readonly round: number }
  | {
      readonly type: 'ProhibitPairing';
      readonly players: readonly PlayerId[];
      readonly firstRound?: number;
      readonly lastRound?: number;
    }
  | {
      readonly type: 'RecordResult' | 'CorrectResult';
      readonly round: number;
      readonly board: number;
      readonly result: BoardResult;
      readonly gameStreamId?: string;
      /** Why a result is corrected (`CorrectResult`; shells require it, logs written before it may lack it). */
      readonly reason?: string;
    }
  /**
   * A board's game record, filed as stream `gameStreamId`, attached with the result it proves:
   * the result is entered, or must agree with the one already entered (`ERR_RECORD_RESULT`).
   */
  | {
      readonly type: 'AttachRecord';
      readonly round: number;
      readonly board: number;
      readonly result: BoardResult;
      readonly gameStreamId: string;
    }
  | { readonly type: 'CloseRound'; readonly round: number }
  | { readonly type: 'CloseTournament' }
  /** Gives the pairing numbers again by the initial ranking, after a late entry (FIDE C.04.2). */
  | { readonly type: 'RenumberPlayers' }
  /** Marks a player present (or no longer present) for the next round (ruling ARB CI1). */
  | {
      readonly type: 'CheckInPlayer' | 'CheckOutPlayer';
      readonly player: PlayerId;
      readonly round: number;
      readonly by: CheckInSource;
    }
  /** The arbiter's edit of a paired, unplayed round, with the reason and the criteria confirmed or acknowledged (pairing-edit.ts). */
  | {
      readonly type: 'EditPairing';
      readonly round: number;
      readonly boards: readonly BoardPairing[];
      readonly pab: PlayerId | null;
      readonly reason: string;
      /** Quality criteria (`C12`, `order`) the arbiter acknowledged. */
      readonly acknowledged?: readonly string[];
      /** Absolute criteria (`C3`, `C2`) the arbiter confirmed twice. */
      readonly confirmed?: readonly string[];
    };

/** Events of a tournament stream. */
export type TournamentEvent =
  | { readonly type: 'TournamentCreated'; readonly settings: TournamentSettings }
  | { readonly type: 'PlayerRegistered'; readonly player: PlayerInfo }
  /** A player's details as they are after an edit (the whole record, not a difference). */
  | { readonly type: 'PlayerEdited'; readonly player: PlayerInfo }
  | {
      readonly type: 'PlayerWithdrawn';
      readonly player: PlayerId;
      /** The last round the player is in: not paired from round afterRound + 1 on. */
      readonly afterRound: number;
      readonly reason?: string;
    }
  | { readonly type: 'PlayerReinstated'; readonly player: PlayerId }
  | {
      readonly type: 'ByeRequested';
      readonly player: PlayerId;
      readonly round: number;
      readonly kind: RequestedBye;
    }
  | {
      readonly type: 'PairingProhibited';
      readonly players: readonly PlayerId[];
      readonly firstRound: number | null;
      readonly lastRound: number | null;
    }
  | {
      readonly type: 'RoundPaired';
      readonly round: number;
      readonly system: string;
      readonly systemVersion: string;
      readonly rule: string;
      readonly totalRounds: number | null;
      readonly boards: readonly BoardPairing[];
      readonly pab: PlayerId | null;
      readonly byes: readonly { readonly player: PlayerId; readonly kind: RequestedBye }[];
      readonly rests: readonly PlayerId[];
    }
  | {
      readonly type: 'ResultRecorded' | 'ResultCorrected';
      readonly round: number;
      readonly board: number;
      readonly white: PlayerId;
      readonly black: PlayerId;
      readonly result: BoardResult;
      readonly gameStreamId: string | null;
      /** The arbiter's reason for a correction (`ResultCorrected`; absent in logs written before it). */
      readonly reason?: string;
    }
  | {
      readonly type: 'PairingOverridden';
      readonly round: number;
      readonly totalRounds: number | null;
      readonly boards: readonly BoardPairing[];
      readonly pab: PlayerId | null;
      readonly byes: readonly { readonly player: PlayerId; readonly kind: RequestedBye }[];
      readonly reason: string;
    }
  | { readonly type: 'PairingUndone'; readonly round: number }
  | { readonly type: 'RoundClosed'; readonly round: number }
  | { readonly type: 'TournamentClosed' }
  /** The new start list: `order[i]` is the old pairing number of the player now numbered i + 1. */
  | { readonly type: 'PlayersRenumbered'; readonly order: readonly PlayerId[] }
  | {
      readonly type: 'PlayerCheckedIn' | 'PlayerCheckedOut';
      readonly player: PlayerId;
      readonly round: number;
      readonly by: CheckInSource;
    }
  /** The players not checked in when a round was paired, and how the organiser's setting treated them (ARB CI2). */
  | {
      readonly type: 'AbsenteesTreated';
      readonly round: number;
      readonly treatment: Exclude<CheckInPolicy, 'off'>;
      readonly players: readonly PlayerId[];
    }
  /** A paired round edited by the arbiter: its new boards and PAB, the reason, and every criterion the edit breaks. */
  | {
      readonly type: 'PairingEdited';
      readonly round: number;
      readonly boards: readonly BoardPairing[];
      readonly pab: PlayerId | null;
      readonly reason: string;
      readonly criteria: readonly EditedCriterion[];
    };

/** A criterion an accepted edit breaks, as `PairingEdited` records it. */
export interface EditedCriterion {
  readonly criterion: string;
  readonly rule: string;
  readonly level: 'confirm' | 'acknowledge';
  readonly board: number | null;
  readonly players: readonly PlayerId[];
}
