/**
 * Live updates: Server-Sent Events per tournament. Each event of a tournament's stream is sent
 * once, in stream order, with its stream version as the SSE id; a client that reconnects with
 * `Last-Event-ID: N` gets every event after N and then the live tail.
 * Trade-off: events reach this process through the projection (which the store's live tail
 * feeds: LISTEN/NOTIFY on PostgreSQL), and a new client's backlog is sent from the
 * projection in the same synchronous step that registers it, so nothing falls in between.
 */
import type { ServerResponse } from 'node:http';
import type { StoredEvent } from '@arbiter/store';
import type { Projection, TournamentReadModel } from './projection';

interface Client {
  readonly res: ServerResponse;
  readonly staff: boolean;
}

// Who may see which events: the access list only its staff.
const STAFF_ONLY = new Set(['AccessGranted', 'AccessRevoked', 'CheckInCodeIssued']);
// Bookkeeping of the write path (which Idempotency-Keys wrote what): nobody's news.
const NOBODY = new Set(['CommandsAccepted']);
const MAX_BUFFERED = 4 * 1024 * 1024;

function frame(event: StoredEvent): string {
  const body = JSON.stringify({
    version: event.version,
    type: event.type,
    data: event.data,
    time: event.time,
  });
  return `id: ${event.version}\nevent: ${event.type}\ndata: ${body}\n\n`;
}

/** The SSE clients of every tournament. */
export class Live {
  private readonly clients = new Map<string, Set<Client>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(projection: Projection) {
    projection.onTournamentEvent((view, event) => this.publish(view, event));
    this.heartbeat = setInterval(() => this.ping(), 15_000);
    this.heartbeat.unref();
  }

  /** How many clients are connected (all tournaments). */
  get size(): number {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  /** Starts a client: headers, the backlog after `lastSeen`, then live events. */
  open(view: TournamentReadModel, res: ServerResponse, lastSeen: number, staff: boolean): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 2000\n\n`);
    const client: Client = { res, staff };
    for (const event of view.events) if (event.version > lastSeen) this.send(client, event);
    let set = this.clients.get(view.id);
    if (!set) this.clients.set(view.id, (set = new Set()));
    set.add(client);
    const drop = () => set!.delete(client);
    res.on('close', drop);
    res.on('error', drop);
  }

  private send(client: Client, event: StoredEvent): void {
    if (NOBODY.has(event.type) || (!client.staff && STAFF_ONLY.has(event.type))) return;
    if (client.res.writableLength > MAX_BUFFERED) {
      // A client that reads nothing is cut off; it resumes from its last id when it comes back.
      client.res.destroy();
      return;
    }
    client.res.write(frame(event));
  }

  private publish(view: TournamentReadModel, event: StoredEvent): void {
    const set = this.clients.get(view.id);
    if (!set) return;
    for (const client of set) this.send(client, event);
  }

  private ping(): void {
    for (const set of this.clients.values()) for (const c of set) c.res.write(': keep-alive\n\n');
  }

  /** Ends every stream (at shutdown). */
  close(): void {
    clearInterval(this.heartbeat);
    for (const set of this.clients.values()) for (const c of set) c.res.end();
    this.clients.clear();
  }
}
