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
import { referenceMoves } from '../testing/reference';
import { variantRefusal } from './judge-hooks';
import {
  EMPTY_BOARDS_POSITION,
  LOWER_SLOTS_POSITION,
  PERFT_ROWS,
  referenceVariantPerft,
} from '../testing/variant-figures';
import { mederRuleSet } from '../rules';
import type { Position } from '../position';
import { boardPromotions } from './board-promotion';
import { drawChess960 } from './chess960';
import { randomSource, uniformBelow } from './random';
import { withVariants } from './rules';

const rules = withVariants(mederRuleSet);

/** Option sets played together (the page says the variants may be combined). */
const COMBINATIONS: Record<string, string>[] = [
  {},
  { 'v-a1': 'on' },
  { 'v-a2-1': 'on', 'v-a1': 'on' },
  { 'v-a5': 'on', 'v-a2': 'on' },
  { 'v-a3': 'on', 'v-a2': 'on' },
  { 'v-a4': 'on', 'v-a5': 'on' },
  { 'v-a2-2': 'on' },
  { 'v-a2-2': 'on', 'v-a2': 'on', 'v-a4': 'on' },
  {
    'v-a1': 'on',
    'v-a2': 'on',
    'v-a2-1': 'on',
    'v-a2-2': 'on',
    'v-a3': 'on',
    'v-a5': 'on',
    'castling-first-move': 'first-ply-only',
  },
];
const SETUPS = ['standard', 'v-p1', `chess960:${drawChess960('combinations')}`, '960x960'];
/** Boards rarely empty in a random game from the start, so V.A2.2 also plays from positions with empty and lower boards. */
const LOWER_SLOT_SETUPS = [EMPTY_BOARDS_POSITION, LOWER_SLOTS_POSITION];
/** Plies played with a board in a lower slot (V.A2.2), over all random games. */
let pliesWithLowerBoard = 0;

/** Plays a seeded random game, checking at intervals that the reference generator finds the same moves. */
function randomGame(setup: string, options: Record<string, string>, seed: number, plies: number): number {
  const next = randomSource(seed);
  let s: GameState<Position> = startState(rules, unwrap(decideStart(rules, { setup, options })));
  let checked = 0;
  for (let ply = 0; ply < plies && s.phase !== 'finished'; ply++) {
    if (s.phase === 'setup') {
      const steps = rules.placement!.options(s.position);
      const step = steps[uniformBelow(next, steps.length)];
      for (const e of unwrap(decideGame(rules, s, { type: 'Place', step }))) s = evolveGame(rules, s, e);
      continue;
    }
    const moves = rules.legalMoves(s.position);
    if (ply % 8 === 3) {
      expect(
        referenceMoves(s.position.board, variantRefusal(s.position.options)).length +
          boardPromotions(s.position).length,
      ).toBe(moves.length);
      checked++;
    }
    if (moves.length === 0) break;
    if (/u:/.test(rules.makePosition(s.position).split(' ')[1])) pliesWithLowerBoard++;
    const text = rules.makeMove(s.position, moves[uniformBelow(next, moves.length)]);
    const events = decideGame(rules, s, { type: 'Move', move: text });
    if (!events.ok)
      throw new Error(`${setup} ${JSON.stringify(options)}: ${text} refused: ${events.error.message}`);
    for (const e of events.value) s = evolveGame(rules, s, e);
  }
  return checked;
}

describe('the variants combine (random games, two generators agreeing)', () => {
  for (const options of COMBINATIONS)
    it(`options ${JSON.stringify(options)} under every setup`, () => {
      let checked = 0;
      const lower = options['v-a2-2'] === 'on';
      const before = pliesWithLowerBoard;
      [...SETUPS, ...(lower ? LOWER_SLOT_SETUPS : [])].forEach(
        (setup, i) => (checked += randomGame(setup, options, 1000 + i, 100)),
      );
      expect(checked).toBeGreaterThan(0);
      if (lower) expect(pliesWithLowerBoard - before).toBeGreaterThan(20);
      else expect(pliesWithLowerBoard).toBe(before);
    });
});

describe('perft per option agrees with the reference generator', () => {
  for (const row of PERFT_ROWS.filter((r) => r.setup.includes(' ')))
    it(row.label, () => {
      const p = unwrap(rules.start(row.setup, unwrap(resolveOptions(rules.options, row.options))));
      expect(perft(rules, p, 2)).toBe(referenceVariantPerft(p, 2));
    });
});
