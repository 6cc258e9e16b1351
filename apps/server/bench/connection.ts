/**
 * The load generator's HTTP/1.1 client: one keep-alive TCP connection per client, a request
 * written as one buffer, the answer read to its last byte by `Content-Length`. It does what a
 * browser's network stack does for these answers and nothing more, so that on a machine the
 * generator shares with the server it takes as little CPU from the server as it can (Node's
 * `http` client costs about twice the server's own time per request).
 * Answers without `Content-Length` (chunked) are refused as errors: the server sends none here.
 */
import net from 'node:net';

/** An answer: status, its body as text when asked for (else ''), its size, and its latency. */
export interface Answer {
  readonly status: number;
  readonly body: string;
  readonly bytes: number;
  /** From writing the request on a connected socket to the answer's last byte, in ms. */
  readonly ms: number;
  /** The answer's `Server-Timing` header, when it has one. */
  readonly timing?: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * The one buffer every connection reads into (`onread`): a read is handled before the next one
 * lands, so an answer's bytes are counted where they arrived and copied only when kept (a
 * partial head, a body to decode). Without it every read allocates a buffer, and the garbage
 * collector took about a third of the generator's time.
 */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);

/** One keep-alive connection to 127.0.0.1:port; one request at a time. */
export class Connection {
  private socket: net.Socket | null = null;
  private pending: {
    resolve: (a: Answer) => void;
    reject: (e: Error) => void;
    decode: boolean | null; // null: decide by status
  } | null = null;
  private head: Buffer | null = null;
  private status = 0;
  private timing: string | undefined;
  private length = -1;
  private received = 0;
  private chunks: Buffer[] = [];
  private decodeBody = false;
  private sentAt = 0n;
  private connected: Promise<void> | null = null;
  private up = false;

  constructor(private readonly port: number) {}

  private open(): net.Socket {
    const socket = net.connect({
      host: '127.0.0.1',
      port: this.port,
      noDelay: true,
      onread: { buffer: READ_BUFFER, callback: (n: number, buffer: Uint8Array) => this.onRead(n, buffer) },
    });
    // As autocannon does, a request's latency starts once its connection is up: connecting is
    // once per client, not per request.
    const connected = new Promise<void>((resolve, reject) => {
      socket.once('connect', () => {
        this.up = true;
        resolve();
      });
      socket.once('error', reject);
      socket.once('close', () => reject(new Error('connection closed')));
    });
    connected.catch(() => {}); // answered through the request that waits for it
    this.connected = connected;
    this.up = false;
    const fail = (e: Error) => {
      if (this.socket === socket) this.socket = null;
      this.fail(e);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
    this.socket = socket;
    return socket;
  }

  private fail(e: Error): void {
    const p = this.pending;
    this.pending = null;
    p?.reject(e);
  }

  /** Sends one request and resolves with its answer. */
  async request(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
    decode: boolean | null,
    timeoutMs = 30_000,
  ): Promise<Answer> {
    if (this.pending) throw new Error('one request at a time');
    const socket = this.socket ?? this.open();
    if (!this.up) await this.connected;
    let text = `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1:${this.port}\r\nconnection: keep-alive\r\n`;
    for (const [k, v] of Object.entries(headers)) text += `${k}: ${v}\r\n`;
    if (body !== undefined) text += `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    else text += '\r\n';
    this.head = null;
    this.length = -1;
    this.received = 0;
    this.chunks = [];
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.destroy();
        this.fail(new Error('timeout'));
      }, timeoutMs);
      this.pending = {
        resolve: (a) => (clearTimeout(timer), resolve(a)),
        reject: (e) => (clearTimeout(timer), reject(e)),
        decode,
      };
      this.sentAt = process.hrtime.bigint();
      socket.write(text);
    });
  }

  /** Takes one read into the shared buffer (true: keep reading). */
  private onRead(n: number, buffer: Uint8Array): boolean {
    this.onData(Buffer.from(buffer.buffer, buffer.byteOffset, n)); // a view of the shared buffer
    return true;
  }

  private onData(data: Buffer): void {
    if (!this.pending) return;
    let rest = data;
    if (this.length < 0) {
      this.head = this.head ? Buffer.concat([this.head, data]) : data;
      const end = this.head.indexOf(HEAD_END);
      if (end < 0) {
        if (this.head === data) this.head = Buffer.from(data); // kept past this read: a copy
        return;
      }
      const lines = this.head.subarray(0, end).toString('latin1').split('\r\n');
      this.status = Number(lines[0].split(' ')[1]);
      const length = lines.find((l) => l.toLowerCase().startsWith('content-length:'));
      if (!length) {
        this.socket?.destroy();
        return this.fail(new Error(`answer ${this.status} without content-length`));
      }
      this.length = Number(length.slice(15).trim());
      this.timing = lines
        .find((l) => l.toLowerCase().startsWith('server-timing:'))
        ?.slice(14)
        .trim();
      const d = this.pending.decode;
      this.decodeBody = d ?? (this.status < 200 || this.status >= 300);
      rest = this.head.subarray(end + 4);
      this.head = null;
    }
    this.received += rest.length;
    if (this.decodeBody && rest.length > 0) this.chunks.push(Buffer.from(rest)); // a copy: the read buffer is reused
    if (this.received >= this.length) {
      const p = this.pending;
      this.pending = null;
      p.resolve({
        status: this.status,
        body: this.decodeBody ? Buffer.concat(this.chunks).toString('utf8') : '',
        bytes: this.received,
        ms: Number(process.hrtime.bigint() - this.sentAt) / 1e6,
        ...(this.timing !== undefined ? { timing: this.timing } : {}),
      });
    }
  }

  /** Closes the connection. */
  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}

/** Keep-alive connections to one server, handed out one per concurrent request. */
export class ConnectionPool {
  private readonly free: Connection[] = [];
  private readonly all: Connection[] = [];

  constructor(private readonly port: number) {}

  /** A free connection (a new one when none is free). */
  take(): Connection {
    const c = this.free.pop();
    if (c) return c;
    const made = new Connection(this.port);
    this.all.push(made);
    return made;
  }

  /** Gives a connection back for the next request. */
  give(c: Connection): void {
    this.free.push(c);
  }

  /** Closes every connection. */
  destroy(): void {
    for (const c of this.all) c.close();
    this.free.length = 0;
  }
}
