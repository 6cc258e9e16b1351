/**
 * Steps of Tri-Dimensional Chess under Meder's Tournament Rules: positions drawn as one
 * small diagram per level, moves judged without playing them, what a square holds, the
 * moves of a piece or an attack board, notation, draws. Worded with "Tri-D" so they stay
 * apart from the other games' steps; moves are played through the shared game steps.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { decideText, type Color } from '@arbiter/kernel';
import { parseDiagram, triDChess, type Position } from '@arbiter/tri-d-chess';
import { given, thenStep, when } from '../support/bilingual';
import type { ArbiterWorld } from '../support/world';
import { assertParam } from '../support/refusal-params';
import { send, startGame } from './game';

const sample = JSON.parse(
  readFileSync(new URL('../../packages/tri-d-chess/fixtures/sample-game.json', import.meta.url), 'utf8'),
) as {
  moves: string;
  resolved: string;
  final: string;
  warnings: { ply: number; move: string; code: string }[];
};

const mode = (world: ArbiterWorld) => (world.slots.get('mode') as 'strict' | 'lenient') ?? 'strict';
const position = (world: ArbiterWorld) => world.requireGame().position as Position;
const list = (text: string) => text.split(/\s+/).filter(Boolean).sort();

/** Starts a Tri-D game from a position string under the World's options. */
function startAt(world: ArbiterWorld, setup: string): void {
  startGame(world, triDChess.id, setup);
}

function fromDiagram(world: ArbiterWorld, side: Color, moveNumber: number, diagram: string): void {
  const d = parseDiagram(diagram);
  if (!d.ok) throw new Error(d.error.message);
  startAt(world, `${d.value.pieces} ${d.value.boards} ${side === 'white' ? 'w' : 'b'} - - 0 ${moveNumber}`);
}

given(
  'the Tri-D position, {color} to move:',
  'je dána tato pozice Tri-D a na tahu je {color}:',
  function (this: ArbiterWorld, side: Color, diagram: string) {
    fromDiagram(this, side, 10, diagram);
  },
);

given(
  'the Tri-D position, {color} to move, move number {int}:',
  'je dána tato pozice Tri-D, na tahu je {color} a hraje se {int}. tah:',
  function (this: ArbiterWorld, side: Color, n: number, diagram: string) {
    fromDiagram(this, side, n, diagram);
  },
);

given(
  'the Tri-D position {string}',
  'je dána pozice Tri-D {string}',
  function (this: ArbiterWorld, text: string) {
    startAt(this, text);
  },
);

given(
  "Meder's sample game has been played",
  'byla sehrána Mederova ukázková partie',
  function (this: ArbiterWorld) {
    startAt(this, 'standard');
    this.slots.set('mode', 'lenient');
    const warnings: string[] = [];
    for (const m of sample.moves.split(/\s+/).filter((t) => t && !/^\d+\.$/.test(t))) {
      const parsed = triDChess.parseMove(position(this), m, 'lenient');
      if (parsed.ok) warnings.push(...parsed.value.warnings.map((w) => `${m}:${w.code}`));
      assert.ok(send(this, { type: 'Move', move: m }), `${m}: ${this.lastRejection?.code}`);
    }
    this.slots.set('tri-d-warnings', warnings);
  },
);

when(
  'the Tri-D move {string} is judged',
  'je posouzen tah Tri-D {string}',
  function (this: ArbiterWorld, text: string) {
    this.slots.set('tri-d-explanation', triDChess.explain(position(this), text));
  },
);

thenStep(
  'the Tri-D move {string} is legal',
  { lead: 'je tah Tri-D {string} platný', and: 'tah Tri-D {string} je platný' },
  function (this: ArbiterWorld, text: string) {
    const r = triDChess.parseMove(position(this), text, mode(this));
    assert.ok(r.ok, r.ok ? '' : `${r.error.code} [${r.error.rule}]: ${r.error.message}`);
  },
);

thenStep(
  'the Tri-D move {string} is refused with {word} citing {string}',
  {
    lead: 'je tah Tri-D {string} odmítnut s kódem {word} podle {string}',
    and: 'tah Tri-D {string} je odmítnut s kódem {word} podle {string}',
  },
  function (this: ArbiterWorld, text: string, code: string, rule: string) {
    const before = triDChess.makePosition(position(this));
    const r = decideText(triDChess, position(this), text, undefined, mode(this));
    assert.ok(!r.ok, `${text} was accepted`);
    assert.equal(r.error.code, code, r.error.message);
    assert.equal(r.error.rule, rule);
    assert.equal(triDChess.makePosition(position(this)), before);
  },
);

