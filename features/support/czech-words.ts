/**
 * Words a Czech step says where the English step passes a code: a side in the genitive,
 * how a game ended, why a draw is claimed, which bye. Each table maps the value the step
 * receives to the Czech words; `parameter-types.ts` reads them back, and the Czech
 * rulebook generator (`scripts/czech.ts`) writes them into the Czech steps.
 * No side effects: cucumber imports this file with the support code, harmlessly.
 */

/** A side, as the subject of a Czech sentence: `bílý vzdává`. */
export const SIDE: Record<string, string> = { white: 'bílý', black: 'černý' };

/** A side in the genitive: `první řada bílého`. */
export const SIDE_GENITIVE: Record<string, string> = { white: 'bílého', black: 'černého' };

/** How a game ended, in the nominative: `partie skončila výsledkem "1-0" (mat)`. */
export const GAME_END: Record<string, string> = {
  checkmate: 'mat',
  stalemate: 'pat',
  resignation: 'vzdání',
  agreement: 'dohoda',
  'dead-position': 'mrtvá pozice',
  'threefold-repetition': 'trojí opakování pozice',
  'fifty-moves': 'pravidlo 50 tahů',
  'royal-pieces-lost': 'ztráta všech těžkooděnců',
};

/** Why a draw is claimed, after `remízu pro`: `remízu pro trojí opakování pozice`. */
export const DRAW_CLAIM: Record<string, string> = {
  'threefold-repetition': 'trojí opakování pozice',
  'fifty-moves': 'pravidlo 50 tahů',
};

/** A requested or recorded bye, after `volno`: `volno za půl bodu`. */
export const BYE: Record<string, string> = { half: 'za půl bodu', full: 'za celý bod', zero: 'za nula bodů' };

/** The four kinds of 3D-Chess960 castling (V.P5.3.3), English words to Czech terms. */
export const CASTLING_KIND: Record<string, string> = {
  'double move': 'rošáda dvojtahem',
  transposition: 'rošáda transpozicí',
  'king only': 'rošáda králem',
  'rook only': 'rošáda věží',
};

/** The Czech words of a table as one alternation for a parameter type's regular expression. */
export function alternation(table: Record<string, string>): RegExp {
  const words = [...new Set(Object.values(table))].sort((a, b) => b.length - a.length);
  return new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

/** The value behind a Czech word of a table. */
export function valueOf(table: Record<string, string>, czech: string): string {
  const hit = Object.entries(table).find(([, cs]) => cs === czech);
  if (!hit) throw new Error(`unknown Czech word: ${czech}`);
  return hit[0];
}
