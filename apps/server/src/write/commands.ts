/**
 * The write path of a tournament: read the stream up to date, decide, append with the stream's
 * version as the expected version and the request's command id, fold the events in, answer.
 * - `If-Match: "N"` makes the caller's version the expected one: a stale one is a 409 and
 *   stores nothing. Without it a conflict (another writer got in first) is decided again on
 *   the fresh state, a few times at most.
 * - `Idempotency-Key` becomes the store's command id (scoped to the caller): a retried request
 *   is answered with the events its first attempt stored, and stores nothing again.
 * Trade-off: the answer of a write is a pure function of the events it stored, so a replayed
 * answer equals the first one byte for byte.
 */
import { isConcurrencyConflict, type EventStore, type NewEvent } from '@arbiter/store';
import { EVENT_SCHEMA_VERSION, type Rejection, type Result } from '@arbiter/kernel';
import type { Projection, TournamentView } from '../read/projection';
import { tournamentStream } from '../stored-events';
import { HttpProblem, refuse, serverRejection } from '../http/problems';
import { sha256 } from '../auth/secrets';

/** One event as a write's answer shows it. */
export interface WrittenEvent {
  readonly version: number;
  readonly type: string;
  readonly data: unknown;
  readonly actor: string | null;
  readonly time: string;
}

/** The answer of a tournament write. */
export interface WriteAnswer {
  readonly tournament: string;
  /** The stream's version after the write: the next `If-Match`. */
  readonly version: number;
  readonly events: readonly WrittenEvent[];
}

/** What a write needs besides its decision. */
export interface WriteRequest {
  readonly tournament: string;
  readonly actor: string;
  readonly idempotencyKey?: string;
  readonly ifMatch?: number;
  /** The events the command causes on the current view (undefined: the stream is empty). */
  readonly decide: (view: TournamentView | undefined) => Result<NewEvent[]>;
}

const ATTEMPTS = 30;

// Writes to one stream take turns inside this process: they would only conflict with each other.
// Conflicts with other processes (on one PostgreSQL) are decided again after a short random wait.
const turns = new Map<string, Promise<unknown>>();
async function inTurn<T>(stream: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(stream) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  turns.set(stream, settled);
  try {
    return await mine;
  } finally {
    if (turns.get(stream) === settled) turns.delete(stream);
  }
}

/** The store's command id of a request's Idempotency-Key, scoped to who sent it. */
export function commandIdOf(actor: string, key: string | undefined): string | undefined {
  return key === undefined ? undefined : `http-${sha256(`${actor}\n${key}`).slice(0, 40)}`;
}

function answerOf(view: TournamentView, first: number, last: number): WriteAnswer {
  return {
    tournament: view.id,
    version: last,
    events: view.events.slice(first - 1, last).map((e) => ({
      version: e.version,
      type: e.type,
      data: e.data,
      actor: e.actor ?? null,
      time: e.time,
    })),
  };
}

function fail(error: Rejection): never {
  if (error.code === 'ERR_STORE_COMMAND_REUSED') refuse('ERR_COMMAND_REUSED');
  throw new HttpProblem(error);
}

/** Runs one tournament command through the store. Throws an `HttpProblem` when refused. */
export function writeTournament(
  store: EventStore,
  projection: Projection,
  request: WriteRequest,
): Promise<WriteAnswer> {
  return inTurn(tournamentStream(request.tournament), () => write(store, projection, request));
}

async function write(store: EventStore, projection: Projection, request: WriteRequest): Promise<WriteAnswer> {
  const stream = tournamentStream(request.tournament);
  const commandId = commandIdOf(request.actor, request.idempotencyKey);
  // Optimistic: decide on the view this process holds and let the expected version catch a
  // stale one; read the stream again only when the store says another writer got in first.
  let fresh = !projection.tournaments.has(request.tournament);
  for (let attempt = 1; ; attempt++) {
    if (fresh) {
      const caught = await projection.catchUp(stream);
      if (!caught.ok) fail(caught.error);
    }
    const view = projection.tournaments.get(request.tournament);
    if (commandId !== undefined) {
      const done = projection.commands.get(commandId);
      if (done) {
        if (done.stream !== stream || !view) refuse('ERR_COMMAND_REUSED');
        return answerOf(view, done.firstVersion, done.lastVersion);
      }
    }
    const version = view?.version ?? 0;
    if (request.ifMatch !== undefined && request.ifMatch !== version) {
      if (request.ifMatch > version && !fresh) {
        fresh = true;
        continue;
      }
      refuse('ERR_VERSION_STALE', { expected: request.ifMatch, actual: version });
    }
    const decided = request.decide(view);
    if (!decided.ok) {
      if (!fresh) {
        // Refuse only on the store's latest state: a stale view may refuse what is now allowed.
        fresh = true;
        continue;
      }
      fail(decided.error);
    }
    if (decided.value.length === 0) return { tournament: request.tournament, version, events: [] };
    const time = new Date().toISOString();
    const events = decided.value.map((e) => ({ ...e, actor: request.actor }));
    const appended = await store.append(stream, events, version, {
      time,
      ...(commandId ? { commandId } : {}),
    });
    if (!appended.ok) {
      if (isConcurrencyConflict(appended.error)) {
        const actual = Number(appended.error.params?.actual ?? version);
        if (request.ifMatch !== undefined)
          throw new HttpProblem(serverRejection('ERR_VERSION_STALE', { expected: request.ifMatch, actual }));
        if (attempt < ATTEMPTS) {
          if (fresh)
            await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));
          fresh = true;
          continue;
        }
      }
      fail(appended.error);
    }
    const a = appended.value;
    if (a.duplicate) {
      // Stored by an earlier attempt (maybe through another process): answer what it stored.
      const caught = await projection.catchUp(stream);
      if (!caught.ok) fail(caught.error);
    } else {
      // Fold in exactly what was stored, without reading it back.
      events.forEach((e, i) =>
        projection.ingest({
          stream,
          version: a.firstVersion + i,
          position: a.firstPosition + i,
          type: e.type,
          data: e.data,
          schemaVersion: e.schemaVersion ?? EVENT_SCHEMA_VERSION,
          actor: e.actor,
          ...(commandId ? { commandId } : {}),
          time,
        }),
      );
    }
    const after = projection.tournaments.get(request.tournament)!;
    if (after.version < a.lastVersion) {
      const caught = await projection.catchUp(stream);
      if (!caught.ok) fail(caught.error);
    }
    return answerOf(projection.tournaments.get(request.tournament)!, a.firstVersion, a.lastVersion);
  }
}
