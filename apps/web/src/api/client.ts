/**
 * The one way the app talks to the server: same-origin fetch with the session cookie, JSON in
 * and out, the reader's language as Accept-Language (problem texts come back in it), and every
 * refusal turned into an `ApiProblem` carrying the server's code and rule.
 */
import { i18next } from '../i18n';
import { setConnection } from './connection';

/** A refusal from the server (RFC 9457 problem document). */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly rule: string,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * The server could not be reached (the connection is lost, the server is restarting): not a
 * refusal. A write that meets it may be sent again with the same Idempotency-Key.
 */
export class ConnectionLost extends Error {
  constructor() {
    super('connection lost');
  }
}

/** fetch, with a network failure (no answer at all) turned into a ConnectionLost. */
async function reach(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    setConnection('lost');
    throw new ConnectionLost();
  }
}

interface Problem {
  code?: string;
  rule?: string;
  detail?: string;
  title?: string;
}

/** Reads a response: JSON, text, or nothing (204); a problem document becomes an ApiProblem. */
async function read<T>(res: Response): Promise<T> {
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok) {
    const body: Problem = type.includes('json')
      ? ((await res.json()) as Problem)
      : { detail: await res.text() };
    throw new ApiProblem(
      res.status,
      body.code ?? `HTTP_${res.status}`,
      body.rule ?? '',
      body.detail ?? body.title ?? i18next.t('net.http', { status: res.status }),
    );
  }
  if (res.status === 204) return undefined as T;
  return (type.includes('json') ? await res.json() : await res.text()) as T;
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { accept: 'application/json', 'accept-language': i18next.language || 'en', ...extra };
}

/** GET a JSON resource. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return (await getVersioned<T>(url, signal)).data;
}

/**
 * GET a JSON resource with the tournament version it shows: the server's ETag (`"12"`) names the
 * version of the event stream a view was built from; null when the answer has none.
 */
export async function getVersioned<T>(
  url: string,
  signal?: AbortSignal,
): Promise<{ data: T; version: number | null }> {
  const res = await reach(url, { headers: headers(), credentials: 'same-origin', signal });
  const data = await read<T>(res);
  const tag = /^(?:W\/)?"(\d+)"$/.exec(res.headers.get('etag') ?? '');
  return { data, version: tag ? Number(tag[1]) : null };
}

/**
 * A write. Each call gets its own Idempotency-Key, so a retry of the same call (network hiccup)
 * is stored once; two deliberate clicks are two commands. `key`: the key of a write sent again
 * (the result entry's unsent results, when the server is back).
 */
export async function send<T = unknown>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  key?: string,
): Promise<T> {
  return (await sendFor<T>(method, url, body, key)).body;
}

/** A write answering its body and its Location header (where a created resource lives). */
export async function sendFor<T = unknown>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  key: string = crypto.randomUUID(),
): Promise<{ body: T; location: string | null }> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: headers({
      'idempotency-key': key,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    }),
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  };
  const res = await reach(url, init);
  return { body: await read<T>(res), location: res.headers.get('location') };
}
