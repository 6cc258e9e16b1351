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

/** A pairing system by its id, said in the instrumental: `turnaj holandským systémem`. */
export const TOURNAMENT_SYSTEM: Record<string, string> = {
  dutch: 'holandským systémem',
  'round-robin': 'systémem každý s každým',
  'double-round-robin': 'dvoukolově systémem každý s každým',
};

/** A game by its id, in the genitive: `partie trojrozměrných šachů`. */
export const GAME_GENITIVE: Record<string, string> = {
  'tri-d-chess': 'trojrozměrných šachů',
  drakoburg: 'Drakoburgu',
};

/** The name of a refusal's parameter, after `odmítnutí uvádí`: `pole: "a3W"`. */
export const REFUSAL_DETAIL: Record<string, string> = {
  blocker: 'překážku',
  candidates: 'možné tahy',
  count: 'počet',
  detail: 'podrobnost',
  expected: 'očekávaný kámen',
  fewest: 'nejmenší počet',
  fields: 'volná pole',
  file: 'sloupec',
  from: 'výchozí pole',
  given: 'zadaný kámen',
  king: 'krále',
  moves: 'tahy',
  owner: 'vlastníka',
  piece: 'kámen',
  pin: 'čep',
  reason: 'důvod',
  side: 'stranu',
  square: 'pole',
  text: 'zápis',
  to: 'cílové pole',
};

/**
 * Values a Czech step or table says in Czech, English -> Czech, as a whole value: sides, piece
 * names, refusal reasons and details, the edit criteria with a name, and the words of a
 * tie-break breakdown table (headers and cells). `{n}` stands for a number. Numbers get a
 * decimal comma (`0.5` -> `0,5`). `czechValue` and `englishValue` are each other's inverse on
 * every value a scenario uses; the generator proves it for each cell and value it writes.
 */
export const VALUE_WORDS: Record<string, string> = {
  white: 'bílý',
  black: 'černý',
  king: 'král',
  queen: 'dáma',
  rook: 'věž',
  bishop: 'střelec',
  knight: 'jezdec',
  pawn: 'pěšec',
  piece: 'kámen',
  'knight (T)': 'těžkooděnec (T)',
  'man-at-arms (Z)': 'zbrojnoš (Z)',
  'the opponent has no knight (T) left': 'soupeři nezbyl žádný těžkooděnec (T)',
  'the side to move has no knight (T) left': 'straně na tahu nezbyl žádný těžkooděnec (T)',
  'the side to move has no legal move (stalemate)': 'strana na tahu nemá žádný platný tah (pat)',
  'x marks a capture, but this move captures nothing': 'x značí braní, ale tento tah nic nebere',
  'e.p. is written only for an en passant capture': 'e.p. se píše jen u braní mimochodem',
  table: 'Bergerova tabulka',
  unpaired: 'hráč bez soupeře',
  'twice-in-round': 'hráč dvakrát v kole',
  'C7 order': 'C7 pořadí',
  order: 'pořadí',
  round: 'kolo',
  opponent: 'soupeř',
  kind: 'druh',
  value: 'hodnota',
  basis: 'základ',
  cut: 'škrt',
  cap: 'strop',
  'opponent score': 'body soupeře',
  game: 'partie',
  'forfeit win': 'kontumační výhra',
  'forfeit loss': 'kontumační prohra',
  pab: 'volno přidělené losem',
  'zero point bye': 'volno za nula bodů',
  'half point bye': 'volno za půl bodu',
  'full point bye': 'volno za celý bod',
  points: 'body',
  counts: 'počítá se',
  'does not count': 'nepočítá se',
  'left out': 'vynecháno',
  'not counted, no game in the group': 'nepočítá se, žádná partie ve skupině',
  'not counted, no rated game': 'nepočítá se, žádná partie s ratingem',
  'not counted, not played over the board': 'nepočítá se, nehráno na šachovnici',
  'virtual, capped by opponent': 'virtuální, nejvýše body soupeře',
  'virtual, capped at half maximum': 'virtuální, nejvýše polovina maxima',
  'running score': 'průběžné body',
  'opponent, draws after round {n}': 'soupeř, po {n}. kole remízy',
  low: 'nižší',
  high: 'vyšší',
  encounter: 'vzájemná partie',
  rating: 'rating',
  no: 'č.',
  '{n} in {n}': '{n} ve skupině {n}',
};

function template(from: string, to: string, value: string): string | undefined {
  if (!from.includes('{n}')) return value === from ? to : undefined;
  const re = new RegExp(
    `^${from.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{n\}/g, '([\\d.,]+(?:, [\\d.,]+)*)')}$`,
  );
  const m = re.exec(value);
  if (!m) return undefined;
  let i = 1;
  return to.replace(/\{n\}/g, () => m[i++]);
}

function translate(
  value: string,
  pairs: readonly (readonly [string, string])[],
  decimal: (v: string) => string,
): string {
  for (const [from, to] of pairs) {
    const hit = template(from, to, value);
    if (hit !== undefined) return decimal(hit);
  }
  return decimal(value);
}

const TO_CZECH = Object.entries(VALUE_WORDS);
const TO_ENGLISH = TO_CZECH.map(([en, cs]) => [cs, en] as const);

/** A value as a Czech step or table says it (decimal comma, Czech words). */
export function czechValue(english: string): string {
  return translate(english, TO_CZECH, (v) => v.replace(/(\d)\.(\d)/g, '$1,$2'));
}

/** The English value behind what a Czech step or table says (`czechValue` undone). */
export function englishValue(czech: string): string {
  return translate(czech, TO_ENGLISH, (v) => v.replace(/(\d),(\d)/g, '$1.$2'));
}

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

/** A step's data table with each Czech value said in English again (`englishValue`); English tables stay as they are. */
export function englishRows(rows: readonly (readonly string[])[]): string[][] {
  return rows.map((r) => r.map((cell) => englishValue(cell)));
}

/** The columns of a scenario outline's examples, English -> Czech (the placeholders are renamed with them). */
export const EXAMPLE_COLUMNS: Record<string, string> = {
  move: 'tah',
  moves: 'tahy',
  text: 'zápis',
  long: 'dlouhý zápis',
  position: 'pozice',
  pin: 'čep',
  file: 'sloupec',
  square: 'pole',
  rule: 'pravidlo',
  code: 'kód',
  missing: 'co chybí',
  castling: 'rošáda',
  king: 'král',
  'king to': 'král na',
  rook: 'věž',
  'rook to': 'věž na',
  material: 'materiál',
  setup: 'postavení',
  clause: 'článek',
  number: 'číslo',
  row: 'řada',
  knight: 'jezdec',
  pawn: 'pěšec',
  turn: 'otočení',
  turned: 'po otočení',
  goal: 'cíl',
  to: 'kam',
  piece: 'kámen',
  tournament: 'turnaj',
  case: 'případ',
  name: 'název',
  side: 'strana',
  attacked: 'co je napadeno',
  why: 'proč',
  what: 'co to je',
  gives: 'co přidá',
  field: 'na pole',
  from: 'z pole',
  event: 'událost',
  value: 'hodnota',
  'to move': 'na tahu',
};
