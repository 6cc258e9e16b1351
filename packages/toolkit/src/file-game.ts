/**
 * Filing a game: the events the game machine emitted for it appended to the event store under
 * `game-<id>`, read back and folded, and the fold compared with the state the machine reached. The CLI's `file` and the server's uploads both
 * file through here, so a game is stored one way whichever shell receives it.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  foldGame,
  ok,
  refused,
  type DomainEvent,
  type GameRules,
  type GameState,
  type Result,
} from '@arbiter/kernel';
import { openStore, type EventStore } from '@arbiter/store';
import { games } from './games';
import { toolkitMessages } from './messages';
import { fromStored, storedSchemas, storedType } from './stored-types';

/**
 * Opens the store of games at an address: a directory (PGlite, held by this process alone until
 * closed), a `postgres://` or `postgresql://` URL, or `memory://`; anything else is refused
 * (`ERR_STORE_ADDRESS_INVALID`). A directory another process has is waited for (`lockWaitMs`,
 * default `ARBITER_STORE_WAIT` seconds, else 5 s), then refused with `ERR_STORE_BUSY`.
 */
export async function openGameStore(
  address: string,
  lock: { readonly owner?: string; readonly waitMs?: number } = {},
): Promise<Result<EventStore>> {
  return openStore({
    address,
    schemas: storedSchemas(games.games()),
    ...(lock.owner === undefined ? {} : { lockOwner: lock.owner }),
    ...(lock.waitMs === undefined ? {} : { lockWaitMs: lock.waitMs }),
  });
}

/** What filing did. */
export interface Filed {
  readonly stream: string;
  /** True when the same command (record hash) had filed it already: nothing new was written. */
  readonly duplicate: boolean;
  readonly firstVersion: number;
  readonly lastVersion: number;
  readonly firstPosition: number;
  readonly lastPosition: number;
  /** Events read back from the stream. */
  readonly readBack: number;
  /** The fold of the stream as read back. */
  readonly state: GameState<unknown>;
}

/** The stream a game filed under `gameId` is stored in. */
export function gameStreamOf(gameId: string): string {
  return `game-${gameId}`;
}

/** Files a replayed game's events as stream `game-<gameId>`, idempotent by `commandId`, and checks the read-back. */
export async function fileGame(
  store: EventStore,
  game: {
    readonly rules: GameRules<unknown, unknown>;
    readonly events: readonly DomainEvent[];
    /** The state the game machine reached with these events (folded from them when absent). */
    readonly state?: GameState<unknown>;
  },
  where: { readonly gameId: string; readonly commandId: string; readonly actor: string },
): Promise<Result<Filed>> {
  const stream = gameStreamOf(where.gameId);
  const appended = await store.append(
    stream,
    game.events.map((e) => ({ type: storedType(game.rules, e.type), data: e.data, actor: where.actor })),
    0,
    { commandId: where.commandId },
  );
  if (!appended.ok) return appended;
  const back = await store.read(stream);
  if (!back.ok) return back;
  const folded = foldGame(
    game.rules,
    back.value.map((e) => fromStored(e.type, e.data)),
  );
  const expected = game.state ?? foldGame(game.rules, game.events);
  // Positions are opaque to the kernel: compare them through their position strings.
  const comparable = (s: GameState<unknown>) => ({ ...s, position: game.rules.makePosition(s.position) });
  if (!isDeepStrictEqual(comparable(folded), comparable(expected)))
    return refused(toolkitMessages, 'ERR_STORE_READBACK', { stream });
  const a = appended.value;
  return ok({
    stream,
    duplicate: a.duplicate,
    firstVersion: a.firstVersion,
    lastVersion: a.lastVersion,
    firstPosition: a.firstPosition,
    lastPosition: a.lastPosition,
    readBack: back.value.length,
    state: folded,
  });
}
