/**
 * Parameter types shared by every feature. Game-specific ones ({square} of a game, ...)
 * live beside that game's steps, named after the game (`{tri-d-square}`, `{drk-square}`).
 *
 * - {color}: a side, in English or Czech: white/black, White/Black, bílý/černý (any case).
 * - {result}: a game result token: 1-0, 0-1, 1/2-1/2.
 */
import { defineParameterType } from '@cucumber/cucumber';
import type { Color } from '@arbiter/kernel';

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
