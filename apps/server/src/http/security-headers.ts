/**
 * The headers every answer carries, pages and API alike, the fast lane and the live streams
 * included (set on the response before Fastify or the fast lane sees the request):
 * - `Content-Security-Policy`: scripts, styles, fonts and connections from this origin only (the
 *   built web app has no inline script or style attribute: React sets styles through the CSSOM),
 *   images also as `data:` (the favicon) and `blob:`; no plugins, no `<base>`, forms post here,
 *   and no other site may frame a page (`frame-ancestors 'none'`);
 * - `X-Frame-Options: DENY`, the same for browsers without CSP level 2;
 * - `X-Content-Type-Options: nosniff`: a JSON or CSV answer is never run as a script;
 * - `Referrer-Policy: no-referrer`: a check-in link's code never leaves in a `Referer`;
 * - `Cross-Origin-Opener-Policy: same-origin`.
 */
import type { ServerResponse } from 'node:http';

/** The policy, one directive a line. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Name and value of each header. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['x-frame-options', 'DENY'],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'no-referrer'],
  ['cross-origin-opener-policy', 'same-origin'],
];

/** Sets them on a response (before anything is written to it). */
export function setSecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of SECURITY_HEADERS) response.setHeader(name, value);
}
