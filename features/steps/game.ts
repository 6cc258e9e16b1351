/**
 * Steps every game shares: start a game under options and a setup, play moves in any
 * notation the game reads, and check what the rules answered (events, rejection code
 * and rule, result). Game-specific steps (diagrams, attack boards, SEQUIX ...) live in
 * their own files and reuse the World helpers below.
 */
import assert from 'node:assert/strict';
import {
  openSession,
  parseOptionList,
  type Color,
  type GameCommand,
  type GameSession,
  type ParseMode,
  type Rejection,
} from '@arbiter/kernel';
import { games } from '@arbiter/toolkit';
import { given, thenStep, when } from '../support/bilingual';
import type { ArbiterWorld } from '../support/world';

const BEFORE_COMMAND = 'game.before-command';
const SESSION = 'game.session';

/** What a refused command must leave as it was: the position string, the game's state and its log. */
interface Snapshot {
  readonly position: string;
  readonly game: string;
  readonly log: string;
}

/**
 * The game as the game machine holds it, written out: its position, the rest of its state and its
 * event log, read from the session itself (not from the World's copies, which a refused command
 * never touches), so a later comparison sees a state replaced, changed in place or logged to.
 */
function snapshot(world: ArbiterWorld): Snapshot {
  const rules = world.requireRules();
  const session = (world.slots.get(SESSION) as ScenarioSession | undefined)?.session;
  const state = session?.state() ?? world.requireGame();
  const { position, ...game } = state;
  return {
    position: rules.makePosition(position),
    game: JSON.stringify(game),
    log: JSON.stringify(session?.log() ?? world.events),
  };
}

const clock = () => '2026-01-01T00:00:00.000Z';

/** The World's game session (the game machine), and the reading mode it was opened with. */
interface ScenarioSession {
  readonly session: GameSession<unknown>;
  readonly mode: ParseMode;
}

const modeOf = (world: ArbiterWorld): ParseMode => (world.slots.get('mode') as ParseMode) ?? 'strict';

/**
 * The World's session, in the reading mode the scenario asks for now: a scenario may say that
 * notation is read leniently after its game started, so the game is then reopened from its log.
 */
function sessionOf(world: ArbiterWorld): GameSession<unknown> {
  const open = world.slots.get(SESSION) as ScenarioSession | undefined;
  if (!open) throw new Error('No game started in this scenario.');
  const mode = modeOf(world);
  if (open.mode === mode) return open.session;
  const session = openSession(world.requireRules(), {
    gameId: 'scenario',
    mode,
    clock,
    log: open.session.log(),
  });
  open.session.stop();
  world.slots.set(SESSION, { session, mode });
  return session;
}

/**
 * Starts the World's game from a setup name or position string under the World's options, through
 * the game machine; a refused start leaves no game and answers with its rejection.
 */
export function beginGame(world: ArbiterWorld, game: string, setup?: string): Rejection | null {
  const rules = games.get(game);
  if (!rules.ok) throw new Error(rules.error.message);
  world.rules = rules.value;
  const mode = modeOf(world);
  const session = openSession(rules.value, { gameId: 'scenario', mode, clock });
  const started = session.send({
    type: 'Start',
    setup: setup ?? rules.value.defaultSetup,
    options: world.options,
  });
  (world.slots.get(SESSION) as ScenarioSession | undefined)?.session.stop();
  if (!started.ok) {
    world.slots.delete(SESSION);
    world.game = null;
    world.events = [];
    return started.error;
  }
  world.slots.set(SESSION, { session, mode });
  world.game = session.state();
  world.events = started.value.events.map((e) => ({ type: e.type, data: e.data }));
  return null;
}

/** Starts the World's game (see `beginGame`); a refused start fails the step. */
export function startGame(world: ArbiterWorld, game: string, setup?: string): void {
  const refused = beginGame(world, game, setup);
  if (refused) throw new Error(`${refused.code} [${refused.rule}]: ${refused.message}`);
}

/** Sends one command to the World's game machine, keeping either its events or its rejection. */
export function send(world: ArbiterWorld, command: GameCommand): boolean {
  world.slots.set(BEFORE_COMMAND, snapshot(world));
  const session = sessionOf(world);
  const sent = session.send(command);
  if (!sent.ok) {
    world.lastRejection = sent.error;
    world.lastEvents = [];
    return false;
  }
  const events = sent.value.events.map((e) => ({ type: e.type, data: e.data }));
  world.lastRejection = null;
  world.lastEvents = events;
  world.game = session.state();
  world.events.push(...events);
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
  {
    lead: 'je volba pravidel {string} nastavena na {string}',
    and: 'volba pravidel {string} je nastavena na {string}',
  },
  function (this: ArbiterWorld, option: string, value: string) {
    this.options = { ...this.options, [option]: value };
  },
);

