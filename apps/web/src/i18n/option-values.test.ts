import { describe, expect, it } from 'vitest';
import { TRI_D_OPTIONS } from '@arbiter/tri-d-chess';
import { drakoburgOptions } from '@arbiter/drakoburg';
import { optionValuesCs } from './option-values-cs';
import { optionValuesEn } from './option-values-en';

const catalogues = [TRI_D_OPTIONS, drakoburgOptions];

describe('the words for rule option values', () => {
  for (const [lang, texts] of [
    ['en', optionValuesEn.optionValues],
    ['cs', optionValuesCs.optionValues],
  ] as const)
    it(`name every value of every option of the games in ${lang}, and nothing else`, () => {
      const table = texts as Record<string, Record<string, string>>;
      const offered = catalogues.flatMap((c) => c.flatMap((o) => o.values.map((v) => `${o.id}.${v}`)));
      const named = Object.entries(table).flatMap(([id, values]) =>
        Object.keys(values).map((v) => `${id}.${v}`),
      );
      expect(named.sort()).toEqual([...new Set(offered)].sort());
      for (const [id, values] of Object.entries(table))
        for (const [v, words] of Object.entries(values)) expect(words.trim(), `${id}.${v}`).not.toBe('');
    });
});
