/**
 * The two headers every write may carry: `Idempotency-Key` (a retried request is answered
 * the same and stored once) and `If-Match` (the stream version the caller last saw).
 */
import type { FastifyRequest } from 'fastify';
import { refuse } from './problems';

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The request's Idempotency-Key, checked (printable ASCII, 1-200 characters). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  const text = Array.isArray(key) ? key.join(',') : key;
  if (!KEY.test(text))
    refuse('ERR_REQUEST_INVALID', { detail: 'Idempotency-Key must be 1-200 printable ASCII characters' });
  return text;
}

/** The version in `If-Match: "N"` (or `W/"N"`), if given. */
export function ifMatchOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const m = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(header);
  if (!m) refuse('ERR_IF_MATCH');
  return Number(m[1]);
}

/** The ETag of a tournament version. */
export function etagOf(version: number): string {
  return `"${version}"`;
}
