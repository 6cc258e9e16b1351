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
  type ParseMode,
  type Rejection,
} from '@arbiter/kernel';
import { games, toolkitMessages } from '@arbiter/toolkit';
import { CliFailure, EXIT } from './command';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Reads flags strictly; an unknown flag or a missing value is a usage error (exit 2). */
export function flags<O extends Options>(args: readonly string[], options: O, positionals = true) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: positionals, strict: true });
  } catch (e) {
    throw new CliFailure(
      refuse(toolkitMessages, 'ERR_USAGE', { detail: (e as Error).message.split('\n')[0] }),
      EXIT.usage,
    );
  }
}

/** Fails with a usage error. */
export function usage(message: string): never {
  throw new CliFailure(refuse(toolkitMessages, 'ERR_USAGE', { detail: message }), EXIT.usage);
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
  if (!name) usage(`Name a game: ${games.names().join(', ')}.`);
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
  if (values.setup && values.position) usage('Give --setup or --position, not both.');
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
  moves.forEach((text, i) => {
    const command =
      state.phase === 'setup'
        ? ({ type: 'Place', step: text } as const)
        : ({ type: 'Move', move: text } as const);
    const handled = handle(rules, state, command, mode);
    if (!handled.ok) {
      const r = handled.error;
      throw new CliFailure({ ...r, message: `--moves item ${i + 1} (${text}): ${r.message}` }, EXIT.rejected);
    }
    state = handled.value.state;
  });
  return state;
}

/** Output formats a command may offer. */
export function format<F extends string>(value: string | undefined, allowed: readonly F[], fallback: F): F {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as F;
  return usage(`--format must be one of ${allowed.join(', ')}, not "${value}".`);
}
