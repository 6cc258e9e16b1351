/**
 * A registry of games, for shells (CLI, server) that pick a game by id or alias.
 */
import { kernelMessages } from './messages';
import { refused } from './refuse';
import { ok, type Result } from './result';
import type { GameRules } from './rules';

/** Games by id and alias. */
export class GameRegistry {
  private readonly byName = new Map<string, GameRules<unknown, unknown>>();

  /** Adds a game under its id and aliases. */
  register<P, M>(rules: GameRules<P, M>): this {
    for (const name of [rules.id, ...rules.aliases])
      this.byName.set(name, rules as unknown as GameRules<unknown, unknown>);
    return this;
  }

  /** Finds a game by id or alias. */
  get(name: string): Result<GameRules<unknown, unknown>> {
    const rules = this.byName.get(name);
    if (rules) return ok(rules);
    return refused(kernelMessages, 'ERR_UNKNOWN_GAME', {
      game: name,
      known: this.names().join(', ') || 'none',
    });
  }

  /** Every name a game answers to. */
  names(): string[] {
    return [...this.byName.keys()].sort();
  }

  /** Every registered game once. */
  games(): GameRules<unknown, unknown>[] {
    return [...new Set(this.byName.values())];
  }
}
