/**
 * The write path of a tournament, with group commit: the writes that arrive for one tournament
 * while an append is under way wait, then are decided one after another on the state as it
 * grows, and go to the store as one append with the stream's version as the expected version.
 * A busy tournament pays one disk flush for a batch of results instead of one each.
 * - Each request is answered alone: its own events, or its own refusal (a refused command in a
 *   batch stores nothing and does not hold back the others). When the store refuses a batch's
 *   append for another reason than a conflict (an event it cannot store), each request of the
 *   batch is written again on its own, so none fails for another's input (issue 34).
 * - `If-Match: "N"` makes the caller's version the expected one for its own command: a stale one
 *   is a 409 and stores nothing. Without it, a conflict with another process (a second server on
 *   one PostgreSQL) is decided again on the fresh state.
 * - `Idempotency-Key` (scoped to the caller) is recorded in the same append, as a
 *   `CommandsAccepted` event naming each key and the versions its command wrote; a retried
 *   request is answered with those events and stores nothing again. The stream's expected version
 *   makes this exact across processes: of two appends racing with one key, the second conflicts,
 *   reads the first, and answers from it.
 * Trade-off: the answer of a write is a pure function of the events it stored, so a replayed
 * answer equals the first one byte for byte.
 */
import { isConcurrencyConflict, type EventStore, type NewEvent } from '@arbiter/store';
import { EVENT_SCHEMA_VERSION, type Rejection, type Result } from '@arbiter/kernel';
import {
  applyServerEvent,
  newTournamentReadModel,
  noteTournamentEvent,
  type Projection,
  type TournamentReadModel,
} from '../read/projection';
import { isTournamentEventType, tournamentEventOf, tournamentStream } from '../stored-events';
import { HttpProblem, serverRejection } from '../http/problems';
import type { TournamentState } from '@arbiter/tournament';
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

/**
 * Where a write's time went, in ms (sent as a `Server-Timing` header): waiting for the batches
 * before it (`queue`), its batch's work besides the append (`decide`: the decisions, folding the
 * stored events in, a catch-up read after a conflict), and its batch's append (`append`), with
 * how many writes shared that append (`batch`).
 */
export interface WriteTiming {
  queue: number;
  decide: number;
  append: number;
  batch: number;
}

/**
 * What a decision gives: the events to append (the tournament's, then the server's own) and the
 * tournament state the tournament's events lead to, folded once by the decision itself.
 */
export interface Decided {
  readonly events: readonly NewEvent[];
  readonly state: TournamentState;
}

/** What a write needs besides its decision. */
export interface WriteRequest {
  /** Filled in with where the write's time went, when given. */
  readonly timing?: WriteTiming;
  readonly tournament: string;
  readonly actor: string;
  readonly idempotencyKey?: string;
  /** SHA-256 of the request: a retry under its key must send the same (else ERR_COMMAND_REUSED). */
  readonly fingerprint?: string;
  readonly ifMatch?: number;
  /** The events the command causes on the current view (undefined: the stream is empty). */
  readonly decide: (view: TournamentReadModel | undefined) => Result<Decided>;
}

const ATTEMPTS = 30;
const MAX_BATCH = 500;

/** The store's command id of a request's Idempotency-Key, scoped to who sent it. */
export function commandIdOf(actor: string, key: string | undefined): string | undefined {
  return key === undefined ? undefined : `http-${sha256(`${actor}\n${key}`).slice(0, 40)}`;
}

function answerOf(view: TournamentReadModel, first: number, last: number, version: number): WriteAnswer {
  return {
    tournament: view.id,
    version,
    events: view.events.slice(first - 1, last).map((e) => ({
      version: e.version,
      type: e.type,
      data: e.data,
      actor: e.actor ?? null,
      time: e.time,
    })),
  };
}

function problemOf(error: Rejection): HttpProblem {
  if (error.code === 'ERR_STORE_COMMAND_REUSED')
    return new HttpProblem(serverRejection('ERR_COMMAND_REUSED'));
  return new HttpProblem(error);
}

