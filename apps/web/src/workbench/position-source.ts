/**
 * Where the workbench's position comes from: a position string or setup name, or a game
 * record stepped to a ply. Records are read leniently (ruling 14), as the sample game needs.
 */
import type { ResolvedOptions, Result, Rejection } from '@arbiter/kernel';
import type { GameAdapter } from './games';

/** The plies of a record: move tokens without move numbers, results, tags or comments. */
export function recordPlies(record: string): string[] {
  return record
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((t) => t && !/^\d+\.+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t))
    .map((t) => t.replace(/^\d+\.+/, ''));
}

export interface Loaded {
  readonly position: unknown;
  /** Positions after each ply (index 0 = start), when a record was given. */
  readonly plies: readonly string[];
  readonly ply: number;
}

/** Starts from a setup or position string and plays `ply` plies of the record; a refused ply stops with its reason. */
export function load(
  game: GameAdapter,
  setup: string,
  options: ResolvedOptions,
  record: string,
  ply: number,
): Result<Loaded, Rejection & { ply?: number }> {
  const start = game.rules.start(setup || game.rules.defaultSetup, options);
  if (!start.ok) return start;
  const plies = recordPlies(record);
  let p = start.value;
  const upto = Math.max(0, Math.min(ply, plies.length));
  for (let i = 0; i < upto; i++) {
    const events = game.rules.decideMove(p, plies[i], undefined, 'lenient');
    if (!events.ok) return { ok: false, error: { ...events.error, ply: i + 1 } };
    for (const e of events.value) p = game.rules.evolve(p, e);
  }
  return { ok: true, value: { position: p, plies, ply: upto } };
}
