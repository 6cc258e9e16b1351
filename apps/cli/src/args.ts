/**
 * Shared command-line reading: flags, files, and the position a command works on
 * (`--setup` or `--position`, `--options`, `--moves`).
 */
import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  decideStart,
  handle,
  parseOptionList,
  refuse,
  startState,
  type GameRules,
  type GameState,
  type MessageParams,
  type Outcome,
  type ParseMode,
  type Rejection,
} from '@arbiter/kernel';
import { games, toolkitMessages } from '@arbiter/toolkit';
import { kernelMessages, type MessageCatalogue } from '@arbiter/kernel';
import { CliFailure, EXIT } from './command';
import { endReason, text } from './messages';
import { closest } from './suggest';
import type { TextKey } from './texts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Flags every command takes besides its own (main reads them). */
const GLOBAL_FLAGS = ['lang', 'help', 'version'];

/** The usage line for a parseArgs failure: the flag it names, and the flag probably meant. */
function flagProblem(e: Error & { code?: string }, options: Options): string {
  const flag = /'(-{1,2}[^' ]+)/.exec(e.message)?.[1] ?? '';
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const name = flag.replace(/^-+/, '').split('=')[0];
    const meant = closest(name, [...Object.keys(options), ...GLOBAL_FLAGS]);
    return meant
      ? text('usage.unknownFlagMeant', { flag, meant: `--${meant}` })
      : text('usage.unknownFlag', { flag });
  }
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return /does not take/.test(e.message)
      ? text('usage.flagTakesNoValue', { flag })
      : text('usage.flagNeedsValue', { flag });
  if (e.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return text('usage.unexpectedArgument', { argument: /'([^']*)'/.exec(e.message)?.[1] ?? '' });
  return e.message.split('\n')[0];
}

/** Reads flags strictly; an unknown flag (named with the one probably meant) or a missing value is a usage error (exit 2). */
export function flags<O extends Options>(args: readonly string[], options: O, positionals = true) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: positionals, strict: true });
  } catch (e) {
    throw new CliFailure(
      refuse(toolkitMessages, 'ERR_USAGE', { detail: flagProblem(e as Error, options) }),
      EXIT.usage,
    );
  }
}

/** Fails with a usage error (exit 2), its text from the CLI's texts in the language of this run. */
export function usage(key: TextKey, params?: MessageParams): never {
  throw new CliFailure(refuse(toolkitMessages, 'ERR_USAGE', { detail: text(key, params) }), EXIT.usage);
}

/** Fails with an input error (exit 3). */
export function badInput(r: Rejection): never {
  throw new CliFailure(r, EXIT.input);
}

/** Reads a text file, or fails with one clear line. */
export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'EIO';
    return badInput(refuse(toolkitMessages, 'ERR_FILE_UNREADABLE', { file, reason: code }));
  }
}

/** The rules of a game named on the command line. */
export function gameRules(name: string | undefined): GameRules<unknown, unknown> {
  if (!name) usage('usage.nameGame', { games: games.names().join(', ') });
  const found = games.get(name);
  if (!found.ok) throw new CliFailure(found.error, EXIT.usage);
  return found.value;
}

/** Flags every position-taking command accepts. */
export const positionFlags = {
  setup: { type: 'string' },
  position: { type: 'string' },
  options: { type: 'string' },
  moves: { type: 'string' },
  lenient: { type: 'boolean' },
} as const;

/** Builds the game state a command works on: setup or position string, options, then the moves given. */
export function positionFrom(
  rules: GameRules<unknown, unknown>,
  values: { setup?: string; position?: string; options?: string; moves?: string; lenient?: boolean },
): GameState<unknown> {
  if (values.setup && values.position) usage('usage.setupOrPosition');
  const given = parseOptionList(values.options ?? '');
  if (!given.ok) throw new CliFailure(given.error, EXIT.usage);
  const started = decideStart(rules, {
    setup: values.position ?? values.setup ?? rules.defaultSetup,
    options: given.value,
  });
  if (!started.ok) badInput(started.error);
  let state = startState(rules, started.value);
  const mode: ParseMode = values.lenient ? 'lenient' : 'strict';
  const moves = (values.moves ?? '').split(/\s+/).filter((m) => m && !/^\d+\.+$/.test(m));
  moves.forEach((item, i) => {
    const command =
      state.phase === 'setup'
        ? ({ type: 'Place', step: item } as const)
        : ({ type: 'Move', move: item } as const);
    const handled = handle(rules, state, command, mode);
    if (!handled.ok) {
      const r = handled.error;
      throw new CliFailure(r, isMalformed(r) ? EXIT.input : EXIT.rejected, text('moves.item', { n: i + 1, text: item }));
    }
    state = handled.value.state;
  });
  return state;
}

/** Output formats a command may offer. */
export function format<F extends string>(value: string | undefined, allowed: readonly F[], fallback: F): F {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as F;
  return usage('usage.format', { allowed: allowed.join(', '), value });
}

/**
 * True when a rejection says the text could not be read at all (a notation or syntax error), not
 * that a readable move is illegal: the README's exit 3 ("malformed input text") instead of 1.
 * By the catalogues' naming: `ERR_NOTATION_*`, `ERR_*_SYNTAX`, `ERR_*_MALFORMED`.
 */
export function isMalformed(r: Rejection): boolean {
  return /^ERR_NOTATION_|_SYNTAX$|_MALFORMED$/.test(r.code);
}

/** The end of the game in this state: its recorded outcome, or what the position itself says (mate, stalemate, a dead position). */
export function gameOver(rules: GameRules<unknown, unknown>, state: GameState<unknown>): Outcome | null {
  if (state.phase === 'setup') return null;
  return state.outcome ?? rules.status(state.position).outcome ?? null;
}

/** The outcome's words for a report line: result, reason and rule. */
export function outcomeParams(o: Outcome): { result: string; reason: string; rule: string } {
  return { result: o.result, reason: endReason(o.reason), rule: o.rule };
}

/** The catalogues a game command's refusals come from: the kernel's and every registered game's. */
export function gameCatalogues(): readonly MessageCatalogue[] {
  return [kernelMessages, ...games.games().map((g) => g.catalogue)];
}
