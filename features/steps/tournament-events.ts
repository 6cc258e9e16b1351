/**
 * Event-sourced tournament steps: create a tournament, register players, pair, record and
 * correct results, close rounds; refusals land in the World like a game's.
 */
import assert from 'node:assert/strict';
import {
  doubleRoundRobinSystem,
  EMPTY_TOURNAMENT,
  handleTournament,
  pairingRegistry,
  roundRobinSystem,
  type BoardResult,
  type RequestedBye,
  type TournamentCommand,
  type TournamentState,
} from '@arbiter/tournament';
import { dutchSystem } from '@arbiter/swiss-dutch';
import { given, thenStep, when } from '../support/bilingual';
import type { ArbiterWorld } from '../support/world';
import { SLOT } from './tournament-support';

const BEFORE_COMMAND = 'tournament.before-command';
const TOURNAMENT_LOG = 'tournament.log';

/** The systems a scenario's tournament may use (the Dutch one for the pairing-edit scenarios). */
export const deps = { systems: pairingRegistry(roundRobinSystem, doubleRoundRobinSystem, dutchSystem) };

/** The scenario's tournament state. */
export function state(world: ArbiterWorld): TournamentState {
  return (world.slots.get(SLOT.state) as TournamentState | undefined) ?? EMPTY_TOURNAMENT;
}

/** The tournament's event log as the scenario recorded it: every event of an accepted command. */
export function log(world: ArbiterWorld): unknown[] {
  let events = world.slots.get(TOURNAMENT_LOG) as unknown[] | undefined;
  if (!events) world.slots.set(TOURNAMENT_LOG, (events = []));
  return events;
}

/** What a refused command must leave as it was: a deep copy of the state, and the log written out. */
interface Before {
  readonly state: TournamentState;
  readonly log: string;
}

/**
 * Sends a command; keeps its events or its rejection, as the game steps do. The state and log
 * are copied before the command is decided, so a refusal that changed either in place is seen.
 */
export function send(world: ArbiterWorld, command: TournamentCommand): boolean {
  const before = state(world);
  world.slots.set(BEFORE_COMMAND, { state: structuredClone(before), log: JSON.stringify(log(world)) });
  const r = handleTournament(before, command, deps);
  if (!r.ok) {
    world.lastRejection = r.error;
    world.lastEvents = [];
    return false;
  }
  world.lastRejection = null;
  world.lastEvents = r.value.events.map((e) => ({ ...e }) as never);
  log(world).push(...r.value.events);
  world.slots.set(SLOT.state, r.value.state);
  return true;
}

export function must(world: ArbiterWorld, command: TournamentCommand): void {
  if (!send(world, command))
    throw new Error(`${command.type}: ${world.lastRejection?.code} ${world.lastRejection?.message}`);
}

given(
  'a {string} tournament with {int} players',
  {
    lead: 'se hraje turnaj {tournament-system} pro {int} hráče/hráče/hráčů',
    and: 'hraje se turnaj {tournament-system} pro {int} hráče/hráče/hráčů',
  },
  function (this: ArbiterWorld, system: string, n: number) {
    this.slots.set(SLOT.state, EMPTY_TOURNAMENT);
    this.slots.set(TOURNAMENT_LOG, []);
    must(this, {
      type: 'CreateTournament',
      name: 'Club championship',
      game: 'tri-d-chess',
      pairingSystem: system,
    });
    for (let i = 1; i <= n; i++)
      must(this, { type: 'RegisterPlayer', name: `Player ${i}`, rating: 2100 - 10 * i });
  },
);

when('round {int} is paired', 'je vylosováno kolo {int}', function (this: ArbiterWorld, round: number) {
  send(this, { type: 'PairRound', round });
});

when(
  'the result of board {int} in round {int} is {string}',
  {
    lead: 'se na šachovnici {int} v kole {int} zapíše výsledek {string}',
    and: 'na šachovnici {int} v kole {int} se zapíše výsledek {string}',
  },
  function (this: ArbiterWorld, board: number, round: number, result: string) {
    send(this, { type: 'RecordResult', round, board, result: result as BoardResult });
  },
);

