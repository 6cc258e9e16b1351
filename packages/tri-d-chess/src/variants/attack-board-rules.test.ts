import { describe, expect, it } from 'vitest';
import { decideGame, decideStart, evolveGame, startState, unwrap, type GameState } from '@arbiter/kernel';
import { mederRuleSet } from '../rules';
import type { Position } from '../position';
import { withVariants } from './rules';

const rules = withVariants(mederRuleSet);
const BOARDS = 'QL1:w,KL1:w,QL6:b,KL6:b';

function game(setup: string, options: Record<string, string> = {}): GameState<Position> {
  return startState(rules, unwrap(decideStart(rules, { setup, options })));
}

function targets(s: GameState<Position>, pin: string): string[] {
  const out = new Set<string>();
  for (const m of rules.legalMoves(s.position)) {
    const hit = new RegExp(`^${pin}-([QK]L[1-6])`).exec(rules.makeMove(s.position, m));
    if (hit) out.add(hit[1]);
  }
  return [...out].sort();
}

function refusal(s: GameState<Position>, move: string) {
  const d = decideGame(rules, s, { type: 'Move', move });
  return d.ok ? 'accepted' : `${d.error.code} ${d.error.rule}`;
}

describe('attack-board variants on the board', () => {
  const emptyQL3 = `Kc1W,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2`;

  it('V.A1: empty boards only backward or sideways, occupied ones forward or sideways', () => {
    expect(targets(game(emptyQL3), 'QL3')).toEqual(['KL3', 'QL1', 'QL2', 'QL4', 'QL5']);
    const a1 = game(emptyQL3, { 'v-a1': 'on' });
    expect(targets(a1, 'QL3')).toEqual(['KL3', 'QL1']);
    expect(refusal(a1, 'QL3-QL4')).toBe('ERR_EMPTY_BOARD_FORWARD V.A1');
    const occupied = game(`Kc1W,Na2QL3,kc8B QL3:w,KL1:w,QL6:b,KL6:b w - - 0 2`, { 'v-a1': 'on' });
    expect(targets(occupied, 'QL3')).toEqual(['KL3', 'QL2', 'QL4', 'QL5']);
  });

  it('V.A2.1: two ranks along the side, the page example read with QL5 for QL4', () => {
    const s = game(emptyQL3, { 'v-a2-1': 'on' });
    expect(targets(s, 'QL3')).toEqual(['QL1', 'QL2', 'QL5']);
    expect(refusal(s, 'QL3-QL4')).toBe('ERR_BOARD_NOT_TWO_AWAY V.A2.1');
    expect(refusal(s, 'QL3-QL5')).toBe('accepted');
  });

  it('V.A5: own boards up and down their side only', () => {
    const s = game(`Kc1W,kc8B ${BOARDS} w - - 0 2`, { 'v-a5': 'on' });
    expect(targets(s, 'QL1')).toEqual(['QL3']);
  });

  it('V.A2: a board with one piece turns, the passenger goes diagonally across', () => {
    let s = game(`Kc1W,Pz1QL1,kc8B ${BOARDS} w - - 0 2`, { 'v-a2': 'on' });
    expect(targets(s, 'QL1')).toContain('QL1');
    for (const e of unwrap(decideGame(rules, s, { type: 'Move', move: 'QL1-QL1' })))
      s = evolveGame(rules, s, e);
    expect(rules.makePosition(s.position).split(' ')[0].split(',')).toContain('Pa0QL1');
    const plain = game(`Kc1W,Pz1QL1,kc8B ${BOARDS} w - - 0 2`);
    expect(refusal(plain, 'QL1-QL1')).toBe('ERR_BOARD_TURN_NOT_ALLOWED TR 3.6');
    const empty = game(`Kc1W,kc8B ${BOARDS} w - - 0 2`, { 'v-a2': 'on' });
    expect(refusal(empty, 'QL1-QL1')).toBe('ERR_BOARD_TURN_EMPTY V.A2');
  });

  it('V.A4: neutral boards on KL3 and QL4 stand still while empty, move with a piece on them', () => {
    const s = game('standard', { 'v-a4': 'on' });
    expect(rules.makePosition(s.position).split(' ')[1].split(',').sort()).toEqual([
      'KL1:w',
      'KL3:n',
      'KL6:b',
      'QL1:w',
      'QL4:n',
      'QL6:b',
    ]);
    expect(targets(s, 'KL3')).toEqual([]);
    expect(refusal(s, 'KL3-KL2')).toBe('ERR_BOARD_NEUTRAL V.A4');
    const carried = game(`Kc1W,Nd2KL3,kc8B ${BOARDS},KL3:n,QL4:n w - - 0 2`, { 'v-a4': 'on' });
    expect(targets(carried, 'KL3')).toEqual(['KL2', 'KL4', 'KL5', 'QL3']);
  });

  it('V.A5: a white piece on a black board does not let White move it', () => {
    const setup = 'Kc1W,Na5QL5,kc8B QL1:w,KL1:w,QL5:b,KL6:b w - - 0 2';
    expect(targets(game(setup), 'QL5')).toEqual(['KL5', 'QL4', 'QL6']);
    const s = game(setup, { 'v-a5': 'on' });
    expect(targets(s, 'QL5')).toEqual([]);
    expect(refusal(s, 'QL5-QL6')).toBe('ERR_BOARD_NOT_OWN V.A5');
  });
});
