import { describe, expect, it } from 'vitest';
import {
  decideGame,
  decideStart,
  evolveGame,
  perft,
  resolveOptions,
  startState,
  unwrap,
  type GameState,
} from '@arbiter/kernel';
import { encodeMove, moveFrom, moveKind, movePre, movePromo, moveTo } from '../engine';
import { parseDiagram, renderBoard } from '../diagram';
import { PIN_COUNT, SQUARE_COUNT } from '../geometry';
import { mederRuleSet } from '../rules';
import type { Position } from '../position';
import { referencePerft } from '../testing/reference';
import { variantRefusal } from './judge-hooks';
import {
  EMPTY_BOARDS_POSITION,
  LOWER_CHECK_POSITION,
  LOWER_PROMOTION_POSITION,
  LOWER_SLOTS_POSITION,
  referenceVariantPerft,
} from '../testing/variant-figures';
import { triDMessageCatalogue, variantMessages, variantMoveMessages } from './messages';
import { withVariants } from './rules';

const rules = withVariants(mederRuleSet);
const ON = { 'v-a2-2': 'on' };
const options = (given: Record<string, string>) => unwrap(resolveOptions(rules.options, given));
const start = (setup: string, given: Record<string, string> = ON) =>
  unwrap(rules.start(setup, options(given)));

function game(setup: string, given: Record<string, string> = ON): GameState<Position> {
  return startState(rules, unwrap(decideStart(rules, { setup, options: given })));
}

function play(s: GameState<Position>, move: string): GameState<Position> {
  const events = decideGame(rules, s, { type: 'Move', move });
  if (!events.ok) throw new Error(`${move}: ${events.error.code} ${events.error.message}`);
  let next = s;
  for (const e of events.value) next = evolveGame(rules, next, e);
  return next;
}

function refusal(s: GameState<Position>, move: string): string {
  const d = decideGame(rules, s, { type: 'Move', move });
  return d.ok ? 'accepted' : `${d.error.code} ${d.error.rule}`;
}

const boardsField = (p: Position) => rules.makePosition(p).split(' ')[1];

describe('V.A2.2 lower slots: the fast generator agrees with the reference to perft(3)', () => {
  const cases: [string, string, Record<string, string>][] = [
    ['empty boards (every board may turn over)', EMPTY_BOARDS_POSITION, ON],
    ['shared pins, pieces on lower boards', LOWER_SLOTS_POSITION, ON],
    ['check from one lower board to another', LOWER_CHECK_POSITION, ON],
    ['a pawn under a lower board (delayed promotion when it leaves)', LOWER_PROMOTION_POSITION, ON],
    ['with V.A1 and V.A2.1', LOWER_SLOTS_POSITION, { ...ON, 'v-a1': 'on', 'v-a2-1': 'on' }],
    ['with V.A2 and V.A5', LOWER_SLOTS_POSITION, { ...ON, 'v-a2': 'on', 'v-a5': 'on' }],
  ];
  for (const [label, setup, given] of cases)
    it(label, () => {
      const p = start(setup, given);
      for (const depth of [1, 2, 3])
        expect(perft(rules, p, depth), `depth ${depth}`).toBe(
          referencePerft(p.board.clone(), depth, variantRefusal(p.options)),
        );
    });

  it('with every attack-board option (V.A3 promotions from the pawns, V.A4 neutral boards)', () => {
    const all = {
      ...ON,
      'v-a1': 'on',
      'v-a2': 'on',
      'v-a2-1': 'on',
      'v-a3': 'on',
      'v-a4': 'on',
      'v-a5': 'on',
    };
    const p = start(LOWER_PROMOTION_POSITION, all);
    for (const depth of [1, 2, 3]) expect(perft(rules, p, depth)).toBe(referenceVariantPerft(p, depth));
  });
});

