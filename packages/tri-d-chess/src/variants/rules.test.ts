import { describe, expect, it } from 'vitest';
import {
  decideText,
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
import { STANDARD_NUMBER } from './chess960';
import { withVariants } from './rules';

const rules = withVariants(mederRuleSet);
const opts = (given: Record<string, string> = {}) => {
  const started = unwrap(decideStart(rules, { options: given }));
  return (started.data as { options: Record<string, string> }).options;
};

function game(setup: string, options: Record<string, string> = {}): GameState<Position> {
  return startState(rules, unwrap(decideStart(rules, { setup, options })));
}

function play(state: GameState<Position>, ...steps: string[]): GameState<Position> {
  let s = state;
  for (const step of steps) {
    const events = decideGame(
      rules,
      s,
      s.phase === 'setup' ? { type: 'Place', step } : { type: 'Move', move: step },
    );
    if (!events.ok) throw new Error(`${step}: ${events.error.code} ${events.error.message}`);
    for (const e of events.value) s = evolveGame(rules, s, e);
  }
  return s;
}

describe('the rules with the Variants page', () => {
  it('lists the variant options and setups beside the engine’s', () => {
    expect(rules.options.map((o) => o.id)).toEqual(
      expect.arrayContaining(['v-a1', 'v-a5', 'v-p6-setups', 'blocking']),
    );
    expect(rules.setups.find((s) => s.id === 'v-p2')?.available).toBe(false);
    expect(rules.setups.find((s) => s.id === 'standard')?.available).toBe(true);
  });

  it('the Tournament Rules row as a 3D-Chess960 number plays like the standard setup', () => {
    const a = unwrap(rules.start(`chess960:${STANDARD_NUMBER}`, opts()));
    const b = unwrap(rules.start('standard', opts()));
    for (const depth of [1, 2, 3]) expect(perft(rules, a, depth)).toBe(perft(rules, b, depth));
  });

  it('a 960x960 game runs its placement phase in the machine, then plays', () => {
    let s = game('960x960');
    expect(s.phase).toBe('setup');
    s = play(s, 'B@b1W', 'B@b8B', 'B@c8B', 'B@c1W', 'N@a1W', 'N@a8B', 'N@d8B', 'N@d1W', 'Q@a0QL1', 'Q@a9QL6');
    expect(s.phase).toBe('play');
    expect(rules.legalMoves(s.position)).toHaveLength(20);
    expect(rules.makePosition(s.position).split(' ')[0].split(',').sort()).toEqual(
      rules
        .makePosition(unwrap(rules.start('standard', opts())))
        .split(' ')[0]
        .split(',')
        .sort(),
    );
  });

  it('refuses a move during placement and a placement during play', () => {
    const s = game('960x960');
    expect(decideGame(rules, s, { type: 'Move', move: 'b2W-b4N' })).toMatchObject({ ok: false });
    const p = game('standard');
    expect(decideGame(rules, p, { type: 'Place', step: 'B@b1W' })).toMatchObject({ ok: false });
  });

  it('3D-Chess960 castling: example (2) of V.P5.3.4 on the board', () => {
    const s = game('Na1W,Rb1W*,Kc1W*,Re0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2');
    const refused = decideGame(rules, s, { type: 'Move', move: '0-0-0' });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'ERR_CASTLING_PATH_BLOCKED', rule: 'V.P5.3.4' },
    });
    const done = play(s, '0-0');
    const text = rules.makePosition(done.position);
    expect(text).toContain('Ke0KL1');
    expect(text).toContain('Rd0KL1');
  });

  it('a 960x960 game under V.A4 has the neutral boards from the start', () => {
    const s = game('960x960', { 'v-a4': 'on' });
    expect(s.phase).toBe('setup');
    expect(rules.makePosition(s.position).split(' ')[1].split(',')).toEqual(
      expect.arrayContaining(['KL3:n', 'QL4:n']),
    );
  });

  it('explains a 3D-Chess960 castling with its kind', () => {
    const s = game('Rz0QL1*,Kc1W*,Rd0KL1*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2');
    const why = rules.explain(s.position, '0-0');
    expect(why).toMatchObject({ legal: true, facts: { castlingKind: 'king-only' } });
    expect(why.legal && why.rules).toContain('V.P5.3.3');
  });

  it('explains a promotion into a board in full: its long form, clauses, facts and no warnings', () => {
    const s = game('Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20', { 'v-a3': 'on' });
    expect(rules.explain(s.position, 'a7B-a8B=AB')).toEqual({
      legal: true,
      move: 'a7B-a8B=AB',
      rules: ['V.A3', 'TR 3.4(e)', 'TR 3.5(b)'],
      facts: { side: 'white', from: 'a7B', to: 'a8B', pin: 'QL6' },
      warnings: [],
    });
  });

  it('a promotion into a board from a square that does not exist is no piece move to the corner', () => {
    const s = game('Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20', { 'v-a3': 'on' });
    expect(decideText(rules, s.position, 'a7W-a8B=AB')).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_SUCH_MOVE', params: { piece: 'piece', to: 'a8B' } },
    });
  });

  it("explains Black's 3D-Chess960 castling with Black's own plan of that side", () => {
    const s = game('Rb1W*,Kc1W*,Rd1W*,Pb2W,Pd2W,rb8B*,kc8B*,re9KL6* QL1:w,KL1:w,QL6:b,KL6:b b - - 0 2');
    expect(rules.explain(s.position, '0-0-0')).toMatchObject({
      legal: true,
      facts: { side: 'black', castlingKind: 'double-move', mustBeEmpty: 'a9QL6 a8B d8B d9KL6' },
    });
  });

  it('a lower slot in a position string without V.A2.2 is refused naming the slot', () => {
    expect(rules.parsePosition('Kc1W,kc8B QL1u:w,KL1:w,QL6:b,KL6:b w - - 0 2', opts())).toMatchObject({
      ok: false,
      error: { code: 'ERR_LOWER_SLOTS_OFF', params: { pin: 'QL1u' } },
    });
  });

  it('a promotion into a board reads without warnings and is written back from its event', () => {
    const s = game('Kc1W,Pa7B,kd6B,pd5B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20', { 'v-a3': 'on' });
    expect(rules.parseMove(s.position, 'a7B-a8B=AB')).toEqual({
      ok: true,
      value: { move: { kind: 'board-promotion', from: 'a7B', to: 'a8B', pin: 'QL6' }, warnings: [] },
    });
    const event = {
      type: 'PawnPromotedToBoard',
      data: { side: 'white', from: 'a7B', to: 'a8B', pin: 'QL6' },
    };
    expect(rules.eventText(s.position, event)).toBe('a7B-a8B=AB');
  });
});
