/**
 * Steps of the Tri-D variants (Meder's Variants page): first rows, 3D-Chess960 castling
 * plans, the 960x960 placement phase, attack-board targets, and the variants' definitions.
 * Worded with "first row", "3D square", "attack board", "placement" so they stay apart
 * from the engine's own steps. Positions are read through the rules' position string.
 */
import assert from 'node:assert/strict';
import { sideToAct, type Color } from '@arbiter/kernel';
import {
  CORNER_PIN_NAME,
  VARIANT_SETUPS,
  castlingPlan,
  countReachable,
  drawChess960,
  emptyPlacement,
  firstRow,
  lowerSlotSquares,
  rowDefect,
  rowFromNumber,
  squareShade,
  type Row,
  type RowRole,
} from '@arbiter/tri-d-chess';
import { given, thenStep, when } from '../support/bilingual';
import { games } from '@arbiter/toolkit';
import type { ArbiterWorld } from '../support/world';
import { beginGame, send, startGame } from './game';

const LETTER: Record<RowRole, string> = { rook: 'R', knight: 'N', bishop: 'B', queen: 'Q', king: 'K' };
const ROLE: Record<string, RowRole> = { R: 'rook', N: 'knight', B: 'bishop', Q: 'queen', K: 'king' };

/** The pieces of the World's position, square name to letter (`K` White, `k` Black), with unmoved marks. */
function pieces(world: ArbiterWorld): Map<string, { letter: string; unmoved: boolean }> {
  const rules = world.requireRules();
  const text = rules.makePosition(world.requireGame().position);
  const out = new Map<string, { letter: string; unmoved: boolean }>();
  const field = text.split(' ')[0];
  if (field === '-') return out;
  for (const token of field.split(','))
    out.set(token.slice(1).replace('*', ''), { letter: token[0], unmoved: token.endsWith('*') });
  return out;
}

/** A side's first row as letters (`-` for an empty slot), upper case for either colour. */
function rowLetters(world: ArbiterWorld, side: Color): string {
  const on = pieces(world);
  return firstRow(side)
    .map((sq) => on.get(sq)?.letter.toUpperCase() ?? '-')
    .join(' ');
}

/** A side's unmoved king and rooks on its first row (what castling works from). */
function castlingRow(world: ArbiterWorld, side: Color): Row {
  const on = pieces(world);
  return firstRow(side).map((sq) => {
    const p = on.get(sq);
    if (!p || !p.unmoved || (p.letter === p.letter.toUpperCase()) !== (side === 'white')) return null;
    const role = ROLE[p.letter.toUpperCase()];
    return role === 'king' || role === 'rook' ? role : null;
  });
}

function planOf(world: ArbiterWorld, notation: string, side: Color) {
  const plan = castlingPlan(castlingRow(world, side), side, notation === '0-0-0' ? 'a' : 'e');
  assert.ok(plan, `${side} has no castling ${notation} here`);
  return plan;
}

function attempt(world: ArbiterWorld, setup: string, options: Record<string, string>): void {
  world.options = options;
  world.lastRejection = beginGame(world, 'tri-d-chess', setup);
}

when(
  'a Tri-D game is started from the setup {string}',
  'je zahájena partie trojrozměrných šachů z postavení {string}',
  function (this: ArbiterWorld, setup: string) {
    attempt(this, setup, this.options);
  },
);

when(
  'a Tri-D game is started with the rule option {string} set to {string}',
  'je zahájena partie trojrozměrných šachů s volbou {string} nastavenou na {string}',
  function (this: ArbiterWorld, option: string, value: string) {
    attempt(this, 'standard', { ...this.options, [option]: value });
  },
);

when(
  'the placement step {string} is taken',
  'je proveden krok rozestavení {string}',
  function (this: ArbiterWorld, step: string) {
    send(this, { type: 'Place', step });
  },
);

thenStep(
  'exactly {int} arrangements of the first row are valid',
  {
    lead: 'je platných uspořádání první řady přesně {int}',
    and: 'platných uspořádání první řady je přesně {int}',
  },
  function (this: ArbiterWorld, count: number) {
    const pool: RowRole[] = ['king', 'queen', 'rook', 'rook', 'bishop', 'bishop', 'knight', 'knight'];
    const seen = new Set<string>();
    const walk = (row: RowRole[], left: RowRole[]): void => {
      if (!left.length) {
        if (!rowDefect(row)) seen.add(row.join());
        return;
      }
      new Set(left).forEach((role) => {
        const i = left.indexOf(role);
        walk([...row, role], [...left.slice(0, i), ...left.slice(i + 1)]);
      });
    };
    walk([], pool);
    assert.equal(seen.size, count);
  },
);

