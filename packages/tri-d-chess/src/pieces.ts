/**
 * Pieces as data: roles, colours, the one-letter names of Appendix E (E5) and each
 * role's movement as a description the generator interprets (TR 3.2-3.5).
 * Trade-off: a piece on the board is a small code (role 1..6, +8 for Black) so the
 * hot path compares integers; the names here are for everything else.
 */
import type { Color } from '@arbiter/kernel';

export const ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'] as const;

/** A word of a message parameter (a role, `piece`, a castling side) in English and Czech. */
export function word(en: string): { en: string; cs: string } {
  return { en, cs: WORDS_CS[en] ?? en };
}

const WORDS_CS: Readonly<Record<string, string>> = {
  piece: 'kámen',
  board: 'deska',
  castle: 'rošáda',
  pawn: 'pěšec',
  knight: 'jezdec',
  bishop: 'střelec',
  rook: 'věž',
  queen: 'dáma',
  king: 'král',
};

/** The castling sides in Czech, as a move's goal: `na dámské křídlo`. */
export const CASTLING_SIDE_CS: Readonly<Record<string, string>> = { king: 'královské křídlo', queen: 'dámské křídlo' };

/** Each role's Czech name, for messages in Czech. */
export const ROLE_CS: Readonly<Record<(typeof ROLES)[number], string>> = {
  pawn: 'pěšec',
  knight: 'jezdec',
  bishop: 'střelec',
  rook: 'věž',
  queen: 'dáma',
  king: 'král',
};
/** A piece kind, in full words. */
export type Role = (typeof ROLES)[number];
/** Something per colour (the kernel's `Color`, the one side type of every package). */
export type ByColor<T> = { readonly [c in Color]: T };

export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;
/** Added to a role code for a black piece. */
export const BLACK = 8;

/** The letters of Appendix E5 (no letter for a pawn in moves; `P` in position strings). */
export const ROLE_LETTER: Readonly<Record<Role, string>> = {
  pawn: 'P',
  knight: 'N',
  bishop: 'B',
  rook: 'R',
  queen: 'Q',
  king: 'K',
};

export const roleCode = (r: Role): number => ROLES.indexOf(r) + 1;
export const codeRole = (code: number): Role => ROLES[(code & 7) - 1];
export const codeColor = (code: number): Color => (code & BLACK ? 'black' : 'white');
export const colorIndex = (c: Color): 0 | 1 => (c === 'white' ? 0 : 1);
export const pieceCode = (role: Role, color: Color): number =>
  roleCode(role) | (color === 'black' ? BLACK : 0);

/** Role of an Appendix E letter (E5, with the national letters F and L of E6 for the bishop), or null. */
export function roleOfLetter(letter: string): Role | null {
  const found = (Object.keys(ROLE_LETTER) as Role[]).find((r) => ROLE_LETTER[r] === letter);
  if (found) return found;
  return letter === 'F' || letter === 'L' ? 'bishop' : null;
}

/** How a role moves on the 6 x 10 map: ray directions (0-3 orthogonal, 4-7 diagonal), or a leap table. */
export interface Movement {
  readonly slides: readonly number[];
  readonly leaps: 'knight' | 'king' | 'none';
}

/** TR 3.2 (queen, rook, bishop), 3.3 (knight), 3.5 (king); the pawn has its own rules (3.4). */
export const MOVEMENT: Readonly<Record<Exclude<Role, 'pawn'>, Movement>> = {
  queen: { slides: [0, 1, 2, 3, 4, 5, 6, 7], leaps: 'none' },
  rook: { slides: [0, 1, 2, 3], leaps: 'none' },
  bishop: { slides: [4, 5, 6, 7], leaps: 'none' },
  knight: { slides: [], leaps: 'knight' },
  king: { slides: [], leaps: 'king' },
};

/** The article that describes a role's move. */
export const ROLE_ARTICLE: Readonly<Record<Role, string>> = {
  queen: 'TR 3.2',
  rook: 'TR 3.2',
  bishop: 'TR 3.2',
  knight: 'TR 3.3',
  pawn: 'TR 3.4',
  king: 'TR 3.5',
};
