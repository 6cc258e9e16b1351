/**
 * The shape of a CLI command and its exit codes. Each command lives in its own
 * file under commands/ and is listed once in commands/index.ts.
 */
import type { Rejection } from '@arbiter/kernel';
import { message } from './messages';

/** Documented exit codes (see the README). */
export const EXIT = {
  ok: 0,
  /** The input was read but the answer is "no": an illegal move in a replay, a pairing that differs. */
  rejected: 1,
  /** The command line itself is wrong: unknown command or flag, missing argument. */
  usage: 2,
  /** An input file or text is malformed or unreadable. */
  input: 3,
  /** The event store cannot be reached or used by this program (sysexits EX_UNAVAILABLE). */
  unavailable: 69,
  /** A bug: an unexpected exception (reported in one line, never a stack trace unless ARBITER_DEBUG=1). */
  internal: 70,
  /** An output file cannot be written (sysexits EX_IOERR). */
  io: 74,
  /** The embedded store is in use by another process: try again later (sysexits EX_TEMPFAIL). */
  busy: 75,
} as const;

/** Where a command writes. */
export interface Io {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  /** True when a person watches a terminal: progress bars are drawn only then. */
  readonly isTTY: boolean;
}

/** One sub-command of `arbiter`. */
export interface CliCommand {
  readonly name: string;
  /** One line for `arbiter --help`. */
  readonly summary: string;
  /** Full usage text for `arbiter <name> --help`. */
  readonly usage: string;
  run(args: readonly string[], io: Io): Promise<number> | number;
}

/** A failure the command line reports as one line with its code, and exits with `exit`. */
export class CliFailure extends Error {
  constructor(
    readonly rejection: Rejection,
    readonly exit: number,
  ) {
    super(rejection.message);
  }
}

/** Formats a rejection as the one line the CLI prints. */
export function rejectionLine(r: Rejection): string {
  return `error ${r.code} [${r.rule}]: ${message(r)}`;
}
