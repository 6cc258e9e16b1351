/**
 * Steps every game shares: start a game under options and a setup, play moves in any
 * notation the game reads, and check what the rules answered (events, rejection code
 * and rule, result). Game-specific steps (diagrams, attack boards, SEQUIX ...) live in
 * their own files and reuse the World helpers below.
 */
import assert from 'node:assert/strict';
import {
  decideStart,
  handle,
  parseOptionList,
  startState,
  type Color,
  type GameCommand,
} from '@arbiter/kernel';
import { games } from '@arbiter/toolkit';
import { given, thenStep, when } from '../support/bilingual';
import type { ArbiterWorld } from '../support/world';

/** Starts the World's game from a setup name or position string under the World's options. */
export function startGame(world: ArbiterWorld, game: string, setup?: string): void {
  const rules = games.get(game);
  if (!rules.ok) throw new Error(rules.error.message);
  world.rules = rules.value;
  const started = decideStart(rules.value, {
    setup: setup ?? rules.value.defaultSetup,
    options: world.options,
  });
  if (!started.ok) throw new Error(`${started.error.code} [${started.error.rule}]: ${started.error.message}`);
  world.game = startState(rules.value, started.value);
  world.events = [started.value];
}

/** Sends one command to the World's game, keeping either its events or its rejection. */
export function send(world: ArbiterWorld, command: GameCommand): boolean {
  const rules = world.requireRules();
  const handled = handle(
    rules,
    world.requireGame(),
    command,
    (world.slots.get('mode') as 'strict' | 'lenient') ?? 'strict',
  );
  if (!handled.ok) {
    world.lastRejection = handled.error;
    world.lastEvents = [];
    return false;
  }
  world.lastRejection = null;
  world.lastEvents = handled.value.events;
  world.game = handled.value.state;
  world.events.push(...handled.value.events);
  return true;
}

/** Plays a whitespace-separated list of moves; fails the step on the first refused one. */
export function playAll(world: ArbiterWorld, moves: string): void {
  for (const m of moves.split(/\s+/).filter((x) => x && !/^\d+\.+$/.test(x))) {
    const command: GameCommand =
      world.requireGame().phase === 'setup' ? { type: 'Place', step: m } : { type: 'Move', move: m };
    if (!send(world, command))
      throw new Error(
        `"${m}" was refused: ${world.lastRejection?.code} [${world.lastRejection?.rule}] ${world.lastRejection?.message}`,
      );
  }
}

given(
  'the rule option {string} is {string}',
  'volba pravidel {string} je {string}',
  function (this: ArbiterWorld, option: string, value: string) {
    this.options = { ...this.options, [option]: value };
  },
);

given('the rule options {string}', 'volby pravidel {string}', function (this: ArbiterWorld, list: string) {
  const parsed = parseOptionList(list);
  if (!parsed.ok) throw new Error(parsed.error.message);
  this.options = { ...this.options, ...parsed.value };
});

given('notation is read leniently', 'zápis se čte shovívavě', function (this: ArbiterWorld) {
  this.slots.set('mode', 'lenient');
});

given('a new game of {string}', 'nová partie hry {string}', function (this: ArbiterWorld, game: string) {
  startGame(this, game);
});

given(
  'a game of {string} from the setup {string}',
  'partie hry {string} z postavení {string}',
  function (this: ArbiterWorld, game: string, setup: string) {
    startGame(this, game, setup);
  },
);

given(
  'the moves {string} have been played',
  'byly zahrány tahy {string}',
  function (this: ArbiterWorld, moves: string) {
    playAll(this, moves);
  },
);

when('the move {string} is played', 'je zahrán tah {string}', function (this: ArbiterWorld, move: string) {
  send(this, { type: 'Move', move });
});

when(
  'the moves {string} are played',
  'jsou zahrány tahy {string}',
  function (this: ArbiterWorld, moves: string) {
    playAll(this, moves);
  },
);

when('{color} resigns', '{color} vzdává', function (this: ArbiterWorld, side: Color) {
  send(this, { type: 'Resign', side });
});

when('{color} offers a draw', '{color} nabízí remízu', function (this: ArbiterWorld, side: Color) {
  send(this, { type: 'OfferDraw', side });
});

when('{color} accepts the draw', '{color} přijímá remízu', function (this: ArbiterWorld, side: Color) {
  send(this, { type: 'AcceptDraw', side });
});

when(
  '{word} claims a draw by {word}',
  '{word} reklamuje remízu pro {word}',
  function (this: ArbiterWorld, side: string, reason: string) {
    send(this, {
      type: 'ClaimDraw',
      side: side as 'white' | 'black',
      reason: reason as 'threefold-repetition' | 'fifty-moves',
    });
  },
);

thenStep('the move is accepted', 'tah je přijat', function (this: ArbiterWorld) {
  assert.equal(
    this.lastRejection,
    null,
    `refused: ${this.lastRejection?.code} [${this.lastRejection?.rule}] ${this.lastRejection?.message}`,
  );
});

thenStep(
  'it is refused with {word} citing {string}',
  'je odmítnut s kódem {word} podle {string}',
  function (this: ArbiterWorld, code: string, rule: string) {
    assert.ok(this.lastRejection, 'the last command was accepted');
    assert.equal(this.lastRejection.code, code);
    assert.equal(this.lastRejection.rule, rule);
  },
);

thenStep('nothing changed', 'nic se nezměnilo', function (this: ArbiterWorld) {
  assert.equal(this.lastEvents.length, 0);
});

thenStep(
  'the game is over with {string} by {word}',
  'partie skončila výsledkem {string}, důvod {word}',
  function (this: ArbiterWorld, result: string, reason: string) {
    const outcome = this.requireGame().outcome;
    assert.ok(outcome, 'the game is not over');
    assert.equal(outcome.result, result);
    assert.equal(outcome.reason, reason);
  },
);

thenStep('the game goes on', 'partie pokračuje', function (this: ArbiterWorld) {
  assert.equal(this.requireGame().outcome, null);
});

thenStep(
  '{int} legal moves are available',
  'je k dispozici {int} tahů',
  function (this: ArbiterWorld, count: number) {
    const rules = this.requireRules();
    assert.equal(rules.legalMoves(this.requireGame().position).length, count);
  },
);

thenStep('the events are {string}', 'události jsou {string}', function (this: ArbiterWorld, list: string) {
  assert.deepEqual(
    this.lastEvents.map((e) => e.type),
    list.split(/,\s*/),
  );
});
