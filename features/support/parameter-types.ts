/**
 * Parameter types shared by every feature. Game-specific ones ({square} of a game, ...)
 * live beside that game's steps, named after the game (`{tri-d-square}`, `{drk-square}`).
 *
 * - {color}: a side, in English or Czech: white/black, White/Black, bílý/černý (any case).
 * - {result}: a game result token: 1-0, 0-1, 1/2-1/2.
 * - {castling-kind}: a quoted kind of 3D-Chess960 castling, English or Czech ("double move",
 *   "rošáda dvojtahem"); the step receives the English words.
 * - Czech only: {color-genitive}, {game-end}, {draw-claim}, {bye-kind}, {tournament-system},
 *   {game-genitive}, {refusal-detail}; {value} (a quoted value said in Czech: sides, pieces,
 *   reasons, decimal comma) and {criterion} (an edit criterion: C3, or a named one in words);
 *   each reaches the step as the English value (see czech-words.ts).
 */
import { defineParameterType } from '@cucumber/cucumber';
import type { Color } from '@arbiter/kernel';
import {
  BYE,
  CASTLING_KIND,
  DRAW_CLAIM,
  GAME_END,
  GAME_GENITIVE,
  SIDE_GENITIVE,
  REFUSAL_DETAIL,
  TOURNAMENT_SYSTEM,
  VALUE_WORDS,
  alternation,
  englishValue,
  valueOf,
} from './czech-words';

const COLOR_WORDS: Record<string, Color> = {
  white: 'white',
  black: 'black',
  bílý: 'white',
  černý: 'black',
  bílá: 'white',
  černá: 'black',
};

defineParameterType({
  name: 'color',
  regexp: /[Ww]hite|[Bb]lack|[Bb]ílý|[Čč]erný|[Bb]ílá|[Čč]erná/,
  transformer: (word: string): Color => COLOR_WORDS[word.toLowerCase()],
});

defineParameterType({
  name: 'result',
  regexp: /1-0|0-1|1\/2-1\/2/,
  transformer: (s: string) => s,
});

// Czech-only parameter types: the Czech phrasing of a step says in words what the English
// one passes as a code; both reach the step function as the same value (support/czech-words.ts).

defineParameterType({
  name: 'color-genitive',
  regexp: alternation(SIDE_GENITIVE),
  transformer: (word: string): Color => valueOf(SIDE_GENITIVE, word) as Color,
});

defineParameterType({
  name: 'game-end',
  regexp: alternation(GAME_END),
  transformer: (words: string) => valueOf(GAME_END, words),
});

defineParameterType({
  name: 'draw-claim',
  regexp: alternation(DRAW_CLAIM),
  transformer: (words: string) => valueOf(DRAW_CLAIM, words),
});

defineParameterType({
  name: 'bye-kind',
  regexp: alternation(BYE),
  transformer: (words: string) => valueOf(BYE, words),
});

defineParameterType({
  name: 'castling-kind',
  regexp: new RegExp(`"(${[...Object.keys(CASTLING_KIND), ...Object.values(CASTLING_KIND)].join('|')})"`),
  transformer: (words: string) => (words in CASTLING_KIND ? words : valueOf(CASTLING_KIND, words)),
});

defineParameterType({
  name: 'tournament-system',
  regexp: alternation(TOURNAMENT_SYSTEM),
  transformer: (words: string) => valueOf(TOURNAMENT_SYSTEM, words),
});

defineParameterType({
  name: 'game-genitive',
  regexp: alternation(GAME_GENITIVE),
  transformer: (words: string) => valueOf(GAME_GENITIVE, words),
});

defineParameterType({
  name: 'refusal-detail',
  regexp: alternation(REFUSAL_DETAIL),
  transformer: (words: string) => valueOf(REFUSAL_DETAIL, words),
});

defineParameterType({
  name: 'value',
  regexp: /"([^"]*)"/,
  transformer: (words: string) => englishValue(words),
});

const NAMED_CRITERIA = ['table', 'unpaired', 'twice-in-round', 'C7 order', 'order'];
defineParameterType({
  name: 'criterion',
  regexp: new RegExp(`${NAMED_CRITERIA.map((c) => VALUE_WORDS[c]).join('|')}|C\\d+`),
  transformer: (words: string) => englishValue(words),
});

// Free text (a reason): the Czech scenario says it in Czech, from the file's translation table.
defineParameterType({
  name: 'prose',
  regexp: /"([^"]*)"/,
  transformer: (text: string) => text,
});