thenStep(
  'the first row of {color} reads {string}',
  'první řada {color-genitive} je {string}',
  function (this: ArbiterWorld, side: Color, letters: string) {
    assert.equal(rowLetters(this, side), letters);
  },
);

thenStep(
  'the first row of Black reads the same as the first row of White',
  'první řada černého je stejná jako první řada bílého',
  function (this: ArbiterWorld) {
    assert.equal(rowLetters(this, 'black'), rowLetters(this, 'white'));
  },
);

thenStep(
  'the 3D square {string} holds {string}',
  'na 3D poli {string} stojí {string}',
  function (this: ArbiterWorld, square: string, letter: string) {
    assert.equal(pieces(this).get(square)?.letter ?? '-', letter);
  },
);

thenStep(
  'the seed {string} draws the same 3D-Chess960 setup twice',
  'semínko {string} vylosuje dvakrát totéž postavení 3D-Šachů960',
  function (this: ArbiterWorld, seed: string) {
    const n = drawChess960(seed);
    assert.equal(drawChess960(seed), n);
    assert.ok(n >= 0 && n < 960);
    this.slots.set('drawn', { seed, n });
  },
);

thenStep(
  'a game from the setup {string} has the first row of that number',
  'partie z postavení {string} má první řadu toho čísla',
  function (this: ArbiterWorld, setup: string) {
    const drawn = this.slots.get('drawn') as { n: number };
    startGame(this, 'tri-d-chess', setup);
    const row = rowFromNumber(drawn.n);
    assert.ok(row.ok);
    assert.equal(rowLetters(this, 'white'), row.value.map((r) => LETTER[r]).join(' '));
  },
);

const KINDS: Record<string, string> = {
  'double move': 'double-move',
  transposition: 'transposition',
  'king only': 'king-only',
  'rook only': 'rook-only',
};

/** The kind of a castling (V.P5.3.3) from what it did: where the king and the rook went. */
function kindOfCastling(king: { from: string; to: string }, rook: { from: string; to: string }): string {
  if (king.from === king.to) return 'rook-only';
  if (rook.from === rook.to) return 'king-only';
  return king.from === rook.to && rook.from === king.to ? 'transposition' : 'double-move';
}

thenStep(
  'the castling {string} of {color} is a {castling-kind}',
  'rošáda {string} {color-genitive} je {castling-kind}',
  function (this: ArbiterWorld, notation: string, side: Color, kind: string) {
    // As a player finds out: the castling must be among the legal moves, and what it does decides its kind.
    const rules = this.requireRules();
    const position = this.requireGame().position;
    assert.equal(rules.turn(position), side, `${side} is not to move`);
    const found = rules.legalMoves(position).filter((m) => rules.makeMove(position, m) === notation);
    assert.equal(found.length, 1, `${notation} is not a legal move here`);
    const decided = rules.decide(position, found[0]);
    assert.ok(decided.ok, decided.ok ? '' : decided.error.message);
    const castled = decided.value.find((e) => e.type === 'Castled');
    assert.ok(castled, `${notation} played no castling`);
    const { king, rook } = castled.data as Record<'king' | 'rook', { from: string; to: string }>;
    assert.equal(kindOfCastling(king, rook), KINDS[kind]);
  },
);

thenStep(
  'castling {string} of {color} needs the squares {string} empty',
  'rošáda {string} {color-genitive} vyžaduje volná pole {string}',
  function (this: ArbiterWorld, notation: string, side: Color, squares: string) {
    const wanted = squares.split(/\s+/).filter(Boolean).sort();
    assert.deepEqual([...planOf(this, notation, side).mustBeEmpty].sort(), wanted);
  },
);

given(
  'the game is in its setup phase',
  { lead: 'je partie ve fázi rozestavení', and: 'partie je ve fázi rozestavení' },
  function (this: ArbiterWorld) {
    assert.equal(this.requireGame().phase, 'setup');
  },
);

thenStep(
  'the game is in play',
  { lead: 'se partie hraje', and: 'partie se hraje' },
  function (this: ArbiterWorld) {
    assert.equal(
      this.lastRejection,
      null,
      `refused: ${this.lastRejection?.code} ${this.lastRejection?.message}`,
    );
    assert.equal(this.requireGame().phase, 'play');
  },
);

