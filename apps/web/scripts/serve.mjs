#!/usr/bin/env node
// A small static server for the built app (apps/web/dist) and, beside it, the built docs site
// (docs/build), so the workbench's rule links work on one origin. Listens on PORT (0 = any
// free port) at 127.0.0.1 and prints `listening http://127.0.0.1:<port>`; tests and the bench
// start it as a child process and stop it by its PID. Paths with no file fall back to the
// app's index.html (client-side routes such as /en/workbench).
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const app = path.resolve(here, '..', 'dist');
const docs = path.resolve(here, '..', '..', '..', 'docs', 'build');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

/** Paths the docs site answers: its pages (`/docs`, `/cs/docs`) and its assets; everything else is the app's. */
const DOCS_PATHS = /^\/(cs\/)?(docs(\/|$)|assets\/|img\/|diagrams\/)/;

function find(urlPath) {
  const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.\/)+/, '');
  for (const root of DOCS_PATHS.test(clean) ? [app, docs] : [app]) {
    for (const candidate of [clean, `${clean}.html`, path.posix.join(clean, 'index.html')]) {
      const file = path.join(root, candidate);
      if (!file.startsWith(root)) continue;
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
  }
  return null;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const docsPath = /^\/(cs\/)?docs(\/|$)/.test(url.pathname);
  const file =
    find(url.pathname) ?? (docsPath || path.extname(url.pathname) ? null : path.join(app, 'index.html'));
  if (!file || !existsSync(file)) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address();
  console.log(`listening http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
