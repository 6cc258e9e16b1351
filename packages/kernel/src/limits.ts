/**
 * Limits on what a record or an event log may hold, so that no input, however made, costs
 * unbounded memory or time, and a file past them is refused with the limit, not half-read.
 * Each is set far above any real game (see the figures beside each), so only a broken or
 * hostile file meets them.
 */
import { kernelMessages } from './messages';
import { refused } from './refuse';
import type { Result } from './result';

/** The limits a record and an event log are read under. */
export const RECORD_LIMITS = {
  /**
   * Characters in one tag value. Real tags (event, site, players, annotator) stay under 200;
   * 4096 leaves room for a long `Annotator` or `Source` note.
   */
  tagValue: 4096,
  /**
   * Characters in one line. A record written by `makeRecord` keeps lines under 80, a hand
   * written one may hold a whole game on a line (600 plies are about 5,000 characters); an
   * event log line is one event, whose payload the store caps at 64 KiB. 128 Ki covers both.
   */
  line: 131_072,
  /**
   * Moves in a record, events in an event log. The longest tournament chess game on record
   * has 538 plies; standard chess cannot pass 17,697 plies even under the 75-move rule. 20,000
   * plies is far beyond any game of either game here.
   */
  moves: 20_000,
} as const;

/** What a limit counts. */
export type LimitKind = keyof typeof RECORD_LIMITS;

/** The refusal of an input past a limit (`ERR_RECORD_LIMIT`), naming the limit and where. */
export function pastLimit(kind: LimitKind, line: number, found: number): Result<never> {
  return refused(kernelMessages, 'ERR_RECORD_LIMIT', { line, limit: RECORD_LIMITS[kind], found, what: kind });
}

/** A UTF-8 byte order mark: some editors put one at the start of a text file. Read and ignored. */
export const BOM = '\uFEFF';

/** The text without a leading byte order mark. */
export function withoutBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** The first line longer than the line limit, if any (1-based number and its length). */
export function overlongLine(text: string): { line: number; length: number } | undefined {
  if (text.length <= RECORD_LIMITS.line) return undefined;
  let line = 1;
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    if (stop - start > RECORD_LIMITS.line) return { line, length: stop - start };
    if (end < 0) return undefined;
    start = end + 1;
    line++;
  }
}
