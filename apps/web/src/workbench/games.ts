/**
 * The two games as the workbench sees them: one adapter per game over its package's public
 * API (rules, SVG picture, message catalogue), so the page never branches on the game.
 * Trade-off: positions stay the packages' own values (opaque here); everything the page
 * shows is asked of the adapter.
 */
import {
  formatRejection,
  kernelMessages,
  resolveOptions,
  type Explanation,
  type GameRules,
  type Locale,
  type MessageCatalogue,
  type Rejection,
  type ResolvedOptions,
  type Result,
} from '@arbiter/kernel';
import { triDChess, triDMessageCatalogue, triDSvg } from '@arbiter/tri-d-chess';
import {
  drakoburg,
  drakoburgMessages,
  drakoburgSvg,
  squareName,
  type Position as DrkPosition,
} from '@arbiter/drakoburg';

export const GAME_IDS = ['tri-d-chess', 'drakoburg'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Highlights by kind: square or pin names. */
export type Marks = Partial<
  Record<'from' | 'to' | 'target' | 'attacked' | 'check' | 'selected' | 'sequix', readonly string[]>
>;

/** One legal move as the page offers it: where it starts (square or pin), where it goes, its long form. */
export interface OfferedMove {
  readonly from: string;
  readonly to: string;
  readonly text: string;
}

export interface GameAdapter {
  readonly id: GameId;
  readonly rules: GameRules<unknown, unknown>;
  readonly messages: readonly MessageCatalogue[];
  /** The Gherkin steps that set a position and judge a move, for the exported skeleton. */
  readonly steps: {
    position(text: string): string;
    legal(move: string): string;
    refused(move: string, code: string, rule: string): string;
  };
  svg(p: unknown, marks: Marks, locale: Locale): string;
  /** Every legal move with the square or pin it starts from. */
  offered(p: unknown): OfferedMove[];
}

/** The square of the side to move's king in a Tri-D position string (castling starts there). */
function kingSquare(position: string): string {
  const [pieces, , turn] = position.split(' ');
  const letter = turn === 'w' ? 'K' : 'k';
  return (
    pieces
      .split(',')
      .find((t) => t.startsWith(letter))
      ?.slice(1)
      .replace('*', '') ?? ''
  );
}

const triD: GameAdapter = {
  id: 'tri-d-chess',
  rules: triDChess as unknown as GameRules<unknown, unknown>,
  messages: [triDMessageCatalogue, kernelMessages],
  steps: {
    position: (text) => `Given the Tri-D position "${text}"`,
    legal: (move) => `Then the Tri-D move "${move}" is legal`,
    refused: (move, code, rule) => `Then the Tri-D move "${move}" is refused with ${code} citing "${rule}"`,
  },
  svg(p, marks, locale) {
    const r = triDSvg(triDChess.makePosition(p as never), { highlights: marks, locale });
    return r.ok ? r.value : '';
  },
  offered(p) {
    const position = triDChess.makePosition(p as never);
    const king = kingSquare(position);
    return triDChess.legalMoves(p as never).map((m) => {
      const text = triDChess.makeMove(p as never, m);
      if (m.kind === 'castle') return { from: king, to: m.side === 'king' ? '0-0' : '0-0-0', text };
      return { from: m.from, to: m.to, text };
    });
  },
};

const drk: GameAdapter = {
  id: 'drakoburg',
  rules: drakoburg as unknown as GameRules<unknown, unknown>,
  messages: [drakoburgMessages, kernelMessages],
  steps: {
    position: (text) => `Given a game of "drakoburg" from the setup "${text}"`,
    legal: (move) => `Then "${move}" is a legal move`,
    refused: (move, code, rule) => `Then "${move}" is refused with ${code} citing "${rule}"`,
  },
  svg(p, marks, locale) {
    return drakoburgSvg(p as DrkPosition, { highlights: marks, locale });
  },
  offered(p) {
    return drakoburg.legalMoves(p as DrkPosition).map((m) => ({
      from: squareName(m.from),
      to: squareName(m.to),
      text: drakoburg.makeMove(p as DrkPosition, m),
    }));
  },
};

export const GAMES: Readonly<Record<GameId, GameAdapter>> = { 'tri-d-chess': triD, drakoburg: drk };

/** Reads a game id, also the short alias `tri-d`. */
export function gameOf(id: string | undefined): GameAdapter {
  return id === 'drakoburg' ? drk : triD;
}

/** Resolves options (defaults filled in) or says why not. */
export function optionsFor(
  game: GameAdapter,
  given: Readonly<Record<string, string>>,
): Result<ResolvedOptions> {
  return resolveOptions(game.rules.options, given);
}

/** A rejection's message in a language. */
export function messageOf(game: GameAdapter, rejection: Rejection, locale: Locale): string {
  return formatRejection(rejection, locale, ...game.messages);
}

/** A verdict, reduced to what a reader compares: legal or the refusing code, and the deciding rule. */
export interface Verdict {
  readonly legal: boolean;
  readonly code?: string;
  readonly rule: string;
  readonly rules: readonly string[];
  readonly move?: string;
  readonly rejection?: Rejection;
}

/** Judges a move text in a position. */
export function judgeMove(game: GameAdapter, p: unknown, move: string): Verdict {
  const e: Explanation = game.rules.explain(p, move);
  if (e.legal) return { legal: true, rule: e.rules[0] ?? '', rules: e.rules, move: e.move };
  return {
    legal: false,
    code: e.rejection.code,
    rule: e.rejection.rule,
    rules: [e.rejection.rule],
    rejection: e.rejection,
  };
}
