/**
 * The nouns of Drakoburg: sides, kinds of piece, their letters and names in Czech and
 * English, the source's piece values, and squares on the 7x7 board.
 * Trade-off: a piece is a small integer (kind 1..6, plus 8 for Black) so the move
 * generator can keep the board in a typed array; this module is the only place that
 * knows the encoding.
 */
import type { Color } from '@arbiter/kernel';

/** Kinds of piece in the source's order of letters: P S Z A U T. */
export const KINDS = ['lancer', 'bowman', 'man-at-arms', 'esquire', 'turcopole', 'knight'] as const;
/** A kind of piece, by its English name. */
export type Kind = (typeof KINDS)[number];

/** Numeric codes of the kinds (the low three bits of a piece code). */
export const PAWN = 1;
export const ARCHER = 2;
export const ARMS = 3;
export const SQUIRE = 4;
export const TURCOPOLE = 5;
export const ROYAL = 6;
/** Added to a kind's code for a black piece. */
export const BLACK_BIT = 8;

/** The source's letters, by kind code (index 0 unused). */
export const CZECH_LETTERS = ['', 'P', 'S', 'Z', 'A', 'U', 'T'] as const;
/** The English letters this project chose, by kind code; none collides with a Czech letter of another kind. */
export const ENGLISH_LETTERS = ['', 'L', 'B', 'M', 'E', 'C', 'K'] as const;

/** Names of each kind, by kind code. */
export const KIND_NAMES: readonly { readonly en: string; readonly cs: string; readonly power: string }[] = [
  { en: '', cs: '', power: '' },
  { en: 'lancer', cs: 'kopiník', power: 'GRYF' },
  { en: 'bowman', cs: 'lukostřelec', power: 'KŘÍDLATEC' },
  { en: 'man-at-arms', cs: 'zbrojnoš', power: 'PRAŠIVEC' },
  { en: 'esquire', cs: 'panoš', power: 'AMFISBÉNA' },
  { en: 'turcopole', cs: 'turkopol', power: 'BAZILIŠEK' },
  { en: 'knight', cs: 'těžkooděnec', power: 'DRAK' },
];

/**
 * The source's values in pawns. The source ranks the knight (těžkooděnec) highest
 * without a number; the material count leaves it out and counts knights separately.
 */
export const PIECE_VALUES: Readonly<Record<Exclude<Kind, 'knight'>, number>> = {
  lancer: 1,
  bowman: 3,
  'man-at-arms': 5,
  esquire: 6,
  turcopole: 7,
};

/** Kind code of a letter, Czech or English (upper case); 0 when it is none. */
export function kindOfLetter(letter: string): number {
  const cz = CZECH_LETTERS.indexOf(letter as (typeof CZECH_LETTERS)[number]);
  if (cz > 0) return cz;
  const en = ENGLISH_LETTERS.indexOf(letter as (typeof ENGLISH_LETTERS)[number]);
  return en > 0 ? en : 0;
}

/** The English name of a kind code. */
export const kindName = (code: number): Kind => KINDS[(code & 7) - 1];

/** The side a piece code belongs to. */
export const colorOf = (piece: number): Color => (piece & BLACK_BIT ? 'black' : 'white');

/** The piece code of a kind code and side. */
export const pieceCode = (kind: number, color: Color): number => kind | (color === 'black' ? BLACK_BIT : 0);

/** Board edge and size. */
export const SIDE = 7;
export const SQUARES = 49;
const FILE_LETTERS = 'abcdefg';

/** File 0..6 (a..g) of a square index. */
export const fileOf = (sq: number): number => sq % SIDE;
/** Rank 0..6 (rank 1..7) of a square index. */
export const rankOf = (sq: number): number => (sq / SIDE) | 0;
/** The name of a square index (`a1` .. `g7`). */
export const squareName = (sq: number): string => FILE_LETTERS[sq % SIDE] + String(((sq / SIDE) | 0) + 1);

/** The square index of a name, or -1. */
export function parseSquare(text: string): number {
  if (!/^[a-g][1-7]$/.test(text)) return -1;
  return FILE_LETTERS.indexOf(text[0]) + (Number(text[1]) - 1) * SIDE;
}

/** The piece a lancer becomes on each file (source: A -> Z; B, C -> S; D -> T; E, F -> A; G -> U). */
export const PROMOTION_BY_FILE = [ARMS, ARCHER, ARCHER, ROYAL, SQUIRE, SQUIRE, TURCOPOLE] as const;
