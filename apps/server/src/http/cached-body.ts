/**
 * A response body built once per tournament version and sent to every reader of that version:
 * the UTF-8 bytes, and the gzip of them made on the first reader that accepts gzip (every
 * browser does). A 300-player crosstable is ~250 KB of JSON and ~25 KB gzipped; sending the
 * smaller one costs the server's socket writes and the reader's network a tenth.
 * Trade-off: one fast gzip (level 1, a millisecond or two) per version and view, instead of none (identity) or one per
 * request (on-the-fly compression).
 */
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this size gzip saves too little to be worth a header. */
const MIN_GZIP_BYTES = 1024;

/** The bytes of a body, and its gzip once asked for. */
export class CachedBody {
  private gzipped: Buffer | null = null;

  constructor(readonly bytes: Buffer) {}

  /** From a text (UTF-8). */
  static of(text: string): CachedBody {
    return new CachedBody(Buffer.from(text, 'utf8'));
  }

  /** The gzip of the bytes (made once). */
  gzip(): Buffer {
    this.gzipped ??= gzipSync(this.bytes, { level: 1 });
    return this.gzipped;
  }
}

/** The answers for the `Accept-Encoding` headers seen last (browsers send a handful of distinct ones). */
const GZIP_ANSWERS = new Map<string, boolean>();

/** True when an `Accept-Encoding` header accepts gzip (`gzip` or `*`, not with `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (typeof header !== 'string') return false;
  let answer = GZIP_ANSWERS.get(header);
  if (answer === undefined) {
    answer = parseAcceptsGzip(header);
    if (GZIP_ANSWERS.size >= 64) GZIP_ANSWERS.clear();
    GZIP_ANSWERS.set(header, answer);
  }
  return answer;
}

function parseAcceptsGzip(header: string): boolean {
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.find((p) => p.trim().startsWith('q='));
    return q === undefined || Number(q.trim().slice(2)) > 0;
  }
  return false;
}

/** True when the body is worth gzipping for a reader with this `Accept-Encoding`. */
export function gzipFor(body: CachedBody, acceptEncoding: string | undefined): boolean {
  return body.bytes.length >= MIN_GZIP_BYTES && acceptsGzip(acceptEncoding);
}

/**
 * True when `If-None-Match` names the ETag (RFC 9110 13.1.2: weak comparison, a list, or `*`):
 * the reader holds this version already and gets a 304 without the body.
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const part of ifNoneMatch.split(',')) {
    const tag = part.trim();
    if (tag === etag || tag === `W/${etag}`) return true;
  }
  return false;
}

/**
 * Sends a cached body with its content type, gzipped when the reader accepts it; a 304 with no
 * body when the reader's `If-None-Match` names the ETag already set on the reply.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  contentType: string,
): FastifyReply {
  reply.header('content-type', contentType).header('vary', 'Accept-Encoding');
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && isNotModified(request.headers['if-none-match'], etag))
    return reply.code(304).send();
  if (gzipFor(body, request.headers['accept-encoding']))
    return reply.header('content-encoding', 'gzip').send(body.gzip());
  return reply.send(body.bytes);
}