// What a refusal names (the square, the blocking piece, the piece asked for): its params.
thenStep(
  'the refusal of the Tri-D move {string} gives {word} as {string}',
  'odmítnutí tahu Tri-D {string} uvádí {refusal-detail}: {value}',
  function (this: ArbiterWorld, text: string, name: string, value: string) {
    const r = decideText(triDChess, position(this), text, undefined, mode(this));
    assert.ok(!r.ok, `${text} was accepted`);
    assertParam(r.error.params, name, value, r.error.message);
  },
);

thenStep(
  'the Tri-D move {string} reads as {string}',
  { lead: 'se tah Tri-D {string} čte jako {string}', and: 'tah Tri-D {string} se čte jako {string}' },
  function (this: ArbiterWorld, text: string, long: string) {
    const r = triDChess.parseMove(position(this), text, mode(this));
    assert.ok(r.ok, r.ok ? '' : `${r.error.code}: ${r.error.message}`);
    assert.equal(triDChess.makeMove(position(this), r.value.move), long);
  },
);

thenStep(
  'the Tri-D move {string} is written {string} in Appendix E',
  {
    lead: 'se tah Tri-D {string} podle dodatku E píše {string}',
    and: 'tah Tri-D {string} se podle dodatku E píše {string}',
  },
  function (this: ArbiterWorld, long: string, text: string) {
    const r = triDChess.parseMove(position(this), long);
    assert.ok(r.ok, r.ok ? '' : `${r.error.code}: ${r.error.message}`);
    assert.equal(triDChess.makeHumanMove(position(this), r.value.move), text);
  },
);

thenStep(
  'reading {string} warns {word}',
  'čtení {string} vydá varování {word}',
  function (this: ArbiterWorld, text: string, code: string) {
    const r = triDChess.parseMove(position(this), text, mode(this));
    assert.ok(r.ok, r.ok ? '' : `${r.error.code}: ${r.error.message}`);
    assert.deepEqual(
      r.value.warnings.map((w) => w.code),
      [code],
    );
  },
);

/** Long forms of the legal moves that start on a square (or pin), without the start. */
function movesFrom(world: ArbiterWorld, from: string): string[] {
  const p = position(world);
  return triDChess
    .legalMoves(p)
    .filter((m) => (m.kind === 'piece' || m.kind === 'board') && m.from === from)
    .map((m) => triDChess.makeMove(p, m).slice(from.length + 1));
}

thenStep(
  'the piece on {string} may go to {string}',
  'kámen na {string} může táhnout na {string}',
  function (this: ArbiterWorld, from: string, targets: string) {
    assert.deepEqual([...new Set(movesFrom(this, from))].sort(), list(targets));
  },
);

thenStep(
  'the piece on {string} cannot move',
  'kámen na {string} nemůže táhnout',
  function (this: ArbiterWorld, from: string) {
    assert.deepEqual(movesFrom(this, from), []);
  },
);

thenStep(
  'the board on {string} may move to {string}',
  'deska na {string} může táhnout na {string}',
  function (this: ArbiterWorld, from: string, targets: string) {
    assert.deepEqual(
      [...new Set(movesFrom(this, from).map((t) => t.replace(/=.$/, '')))].sort(),
      list(targets),
    );
  },
);

thenStep(
  'the legal moves are {string}',
  { lead: 'jsou platné tahy {string}', and: 'platné tahy jsou {string}' },
  function (this: ArbiterWorld, moves: string) {
    const p = position(this);
    assert.deepEqual(
      triDChess
        .legalMoves(p)
        .map((m) => triDChess.makeMove(p, m))
        .sort(),
      list(moves),
    );
  },
);

thenStep(
  '{string} holds {string}',
  'na {string} stojí {string}',
  function (this: ArbiterWorld, square: string, piece: string) {
    const token = triDChess
      .makePosition(position(this))
      .split(' ')[0]
      .split(',')
      .find((t) => t.slice(1).replace('*', '') === square);
    assert.equal(token ? token[0] : '.', piece);
  },
);