describe('V.A2.2 off: the Tournament Rules are untouched', () => {
  it('perft from the start is 20 / 400 / 9128 with the option off and on', () => {
    for (const given of [{}, ON]) {
      const p = start('standard', given);
      expect([1, 2, 3].map((d) => perft(rules, p, d))).toEqual([20, 400, 9128]);
    }
  });

  it('refuses a lower slot in a position string and a board move to one, citing V.A2.2', () => {
    const text = 'Kc1W,kc8B QL1:w,QL1u:w,QL6:b,KL6:b w - - 0 2';
    const r = rules.parsePosition(text, options({}));
    expect(r.ok ? 'accepted' : `${r.error.code} ${r.error.rule}`).toBe('ERR_LOWER_SLOTS_OFF V.A2.2');
    expect(rules.parsePosition(text, options(ON)).ok).toBe(true);
    expect(refusal(game(EMPTY_BOARDS_POSITION, {}), 'QL1-QL1u')).toBe('ERR_LOWER_SLOTS_OFF V.A2.2');
  });
});

describe('V.A2.2 on the board', () => {
  it('turns an empty board under its pin and back, and a second board joins the pin', () => {
    let s = game(EMPTY_BOARDS_POSITION);
    s = play(s, 'QL1-QL1u');
    expect(boardsField(s.position)).toBe('QL6:b,KL1:w,KL6:b,QL1u:w');
    s = play(s, 'QL6u');
    expect(boardsField(s.position)).toBe('KL1:w,KL6:b,QL1u:w,QL6u:b');
    expect(refusal(s, 'QL6u-QL6')).toBe('ERR_BOARD_NOT_YOURS TR 3.6');
    s = play(s, 'KL1-QL1');
    expect(boardsField(s.position)).toBe('QL1:w,KL6:b,QL1u:w,QL6u:b');
    s = play(s, 'QL6u-QL6');
    expect(boardsField(s.position)).toBe('QL1:w,QL6:b,KL6:b,QL1u:w');
  });

  it('refuses to turn an occupied board and to change slots while changing pins', () => {
    const s = game(LOWER_SLOTS_POSITION);
    expect(refusal(s, 'QL1-QL1u')).toBe('ERR_BOARD_FLIP_OCCUPIED V.A2.2');
    expect(refusal(s, 'KL2u-KL2')).toBe('ERR_BOARD_FLIP_OCCUPIED V.A2.2');
    expect(refusal(s, 'QL3-QL3u')).toBe('ERR_BOARD_PIN_OCCUPIED TR 3.6');
    expect(refusal(s, 'KL2u-KL4')).toBe('ERR_BOARD_SLOT_CHANGE V.A2.2');
    expect(refusal(s, 'QL3u-QL1u')).toBe('ERR_BOARD_DIRECTION TR 3.6');
  });

  it('moves a board along lower slots with its passenger, and pieces on and off lower boards', () => {
    let s = game(LOWER_SLOTS_POSITION);
    s = play(s, 'KL2u-KL4u');
    expect(rules.makePosition(s.position)).toContain('Nd6KL4u');
    expect(rules.status(s.position).checks.length).toBe(1);
    s = play(s, 'c8B-d8B');
    s = play(s, 'd6KL4u-b5B');
    s = play(s, 'b7B-b6B');
    s = play(s, 'z1QL1-a2QL3u');
    const pieces = rules.makePosition(s.position).split(' ')[0].split(',');
    expect(pieces).toEqual(expect.arrayContaining(['Nb5B', 'Ba2QL3u', 'Pz3QL3u', 'ra9QL6u']));
  });

  it('checks along a file through lower boards, and the king steps off its lower board', () => {
    const s = game(LOWER_CHECK_POSITION);
    expect(rules.status(s.position).checks.length).toBe(1);
    expect(refusal(s, 'a2QL3u-a2W')).toBe('ERR_VERTICAL_MOVE TR 3.1(d)');
    expect(refusal(s, 'a2QL3u-a3N')).toBe('ERR_KING_IN_CHECK TR 3.5(b)');
    expect(refusal(s, 'a2QL3u-b3N')).toBe('accepted');
  });
});

