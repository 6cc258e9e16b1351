/**
 * Near misses of the notation: text that fails to read as a move but is close to one (a square
 * without its level, a level in small letters, a piece letter in the long form, an en dash, moves
 * run together with commas). Each gets its own code saying what to write instead.
 * Trade-off: consulted only after the grammar has refused the text, so the hot path of reading
 * a good move never pays for it; `reads` is the grammar itself, passed in to test a correction.
 */
import type { Rejection } from '@arbiter/kernel';
import { PINS, squareIndex } from './geometry';
import { refuse } from './messages';

const LEVELS = ['W', 'N', 'B', ...PINS];
const PIECE_LETTERS = 'KQRBNFL';

/** The existing squares of a file and rank, one per level or pin (`b4W, b4N, b4B`). */
function squaresOf(bare: string): string[] {
  return LEVELS.map((l) => bare + l).filter((name) => squareIndex(name) >= 0);
}

/** The rejection that names what is wrong with an unreadable move text, or null when nothing is close. */
export function nearMiss(text: string, reads: (candidate: string) => boolean): Rejection | null {
  const dash = /[\u2010-\u2015\u2212]/.exec(text);
  if (dash) {
    const suggested = text.replace(/[\u2010-\u2015\u2212]/g, '-');
    return refuse('ERR_NOTATION_DASH', { text, dash: dash[0], suggested });
  }
  if (/[,;]/.test(text)) {
    const parts = text
      .split(/[,;]/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length > 0 && parts.every(reads))
      return refuse('ERR_NOTATION_COMMA', { text, suggested: parts.join(' ') });
  }
  const upper = text.replace(/(?<=\d)(w|n|b|s)\b|\b(ql|kl)(?=\d)/gi, (l) => l.toUpperCase());
  if (upper !== text && reads(upper)) return refuse('ERR_NOTATION_LEVEL_CASE', { text, suggested: upper });
  const lettered = new RegExp(`^([${PIECE_LETTERS}])([z a-e]\\d{1,2}\\w+?)([-x])(\\S+)$`).exec(text);
  if (lettered && reads(`${lettered[2]}${lettered[3]}${lettered[4]}`))
    return refuse('ERR_NOTATION_LONG_FORM_LETTER', {
      text,
      suggested: `${lettered[2]}${lettered[3]}${lettered[4]}`,
      appendix: `${lettered[1]}${lettered[3] === 'x' ? 'x' : ''}${lettered[4]}`,
    });
  // a square named by file and rank alone: the first one not followed by a level or pin
  for (const m of text.matchAll(/(?<=^|[-x]|[KQRBNFL])([za-e])(\d{1,2})(?![\dA-Za-z])/g)) {
    const squares = squaresOf(m[1] + m[2]);
    if (squares.length > 0)
      return refuse('ERR_NOTATION_NO_LEVEL', { text, square: m[1] + m[2], squares: squares.join(', ') });
  }
  return null;
}
