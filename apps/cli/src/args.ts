/**
 * Shared command-line reading: flags, files, and the position a command works on
 * (`--setup` or `--position`, `--options`, `--moves`).
 */
import { closeSync, fstatSync, openSync, readSync, writeFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  openSession,
  parseOptionList,
  refuse,
  type GameRules,
  type GameState,
  type MessageParams,
  type Outcome,
  type Rejection,
} from '@arbiter/kernel';
import { games } from '@arbiter/toolkit/games';
import { toolkitMessages } from '@arbiter/toolkit/messages';
import { inputLimitMb } from './input-limit';
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

export { DEFAULT_INPUT_LIMIT_MB, setInputLimitMb } from './input-limit';

/**
 * Reads a text file (UTF-8; a leading byte order mark is dropped), or fails with one clear
 * line: unreadable (`ERR_FILE_UNREADABLE`) or past the size limit (`ERR_INPUT_TOO_LARGE`), both
 * exit 3. Devices and pipes are read in chunks and stopped at the limit too.
 */
export function readText(file: string): string {
  const limit = Math.floor(inputLimitMb() * 1024 * 1024);
  const tooLarge = () =>
    badInput(refuse(toolkitMessages, 'ERR_INPUT_TOO_LARGE', { file, limit: inputLimitMb() }));
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (e) {
    return unreadable(file, e);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return unreadable(file, Object.assign(new Error(), { code: 'EISDIR' }));
    if (stat.isFile() && stat.size > limit) return tooLarge();
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, limit + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
      if (total > limit) return tooLarge();
    }
    return new TextDecoder('utf-8').decode(Buffer.concat(chunks, total));
  } catch (e) {
    if (e instanceof CliFailure) throw e;
    return unreadable(file, e);
  } finally {
    closeSync(fd);
  }
}

function unreadable(file: string, e: unknown): never {
  const code = (e as NodeJS.ErrnoException).code ?? 'EIO';
  return badInput(refuse(toolkitMessages, 'ERR_FILE_UNREADABLE', { file, reason: code }));
}

/**
 * Writes an output file, or fails with `ERR_OUTPUT_UNWRITABLE` and the I/O exit code (74):
 * a place that cannot be written is not a fault of the input.
 */
export function writeText(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code ?? 'EIO';
    throw new CliFailure(refuse(toolkitMessages, 'ERR_OUTPUT_UNWRITABLE', { file, reason }), EXIT.io);
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
  // The moves are played through the game machine, as every shell plays them.
  const session = openSession(rules, {
    gameId: 'command-line',
    mode: values.lenient ? 'lenient' : 'strict',
    clock: () => '',
  });
  const started = session.send({
    type: 'Start',
    setup: values.position ?? values.setup ?? rules.defaultSetup,
    options: given.value,
  });
  if (!started.ok) badInput(started.error);
  const moves = (values.moves ?? '').split(/\s+/).filter((m) => m && !/^\d+\.+$/.test(m));
  moves.forEach((item, i) => {
    const command =
      session.state()!.phase === 'setup'
        ? ({ type: 'Place', step: item } as const)
        : ({ type: 'Move', move: item } as const);
    const sent = session.send(command);
    if (!sent.ok) {
      const r = sent.error;
      throw new CliFailure(
        r,
        isMalformed(r) ? EXIT.input : EXIT.rejected,
        text('moves.item', { n: i + 1, text: item }),
      );
    }
  });
  const state = session.state()!;
  session.stop();
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
