/**
 * Move notation. One reader for both forms:
 * - the long form `<from>-<to>` (or `x` for a capture), optional `=<letter>` for a
 *   promotion (it must be the file's piece) and `@<field>` for the SEQUIX lancer: `c5-d7@b2`;
 * - the human form with a piece letter, Czech (P S Z A U T) or English (L B M E C K), the
 *   departure written only as far as needed: `Ud3`, `Ae1-c3`, `Bcd3`, `c3`; a trailing
 *   `+` (check) or `#` (a T removed as mated) is allowed and ignored.
 * Reading gives a pattern; the rules match it against the position's moves.
 */
import { refused, ok, type Result } from '@arbiter/kernel';
import { drakoburgMessages } from './messages';
import type { Analysis } from './judge';
import { promotionOn } from './judge';
import type { Move, Position } from './position';
import {
  CZECH_LETTERS,
  ENGLISH_LETTERS,
  PAWN,
  fileOf,
  kindOfLetter,
  parseSquare,
  rankOf,
  squareName,
} from './pieces';

/** A move as written, before it is matched against a position. */
export interface MovePattern {
  /** Kind code named by a piece letter, or 0. */
  readonly kind: number;
  readonly fromFile: number | null;
  readonly fromRank: number | null;
  readonly to: number;
  readonly capture: boolean;
  /** Kind code after `=`, or 0. */
  readonly promotion: number;
  /** Field after `@`, or null. */
  readonly pawn: number | null;
}

const LETTERS = 'PSZAUTLBMECK';
const MOVE_RE = new RegExp(
  `^([${LETTERS}])?([a-g])?([1-7])?([-x:])?([a-g][1-7])(?:=([${LETTERS}]))?(?:@([a-g][1-7]))?([+#]{0,2})$`,
);

/** Reads a move text into a pattern, or says why it cannot. */
export function parseMovePattern(text: string): Result<MovePattern> {
  const m = MOVE_RE.exec(text.trim());
  if (!m) return refused(drakoburgMessages, 'ERR_DRK_NOTATION', { text });
  return ok({
    kind: m[1] ? kindOfLetter(m[1]) : 0,
    fromFile: m[2] ? m[2].charCodeAt(0) - 97 : null,
    fromRank: m[3] ? Number(m[3]) - 1 : null,
    to: parseSquare(m[5]),
    capture: m[4] === 'x' || m[4] === ':',
    promotion: m[6] ? kindOfLetter(m[6]) : 0,
    pawn: m[7] ? parseSquare(m[7]) : null,
  });
}

/** True when a move (by its departure, arrival and the piece on the departure) fits the pattern's piece and squares. */
export function fits(pattern: MovePattern, board: readonly number[], m: Move): boolean {
  if (m.to !== pattern.to) return false;
  if (pattern.fromFile !== null && fileOf(m.from) !== pattern.fromFile) return false;
  if (pattern.fromRank !== null && rankOf(m.from) !== pattern.fromRank) return false;
  if (pattern.kind && (board[m.from] & 7) !== pattern.kind) return false;
  const longForm = pattern.fromFile !== null && pattern.fromRank !== null;
  if (!pattern.kind && !longForm) {
    // No letter and no full departure: the human form of a lancer move (straight unless a file is named).
    if ((board[m.from] & 7) !== PAWN) return false;
    if (pattern.fromFile === null && fileOf(m.from) !== fileOf(m.to)) return false;
  }
  return true;
}

/** The long form of a move: `c2-c3`, `d5xd6`, `c5-d7@b2`. */
export function makeLongForm(board: readonly number[], m: Move): string {
  const sep = board[m.to] !== 0 ? 'x' : '-';
  return `${squareName(m.from)}${sep}${squareName(m.to)}${m.pawn === null ? '' : '@' + squareName(m.pawn)}`;
}

/** Piece letters of a language. */
export type LetterSet = 'cs' | 'en';

/**
 * The human form: piece letter (none for a lancer), the departure only as far as needed
 * among the side's legal moves of the same kind to the same field, `x` for a capture,
 * `=<letter>` for a promotion, `@<field>` for SEQUIX, `+` for check, `#` when a T is mated.
 */
export function makeHumanForm(
  p: Position,
  a: Analysis,
  m: Move,
  letters: LetterSet,
  after: { readonly checks: number; readonly mated: number },
): string {
  const board = a.board;
  const set = letters === 'cs' ? CZECH_LETTERS : ENGLISH_LETTERS;
  const piece = board[m.from];
  const kind = piece & 7;
  const rivals = a.legal.filter((o) => o.to === m.to && o.from !== m.from && (board[o.from] & 7) === kind);
  let from = '';
  if (kind === PAWN) from = fileOf(m.from) !== fileOf(m.to) ? squareName(m.from)[0] : '';
  else if (rivals.length > 0) {
    if (rivals.every((o) => fileOf(o.from) !== fileOf(m.from))) from = squareName(m.from)[0];
    else if (rivals.every((o) => rankOf(o.from) !== rankOf(m.from))) from = squareName(m.from)[1];
    else from = squareName(m.from);
  }
  const capture = board[m.to] !== 0;
  const promo = promotionOn(p, piece, m.to);
  return [
    kind === PAWN ? '' : set[kind],
    from,
    capture ? 'x' : '',
    squareName(m.to),
    promo ? '=' + set[promo & 7] : '',
    m.pawn === null ? '' : '@' + squareName(m.pawn),
    after.mated > 0 ? '#' : after.checks > 0 ? '+' : '',
  ].join('');
}