thenStep(
  '{color} places next, choosing among {string}',
  '{color} staví jako další, na výběr má {string}',
  function (this: ArbiterWorld, side: Color, letters: string) {
    const rules = this.requireRules();
    const game = this.requireGame();
    assert.equal(game.phase, 'setup');
    assert.equal(sideToAct(rules, game), side);
    const offered = new Set((rules.placement?.options(game.position) ?? []).map((s) => s[0]));
    assert.deepEqual([...offered].sort(), letters.split(/\s+/).sort());
  },
);

thenStep(
  '{int} pairs of first rows can be reached',
  'lze dosáhnout {int} dvojic prvních řad',
  function (this: ArbiterWorld, count: number) {
    // Every placement the protocol allows, walked step by step through its own rules: each finished
    // pair of rows is counted once, nothing is multiplied.
    const mirrored = this.options['v-p6-setups'] === 'mirrored';
    assert.equal(countReachable(emptyPlacement(mirrored)).pairs, count);
  },
);

thenStep(
  'the attack board on {string} can move to {string}',
  'útočná deska na {string} může táhnout na {string}',
  function (this: ArbiterWorld, pin: string, targets: string) {
    const rules = this.requireRules();
    const position = this.requireGame().position;
    const reached = new Set<string>();
    for (const m of rules.legalMoves(position)) {
      const text = rules.makeMove(position, m);
      const hit = new RegExp(`^${pin}-([QK]L[1-6]u?)(?![0-9a-z])`).exec(text);
      if (hit) reached.add(hit[1]);
    }
    assert.deepEqual([...reached].sort(), targets.split(/\s+/).filter(Boolean).sort());
  },
);

thenStep(
  'the attack boards stand on {string}',
  'útočné desky stojí na {string}',
  function (this: ArbiterWorld, boards: string) {
    const text = this.requireRules().makePosition(this.requireGame().position);
    assert.deepEqual(text.split(' ')[1].split(',').sort(), boards.split(/\s+/).sort());
  },
);

thenStep(
  'the squares {string} and {string} have the same colour',
  'pole {string} a {string} mají stejnou barvu',
  function (this: ArbiterWorld, a: string, b: string) {
    assert.equal(squareShade(a), squareShade(b));
  },
);

thenStep(
  'the setup {string} is listed as not available',
  {
    lead: 'je postavení {string} uvedeno jako nedostupné',
    and: 'postavení {string} je uvedeno jako nedostupné',
  },
  function (this: ArbiterWorld, id: string) {
    const rules = games.get('tri-d-chess');
    assert.ok(rules.ok);
    const listed = rules.value.setups.find((s) => s.id === id);
    assert.ok(listed, `${id} is not in the setup catalogue`);
    assert.equal(listed.available, false);
    assert.ok(VARIANT_SETUPS.some((s) => s.id === id));
  },
);

thenStep(
  'the lower slot of {string} has the squares {string}',
  'spodní místo čepu {string} má pole {string}',
  function (this: ArbiterWorld, pin: string, squares: string) {
    assert.deepEqual(lowerSlotSquares(pin), squares.split(/\s+/));
  },
);

thenStep(
  'under V.A3 a pawn promoting on {string} takes a new board on {string}',
  'podle V.A3 získá pěšec, který se promění na {string}, novou desku na {string}',
  function (this: ArbiterWorld, square: string, pin: string) {
    assert.equal(CORNER_PIN_NAME[square], pin);
  },
);

when(
  'the move {string} is played with the choice of a new attack board',
  'je zahrán tah {string} s volbou nové útočné desky',
  function (this: ArbiterWorld, move: string) {
    send(this, { type: 'Move', move, choices: { promotion: 'AB' } });
  },
);

thenStep(
  'the judgement finds it illegal with {word} citing {string}',
  'posudek shledá tah neplatným s kódem {word} podle {string}',
  function (this: ArbiterWorld, code: string, rule: string) {
    const e = this.slots.get('tri-d-explanation') as
      { legal: true } | { legal: false; rejection: { code: string; rule: string } } | undefined;
    assert.ok(e, 'no move was judged');
    assert.ok(!e.legal, 'the move was judged legal');
    assert.equal(e.rejection.code, code);
    assert.equal(e.rejection.rule, rule);
  },
);

thenStep(
  'the refusal names the board move from {string} to {string}',
  'odmítnutí uvádí tah desky z {string} na {string}',
  function (this: ArbiterWorld, from: string, to: string) {
    assert.ok(this.lastRejection, 'the last command was accepted');
    assert.equal(this.lastRejection.params?.from, from, this.lastRejection.message);
    assert.equal(this.lastRejection.params?.to, to, this.lastRejection.message);
  },
);
