import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideText, resolveOptions, unwrap } from '@arbiter/kernel';
import { mederRuleSet } from '../rules';
import { BLACK_FIRST_ROW, WHITE_FIRST_ROW } from './first-row';
import { makePlacementStep, parsePlacementStep } from './placement';
import { withVariants } from './rules';
import { variantStart } from './setups';

const rules = withVariants(mederRuleSet);

describe('variant notation: parse/make pairs and fuzzing', () => {
  it('placement steps round-trip for every piece and first-row square', () => {
    for (const square of [...WHITE_FIRST_ROW, ...BLACK_FIRST_ROW])
      for (const role of ['bishop', 'knight', 'queen'] as const) {
        const text = makePlacementStep({ role, square });
        expect(parsePlacementStep(text)).toEqual({ ok: true, value: { role, square } });
      }
  });

  it('any text given as a placement step, a setup or a V.A3 move is answered, never thrown', () => {
    const options = unwrap(resolveOptions(rules.options, { 'v-a3': 'on' }));
    const p = unwrap(rules.start('standard', options));
    fc.assert(
      fc.property(fc.string(), (text) => {
        const step = parsePlacementStep(text);
        expect(typeof step.ok).toBe('boolean');
        const setup = variantStart(text);
        expect(setup === null || typeof setup.ok === 'boolean').toBe(true);
        expect(typeof decideText(rules, p, `${text}=AB`).ok).toBe('boolean');
        expect(typeof rules.start(text, options).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('a V.A3 move written by makeMove is read back to the same move', () => {
    const options = unwrap(resolveOptions(rules.options, { 'v-a3': 'on' }));
    const p = unwrap(rules.start('Kc1W,Pa7B,Pd7B,kb5N,pc5N QL1:w,KL1:w,QL4:b,QL5:b w - - 0 20', options));
    const promotions = rules.legalMoves(p).filter((m) => m.kind === 'board-promotion');
    expect(promotions.length).toBe(2);
    for (const m of promotions) {
      const text = rules.makeMove(p, m);
      expect(unwrap(rules.parseMove(p, text)).move).toEqual(m);
    }
  });
});
