/**
 * Shared command-line reading: flags, files, and the position a command works on
 * (`--setup` or `--position`, `--options`, `--moves`).
 */
import { closeSync, fstatSync, openSync, readSync, writeFileSync } from 'node:fs';
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

/**
 * The most an input file may hold, in MiB: the largest real inputs (a TRF of a 2,000-player
 * open, a 600-ply game's event log) are under 1 MiB, so 16 MiB is a wide margin that still
 * keeps a mistaken `/dev/zero` or a video file from filling memory. `--max-input-mb` raises it.
 */
export const DEFAULT_INPUT_LIMIT_MB = 16;
let inputLimitMb = DEFAULT_INPUT_LIMIT_MB;

/** Sets the input size limit of this run (MiB). */
export function setInputLimitMb(mb: number): void {
  inputLimitMb = mb;
}

/**
 * Reads a text file (UTF-8; a leading byte order mark is dropped), or fails with one clear
 * line: unreadable (`ERR_FILE_UNREADABLE`) or past the size limit (`ERR_INPUT_TOO_LARGE`), both
 * exit 3. Devices and pipes are read in chunks and stopped at the limit too.
 */
export function readText(file: string): string {
  const limit = Math.floor(inputLimitMb * 1024 * 1024);
  const tooLarge = () =>
    badInput(refuse(toolkitMessages, 'ERR_INPUT_TOO_LARGE', { file, limit: inputLimitMb }));
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