interface Pending {
  readonly request: WriteRequest;
  /** When it was queued (`performance.now()`). */
  readonly queuedAt: number;
  readonly commandId: string | undefined;
  readonly resolve: (answer: WriteAnswer) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome =
  | { readonly kind: 'refused'; readonly problem: HttpProblem }
  | { readonly kind: 'known'; readonly commandId: string }
  | { readonly kind: 'nothing'; readonly version: number }
  | { readonly kind: 'wrote'; readonly first: number; readonly last: number };

const queues = new Map<string, Pending[]>();

/** Runs one tournament command through the store. Rejects with an `HttpProblem` when refused. */
export function writeTournament(
  store: EventStore,
  projection: Projection,
  request: WriteRequest,
): Promise<WriteAnswer> {
  const stream = tournamentStream(request.tournament);
  return new Promise((resolve, reject) => {
    const pending: Pending = {
      request,
      queuedAt: performance.now(),
      commandId: commandIdOf(request.actor, request.idempotencyKey),
      resolve,
      reject,
    };
    const queue = queues.get(stream);
    if (queue) {
      queue.push(pending);
      return;
    }
    const fresh = [pending];
    queues.set(stream, fresh);
    void drain(store, projection, stream, fresh);
  });
}

async function drain(
  store: EventStore,
  projection: Projection,
  stream: string,
  queue: Pending[],
): Promise<void> {
  // The rest of the event loop's turn as grace: every request whose body was read in this turn
  // joins the first batch. On PGlite the append runs on this thread and holds the loop for its
  // whole length, so no write can queue behind it; without this grace each write was a batch
  // (and an append, and a tail read) of its own. On PostgreSQL a write rarely finds the queue idle.
  await new Promise<void>((resolve) => setImmediate(resolve));
  while (queue.length > 0) {
    const batch = queue.splice(0, MAX_BATCH);
    try {
      await writeBatch(store, projection, stream, batch);
    } catch (e) {
      for (const p of batch) p.reject(e);
    }
  }
  queues.delete(stream);
}

/** A copy of a view that decisions may advance without touching the projection. */
function shadowOf(view: TournamentReadModel | undefined, id: string, stream: string): TournamentReadModel {
  return view
    ? { ...view, roles: new Map(view.roles), events: [] as TournamentReadModel['events'], reasons: new Map() }
    : newTournamentReadModel(id, stream);
}

/** Advances a shadow by a decision's events: the state as the decision reached it, nothing folded again. */
function advance(shadow: TournamentReadModel, decided: Decided, first: number): void {
  decided.events.forEach((event, i) => {
    if (isTournamentEventType(event.type))
      noteTournamentEvent(shadow, tournamentEventOf(event.type, event.data), first + i, decided.state);
    else applyServerEvent(shadow, event, first + i);
  });
  shadow.state = decided.state;
}

/** Writes each pending request as a batch of its own, in order; each is answered alone. */
async function writeAlone(
  store: EventStore,
  projection: Projection,
  stream: string,
  batch: readonly Pending[],
): Promise<void> {
  for (const pending of batch) {
    try {
      await writeBatch(store, projection, stream, [pending]);
    } catch (e) {
      pending.reject(e);
    }
  }
}

async function writeBatch(
  store: EventStore,
  projection: Projection,
  stream: string,
  batch: Pending[],
): Promise<void> {
  const id = batch[0].request.tournament;
  let fresh = !projection.tournaments.has(id);
  const began = performance.now();
  let appendMs = 0;
  for (let attempt = 1; ; attempt++) {
    if (fresh) {
      const caught = await projection.catchUp(stream);
      if (!caught.ok) throw problemOf(caught.error);
    }
    const view = projection.tournaments.get(id);
    const shadow = shadowOf(view, id, stream);
    const base = shadow.version;
    const events: NewEvent[] = [];
    const accepted: { id: string; firstVersion: number; lastVersion: number; request?: string }[] = [];
    const outcomes: Outcome[] = [];
    let retry = false;
    for (const { request, commandId } of batch) {
      if (commandId !== undefined) {
        const known = projection.commands.get(commandId) ?? accepted.find((a) => a.id === commandId);
        if (known) {
          // the same key with another request is refused, not answered with the first's result
          if (
            known.request !== undefined &&
            request.fingerprint !== undefined &&
            known.request !== request.fingerprint
          )
            outcomes.push({
              kind: 'refused',
              problem: new HttpProblem(serverRejection('ERR_COMMAND_REUSED')),
            });
          else outcomes.push({ kind: 'known', commandId });
          continue;
        }
      }
      const version = base + events.length;
      if (request.ifMatch !== undefined && request.ifMatch !== version) {
        if (request.ifMatch > version && !fresh) {
          retry = true; // this process may be behind: read the stream and decide again
          break;
        }
        outcomes.push({
          kind: 'refused',
          problem: new HttpProblem(
            serverRejection('ERR_VERSION_STALE', { expected: request.ifMatch, actual: version }),
          ),
        });
        continue;
      }
      const decided = request.decide(version === 0 && !view ? undefined : shadow);
      if (!decided.ok) {
        if (!fresh) {
          retry = true; // refuse only on the store's latest state
          break;
        }
        outcomes.push({ kind: 'refused', problem: problemOf(decided.error) });
        continue;
      }
      if (decided.value.events.length === 0) {
        outcomes.push({ kind: 'nothing', version });
        continue;
      }
      const first = version + 1;
      for (const e of decided.value.events) events.push({ ...e, actor: request.actor });
      advance(shadow, decided.value, first);
      outcomes.push({ kind: 'wrote', first, last: base + events.length });
      if (commandId !== undefined)
        accepted.push({
          id: commandId,
          firstVersion: first,
          lastVersion: base + events.length,
          ...(request.fingerprint !== undefined ? { request: request.fingerprint } : {}),
        });
    }
    if (retry) {
      fresh = true;
      continue;
    }
    const time = new Date().toISOString();
    let written = base;
    if (events.length > 0) {
      const all =
        accepted.length > 0
          ? [...events, { type: 'CommandsAccepted', data: { commands: accepted }, actor: 'server' }]
          : events;
      const appendStart = performance.now();
      const appended = await store.append(stream, all, base, { time });
      appendMs += performance.now() - appendStart;
      if (!appended.ok) {
        if (isConcurrencyConflict(appended.error) && attempt < ATTEMPTS) {
          if (fresh)
            await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));
          fresh = true;
          continue;
        }
        // A batch is one append, so one request's bad event would fail its neighbours too: each
        // is tried again alone, and only the one at fault (or all, if the store is down) fails.
        if (batch.length > 1) return writeAlone(store, projection, stream, batch);
        throw problemOf(appended.error);
      }
      const a = appended.value;
      written = a.lastVersion;
      // Fold in exactly what was stored, without reading it back, with the state the decisions reached.
      projection.ingestWritten(
        all.map((e, i) => ({
          stream,
          version: a.firstVersion + i,
          position: a.firstPosition + i,
          type: e.type,
          data: e.data,
          schemaVersion: EVENT_SCHEMA_VERSION,
          actor: e.actor,
          time,
        })),
        shadow.state,
      );
      if ((projection.tournaments.get(id)?.version ?? 0) < a.lastVersion) {
        const caught = await projection.catchUp(stream);
        if (!caught.ok) throw problemOf(caught.error);
      }
    }
    const after = projection.tournaments.get(id);
    const finished = performance.now();
    for (const p of batch)
      if (p.request.timing)
        Object.assign(p.request.timing, {
          queue: began - p.queuedAt,
          decide: finished - began - appendMs,
          append: appendMs,
          batch: batch.length,
        });
    batch.forEach((p, i) => {
      const o = outcomes[i];
      if (o.kind === 'refused') return p.reject(o.problem);
      if (o.kind === 'nothing') return p.resolve({ tournament: id, version: o.version, events: [] });
      if (o.kind === 'wrote') return p.resolve(answerOf(after!, o.first, o.last, written));
      const done = projection.commands.get(o.commandId);
      if (!done || done.stream !== stream || !after)
        return p.reject(new HttpProblem(serverRejection('ERR_COMMAND_REUSED')));
      p.resolve(answerOf(after, done.firstVersion, done.lastVersion, done.answerVersion));
    });
    return;
  }
}
