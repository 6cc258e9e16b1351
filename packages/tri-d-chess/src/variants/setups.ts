/**
 * Variant setups as position strings (the engine's format), so every setup, named or
 * not, loads the same way and a later transcription of V.P2-V.P4 or V.P7 is only data.
 * Trade-off: setups are built from a first row plus the standard pawns and boards; a
 * setup that is not a first-row change would be written as a full position string.
 */
import { ok, refused, type Color, type Result } from '@arbiter/kernel';
import { variantCatalogue } from './messages';
import { drawChess960, rowFromNumber, STANDARD_ROW } from './chess960';
import { firstRow, type Row, type RowRole } from './first-row';

const LETTER: Record<RowRole, string> = { rook: 'R', knight: 'N', bishop: 'B', queen: 'Q', king: 'K' };

/** The pawns of TR 2.7, unmoved, as position-string tokens. */
export const STANDARD_PAWNS =
  'Pa2W*,Pb2W*,Pc2W*,Pd2W*,Pz1QL1*,Pa1QL1*,Pd1KL1*,Pe1KL1*,pa7B*,pb7B*,pc7B*,pd7B*,pz8QL6*,pa8QL6*,pd8KL6*,pe8KL6*';
/** The attack boards of TR 2.5. */
export const STANDARD_BOARDS = 'QL1:w,KL1:w,QL6:b,KL6:b';

/** Tokens for one side's first row (kings and rooks marked unmoved). */
export function rowTokens(row: Row, color: Color): string[] {
  const squares = firstRow(color);
  return row.flatMap((role, i) => {
    if (!role) return [];
    const letter = color === 'white' ? LETTER[role] : LETTER[role].toLowerCase();
    const unmoved = role === 'king' || role === 'rook' ? '*' : '';
    return [`${letter}${squares[i]}${unmoved}`];
  });
}

/** The position string of two first rows with the standard pawns and boards, White to move. */
export function rowsPosition(white: Row, black: Row, boards = STANDARD_BOARDS): string {
  const pieces = [...rowTokens(white, 'white'), ...rowTokens(black, 'black'), STANDARD_PAWNS].join(',');
  return `${pieces} ${boards} w - - 0 1`;
}

/** V.P1 (Jeremy Trylch): the standard row with bishops and knights exchanged. */
export const TRYLCH_ROW: readonly RowRole[] = STANDARD_ROW.map((r) =>
  r === 'bishop' ? 'knight' : r === 'knight' ? 'bishop' : r,
);

/** How a variant setup begins: a position string, or the 960x960 placement phase. */
export type VariantStart =
  | { readonly kind: 'position'; readonly position: string; readonly number?: number }
  | { readonly kind: 'placement' };

/** The start of a variant setup name, null when the name is not one of the variants', or why it cannot start. */
export function variantStart(id: string): Result<VariantStart> | null {
  if (id === 'v-p1') return ok({ kind: 'position', position: rowsPosition(TRYLCH_ROW, TRYLCH_ROW) });
  if (/^v-p[2347]$/.test(id))
    return refused(variantCatalogue, 'ERR_SETUP_NOT_AVAILABLE', { setup: id }, id.replace('v-p', 'V.P'));
  if (id === '960x960') return ok({ kind: 'placement' });
  const m = /^chess960:(?:(\d{1,3})|seed:(.+))$/.exec(id);
  if (!m) return id.startsWith('chess960') ? badChess960(id) : null;
  const n = m[1] !== undefined ? Number(m[1]) : drawChess960(m[2]);
  const row = rowFromNumber(n);
  if (!row.ok) return row;
  return ok({ kind: 'position', position: rowsPosition(row.value, row.value), number: n });
}

function badChess960(id: string): Result<never> {
  return refused(variantCatalogue, 'ERR_CHESS960_NUMBER', { number: id });
}
