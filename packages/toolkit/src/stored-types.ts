/**
 * How game events are named in the shared event store: the kernel's game-level events keep
 * their names (`GameStarted`, `GameEnded` ...); a game's own events are prefixed with the
 * game id (`drakoburg:PieceMoved`), so two games may use the same event name with
 * different payloads and one store still validates every row.
 */
import { gameLevelEventSchemas, isGameLevelEvent, type DomainEvent, type GameRules } from '@arbiter/kernel';
import type { z } from 'zod';

/** The stored type of an event of a game. */
export function storedType(rules: GameRules<unknown, unknown>, type: string): string {
  return isGameLevelEvent(type) ? type : `${rules.id}:${type}`;
}

/** The game event a stored row holds. */
export function fromStored(type: string, data: unknown): DomainEvent {
  const colon = type.indexOf(':');
  return { type: colon < 0 ? type : type.slice(colon + 1), data };
}

/** Every schema the store must know for the given games. */
export function storedSchemas(all: readonly GameRules<unknown, unknown>[]): Record<string, z.ZodType> {
  const out: Record<string, z.ZodType> = { ...gameLevelEventSchemas };
  for (const rules of all)
    for (const [type, schema] of Object.entries(rules.eventSchemas)) out[`${rules.id}:${type}`] = schema;
  return out;
}
