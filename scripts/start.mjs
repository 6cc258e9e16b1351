#!/usr/bin/env node
// `npm start`: the tournament server with the web app, on the embedded default store (PGlite in
// ./data/arbiter; ARBITER_STORE=postgres://... for a PostgreSQL server). Prints the URL. On the
// first run it creates an organiser account (name `organiser`, password from
// ARBITER_ORGANISER_PASSWORD or generated and printed once; never stored in the repository) and a
// demo tournament to look at.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { ensureInstall } from './ensure-install.mjs';

await ensureInstall();

// The web app is served from its build; build it once when its sources are here and the build is not.
if (existsSync('apps/web/package.json') && !existsSync('apps/web/dist/index.html')) {
  console.log('Building the web app (apps/web) ...');
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  if (built.status !== 0) console.log('The web app did not build; the API runs without it.');
}

const organiser = process.env.ARBITER_ORGANISER ?? 'organiser';
const password = process.env.ARBITER_ORGANISER_PASSWORD ?? randomBytes(12).toString('base64url');
const child = spawn(process.execPath, ['apps/server/bin/arbiter-server.mjs'], {
  env: {
    ...process.env,
    PORT: process.env.PORT ?? '3000',
    ARBITER_ADMIN: organiser,
    ARBITER_ADMIN_PASSWORD: password,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

let buffer = '';
let started = false;
child.stdout.setEncoding('utf8');
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  buffer += chunk;
  let nl;
  while ((nl = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, nl);
    buffer = buffer.slice(nl + 1);
    if (started) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'listening') {
        started = true;
        void welcome(entry.url, entry.store).catch((e) =>
          console.error(`The demo could not be set up: ${e.message}`),
        );
      }
    } catch {
      // not a JSON line
    }
  }
});

async function call(url, method, path, body, cookie) {
  const res = await fetch(url + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    cookie: res.headers.get('set-cookie')?.split(';')[0],
    body: text ? JSON.parse(text) : null,
  };
}

const DEMO_PLAYERS = [
  'name,rating,federation',
  'Adéla Nováková,2215,CZE',
  'Bohdan Král,2190,CZE',
  'Cecilie Dvořáková,2140,SVK',
  'David Černý,2105,CZE',
  'Eliška Procházková,2050,CZE',
  'František Kučera,2010,AUT',
  'Gabriela Veselá,1985,CZE',
  'Hynek Horák,1940,POL',
  'Ivana Marková,1900,CZE',
  'Jakub Pokorný,1875,CZE',
  'Klára Benešová,1820,GER',
  'Lukáš Fiala,1790,CZE',
].join('\n');

async function welcome(url, store) {
  const signIn = await call(url, 'POST', '/api/session', { name: organiser, password });
  console.log('');
  console.log(`Arbiter is running at ${url}  (store: ${store}; Ctrl+C stops it)`);
  console.log(`  API description: ${url}/api/openapi.json`);
  if (signIn.status !== 200) {
    console.log(`  Sign in with the organiser account made on the first run (name "${organiser}").`);
    return;
  }
  const cookie = signIn.cookie;
  const mine = await call(url, 'GET', '/api/tournaments', undefined, cookie);
  if (mine.body.length === 0) {
    const created = await call(
      url,
      'POST',
      '/api/tournaments',
      {
        name: 'Demo Swiss',
        game: 'tri-d-chess',
        pairingSystem: 'dutch',
        rounds: 5,
        tieBreaks: ['BH/C1', 'BH', 'SB'],
      },
      cookie,
    );
    const id = created.body.tournament;
    const t = `/api/tournaments/${id}`;
    await call(url, 'POST', `${t}/players/import`, { format: 'csv', text: DEMO_PLAYERS }, cookie);
    await call(url, 'POST', `${t}/publication`, { published: true }, cookie);
    const paired = await call(url, 'POST', `${t}/rounds`, {}, cookie);
    const results = ['1-0', '1/2-1/2', '0-1', '1-0', '1/2-1/2', '1-0'];
    for (const [i] of paired.body.events[0].data.boards.entries())
      await call(
        url,
        'PUT',
        `${t}/rounds/1/boards/${i + 1}/result`,
        { result: results[i % results.length] },
        cookie,
      );
    await call(url, 'POST', `${t}/rounds/1/close`, {}, cookie);
    await call(url, 'POST', `${t}/rounds`, {}, cookie);
    console.log(
      `  A demo tournament (12 players, Dutch Swiss, round 1 played, round 2 paired): ${url}${t}/standings`,
    );
  }
  if (!process.env.ARBITER_ORGANISER_PASSWORD) {
    console.log(`  First run: sign in as "${organiser}" with the password ${password}`);
    console.log(
      '  (shown this once; set ARBITER_ORGANISER_PASSWORD on the first run to choose it yourself).',
    );
  } else console.log(`  Sign in as "${organiser}" with the password from ARBITER_ORGANISER_PASSWORD.`);
}
