/**
 * The answers of the arbiter's-edge routes as the app reads them: a correction's preview
 * (`GET T/rounds/:r/boards/:b/correction-preview`) and a player's tie-breaks shown as sums
 * (`GET T/players/:p/tiebreaks`). Mirrors `@arbiter/tournament`'s `CorrectionPreview` and
 * `PlayerBreakdown`; the app does not import the package for types it only reads.
 */
import type { GameResult } from './types';

export interface Change<T> {
  readonly before: T;
  readonly after: T;
}

export interface PreviewBoard {
  readonly board: number;
  readonly stored: { readonly white: number; readonly black: number } | null;
  readonly engine: { readonly white: number; readonly black: number } | null;
  readonly same: boolean;
}

export interface CorrectionPreview {
  readonly round: number;
  readonly board: number;
  readonly white: number;
  readonly black: number;
  readonly result: Change<GameResult>;
  readonly tieBreaks: readonly string[];
  readonly rounds: number;
  readonly standings: readonly {
    readonly player: { readonly id: number; readonly name: string };
    readonly rank: Change<number>;
    readonly points: Change<number>;
    readonly tieBreaks: readonly (Change<number> & {
      readonly code: string;
      readonly shown: Change<string>;
    })[];
  }[];
  readonly laterRounds: readonly {
    readonly round: number;
    readonly same: boolean;
    readonly sameBefore: boolean | null;
    readonly boards: readonly PreviewBoard[];
    readonly pab: Change<number | null> & { readonly same: boolean };
    readonly criterion: string | null;
    readonly rule: string | null;
    readonly unpairable: string | null;
  }[];
  /** Names of the players the preview mentions, by pairing number. */
  readonly names: Readonly<Record<string, string>>;
}

export type RoundBasis =
  | { readonly kind: 'points'; readonly points: number }
  | {
      readonly kind: 'opponent';
      readonly score: number;
      readonly adjusted: number;
      readonly lastRound: number;
      readonly weight: number | null;
    }
  | {
      readonly kind: 'virtual-opponent';
      readonly ownScore: number;
      readonly cap: number;
      readonly capBy: 'scheduled-opponent' | 'half-maximum';
      readonly value: number;
      readonly weight: number | null;
    }
  | { readonly kind: 'running-score'; readonly running: number }
  | { readonly kind: 'count'; readonly counts: boolean }
  | {
      readonly kind: 'koya';
      readonly points: number;
      readonly opponentScore: number | null;
      readonly threshold: number;
      readonly counts: boolean;
    }
  | { readonly kind: 'rating'; readonly rating: number; readonly score: number }
  | { readonly kind: 'encounter'; readonly points: number }
  | { readonly kind: 'not-counted'; readonly reason: 'no-rated-game' | 'outside-group' | 'not-played' };

export interface BreakdownRound {
  readonly round: number;
  readonly opponent: number | null;
  readonly colour: 'white' | 'black' | null;
  readonly result: string;
  readonly kind: string;
  readonly voluntarilyUnplayed: boolean;
  readonly value: number | null;
  readonly basis: RoundBasis;
  readonly cut: 'low' | 'high' | null;
}

export type BreakdownTotal =
  | { readonly kind: 'sum'; readonly before: number; readonly removed: number }
  | {
      readonly kind: 'average';
      readonly sum: number;
      readonly counted: number;
      readonly cutsUsedByUnplayed: number;
    }
  | {
      readonly kind: 'performance';
      readonly average: number;
      readonly games: number;
      readonly score: number;
      readonly p: number;
      readonly dp: number;
    }
  | { readonly kind: 'position'; readonly group: readonly number[] };

export interface TieBreakBreakdown {
  readonly code: string;
  readonly base: string;
  readonly name: string;
  readonly rule: string;
  readonly precision: number;
  readonly cutLow: number;
  readonly cutHigh: number;
  readonly rounds: readonly BreakdownRound[];
  readonly total: BreakdownTotal;
  readonly value: number;
  readonly shown: string;
}

export interface PlayerBreakdown {
  readonly player: { readonly id: number; readonly name: string; readonly rating: number };
  readonly rank: number;
  readonly points: number;
  readonly rounds: number;
  readonly tieBreaks: readonly TieBreakBreakdown[];
}
