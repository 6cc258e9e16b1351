/**
 * Audit of the rerun's mutation survivors (26 Nov 2026): `makeTriDRules` is called once per rule
 * set, when its module loads or when the first test asks for it, so under per-test coverage only
 * that one test counts as reaching the functions it builds (`rules.ts` 137 to 275, the scratch
 * runner of `scratch.ts` 19). These tests build a fresh rule set inside the test and use each of
 * them, so the mutants are covered by a test that notices them.
 */
import { describe, expect, it } from 'vitest';
import { decideText, resolveOptions, unwrap } from '@arbiter/kernel';
import { makeTriDRules, mederRuleSet } from './rules';
import { renderBoard } from './diagram';
import { variantRuleSet } from './variants/rules';
import { EMPTY_BOARDS_POSITION } from './testing/variant-figures';

const BOARDS = 'QL1:w,KL1:w,QL6:b,KL6:b';

describe('a rule set built inside the test', () => {
  it('answers turn, legal moves, play, leaf count, long form, event move and picture', () => {
    const rules = makeTriDRules(mederRuleSet);
    const options = unwrap(resolveOptions(rules.options, {}));
    const p = unwrap(rules.start('standard', options));
    expect(rules.turn(p)).toBe('white');
    const moves = rules.legalMoves(p);
    expect(moves).toHaveLength(20);
    expect(rules.countLeaves!(p, 1)).toBe(20);
    const m = moves[0];
    const long = rules.makeMove(p, m);
    expect(typeof long).toBe('string');
    expect(unwrap(rules.parseMove(p, long)).move).toEqual(m);
    const next = rules.play(p, m);
    expect(rules.turn(next)).toBe('black');
    expect(next.history).toHaveLength(1);
    const events = unwrap(rules.decide!(p, m));
    expect(rules.eventMove!(p, events[0])).toEqual(m);
    expect(rules.render!(p)).toBe(renderBoard(p.board));
  });

  it('names the articles of the game endings and lists the setups without their positions', () => {
    const rules = makeTriDRules(mederRuleSet);
    expect(rules.articles).toEqual({
      agreement: 'TR 9.1',
      claim: 'TR 9.5',
      resignation: 'TR 5.1(b)',
      timeForfeit: 'TR 6.9',
      adjudication: 'TR 13.1',
      finished: 'TR 5.1',
    });
    expect(rules.setups.map((s) => s.id)).toEqual(mederRuleSet.setups.map((s) => s.id));
    for (const s of rules.setups) expect(s).not.toHaveProperty('position');
  });

  it('reads a move leniently when asked to (Appendix E, a capture without x)', () => {
    const rules = makeTriDRules(mederRuleSet);
    const p = unwrap(
      rules.parsePosition(
        `Kd0KL1,Bb3W,kd9KL6,nd5N ${BOARDS} w - - 0 10`,
        unwrap(resolveOptions(rules.options, {})),
      ),
    );
    expect(rules.parseMove(p, 'Bd5N').ok).toBe(false);
    expect(rules.parseMove(p, 'Bd5N', 'lenient').ok).toBe(true);
  });

  it("asks the rule set's judge hook: a board move to a lower slot without V.A2.2 names the pins", () => {
    const rules = makeTriDRules(variantRuleSet(mederRuleSet));
    const p = unwrap(rules.parsePosition(EMPTY_BOARDS_POSITION, unwrap(resolveOptions(rules.options, {}))));
    expect(decideText(rules, p, 'QL1-QL1u')).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_LOWER_SLOTS_OFF',
        rule: 'V.A2.2',
        params: { from: 'QL1', to: 'QL1u', pin: 'QL1u' },
      },
    });
  });
});
