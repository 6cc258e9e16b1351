/**
 * The web app's built files (apps/web/dist), served at `/` when they exist; any other path that
 * is not under /api gets index.html, so the app's own routes survive a reload. The build writes a
 * brotli and a gzip copy of each text file (apps/web/scripts/precompress.mjs), sent to a browser
 * that accepts them; the hashed files under /app-assets/ never change, so they are cached for a
 * year (`immutable`), and everything else is revalidated (`no-cache`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App, Context } from '../context';
import { sendProblem, serverRejection } from '../http/problems';

/** A year, immutable, for a file whose name carries its content's hash; revalidate anything else. */
export function cacheControlOf(relativePath: string): string {
  return relativePath.split(path.sep)[0] === 'app-assets'
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** Serves the web app when built; API paths that match nothing get a problem document. */
export async function serveWeb(app: App, ctx: Context): Promise<void> {
  const dir = ctx.settings.webDir;
  const index = dir ? path.join(dir, 'index.html') : null;
  const hasWeb = index !== null && existsSync(index);
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: path.resolve(dir!),
      prefix: '/',
      wildcard: false,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) =>
        response.setHeader('cache-control', cacheControlOf(path.relative(dir!, filePath))),
    });
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api')
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return sendProblem(request, reply, serverRejection('ERR_NOT_FOUND', { path: request.url.split('?')[0] }));
  });
}
