/**
 * Drakoburg steps: boards drawn as diagrams (rank 7 on top, `.` empty, upper case White,
 * lower case Black, `*` a field the scenario marks), what a piece reaches, what the
 * move did (fields, removed knights, the new lancer), checks, claims and material.
 * Moves themselves go through the shared steps in game.ts.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { perft, type Color } from '@arbiter/kernel';
import {
  drakoburg,
  makeHumanMoveIn,
  materialCount,
  parseDiagram,
  parseSquare,
  placementText,
  renderBoard,
  setupCastles,
  squareName,
  type Move,
  type Position,
} from '@arbiter/drakoburg';
import { given, thenStep, when } from '../support/bilingual';
import { startGame } from './game';
import type { ArbiterWorld } from '../support/world';
import { assertParam } from '../support/refusal-params';

const MARKS = 'drk-marks';

/**
 * The castles of a drawn board: the engine's own for the setup the scenario's options name (the
 * starting fields of T, U and Z), so a scenario sees which fields the engine takes for castles.
 */
const castlesOf = (world: ArbiterWorld): string =>
  setupCastles(world.options.setup === 'promotion-map' ? 'promotion-map' : 'lance');

const position = (world: ArbiterWorld): Position => world.requireGame().position as Position;

/** Reads a diagram with `*` marks: the placement string and the marked fields. */
function readDiagram(doc: string): { placement: string; marks: number[] } {
  const marks: number[] = [];
  const rows = doc
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^a\s+b\s+c/.test(l));
  rows.forEach((line, r) => {
    const cells = line.replace(/^[1-7]\s+/, '').split(/\s+/);
    cells.forEach((c, f) => {
      if (c === '*') marks.push((6 - r) * 7 + f);
    });
  });
  const parsed = parseDiagram(doc.replace(/\*/g, '.'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { placement: parsed.value, marks: marks.sort((a, b) => a - b) };
}

/** Starts from a drawn board with the setup's castles, pawn ranks 2 and 6, and `rest` (used castles and counters). */
function startFromDiagram(world: ArbiterWorld, side: Color, doc: string, rest = '- 0 1'): void {
  const { placement, marks } = readDiagram(doc);
  world.slots.set(MARKS, marks);
  startGame(
    world,
    'drakoburg',
    `${placement} ${side === 'white' ? 'w' : 'b'} ${castlesOf(world)} 26 ${rest}`,
  );
}

given(
  'the Drakoburg board, {color} to move:',
  {
    lead: 'je na herním plánu Drakoburgu toto postavení a na tahu je {color}:',
    and: 'na herním plánu Drakoburgu je toto postavení a na tahu je {color}:',
  },
  function (this: ArbiterWorld, side: Color, doc: string) {
    startFromDiagram(this, side, doc);
  },
);

given(
  'the Drakoburg board, {color} to move, with the castle {string} already used:',
  {
    lead: 'je na herním plánu Drakoburgu toto postavení, na tahu je {color} a hrad {string} už byl využit:',
    and: 'na herním plánu Drakoburgu je toto postavení, na tahu je {color} a hrad {string} už byl využit:',
  },
  function (this: ArbiterWorld, side: Color, used: string, doc: string) {
    startFromDiagram(this, side, doc, `${used} 0 1`);
  },
);

given(
  'the Drakoburg board, {color} to move, {int} plies since the last capture or lancer move:',
  {
    lead: 'je na tahu {color}, poslední braní nebo tah kopiníkem byl před {int} půltahem/půltahy/půltahy a na herním plánu Drakoburgu je toto postavení:',
    and: 'na tahu je {color}, poslední braní nebo tah kopiníkem byl před {int} půltahem/půltahy/půltahy a na herním plánu Drakoburgu je toto postavení:',
  },
  function (this: ArbiterWorld, side: Color, plies: number, doc: string) {
    startFromDiagram(this, side, doc, `- ${plies} 60`);
  },
);

thenStep(
  'the piece on {string} reaches exactly the marked fields',
  'Águrka z pole {string} dosáhne právě na označená pole',
  function (this: ArbiterWorld, from: string) {
    const p = position(this);
    const sq = parseSquare(from);
    const reached = [
      ...new Set(
        drakoburg
          .legalMoves(p)
          .filter((m) => m.from === sq)
          .map((m) => m.to),
      ),
    ].sort((a, b) => a - b);
    const marks = this.slots.get(MARKS) as number[];
    assert.deepEqual(reached.map(squareName), marks.map(squareName));
  },
);

thenStep(
  'the piece on {string} reaches exactly the marked fields and captures on {string}',
  'Águrka z pole {string} dosáhne právě na označená pole a bere na {string}',
  function (this: ArbiterWorld, from: string, captures: string) {
    const p = position(this);
    const sq = parseSquare(from);
    const reached = [
      ...new Set(
        drakoburg
          .legalMoves(p)
          .filter((m) => m.from === sq)
          .map((m) => m.to),
      ),
    ];
    const marks = this.slots.get(MARKS) as number[];
    const taken = captures.split(/,\s*/).filter(Boolean).map(parseSquare);
    const want = [...marks, ...taken].sort((a, b) => a - b);
    assert.deepEqual(reached.sort((a, b) => a - b).map(squareName), want.map(squareName));
    for (const t of taken) assert.notEqual(p.board[t], 0, `${squareName(t)} holds no piece to capture`);
  },
);

thenStep(
  'the move {string} is written {string} in Czech and {string} in English',
  {
    lead: 'se tah {string} zapisuje česky {string} a anglicky {string}',
    and: 'tah {string} se zapisuje česky {string} a anglicky {string}',
  },
  function (this: ArbiterWorld, long: string, cs: string, en: string) {
    const p = position(this);
    const m = drakoburg.parseMove(p, long);
    assert.ok(m.ok);
    assert.equal(makeHumanMoveIn(p, m.value.move, 'cs'), cs);
    assert.equal(makeHumanMoveIn(p, m.value.move, 'en'), en);
    for (const text of [cs, en]) {
      const back = drakoburg.parseMove(p, text);
      assert.ok(
        back.ok && back.value.move.from === m.value.move.from && back.value.move.to === m.value.move.to,
      );
    }
  },
);

thenStep(
  'the Drakoburg board is:',
  {
    lead: 'je na herním plánu Drakoburgu toto postavení:',
    and: 'na herním plánu Drakoburgu je toto postavení:',
  },
  function (this: ArbiterWorld, doc: string) {
    const want = readDiagram(doc).placement;
    const board = position(this).board;
    assert.equal(placementText(board), want, `the board is\n${renderBoard(board)}`);
  },
);

thenStep(
  'the field {string} holds {string}',
  'na poli {string} stojí {string}',
  function (this: ArbiterWorld, field: string, letter: string) {
    const sq = parseSquare(field);
    const row = renderBoard(position(this).board).split('\n')[6 - Math.floor(sq / 7)];
    assert.equal(row.split(' ')[1 + (sq % 7)], letter);
  },
);

thenStep(
  'the moves from {string} to {string} are {string}',
  'tahy z {string} na {string} jsou {string}',
  function (this: ArbiterWorld, from: string, to: string, list: string) {
    const p = position(this);
    const moves = drakoburg
      .legalMoves(p)
      .filter((m: Move) => m.from === parseSquare(from) && m.to === parseSquare(to))
      .map((m) => drakoburg.makeMove(p, m))
      .sort();
    assert.deepEqual(moves, list.split(/\s+/).filter(Boolean).sort());
  },
);

thenStep(
  '{string} is a legal move',
  { lead: 'je {string} platný tah', and: '{string} je platný tah' },
  function (this: ArbiterWorld, text: string) {
    const r = drakoburg.parseMove(position(this), text);
    assert.ok(r.ok, r.ok ? '' : `${r.error.code}: ${r.error.message}`);
  },
);

thenStep(
  '{string} is refused with {word} citing {string}',
  {
    lead: 'je tah {string} odmítnut s kódem {word} podle {string}',
    and: 'tah {string} je odmítnut s kódem {word} podle {string}',
  },
  function (this: ArbiterWorld, text: string, code: string, rule: string) {
    const before = drakoburg.makePosition(position(this));
    const r = drakoburg.parseMove(position(this), text);
    assert.ok(!r.ok, `${text} was accepted`);
    assert.equal(r.error.code, code);
    assert.equal(r.error.rule, rule);
    assert.equal(
      drakoburg.makePosition(position(this)),
      before,
      'reading the refused move changed the position',
    );
  },
);

thenStep(
  'the refusal of {string} gives {word} as {string}',
  'odmítnutí tahu {string} uvádí {refusal-detail}: {value}',
  function (this: ArbiterWorld, text: string, name: string, value: string) {
    const r = drakoburg.parseMove(position(this), text);
    assert.ok(!r.ok, `${text} was accepted`);
    assertParam(r.error.params, name, value, r.error.message);
  },
);

thenStep(
  'the knight on {string} was removed under {string}',
  {
    lead: 'byl těžkooděnec z pole {string} odstraněn podle {string}',
    and: 'těžkooděnec z pole {string} byl odstraněn podle {string}',
  },
  function (this: ArbiterWorld, field: string, clause: string) {
    const hit = this.lastEvents.find(
      (e) =>
        e.type === 'RoyalPieceRemoved' &&
        (e.data as { square: string }).square === field &&
        (e.data as { clause: string }).clause === clause,
    );
    assert.ok(hit, `events: ${JSON.stringify(this.lastEvents)}`);
  },
);

thenStep(
  'no knight was removed',
  { lead: 'nebyl odstraněn žádný těžkooděnec', and: 'žádný těžkooděnec nebyl odstraněn' },
  function (this: ArbiterWorld) {
    assert.equal(this.lastEvents.filter((e) => e.type === 'RoyalPieceRemoved').length, 0);
  },
);

thenStep(
  'the knights in check are {string}',
  'v šachu jsou těžkooděnci na {string}',
  function (this: ArbiterWorld, list: string) {
    assert.deepEqual(drakoburg.status(position(this)).checks, list.split(/,\s*/).filter(Boolean));
  },
);

thenStep(
  'no knight is in check',
  { lead: 'není v šachu žádný těžkooděnec', and: 'žádný těžkooděnec není v šachu' },
  function (this: ArbiterWorld) {
    assert.deepEqual(drakoburg.status(position(this)).checks, []);
  },
);

thenStep(
  'the side to move may claim a draw by {word}',
  {
    lead: 'může strana na tahu reklamovat remízu pro {draw-claim}',
    and: 'strana na tahu může reklamovat remízu pro {draw-claim}',
  },
  function (this: ArbiterWorld, reason: string) {
    assert.ok(drakoburg.status(position(this)).claims.some((c) => c.reason === reason));
  },
);

thenStep(
  'the side to move may claim no draw',
  { lead: 'nemůže strana na tahu reklamovat remízu', and: 'strana na tahu nemůže reklamovat remízu' },
  function (this: ArbiterWorld) {
    assert.deepEqual(drakoburg.status(position(this)).claims, []);
  },
);

thenStep(
  'the material stands {int} to {int}, {int} knight(s) to {int}',
  {
    lead: 'je poměr materiálu {int} : {int} a těžkooděnců {int} : {int}',
    and: 'poměr materiálu je {int} : {int} a těžkooděnců {int} : {int}',
  },
  function (this: ArbiterWorld, white: number, black: number, wk: number, bk: number) {
    assert.deepEqual(materialCount(position(this)), {
      white: { points: white, knights: wk },
      black: { points: black, knights: bk },
    });
  },
);

thenStep(
  'perft from this position matches the published table to depth {int}',
  'perft z této pozice odpovídá zveřejněné tabulce do hloubky {int}',
  function (this: ArbiterWorld, depth: number) {
    const table = JSON.parse(
      readFileSync(new URL('../../packages/drakoburg/data/perft.json', import.meta.url), 'utf8'),
    ) as { rows: { depth: number; nodes: number }[] };
    for (const row of table.rows.filter((r) => r.depth <= depth))
      assert.equal(perft(drakoburg, position(this), row.depth), row.nodes, `depth ${row.depth}`);
  },
);

when(
  'the Drakoburg move {string} is judged',
  'je posouzen tah Drakoburgu {string}',
  function (this: ArbiterWorld, text: string) {
    this.slots.set('drk-explanation', drakoburg.explain(position(this), text));
  },
);

thenStep(
  'the Drakoburg judgement names the rules {string}',
  'posudek tahu Drakoburgu uvádí pravidla {string}',
  function (this: ArbiterWorld, rules: string) {
    const e = this.slots.get('drk-explanation') as ReturnType<typeof drakoburg.explain>;
    assert.ok(e, 'no move was judged');
    assert.ok(e.legal, e.legal ? '' : `${e.rejection.code}: ${e.rejection.message}`);
    assert.deepEqual(e.rules, rules.split(/,\s*/));
  },
);

thenStep(
  'the Drakoburg judgement records the promotion to {string}',
  'posudek tahu Drakoburgu zaznamenává proměnu v {string}',
  function (this: ArbiterWorld, letter: string) {
    const e = this.slots.get('drk-explanation') as ReturnType<typeof drakoburg.explain>;
    assert.ok(e?.legal, 'no legal move was judged');
    assert.equal(e.facts.promotion, letter);
  },
);

thenStep(
  'the Drakoburg judgement records no promotion',
  'posudek tahu Drakoburgu nezaznamenává žádnou proměnu',
  function (this: ArbiterWorld) {
    const e = this.slots.get('drk-explanation') as ReturnType<typeof drakoburg.explain>;
    assert.ok(e?.legal, 'no legal move was judged');
    assert.equal(e.facts.promotion, undefined);
  },
);
