/**
 * The rules contract: what a game package gives the kernel.
 * A game is a pure decider over its own position type `P` and move type `M`.
 * A move's text is read once (`parseMove`, with the player's choices) and the typed move it reads
 * is decided (`decide`), which holds all legality; `evolve` applies a decided event and never
 * validates. `legalMoves` + `play` are the fast path used by perft.
 */
import type { z } from 'zod';
import type { Color, DomainEvent, Outcome } from './events';
import type { OptionCatalogue, ResolvedOptions } from './options';
import type { Rejection, Result } from './result';
import type { Locale, MessageCatalogue } from './messages';

/** A named starting setup in a game's catalogue. */
export interface SetupInfo {
  readonly id: string;
  /** Rule or clause that defines it (`TR 2.6`, `V.P1`, `DRK R1`). */
  readonly rule: string;
  readonly description: { readonly en: string; readonly cs: string };
  /** False where the source's diagram is missing: listed, documented, not playable. */
  readonly available: boolean;
}

/** How strictly notation is read (Tri-D ruling 14: the sample game needs lenient mode). */
export type ParseMode = 'strict' | 'lenient';

/** A move read from text, with any warnings lenient reading produced. */
export interface ParsedMove<M> {
  readonly move: M;
  readonly warnings: readonly Rejection[];
}

/** Why a move is legal (the rules it applies) or why it is not. */
export type Explanation =
  | {
      readonly legal: true;
      readonly move: string;
      readonly rules: readonly string[];
      readonly facts: Readonly<Record<string, unknown>>;
      readonly warnings: readonly Rejection[];
    }
  | { readonly legal: false; readonly rejection: Rejection };

/** A draw a side may claim now, and the rule that allows it. */
export interface DrawClaim {
  readonly reason: 'threefold-repetition' | 'fifty-moves';
  readonly rule: string;
}

/** What the position itself says about the game's end. */
export interface PositionStatus {
  /** Set when the position ends the game by itself (mate, stalemate, automatic draws). */
  readonly outcome?: Outcome;
  /** Draws the side to move may claim now. */
  readonly claims: readonly DrawClaim[];
  /** Royal pieces in check, as square names, for display. */
  readonly checks: readonly string[];
}

/** A placement protocol run before play (the 960x960 variant). */
export interface PlacementProtocol<P> {
  /** True while the position still waits for placement steps. */
  active(p: P): boolean;
  /** The side that places next. */
  turn(p: P): Color;
  /** Decides one step (`B@b1`-style text defined by the game), or says why not. */
  decide(p: P, step: string): Result<readonly DomainEvent[]>;
  /** Steps allowed now, as text. */
  options(p: P): readonly string[];
}

/** Rule ids for the acts every game shares (agreement, claims, resignation, time, adjudication, a finished game). */
export interface GameArticles {
  readonly agreement: string;
  readonly claim: string;
  readonly resignation: string;
  readonly timeForfeit: string;
  readonly adjudication: string;
  readonly finished: string;
}

/** Everything the kernel needs to know about a game. */
export interface GameRules<P = unknown, M = unknown> {
  /** Stable id used in events and records (`tri-d-chess`, `drakoburg`). */
  readonly id: string;
  /** Short names the CLI accepts (`tri-d`). */
  readonly aliases: readonly string[];
  readonly title: string;
  /** Changes whenever a rule's reading changes; recorded in `GameStarted`. */
  readonly ruleSetVersion: string;
  readonly options: OptionCatalogue;
  /** Where the game's own rulebook speaks of the game-level acts the kernel decides. */
  readonly articles: GameArticles;
  readonly setups: readonly SetupInfo[];
  readonly defaultSetup: string;
  /**
   * Every code the game's rejections and warnings can carry (its variants' included), with the
   * rule each cites and its English and Czech text. Shells derive their list of catalogues from
   * the games and systems they register; the game's rejections are built from it (`refuse`).
   */
  readonly catalogue: MessageCatalogue;
  /** zod schemas of the game's own events, by type (`PieceMoved`, `AttackBoardMoved`, ...). */
  readonly eventSchemas: Readonly<Record<string, z.ZodType>>;

  /** A starting position from a setup name or a position string. */
  start(setup: string, options: ResolvedOptions): Result<P>;
  /** Present when the game may begin with a placement phase. */
  readonly placement?: PlacementProtocol<P>;
  turn(p: P): Color;

  legalMoves(p: P): readonly M[];
  play(p: P, m: M): P;
  /** Counts leaf nodes at `depth` (bulk counting at the last ply); optional fast path for perft. */
  countLeaves?(p: P, depth: number): number;

  /**
   * Reads a move in any notation the game accepts and checks it against the position. The
   * player's choices (`promotion`, ...) may be written in the notation or given in `choices`;
   * either way they end up inside the typed move.
   */
  parseMove(
    p: P,
    text: string,
    mode?: ParseMode,
    choices?: Readonly<Record<string, string>>,
  ): Result<ParsedMove<M>>;
  /** Canonical long form of a legal move. */
  makeMove(p: P, m: M): string;
  /**
   * Human notation of a legal move (Appendix E, piece letters ...). With a locale, the piece
   * letters of that language where the game has letters in several (Drakoburg: Czech and
   * English); without one, the game's own letters. Every form is accepted by `parseMove`.
   */
  makeHumanMove(p: P, m: M, locale?: Locale): string;

  /**
   * Decides a move read by `parseMove` in this position (or one of `legalMoves`), with the
   * player's choices inside the move: the game's events, or a rejection naming the rule. The
   * kernel reads a move's text once and never writes it back into text.
   */
  decide(p: P, m: M): Result<readonly DomainEvent[]>;
  /**
   * The typed move a move event of this game records, read in position `p` (null for events a
   * move produces besides its main one, and for the kernel's events). Present when the game takes
   * typed moves: an event log is then checked by deciding these moves, never through notation.
   */
  eventMove?(p: P, e: DomainEvent): M | null;
  /** Applies one of the game's own events. Total: never validates. */
  evolve(p: P, e: DomainEvent): P;
  /**
   * The notation text that, read by `parseMove` and decided (or given to `placement.decide`) in position `p`, decides this event:
   * the long form of a move event, the step of a placement event; null for events a move produces
   * besides its main event (e.g. a royal piece removed as part of the same move). Records use it to
   * turn an event log back into movetext.
   */
  eventText(p: P, e: DomainEvent): string | null;

  explain(p: P, move: string): Explanation;
  status(p: P): PositionStatus;

  parsePosition(text: string, options: ResolvedOptions): Result<P>;
  makePosition(p: P): string;
  /** A diagram of the position for terminals and docs. */
  render(p: P): string;
}
