import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kernelMessages, resolveOptions, unwrap } from '@arbiter/kernel';
import { catalogueProblems, sourceProblems } from '@arbiter/kernel/testing/catalogue';
import { refuse } from './messages';
import { triDChess, triDMessageCatalogue } from './variants';

const SRC = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

describe('the Tri-D catalogue', () => {
  it('is the game catalogue, with the Variants page codes', () => {
    expect(triDChess.catalogue).toBe(triDMessageCatalogue);
    expect(triDMessageCatalogue.ERR_LOWER_SLOTS_OFF?.rule).toBe('V.A2.2');
  });
  it('has a rule and both texts, filling the same parameters, for every code', () => {
    expect(catalogueProblems(triDMessageCatalogue)).toEqual([]);
  });
  it('is the only source of the rejections the engine and the variants build', () => {
    expect(sourceProblems(SRC, triDMessageCatalogue, kernelMessages)).toEqual([]);
  });
  it('gives plain rejections that spreading and structuredClone keep whole', () => {
    const r = refuse('ERR_NO_PIECE', { square: 'b2W' });
    expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
    expect({ ...r }.message).toBe('There is no piece on b2W.');
    expect(structuredClone(r)).toEqual(r);
    const start = unwrap(triDChess.start('standard', unwrap(resolveOptions(triDChess.options))));
    const judged = triDChess.explain(start, 'b2W-b5W');
    expect(judged.legal).toBe(false);
    if (!judged.legal) expect(structuredClone(judged.rejection)).toEqual({ ...judged.rejection });
  });
});
