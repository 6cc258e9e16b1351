/**
 * The web app's built files (apps/web/dist), served at `/` when they exist; any other path that
 * is not under /api gets index.html, so the app's own routes survive a reload.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App, Context } from '../context';
import { sendProblem, serverRejection } from '../http/problems';

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
    });
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api')
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return sendProblem(request, reply, serverRejection('ERR_NOT_FOUND', { path: request.url.split('?')[0] }));
  });
}
