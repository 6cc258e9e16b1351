// Issue 34: what live followers may hold in the server, and how many there may be. A real HTTP
// server on port 0 and real sockets; the projection is a stand-in holding one tournament's events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { StoredEvent } from '@arbiter/store';
import type { Projection, TournamentReadModel } from './projection';
import { CATCH_UP_BYTES, Live } from './live';

const BIG = 'x'.repeat(1000);
const eventOf = (version: number): StoredEvent => ({
  stream: 'tournament-live1',
  version,
  position: version,
  type: 'PlayerRegistered',
  data: { note: BIG },
  schemaVersion: 1,
  time: '2026-12-08T00:00:00.000Z',
});

describe('live followers', () => {
  const view = { id: 'live1', version: 0, events: [] as StoredEvent[] } as unknown as TournamentReadModel;
  const listeners: ((view: TournamentReadModel, event: StoredEvent) => void)[] = [];
  const projection = {
    tournaments: new Map([['live1', view]]),
    onTournamentEvent: (l: (view: TournamentReadModel, event: StoredEvent) => void) => listeners.push(l),
  } as unknown as Projection;
  const append = (n: number) => {
    for (let i = 0; i < n; i++) {
      const event = eventOf(view.events.length + 1);
      view.events.push(event);
      view.version = event.version;
      for (const l of listeners) l(view, event);
    }
  };
  let live: Live;
  let server: Server;
  let port = 0;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    live = new Live(projection, { perAddress: 2, total: 6 });
    append(5000); // about 5 MB of backlog
    server = createServer((req, res) => {
      const address = new URL(req.url!, 'http://x').searchParams.get('as') ?? 'a';
      const refused = live.refusal(address);
      if (refused) return res.writeHead(429).end(refused);
      live.open(view, res, 0, false, address);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    live.close();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A follower that sends its request and never reads. */
  const idle = (as: string) => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    socket.write(`GET /live?as=${as} HTTP/1.1\r\nHost: x\r\n\r\n`);
    sockets.push(socket);
    return socket;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('holds at most a slice of backlog for a follower that reads nothing, even as events go on', async () => {
    idle('a');
    await settle();
    expect(live.size).toBe(1);
    const frame = JSON.stringify(eventOf(1)).length + 100;
    expect(live.buffered).toBeLessThanOrEqual(CATCH_UP_BYTES + frame);
    append(2000);
    await settle();
    expect(live.buffered).toBeLessThanOrEqual(CATCH_UP_BYTES + frame);
  });

  it('gives a reading follower every event once, in order, the live ones after the backlog', async () => {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.write('GET /live?as=b HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    append(10);
    const want = view.events.length;
    for (let i = 0; i < 100 && !text.includes(`id: ${want}\n`); i++) await settle();
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual(Array.from({ length: want }, (_, i) => i + 1));
  });

  it('holds no more for a live follower that stops reading, and gives it everything once it reads again', async () => {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.write('GET /live?as=c HTTP/1.1\r\nHost: x\r\n\r\n');
    const caughtUp = async () => {
      const want = view.events.length;
      for (let i = 0; i < 200 && !text.includes(`id: ${want}\n`); i++) await settle();
    };
    await caughtUp();
    socket.pause(); // live, and now it reads nothing
    const frame = JSON.stringify(eventOf(1)).length + 100;
    for (let i = 0; i < 10; i++) {
      append(1000); // bursts of about 1 MB, far more than the kernel's socket buffers take
      await settle();
      expect(live.buffered).toBeLessThanOrEqual(live.size * (CATCH_UP_BYTES + frame));
    }
    expect(live.size).toBe(3);
    socket.resume();
    await caughtUp();
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual(Array.from({ length: view.events.length }, (_, i) => i + 1));
  });

  it('refuses a stream past the total, and a third from one address, before writing anything', async () => {
    expect(live.size).toBe(3); // a idles within its bound, b and c read
    idle('d');
    idle('d');
    await settle();
    expect(live.size).toBe(5);
    expect(live.refusal('d')).toBe('ERR_LIVE_PER_ADDRESS');
    expect(live.refusal('e')).toBeNull();
    idle('e');
    await settle();
    expect(live.refusal('f')).toBe('ERR_LIVE_FULL');
    const refused = await fetch(`http://127.0.0.1:${port}/live?as=f`);
    expect([refused.status, await refused.text()]).toEqual([429, 'ERR_LIVE_FULL']);
    expect(live.size).toBe(6);
  });
});
