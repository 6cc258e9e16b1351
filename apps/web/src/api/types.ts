/** The JSON the server answers (apps/server's routes), as far as the screens read it. */

export type GameResult = '1-0' | '0-1' | '1/2-1/2' | '+:-' | '-:+' | '-:-';
export const GAME_RESULTS: readonly GameResult[] = ['1-0', '0-1', '1/2-1/2', '+:-', '-:+', '-:-'];
export type ByeKind = 'half' | 'full' | 'zero';
export type Role = 'owner' | 'arbiter' | null;

export interface Account {
  readonly name: string;
  readonly displayName: string;
  readonly admin: boolean;
}

export interface TournamentListItem {
  readonly id: string;
  readonly name: string;
  readonly phase: string;
  readonly published: boolean;
  readonly createdAt: string;
  readonly players: number;
  readonly version: number;
  readonly game?: string;
  readonly role: Role;
}

export interface PointSystem {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly absence?: number;
  readonly pab?: number;
}

export interface Settings {
  readonly name: string;
  readonly game: string;
  readonly setup?: string | null;
  readonly ruleSet: string | null;
  readonly options: Readonly<Record<string, string>>;
  readonly pairingSystem: string;
  readonly rounds: number | null;
  readonly pointSystem: PointSystem;
  readonly tieBreaks: readonly string[];
  readonly initialColour: 'white' | 'black' | null;
  readonly allowedByes: readonly ByeKind[];
  /** Baku acceleration (FIDE C.04.5.1), Dutch only. */
  readonly acceleration?: 'baku' | null;
  /** What pairing does with a player not checked in (ruling ARB CI2); absent: no check-in. */
  readonly checkIn?: CheckInPolicy;
}

export interface Tournament {
  readonly id: string;
  readonly version: number;
  readonly name: string;
  readonly phase: 'none' | 'registration' | 'running' | 'closed';
  readonly published: boolean;
  readonly createdAt: string;
  readonly settings: Settings | null;
  readonly players: number;
  readonly totalRounds: number | null;
  readonly rounds: readonly { round: number; closed: boolean; boards: number; results: number }[];
  readonly role: Role;
}

export interface Player {
  readonly id: number;
  readonly name: string;
  readonly rating: number;
  readonly fideId: string;
  readonly title: string;
  readonly federation: string;
  readonly birthYear?: number | null;
  readonly withdrawn: boolean;
}

export interface Named {
  readonly id: number;
  readonly name: string;
}

export interface Board {
  readonly board: number;
  readonly white: Named;
  readonly black: Named;
  readonly result: GameResult | null;
  readonly gameStreamId: string | null;
  readonly corrections: readonly unknown[];
}

export interface Pairing {
  readonly round: number;
  readonly closed: boolean;
  readonly system: string;
  readonly systemVersion: string;
  readonly override: string | null;
  readonly boards: readonly Board[];
  readonly pab: Named | null;
  readonly byes: readonly (Named & { kind: ByeKind })[];
  readonly rests: readonly Named[];
}

export interface StandingsRow {
  readonly rank: number;
  readonly player: { id: number; name: string; rating: number; title: string; federation: string };
  readonly points: number;
  readonly values: readonly string[];
}

export interface Standings {
  readonly rounds: number;
  readonly tieBreaks: readonly { code: string; name: string; rule: string }[];
  readonly rows: readonly StandingsRow[];
}

export interface CrosstableEntry {
  readonly opponent: number | null;
  readonly colour: 'white' | 'black' | null;
  readonly result: string;
}

export interface Crosstable {
  readonly rounds: number;
  readonly players: readonly {
    id: number;
    name: string;
    rating: number;
    rounds: readonly CrosstableEntry[];
  }[];
}

export interface HistoryEntry {
  readonly version: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly actor: string | null;
  readonly time: string;
}

export interface GameInfo {
  readonly id: string;
  readonly title: string;
  readonly defaultSetup: string;
  readonly setups: readonly {
    id: string;
    rule: string;
    description: { en: string; cs: string };
    available: boolean;
  }[];
  readonly options: readonly {
    id: string;
    values: readonly string[];
    default: string;
    rule: string;
    description: { en: string; cs: string };
  }[];
}

export interface PairingSystemInfo {
  readonly id: string;
  readonly name: string;
  readonly rule: string;
  readonly version: string;
  readonly closedField: boolean;
}

export interface TieBreakInfo {
  readonly base: string;
  readonly name: string;
  readonly rule: string;
  readonly precision: number;
}

/** What pairing does with a player not checked in (ruling ARB CI2). */
export type CheckInPolicy = 'off' | 'zero-bye' | 'withdraw';

/** One player of the check-in list. */
export interface CheckInEntry {
  readonly player: number;
  readonly name: string;
  readonly checkedIn: boolean;
  readonly excused: 'withdrawn' | 'bye' | null;
}

/** `GET T/check-in`: the list for the next round and what pairing would do with the absent. */
export interface CheckInList {
  readonly round: number;
  readonly policy: CheckInPolicy;
  readonly players: readonly CheckInEntry[];
  readonly absent: readonly number[];
  readonly treatment: 'zero-bye' | 'withdraw' | null;
  /** The tournament's check-in code (staff only); null until the owner issues one. */
  readonly code: string | null;
}
