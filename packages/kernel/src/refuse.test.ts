import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kernelMessages, formatRejection } from './messages';
import { refuse, refused } from './refuse';
import { catalogueProblems, sourceProblems } from './testing/catalogue';

const SRC = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

describe('refuse', () => {
  it('takes the rule and the English text from the catalogue', () => {
    expect(refuse(kernelMessages, 'ERR_UNKNOWN_GAME', { game: 'go', known: 'drakoburg' })).toEqual({
      code: 'ERR_UNKNOWN_GAME',
      rule: 'ARB',
      message: 'Unknown game "go"; known: drakoburg.',
      params: { game: 'go', known: 'drakoburg' },
    });
    expect(refused(kernelMessages, 'ERR_RECORD_EMPTY')).toEqual({
      ok: false,
      error: { code: 'ERR_RECORD_EMPTY', rule: 'ARB', message: 'The record is empty.' },
    });
  });

  it('gives a plain object that spreading, structuredClone and JSON keep whole', () => {
    const r = refuse(kernelMessages, 'ERR_NO_DRAW_OFFER', { side: 'black' }, 'TR 13.1');
    expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
    expect({ ...r }).toEqual(r);
    expect(structuredClone(r)).toEqual(r);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    expect(r.message).toBe('There is no draw offer for black to answer.');
  });

  it('takes a rule from the call site only where the catalogue says the rule depends on the case', () => {
    expect(
      refuse(kernelMessages, 'ERR_GAME_FINISHED', { result: '1-0', reason: 'checkmate' }, 'TR 12').rule,
    ).toBe('TR 12');
    expect(() => refuse(kernelMessages, 'ERR_RECORD_EMPTY', undefined, 'TR 1')).toThrow(/may not cite/);
  });

  it('prints the same rejection in Czech from the same entry', () => {
    const r = refuse(kernelMessages, 'ERR_UNKNOWN_OPTION', { option: 'x', known: 'none' });
    expect(formatRejection(r, 'cs', kernelMessages)).toBe('Neznámá volba pravidel „x“; známé volby: none.');
  });
});

describe('localized parameters', () => {
  const pieces = {
    ERR_PIECE_STUCK: { rule: 'TEST 1', en: 'The {piece} cannot move.', cs: 'Figura {piece} nemůže táhnout.' },
  } as const;

  it('say a word inside a parameter in the language of the text, and stay plain values', () => {
    const r = refuse(pieces, 'ERR_PIECE_STUCK', { piece: { en: 'lancer (P)', cs: 'kopiník (P)' } });
    expect(r.message).toBe('The lancer (P) cannot move.');
    expect(r.params).toEqual({ piece: 'lancer (P)', 'piece:cs': 'kopiník (P)' });
    expect(formatRejection(structuredClone(r), 'cs', pieces)).toBe('Figura kopiník (P) nemůže táhnout.');
    expect(formatRejection(JSON.parse(JSON.stringify(r)), 'en', pieces)).toBe('The lancer (P) cannot move.');
  });

  it('leave plain parameters as they were given', () => {
    const r = refuse(pieces, 'ERR_PIECE_STUCK', { piece: 'T' });
    expect(r.params).toEqual({ piece: 'T' });
    expect(formatRejection(r, 'cs', pieces)).toBe('Figura T nemůže táhnout.');
  });
});

describe('the kernel catalogue', () => {
  it('has a rule and both texts, filling the same parameters, for every code', () => {
    expect(catalogueProblems(kernelMessages)).toEqual([]);
  });
  it('is the only source of the rejections the kernel builds', () => {
    expect(sourceProblems(SRC, kernelMessages)).toEqual([]);
  });
  it('finds a drifted catalogue and a rejection built by hand', () => {
    expect(catalogueProblems({ ERR_X: { rule: 'ARB', en: 'Bad {a}.', cs: 'Špatně {b}.' } })).toEqual([
      'ERR_X: English fills {a}, Czech fills {b}',
    ]);
  });
});
