/**
 * The one World every feature shares: the game under test, its state, the last
 * result of a command, and free slots for the tournament steps.
 * Steps stay one-liners over these helpers.
 */
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { DomainEvent, GameRules, GameState, Rejection } from '@arbiter/kernel';

export class ArbiterWorld extends World {
  /** The rules of the game the scenario plays. */
  rules: GameRules<unknown, unknown> | null = null;
  /** Options the scenario asked for before the game starts. */
  options: Record<string, string> = {};
  /** The current game state (a fold of `events`). */
  game: GameState<unknown> | null = null;
  /** Every event the game emitted so far. */
  events: DomainEvent[] = [];
  /** Events of the last accepted command. */
  lastEvents: readonly DomainEvent[] = [];
  /** The rejection of the last refused command, if any. */
  lastRejection: Rejection | null = null;
  /** Free-form slots for other concepts (tournaments, records) keyed by name. */
  readonly slots = new Map<string, unknown>();

  constructor(options: IWorldOptions) {
    super(options);
  }

  /** The rules, or a clear failure when a scenario forgot to pick a game. */
  requireRules(): GameRules<unknown, unknown> {
    if (!this.rules) throw new Error('No game chosen: start with a step such as "Given a game of ...".');
    return this.rules;
  }

  /** The game state, or a clear failure when no game was started. */
  requireGame(): GameState<unknown> {
    if (!this.game) throw new Error('No game started in this scenario.');
    return this.game;
  }
}

setWorldConstructor(ArbiterWorld);