when(
  'the result of board {int} in round {int} is corrected to {string}',
  {
    lead: 'je výsledek šachovnice {int} v kole {int} opraven na {string}',
    and: 'výsledek šachovnice {int} v kole {int} je opraven na {string}',
  },
  function (this: ArbiterWorld, board: number, round: number, result: string) {
    send(this, { type: 'CorrectResult', round, board, result: result as BoardResult });
  },
);

when(
  'a game record ending {string} is attached to board {int} of round {int}',
  {
    lead: 'je záznam partie končící {string} připojen k šachovnici {int} kola {int}',
    and: 'záznam partie končící {string} je připojen k šachovnici {int} kola {int}',
  },
  function (this: ArbiterWorld, result: string, board: number, round: number) {
    send(this, {
      type: 'AttachRecord',
      round,
      board,
      result: result as BoardResult,
      gameStreamId: `game-r${round}-b${board}-${result}`,
    });
  },
);

when(
  'every game of round {int} is won by White',
  'všechny partie kola {int} vyhraje bílý',
  function (this: ArbiterWorld, round: number) {
    const r = state(this).rounds.find((x) => x.round === round);
    assert.ok(r, `round ${round} is not paired`);
    r.boards.forEach((_, i) => must(this, { type: 'RecordResult', round, board: i + 1, result: '1-0' }));
  },
);

when(
  'round {int} is closed',
  { lead: 'je kolo {int} uzavřeno', and: 'kolo {int} je uzavřeno' },
  function (this: ArbiterWorld, round: number) {
    send(this, { type: 'CloseRound', round });
  },
);

thenStep(
  'the players without a game in round {int} are {string}',
  'jsou v kole {int} bez partie hráči {string}',
  function (this: ArbiterWorld, round: number, players: string) {
    const r = state(this).rounds.find((x) => x.round === round);
    assert.ok(r, `round ${round} is not paired`);
    assert.equal(r.rests.join(' '), players);
  },
);

when(
  'a player {string} registers',
  { lead: 'se přihlásí hráč {string}', and: 'přihlásí se hráč {string}' },
  function (this: ArbiterWorld, name: string) {
    send(this, { type: 'RegisterPlayer', name });
  },
);

when('player {int} withdraws', 'hráč {int} odstoupí', function (this: ArbiterWorld, player: number) {
  send(this, { type: 'WithdrawPlayer', player });
});

when(
  'player {int} asks for a {word} bye in round {int}',
  'hráč {int} požádá o volno {bye-kind} v kole {int}',
  function (this: ArbiterWorld, player: number, kind: string, round: number) {
    send(this, { type: 'RequestBye', player, round, kind: kind as RequestedBye });
  },
);

thenStep(
  'round {int} has the boards {string}',
  'kolo {int} má šachovnice {string}',
  function (this: ArbiterWorld, round: number, boards: string) {
    const r = state(this).rounds.find((x) => x.round === round);
    assert.ok(r, `round ${round} is not paired`);
    assert.equal(r.boards.map((b) => `${b.white}-${b.black}`).join(' '), boards);
  },
);

thenStep(
  'the tournament is unchanged',
  { lead: 'se turnaj nezměnil', and: 'turnaj se nezměnil' },
  function (this: ArbiterWorld) {
    assert.ok(this.lastRejection, 'the last command was accepted');
    assert.equal(this.lastEvents.length, 0, 'the refused command emitted events');
    const before = this.slots.get(BEFORE_COMMAND) as Before | undefined;
    assert.ok(before, 'no command was sent in this scenario');
    assert.deepEqual(state(this), before.state, 'the tournament state changed');
    assert.equal(JSON.stringify(log(this)), before.log, 'the event log changed');
  },
);

thenStep(
  'the event {string} is recorded',
  'je zaznamenána událost {string}',
  function (this: ArbiterWorld, type: string) {
    assert.equal(this.lastRejection, null, this.lastRejection?.message);
    assert.ok(
      this.lastEvents.some((e) => (e as { type: string }).type === type),
      `events: ${this.lastEvents.map((e) => (e as { type: string }).type).join(', ')}`,
    );
  },
);
