/**
 * The shape of a CLI command and its exit codes. Each command lives in its own
 * file under commands/ and is listed once in commands/index.ts.
 */
import type { MessageCatalogue, Rejection } from '@arbiter/kernel';

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
  /** Full usage text for `arbiter <name> --help`, in the language of this run. */
  usage(): string;
  /**
   * The catalogues its refusals may come from (besides the CLI's and the toolkit's own): the games'
   * for a game command, every registered one for the others. Kept per command so that a perft does
   * not load the tournament, pairing and store packages only to word a message.
   */
  catalogues(): readonly MessageCatalogue[];
  run(args: readonly string[], io: Io): Promise<number> | number;
}

/** A failure the command line reports as one line with its code, and exits with `exit`. */
export class CliFailure extends Error {
  constructor(
    readonly rejection: Rejection,
    readonly exit: number,
    /** Where the input was (already in the language of this run), printed before the message. */
    readonly where?: string,
  ) {
    super(rejection.message);
  }
}
