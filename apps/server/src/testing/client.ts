/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely and assert their shape */
/**
 * A small HTTP client for the API tests: JSON in and out, a cookie jar of one session,
 * and a Server-Sent Events reader.
 */

/** A response, read whole. */
export interface Reply<T = any> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
  readonly text: string;
}

/** Options of one request. */
export interface Call {
  readonly body?: unknown;
  readonly raw?: string;
  readonly headers?: Record<string, string>;
}

/** A client as one user: its session cookie or token is sent with each request. */
export class Client {
  cookie: string | null = null;
  token: string | null = null;

  constructor(readonly base: string) {}

  async request<T = any>(method: string, path: string, call: Call = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.body !== undefined) headers['content-type'] ??= 'application/json';
    if (this.cookie) headers.cookie ??= this.cookie;
    if (this.token) headers.authorization ??= `Bearer ${this.token}`;
    const res = await fetch(this.base + path, {
      method,
      headers,
      body: call.raw ?? (call.body !== undefined ? JSON.stringify(call.body) : undefined),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const m = /arbiter_session=([^;]*)/.exec(setCookie);
      if (m) this.cookie = m[1] ? `arbiter_session=${m[1]}` : null;
    }
    const text = await res.text();
    let body: any = text;
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('json') && text) body = JSON.parse(text);
    return { status: res.status, headers: res.headers, body, text };
  }

  get<T = any>(path: string, call?: Call) {
    return this.request<T>('GET', path, call);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { body: body ?? {}, headers });
  }
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, { body: body ?? {}, headers });
  }
  patch<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, { body: body ?? {}, headers });
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, { headers });
  }

  /** Signs in; throws when refused. */
  async signIn(name: string, password: string): Promise<this> {
    const r = await this.post('/api/session', { name, password });
    if (r.status !== 200) throw new Error(`sign-in of ${name} failed: ${r.status} ${r.text}`);
    return this;
  }
}

/** One Server-Sent Event. */
export interface SseEvent {
  readonly id: string | null;
  readonly event: string;
  readonly data: string;
}

/** Follows an SSE stream; `events` fills as they arrive until `close()`. */
export function followSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const events: SseEvent[] = [];
  let status = 0;
  const waiters: (() => void)[] = [];
  const done = (async () => {
    try {
      const res = await fetch(url, {
        headers: { accept: 'text/event-stream', ...headers },
        signal: controller.signal,
      });
      status = res.status;
      if (!res.body) return;
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let sep: number;
        while ((sep = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, sep);
          buffer = buffer.slice(sep + 2);
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) {
            events.push({ id, event, data: data.join('\n') });
            waiters.splice(0).forEach((w) => w());
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    status: () => status,
    /** Resolves once `predicate` holds for the events seen (or rejects after `ms`). */
    async until(predicate: (events: SseEvent[]) => boolean, ms = 30_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!predicate(events)) {
        if (Date.now() > deadline)
          throw new Error(`SSE: condition not met in ${ms} ms (${events.length} events)`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
