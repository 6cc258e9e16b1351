/**
 * Reading moves: the long form (section 13) and Meder's Appendix E (E5-E15), into a
 * request that names what the text says and nothing more. Matching a request against
 * the legal moves, and explaining a miss, is `resolve.ts`'s job.
 * Trade-off: one tolerant grammar for both notations (they share squares, pins and the
 * promotion letter); strictness is applied when the request is matched, not here.
 */
import { ok, type Rejection, type Result } from '@arbiter/kernel';
import { PINS, SQ_PIN, pinIndex, squareIndex } from './geometry';
import { refuse } from './messages';
import { nearMiss } from './notation-hints';
import { roleCode, roleOfLetter, type Role } from './pieces';
import type { ParseMode } from '@arbiter/kernel';

/** What a move text says. Squares and pins are indices; roles are codes (0 none). */
export type Request = {
  readonly text: string;
  /** Delayed promotion written first (`a8B=Q,`): the role and the square if given. */
  readonly delayed: number;
  readonly delayedSquare: number;
  readonly warnings: readonly Rejection[];
  readonly body:
    | { readonly kind: 'castle'; readonly side: 'king' | 'queen' }
    | { readonly kind: 'board'; readonly from: number; readonly to: number; readonly promotion: number }
    | {
        readonly kind: 'piece';
        /** Null for a pawn (Appendix E writes no letter). */
        readonly role: Role | null;
        /** Departure square (long form) or -1. */
        readonly from: number;
        readonly file: number;
        readonly rank: number;
        /** Departure level as text (`W`, `QL1`), or ''. */
        readonly level: string;
        readonly to: number;
        /** True for `x`, false for an Appendix E move without it, null for the long form's `-`. */
        readonly capture: boolean | null;
        readonly enPassant: boolean;
        readonly promotion: number;
        readonly longForm: boolean;
      };
};

const LEVEL = '(?:W|N|B|S|[QK]L[1-6]u?)';
const SQUARE = `[a-z]\\d{1,2}(?:W|N|B|S|[QK]L\\du?)`;
/** The grammar's forms, compiled once: a delayed promotion written first, the long form, Appendix E. */
const DELAYED_FORM = new RegExp(`^(${SQUARE})?=?([QRBNKP])$`);
const LONG_FORM = new RegExp(`^(${SQUARE})([-x])(${SQUARE})(?:=([QRBNKP]))?(e\\.?p\\.?)?$`);
const APPENDIX_FORM = new RegExp(
  `^([KQRBNFL])?([za-e])?(\\d)?(${LEVEL})?(x)?(${SQUARE})(?:=?([QRBNKP]))?(\\s*e\\.?p\\.?)?$`,
);

/** The near miss an unreadable text is (`notation-hints.ts`), tested against this grammar, or null. */
const hint = (text: string, mode: ParseMode): Rejection | null =>
  nearMiss(text, (candidate) => candidate !== text && parseRequest(candidate, mode).ok);

/** An unreadable text: the near miss it is, or the general form of a move. */
const malformed = (text: string, mode: ParseMode): Result<never> => ({
  ok: false,
  error: hint(text, mode) ?? refuse('ERR_NOTATION_MALFORMED', { text }),
});

/** Reads a square name; `S` (German Schwarz) is read as `B` in lenient mode with a warning (ruling 14). */
export function readSquare(
  name: string,
  text: string,
  mode: ParseMode,
  warnings: Rejection[],
): Result<number> {
  let s = squareIndex(name);
  if (s < 0 && /S$/.test(name) && mode === 'lenient') {
    s = squareIndex(name.replace(/S$/, 'B'));
    if (s >= 0) warnings.push(refuse('WARN_LEVEL_LETTER_S', { text }));
  }
  if (s < 0) return { ok: false, error: refuse('ERR_UNKNOWN_SQUARE', { square: name }) };
  return ok(s);
}

function readLevel(level: string, text: string, mode: ParseMode, warnings: Rejection[]): string | null {
  if (level !== 'S') return level;
  if (mode !== 'lenient') return null;
  warnings.push(refuse('WARN_LEVEL_LETTER_S', { text }));
  return 'B';
}

