/**
 * The reading tools of the TRF parser: a fault that carries line and column, fixed-column
 * fields, whitespace tokens with their columns, numbers.
 * Trade-off: a fault is thrown inside the parser and caught once at its boundary
 * (`parseTrf`), so each field reader stays one line at its call site; nothing escapes.
 */
import { refused, type MessageEntry, type Result } from '@arbiter/kernel';
import { tournamentCodes } from './messages';

type TournamentCode = keyof typeof tournamentCodes;

/** Rule ids of the TRF records (FIDE TRF-2026, C.04 Annex). */
export const TRF_RULES = {
  player: 'FIDE TRF26 001',
  rounds: 'FIDE TRF26 142',
  colour: 'FIDE TRF26 152',
  points: 'FIDE TRF26 162',
  bye: 'FIDE TRF26 240',
  acceleration: 'FIDE TRF26 250',
  prohibited: 'FIDE TRF26 260',
} as const;

/** A malformed field: code, rule, line and column. */
export class TrfFault {
  constructor(
    readonly code: string,
    readonly rule: string,
    readonly line: number,
    readonly column: number,
    readonly detail: string,
  ) {}
  /**
   * The fault as a refusal from the catalogue (its text and rule are the entry's). A fault citing
   * another rule than its entry passes it on, which `refuse` allows only where the entry says the
   * rule depends on the record (`ruleFrom`): a drift between parser and catalogue fails loudly.
   */
  toResult(): Result<never> {
    const code = this.code as TournamentCode;
    const entry: MessageEntry = tournamentCodes[code];
    const params = { line: this.line, column: this.column, detail: this.detail };
    return refused(tournamentCodes, code, params, entry.rule === this.rule ? undefined : this.rule);
  }
}

/** Stops the parse with a fault. */
export function fault(code: string, rule: string, line: number, column: number, detail: string): never {
  throw new TrfFault(code, rule, line, column, detail);
}

/** A whitespace-separated token with its 1-based column. */
export interface Token {
  readonly text: string;
  readonly column: number;
}

/** The whitespace-separated tokens of a line from index `from`, with 1-based columns. */
export function tokens(raw: string, from: number): Token[] {
  const out: Token[] = [];
  const re = /\S+/g;
  re.lastIndex = from;
  for (let m = re.exec(raw); m; m = re.exec(raw)) out.push({ text: m[0], column: m.index + 1 });
  return out;
}

/** Columns first…last (1-based, inclusive) of a line. */
export function field(raw: string, first: number, last: number): string {
  return raw.slice(first - 1, last);
}

/** A whole number within bounds, or a fault. */
export function wholeNumber(
  text: string,
  line: number,
  column: number,
  code: string,
  rule: string,
  what: string,
  min = 0,
  max = 9999,
): number {
  const t = text.trim();
  if (!/^\d+$/.test(t)) fault(code, rule, line, column, `${what} "${t}" is not a whole number`);
  const n = Number(t);
  if (n < min || n > max) fault(code, rule, line, column, `${what} ${n} is outside ${min}…${max}`);
  return n;
}

/** A decimal number (from `min` up, when given), or a fault. */
export function decimal(
  text: string,
  line: number,
  column: number,
  rule: string,
  what: string,
  min?: number,
): number {
  const t = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(t))
    fault('ERR_TRF_NUMBER', rule, line, column, `${what} "${t}" is not a number`);
  const n = Number(t);
  if (min !== undefined && n < min)
    fault(
      'ERR_TRF_NUMBER',
      rule,
      line,
      column + text.length - text.trimStart().length,
      `${what} ${t} is below ${min}`,
    );
  return n;
}
