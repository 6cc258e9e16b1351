/**
 * Where the workbench's position comes from: a position string or setup name, or a game
 * record stepped to a ply. The record is read by the kernel's record parser and played through a
 * game session, as every shell plays a game: leniently (ruling 14), as the sample game needs.
 * Trade-off: each step replays the record from its start (a session per load); records are short.
 */
import {
  openSession,
  parseRecord,
  type GameRecord,
  type ResolvedOptions,
  type Result,
  type Rejection,
} from '@arbiter/kernel';
import type { GameAdapter } from './games';

const EMPTY: GameRecord = { tags: {}, items: [], result: '*' };

/** A record's moves, or why it cannot be read (an empty text is a record without moves). */
export function recordMoves(record: string): Result<string[]> {
  const parsed = record.trim() === '' ? { ok: true as const, value: EMPTY } : parseRecord(record);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    value: parsed.value.items.flatMap((item) => (item.kind === 'move' ? [item.text] : [])),
  };
}

/** The plies of a record (its moves); none when it cannot be read. */
export function recordPlies(record: string): string[] {
  const moves = recordMoves(record);
  return moves.ok ? moves.value : [];
}

export interface Loaded {
  readonly position: unknown;
  /** The record's moves, in order. */
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
  const plies = recordMoves(record);
  if (!plies.ok) return plies;
  const session = openSession(game.rules, { gameId: 'workbench', mode: 'lenient' });
  try {
    const started = session.send({ type: 'Start', setup: setup || game.rules.defaultSetup, options });
    if (!started.ok) return started;
    const upto = Math.max(0, Math.min(ply, plies.value.length));
    for (let i = 0; i < upto; i++) {
      const sent = session.send({ type: 'Move', move: plies.value[i] });
      if (!sent.ok) return { ok: false, error: { ...sent.error, ply: i + 1 } };
    }
    return { ok: true, value: { position: session.state()!.position, plies: plies.value, ply: upto } };
  } finally {
    session.stop();
  }
}
