/**
 * The games as the workbench sees them: the rules come from the toolkit's registry (the one list
 * of games every shell takes), and one adapter per game adds what only a page needs (SVG picture,
 * highlights, the Gherkin steps of its scenarios), so the page never branches on the game. An id
 * the registry does not know is refused (`ERR_UNKNOWN_GAME`), never answered with another game.
 * Trade-off: positions stay the packages' own values (opaque here); everything the page
 * shows is asked of the adapter.
 */
import {
  formatRejection,
  kernelMessages,
  refused,
  resolveOptions,
  type Explanation,
  type GameRules,
  type Locale,
  type MessageCatalogue,
  type Rejection,
  type ResolvedOptions,
  type Result,
} from '@arbiter/kernel';
import { games } from '@arbiter/toolkit/games';
import { triDChess, triDMessageCatalogue, triDSvg } from '@arbiter/tri-d-chess';
import {
  drakoburg,
  drakoburgMessages,
  drakoburgSvg,
  squareName,
  type Position as DrkPosition,
} from '@arbiter/drakoburg';

/** The game the workbench opens when none is named. */
export const DEFAULT_GAME = 'tri-d-chess';

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

/** What the page adds to a registered game. */
interface Presentation {
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

/** A registered game with what the page needs of it. */
export interface GameAdapter extends Presentation {
  readonly id: string;
  readonly rules: GameRules<unknown, unknown>;
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

const triD: Presentation = {
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

const drk: Presentation = {
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

/** The page's additions, by the id the registry gives a game. */
const PRESENTATIONS: Readonly<Record<string, Presentation>> = {
  [triDChess.id]: triD,
  [drakoburg.id]: drk,
};

/** The registered games the workbench can show, by id. */
export const GAME_IDS: readonly string[] = games
  .games()
  .map((rules) => rules.id)
  .filter((id) => Object.hasOwn(PRESENTATIONS, id));

/**
 * A game by id or alias (`tri-d`) from the toolkit's registry, with the page's adapter; an
 * unknown id is refused with `ERR_UNKNOWN_GAME` naming the games there are.
 */
export function findGame(id: string | undefined): Result<GameAdapter> {
  const found = games.get(id ?? DEFAULT_GAME);
  if (!found.ok) return found;
  const rules = found.value;
  if (!Object.hasOwn(PRESENTATIONS, rules.id))
    return refused(kernelMessages, 'ERR_UNKNOWN_GAME', { game: id ?? '', known: GAME_IDS.join(', ') });
  let adapter = ADAPTERS.get(rules.id);
  if (!adapter) ADAPTERS.set(rules.id, (adapter = { ...PRESENTATIONS[rules.id], id: rules.id, rules }));
  return { ok: true, value: adapter };
}

/** One adapter per game, made once (the page keys its memos on it). */
const ADAPTERS = new Map<string, GameAdapter>();

/** A game the caller knows is registered (a tournament's, a scenario's); throws for any other. */
export function gameOf(id: string): GameAdapter {
  const found = findGame(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
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