describe('V.A2.2 notation and records', () => {
  it('every legal move reads back from its long form and its Appendix E form', () => {
    for (const setup of [LOWER_SLOTS_POSITION, LOWER_PROMOTION_POSITION, EMPTY_BOARDS_POSITION]) {
      const p = start(setup);
      const moves = rules.legalMoves(p);
      expect(moves.length).toBeGreaterThan(0);
      for (const m of moves)
        for (const text of [rules.makeMove(p, m), rules.makeHumanMove(p, m)]) {
          const back = rules.parseMove(p, text);
          expect(back.ok, text).toBe(true);
          if (back.ok) expect(rules.makeMove(p, back.value.move), text).toBe(rules.makeMove(p, m));
        }
    }
  });

  it('writes a turn over as QL1-QL1u (long form) and QL1u (Appendix E)', () => {
    const p = start(EMPTY_BOARDS_POSITION);
    const flip = rules.legalMoves(p).find((m) => m.kind === 'board' && m.to === 'QL1u');
    expect(flip).toBeDefined();
    expect(rules.makeMove(p, flip!)).toBe('QL1-QL1u');
    expect(rules.makeHumanMove(p, flip!)).toBe('QL1u');
  });

  it('position strings and diagrams with lower boards read back unchanged', () => {
    const p = start(LOWER_SLOTS_POSITION);
    const text = rules.makePosition(p);
    expect(rules.makePosition(unwrap(rules.parsePosition(text, p.options)))).toBe(text);
    const drawing = renderBoard(p.board);
    const lines = drawing.split('\n').filter((l) => /^[A-Z]/.test(l));
    expect(lines.indexOf('N')).toBeLessThan(lines.indexOf('QL3u white'));
    expect(lines.indexOf('QL3u white')).toBeLessThan(lines.indexOf('W'));
    expect(lines.indexOf('W')).toBeLessThan(lines.length);
    const back = unwrap(parseDiagram(drawing));
    expect(back.boards.split(',').sort()).toEqual(text.split(' ')[1].split(',').sort());
    expect(
      back.pieces
        .split(',')
        .map((t) => t.replace('*', ''))
        .sort(),
    ).toEqual(
      text
        .split(' ')[0]
        .split(',')
        .map((t) => t.replace('*', ''))
        .sort(),
    );
  });

  it('the widened move encoding holds every square, pin, kind and choice', () => {
    for (const [from, to] of [
      [SQUARE_COUNT - 1, SQUARE_COUNT - 2],
      [PIN_COUNT - 1, 0],
      [0, SQUARE_COUNT - 1],
    ])
      for (let kind = 0; kind < 5; kind++)
        for (let promo = 0; promo < 6; promo++)
          for (const pre of [0, 5]) {
            const m = encodeMove(from, to, kind, promo, pre);
            expect(m).toBeGreaterThanOrEqual(0);
            expect([moveFrom(m), moveTo(m), moveKind(m), movePromo(m), movePre(m)]).toEqual([
              from,
              to,
              kind,
              promo,
              pre,
            ]);
          }
  });
});

describe('the variants’ codes in the package catalogue (request 2)', () => {
  it('lists every variant code with its rule and an English and a Czech text', () => {
    for (const [code, entry] of Object.entries({ ...variantMessages, ...variantMoveMessages })) {
      expect(triDMessageCatalogue[code], code).toEqual(entry);
      expect(entry.en.length * entry.cs.length, code).toBeGreaterThan(0);
    }
    for (const code of ['ERR_LOWER_SLOTS_OFF', 'ERR_BOARD_FLIP_OCCUPIED', 'ERR_BOARD_SLOT_CHANGE'])
      expect(triDMessageCatalogue[code]?.rule).toBe('V.A2.2');
  });
});