thenStep(
  'the attack boards stand on {string} now',
  'útočné desky nyní stojí na {string}',
  function (this: ArbiterWorld, pins: string) {
    const boards = triDChess.makePosition(position(this)).split(' ')[1];
    assert.deepEqual(list(boards.replace(/,/g, ' ')), list(pins));
  },
);

thenStep(
  'the Tri-D position string is {string}',
  'zápis pozice Tri-D je {string}',
  function (this: ArbiterWorld, text: string) {
    assert.equal(triDChess.makePosition(position(this)), text);
  },
);

thenStep(
  'the Tri-D position string reads back to the same position',
  {
    lead: 'se zápis pozice Tri-D přečte zpět jako tatáž pozice',
    and: 'zápis pozice Tri-D se přečte zpět jako tatáž pozice',
  },
  function (this: ArbiterWorld) {
    const text = triDChess.makePosition(position(this));
    const again = triDChess.parsePosition(text, this.requireGame().options);
    assert.ok(again.ok);
    assert.equal(triDChess.makePosition(again.value), text);
  },
);

thenStep(
  'the Tri-D position string {string} is refused with {word}',
  {
    lead: 'je zápis pozice Tri-D {string} odmítnut s kódem {word}',
    and: 'zápis pozice Tri-D {string} je odmítnut s kódem {word}',
  },
  function (this: ArbiterWorld, text: string, code: string) {
    const r = triDChess.parsePosition(text, this.requireGame().options);
    assert.ok(!r.ok, 'accepted');
    assert.equal(r.error.code, code);
  },
);

thenStep(
  'perft from here is {string}',
  'perft odsud je {string}',
  function (this: ArbiterWorld, figures: string) {
    const p = position(this);
    const want = figures.split(/\s*\/\s*/).map(Number);
    assert.deepEqual(
      want.map((_, i) => triDChess.countLeaves!(p, i + 1)),
      want,
    );
  },
);

thenStep(
  '{color} is in check',
  { lead: 'je {color} v šachu', and: '{color} je v šachu' },
  function (this: ArbiterWorld, side: Color) {
    assert.equal(triDChess.turn(position(this)), side);
    assert.equal(triDChess.status(position(this)).checks.length, 1);
  },
);

thenStep(
  'a draw by {word} can be claimed citing {string}',
  'lze reklamovat remízu pro {draw-claim} podle {string}',
  function (this: ArbiterWorld, reason: string, rule: string) {
    assert.deepEqual(
      triDChess.status(position(this)).claims.filter((c) => c.reason === reason),
      [{ reason, rule }],
    );
  },
);

thenStep('no draw can be claimed', 'nelze reklamovat remízu', function (this: ArbiterWorld) {
  assert.deepEqual(triDChess.status(position(this)).claims, []);
});

thenStep(
  'the last move recorded {string} as {string}',
  'poslední tah zaznamenal {string} jako {string}',
  function (this: ArbiterWorld, path: string, value: string) {
    const event = this.lastEvents[0];
    assert.ok(event, 'no move was played');
    const found = path
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], event.data);
    assert.equal(typeof found === 'object' ? JSON.stringify(found) : String(found), value);
  },
);

thenStep(
  'the sample game gave the warnings {string}',
  'ukázková partie vydala varování {string}',
  function (this: ArbiterWorld, warnings: string) {
    assert.deepEqual(this.slots.get('tri-d-warnings'), warnings.split(/\s+/));
  },
);

thenStep(
  "the position is the sample game's final position",
  { lead: 'je pozice závěrečnou pozicí ukázkové partie', and: 'pozice je závěrečnou pozicí ukázkové partie' },
  function (this: ArbiterWorld) {
    assert.equal(triDChess.makePosition(position(this)), sample.final);
  },
);

thenStep(
  'the judgement names the rules {string}',
  'posudek uvádí pravidla {string}',
  function (this: ArbiterWorld, rules: string) {
    const e = this.slots.get('tri-d-explanation') as ReturnType<typeof triDChess.explain>;
    assert.ok(e.legal, e.legal ? '' : `${e.rejection.code}: ${e.rejection.message}`);
    assert.deepEqual(e.rules, rules.split(/,\s*/));
  },
);