given(
  'the rule options {string}',
  'platí volby pravidel {string}',
  function (this: ArbiterWorld, list: string) {
    const parsed = parseOptionList(list);
    if (!parsed.ok) throw new Error(parsed.error.message);
    this.options = { ...this.options, ...parsed.value };
  },
);

given(
  'notation is read leniently',
  { lead: 'se zápis čte shovívavě', and: 'zápis se čte shovívavě' },
  function (this: ArbiterWorld) {
    this.slots.set('mode', 'lenient');
  },
);

given(
  'a new game of {string}',
  { lead: 'se hraje nová partie {game-genitive}', and: 'hraje se nová partie {game-genitive}' },
  function (this: ArbiterWorld, game: string) {
    startGame(this, game);
  },
);

given(
  'a game of {string} from the setup {string}',
  {
    lead: 'se hraje partie {game-genitive} z postavení {string}',
    and: 'hraje se partie {game-genitive} z postavení {string}',
  },
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
  '{color} reklamuje remízu pro {draw-claim}',
  function (this: ArbiterWorld, side: string, reason: string) {
    send(this, {
      type: 'ClaimDraw',
      side: side as 'white' | 'black',
      reason: reason as 'threefold-repetition' | 'fifty-moves',
    });
  },
);

when(
  '{word} writes down the move {string} and claims a draw by {word}',
  '{color} zapíše tah {string} a reklamuje remízu pro {draw-claim}',
  function (this: ArbiterWorld, side: string, move: string, reason: string) {
    send(this, {
      type: 'ClaimDraw',
      side: side as 'white' | 'black',
      reason: reason as 'threefold-repetition' | 'fifty-moves',
      move,
    });
  },
);

thenStep(
  'the move is accepted',
  { lead: 'je tah přijat', and: 'tah je přijat' },
  function (this: ArbiterWorld) {
    assert.equal(
      this.lastRejection,
      null,
      `refused: ${this.lastRejection?.code} [${this.lastRejection?.rule}] ${this.lastRejection?.message}`,
    );
  },
);

thenStep(
  'it is refused with {word} citing {string}',
  {
    lead: 'je tah odmítnut s kódem {word} podle {string}',
    and: 'tah je odmítnut s kódem {word} podle {string}',
    in: {
      tournament: {
        lead: 'je požadavek odmítnut s kódem {word} podle {string}',
        and: 'požadavek je odmítnut s kódem {word} podle {string}',
      },
    },
  },
  function (this: ArbiterWorld, code: string, rule: string) {
    assert.ok(this.lastRejection, 'the last command was accepted');
    assert.equal(this.lastRejection.code, code);
    assert.equal(this.lastRejection.rule, rule);
  },
);

thenStep(
  'the refusal names the side to move, {color}',
  'odmítnutí uvádí, že na tahu je {color}',
  function (this: ArbiterWorld, side: Color) {
    assert.ok(this.lastRejection, 'the last command was accepted');
    assert.equal(this.lastRejection.params?.side, side, this.lastRejection.message);
  },
);

thenStep(
  'the refusal names the square {string}',
  'odmítnutí uvádí pole {string}',
  function (this: ArbiterWorld, square: string) {
    assert.ok(this.lastRejection, 'the last command was accepted');
    assert.equal(this.lastRejection.params?.square, square, this.lastRejection.message);
  },
);

thenStep(
  'nothing changed',
  { lead: 'se nic nezměnilo', and: 'nic se nezměnilo' },
  function (this: ArbiterWorld) {
    assert.ok(this.lastRejection, 'the last command was accepted');
    assert.equal(this.lastEvents.length, 0, 'the refused command emitted events');
    const before = this.slots.get(BEFORE_COMMAND) as Snapshot | undefined;
    assert.ok(before, 'no command was sent in this scenario');
    const after = snapshot(this);
    assert.equal(after.position, before.position, 'the position changed');
    assert.equal(after.game, before.game, 'the game state changed');
    assert.equal(after.log, before.log, 'the event log changed');
  },
);

thenStep(
  'the game is over with {string} by {word}',
  'partie skončila výsledkem {string} \\({game-end}\\)',
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
  {
    lead: 'má strana na tahu {int} platný/platné/platných tah/tahy/tahů',
    and: 'strana na tahu má {int} platný/platné/platných tah/tahy/tahů',
  },
  function (this: ArbiterWorld, count: number) {
    const rules = this.requireRules();
    assert.equal(rules.legalMoves(this.requireGame().position).length, count);
  },
);

thenStep(
  'the events are {string}',
  'jsou zaznamenány právě události {string}',
  function (this: ArbiterWorld, list: string) {
    assert.deepEqual(
      this.lastEvents.map((e) => e.type),
      list.split(/,\s*/),
    );
  },
);
