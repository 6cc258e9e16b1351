import { describe, expect, it } from 'vitest';
import {
  decideGame,
  decideStart,
  evolveGame,
  perft,
  startState,
  unwrap,
  type GameState,
} from '@arbiter/kernel';
import { mederRuleSet } from '../rules';
import type { Position } from '../position';
import { referencePerft } from '../testing/reference';
import { variantRefusal } from './judge-hooks';
import { boardPromotions } from './board-promotion';
import { withVariants, type VariantMove } from './rules';

const rules = withVariants(mederRuleSet);
/** White pawn on a7B with QL6 empty (Black's boards on KL6 and QL4), so a8B is its furthest rank. */
const CORNER = 'Kc1W,Pa7B,kd6B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20';

function game(setup: string, options: Record<string, string>): GameState<Position> {
  return startState(rules, unwrap(decideStart(rules, { setup, options })));
}

function decide(s: GameState<Position>, move: string) {
  return decideGame(rules, s, { type: 'Move', move });
}

describe('V.A3 promotion into an attack board', () => {
  it('a pawn reaching a8B may take a new white board on QL6 instead of a piece', () => {
    let s = game(CORNER, { 'v-a3': 'on' });
    const texts = rules.legalMoves(s.position).map((m) => rules.makeMove(s.position, m as VariantMove));
    expect(texts).toContain('a7B-a8B=AB');
    expect(texts).toContain('a7B-a8B=Q');
    const events = unwrap(decide(s, 'a7B-a8B=AB'));
    expect(events[0]).toMatchObject({ type: 'PawnPromotedToBoard', data: { pin: 'QL6', side: 'white' } });
    for (const e of events) s = evolveGame(rules, s, e);
    const [pieces, boards] = rules.makePosition(s.position).split(' ');
    expect(boards.split(',')).toContain('QL6:w');
    expect(pieces).not.toContain('a7B');
    expect(pieces).not.toContain('a8B');
  });

  it('is refused without the option, and off the corners', () => {
    const off = game(CORNER, {});
    expect(decide(off, 'a7B-a8B=AB')).toMatchObject({
      ok: false,
      error: { code: 'ERR_BOARD_PROMOTION_OFF', rule: 'V.A3' },
    });
    const on = game('Kc1W,Pb7B,kd6B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20', { 'v-a3': 'on' });
    expect(decide(on, 'b7B-b8B=AB')).toMatchObject({
      ok: false,
      error: { code: 'ERR_BOARD_PROMOTION_CORNER', rule: 'V.A3' },
    });
  });

  it('counts in perft, and the reference generator plus the independent corner search agree', () => {
    const s = game(CORNER, { 'v-a3': 'on' });
    const extra = boardPromotions(s.position).length;
    expect(extra).toBe(1);
    expect(perft(rules, s.position, 1)).toBe(
      referencePerft(s.position.board, 1, variantRefusal(s.position.options)) + extra,
    );
  });
});
