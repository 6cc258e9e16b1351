/**
 * Live updates: Server-Sent Events per tournament. Each event of a tournament's stream is sent
 * once, in stream order, with its stream version as the SSE id; a client that reconnects with
 * `Last-Event-ID: N` gets every event after N and then the live tail.
 * Bounds (issue 34: 300 idle followers of a 4,000-player tournament held 240 MB):
 * - streams per client address (`perAddress`, 50: a club's hall behind one NAT address) and in all
 *   (`total`, 1,000; `ARBITER_LIVE_PER_ADDRESS`, `ARBITER_LIVE_TOTAL`), refused before
 *   anything is written with `ERR_LIVE_PER_ADDRESS` (429) and `ERR_LIVE_FULL` (503);
 * - what a follower may hold in the server: events are written while its unread bytes are under
 *   `CATCH_UP_BYTES` (64 KiB); past that it gets nothing more until its socket drains, and then
 *   catches up from its cursor (the projection keeps every event). So a follower holds at most
 *   64 KiB and one event however large the tournament, however slow it reads, and is never cut off.
 * Trade-off: events reach this process through the projection (which the store's live tail
 * feeds: LISTEN/NOTIFY on PostgreSQL); a client catching up reads the projection's events from its
 * cursor, so live events that arrive meanwhile are sent in order with the rest.
 */
import type { ServerResponse } from 'node:http';
import type { StoredEvent } from '@arbiter/store';
import { isSentLive } from '@arbiter/api';
import type { Projection, TournamentReadModel } from './projection';

interface Client {
  readonly res: ServerResponse;
  readonly staff: boolean;
  readonly address: string;
  readonly tournament: string;
  /** The last version written to it. */
  cursor: number;
  /** True while its backlog is still being written. */
  catchingUp: boolean;
}

/** How many live streams may be open. */
export interface LiveLimits {
  readonly perAddress: number;
  readonly total: number;
}

/** The defaults: 50 per address (a club's hall behind one NAT address), 1,000 in all. */
export const LIVE_LIMITS: LiveLimits = { perAddress: 50, total: 1000 };
/** Bytes of backlog written before waiting for the socket to drain. */
export const CATCH_UP_BYTES = 64 * 1024;

// Who hears which events (the access list and the check-in code only the staff, the write
// path's bookkeeping nobody) is said once in @arbiter/api, for this sender and the app's listener.

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
  private readonly perAddress = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;
  private count = 0;

  constructor(
    private readonly projection: Projection,
    private readonly limits: LiveLimits = LIVE_LIMITS,
  ) {
    projection.onTournamentEvent((view, event) => this.publish(view, event));
    this.heartbeat = setInterval(() => this.ping(), 15_000);
    this.heartbeat.unref();
  }

  /** How many clients are connected (all tournaments). */
  get size(): number {
    return this.count;
  }

  /** Bytes written to the clients and not yet taken by their sockets. */
  get buffered(): number {
    let n = 0;
    for (const set of this.clients.values()) for (const c of set) n += c.res.writableLength;
    return n;
  }

  /** The caps in force. */
  get caps(): LiveLimits {
    return this.limits;
  }

  /** Why a new stream from this address would be refused, or null. */
  refusal(address: string): 'ERR_LIVE_PER_ADDRESS' | 'ERR_LIVE_FULL' | null {
    if (this.count >= this.limits.total) return 'ERR_LIVE_FULL';
    if ((this.perAddress.get(address) ?? 0) >= this.limits.perAddress) return 'ERR_LIVE_PER_ADDRESS';
    return null;
  }

  /** Starts a client: headers, the backlog after `lastSeen` (paced), then live events. */
  open(
    view: TournamentReadModel,
    res: ServerResponse,
    lastSeen: number,
    staff: boolean,
    address: string,
  ): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 2000\n\n`);
    const client: Client = { res, staff, address, tournament: view.id, cursor: lastSeen, catchingUp: true };
    let set = this.clients.get(view.id);
    if (!set) this.clients.set(view.id, (set = new Set()));
    set.add(client);
    this.count++;
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    let gone = false;
    const drop = () => {
      if (gone) return;
      gone = true;
      set!.delete(client);
      this.count--;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
    res.on('close', drop);
    res.on('error', drop);
    res.on('drain', () => this.catchUp(client));
    this.catchUp(client);
  }

  /** Writes the client's backlog from its cursor, one slice per drained socket. */
  private catchUp(client: Client): void {
    if (!client.catchingUp || client.res.destroyed) return;
    const events = this.projection.tournaments.get(client.tournament)?.events ?? [];
    while (client.cursor < events.length) {
      if (client.res.writableLength >= CATCH_UP_BYTES) return; // the next slice on 'drain'
      const event = events[client.cursor];
      client.cursor = event.version;
      this.write(client, event);
    }
    client.catchingUp = false;
  }

  private write(client: Client, event: StoredEvent): void {
    if (!isSentLive(event.type, client.staff)) return;
    client.res.write(frame(event));
  }

  private send(client: Client, event: StoredEvent): void {
    if (client.catchingUp) return this.catchUp(client); // in order, from the projection
    if (event.version <= client.cursor) return;
    // A follower behind by a slice gets nothing more until its socket drains; then it catches up
    // from its cursor, so a burst (an import of 2,500 players) or a slow reader never grows its buffer.
    if (client.res.writableLength >= CATCH_UP_BYTES) {
      client.catchingUp = true;
      return;
    }
    client.cursor = event.version;
    this.write(client, event);
  }

  private publish(view: TournamentReadModel, event: StoredEvent): void {
    const set = this.clients.get(view.id);
    if (!set) return;
    for (const client of set) this.send(client, event);
  }

  private ping(): void {
    for (const set of this.clients.values())
      for (const c of set) if (c.res.writableLength === 0) c.res.write(': keep-alive\n\n');
  }

  /** Ends every stream (at shutdown). */
  close(): void {
    clearInterval(this.heartbeat);
    for (const set of this.clients.values()) for (const c of set) c.res.end();
    this.clients.clear();
  }
}