const promotionCode = (letter: string | undefined): number => {
  if (!letter) return 0;
  const r = roleOfLetter(letter.replace('=', ''));
  return r ? roleCode(r) : -1;
};

/** Reads a move in the long form or in Appendix E. */
export function parseRequest(input: string, mode: ParseMode = 'strict'): Result<Request> {
  const text = input.trim();
  const warnings: Rejection[] = [];
  if (!text || text.length > 40) return { ok: false, error: refuse('ERR_NOTATION_MALFORMED', { text }) };
  let rest = text;
  let delayed = 0;
  let delayedSquare = -1;
  const comma = rest.indexOf(',');
  if (comma >= 0) {
    const m = DELAYED_FORM.exec(rest.slice(0, comma));
    if (!m)
      return { ok: false, error: hint(text, mode) ?? refuse('ERR_NOTATION_DELAYED_PROMOTION', { text }) };
    delayed = promotionCode(m[2]);
    if (delayed <= 0) return { ok: false, error: refuse('ERR_PROMOTION_PIECE', { piece: m[2] }) };
    if (m[1]) {
      const s = readSquare(m[1], text, mode, warnings);
      if (!s.ok) return s;
      delayedSquare = s.value;
    }
    rest = rest.slice(comma + 1).trim();
  }
  // Check, mate and annotation marks carry no rule (E15 abbreviations).
  rest = rest.replace(/(\+\+|\+|#|[!?]+)$/, '');
  const done = (body: Request['body']): Result<Request> =>
    ok({ text, delayed, delayedSquare, warnings, body });

  const castle = /^(0-0-0|0-0|O-O-O|O-O)$/.exec(rest);
  if (castle) return done({ kind: 'castle', side: castle[1].length > 3 ? 'queen' : 'king' });

  const board = /^(?:([QK]L[1-6]u?)-)?([QK]L[1-6]u?)(?:=?([QRBNKP]))?$/.exec(rest);
  if (board) {
    const promotion = promotionCode(board[3]);
    if (promotion < 0) return { ok: false, error: refuse('ERR_PROMOTION_PIECE', { piece: board[3] }) };
    return done({
      kind: 'board',
      from: board[1] ? pinIndex(board[1]) : -1,
      to: pinIndex(board[2]),
      promotion,
    });
  }

  const long = LONG_FORM.exec(rest);
  if (long) {
    const from = readSquare(long[1], text, mode, warnings);
    if (!from.ok) return from;
    const to = readSquare(long[3], text, mode, warnings);
    if (!to.ok) return to;
    const promotion = promotionCode(long[4]);
    if (promotion < 0) return { ok: false, error: refuse('ERR_PROMOTION_PIECE', { piece: long[4] }) };
    return done({
      kind: 'piece',
      role: null,
      from: from.value,
      file: -1,
      rank: -1,
      level: '',
      to: to.value,
      capture: long[2] === 'x' ? true : null,
      enPassant: !!long[5],
      promotion,
      longForm: true,
    });
  }

  const appendix = APPENDIX_FORM.exec(rest);
  if (appendix) {
    const [, letter, file, rank, levelText, x, square, promo, ep] = appendix;
    const to = readSquare(square, text, mode, warnings);
    if (!to.ok) return to;
    const level = levelText ? readLevel(levelText, text, mode, warnings) : '';
    if (level === null) return { ok: false, error: refuse('ERR_UNKNOWN_SQUARE', { square: text }) };
    const promotion = promotionCode(promo);
    if (promotion < 0) return { ok: false, error: refuse('ERR_PROMOTION_PIECE', { piece: promo }) };
    const role = letter ? roleOfLetter(letter) : null;
    if (letter && role === 'pawn') return { ok: false, error: refuse('ERR_NOTATION_PAWN_LETTER', { text }) };
    return done({
      kind: 'piece',
      role,
      from: -1,
      file: file ? 'zabcde'.indexOf(file) : -1,
      rank: rank ? Number(rank) : -1,
      level,
      to: to.value,
      capture: !!x,
      enPassant: !!ep,
      promotion,
      longForm: false,
    });
  }
  return malformed(text, mode);
}

/** The pin name a square sits on, or its main level letter. */
export const levelOf = (s: number, name: string): string =>
  SQ_PIN[s] >= 0 ? PINS[SQ_PIN[s]] : name.slice(-1);
