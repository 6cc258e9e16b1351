#!/usr/bin/env node
// `npm start`: the tournament server with the web app, on the embedded default store (PGlite in
// ./data/arbiter; ARBITER_STORE=postgres://... for a PostgreSQL server). Listens on every
// interface (HOST=127.0.0.1: this machine only) and prints a short welcome: the local and LAN
// addresses, the public URL, how to sign in, the demo tournament's page. The server's own log is
// kept to warnings (ARBITER_LOG_LEVEL=info shows every request as a JSON line). On the first run
// it creates an organiser account (name `organiser`, password from ARBITER_ORGANISER_PASSWORD or
// generated and printed once; never stored in the repository) and a demo tournament to look at.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstall } from './ensure-install.mjs';

await ensureInstall();

// The web app is served from its build; build it once when its sources are here and the build is not.
if (existsSync('apps/web/package.json') && !existsSync('apps/web/dist/index.html')) {
  console.log('Building the web app (apps/web) ...');
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  if (built.status !== 0) console.log('The web app did not build; the API runs without it.');
}

// The server, its welcome and the demo (the part the e2e test runs as it is: e2e/first-run.e2e.ts).
await import('./start-server.mjs');
