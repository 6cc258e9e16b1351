// `npm start` after the install and the web app's build (scripts/start.mjs): runs the server
// (apps/server) from the repository root, prints the welcome in words instead of the server's
// JSON start line, and on the first run makes the demo tournament. The e2e test
// apps/web/e2e/first-run.e2e.ts runs this file as it is.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const organiser = process.env.ARBITER_ORGANISER ?? 'organiser';
const password = process.env.ARBITER_ORGANISER_PASSWORD ?? randomBytes(12).toString('base64url');
const child = spawn(process.execPath, ['apps/server/bin/arbiter-server.mjs'], {
  env: {
    ...process.env,
    PORT: process.env.PORT ?? '3000',
    ARBITER_LOG_LEVEL: process.env.ARBITER_LOG_LEVEL ?? 'warn',
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
  buffer += chunk;
  let nl;
  while ((nl = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, nl);
    buffer = buffer.slice(nl + 1);
    if (!started && line.includes('"listening"')) {
      try {
        const entry = JSON.parse(line);
        started = true;
        void welcome(entry).catch((e) => console.error(`The demo could not be set up: ${e.message}`));
        continue; // the welcome says it in words
      } catch {
        // not the start line after all
      }
    }
    process.stdout.write(`${line}\n`);
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

async function welcome({ url, lan = [], publicUrl = url, store }) {
  const signIn = await call(url, 'POST', '/api/session', { name: organiser, password });
  let demo = null;
  if (signIn.status === 200) demo = await demoTournament(url, signIn.cookie);
  if (!demo) {
    const listed = await call(url, 'GET', '/api/tournaments');
    demo = (Array.isArray(listed.body) ? listed.body : []).find((t) => t.name === 'Demo Swiss')?.id ?? null;
  }
  const lines = ['', `Arbiter is running (store: ${store}; Ctrl+C stops it).`];
  lines.push(`  On this computer:        ${url}/en/`);
  if (lan.length > 0) lines.push(`  Phones and the projector: ${lan.map((u) => `${u}/en/`).join('   ')}`);
  else lines.push('  Only this computer reaches it (HOST=127.0.0.1); leave HOST unset to serve the hall.');
  if (publicUrl !== (lan[0] ?? url))
    lines.push(`  Public links and QR codes: ${publicUrl} (ARBITER_PUBLIC_URL)`);
  if (demo)
    lines.push(
      `  Demo tournament (12 players, Dutch Swiss, round 1 played, round 2 paired): ${url}/en/public/${demo}`,
    );
  lines.push(`  Sign in at ${url}/en/signin`);
  if (signIn.status !== 200)
    lines.push(
      `    with the organiser account made on the first run (name "${organiser}"; lost password: npm run reset-password).`,
    );
  else if (!process.env.ARBITER_ORGANISER_PASSWORD) {
    lines.push(`    first run: name "${organiser}", password ${password}`);
    lines.push(
      '    (shown this once; set ARBITER_ORGANISER_PASSWORD on the first run to choose it yourself).',
    );
  } else lines.push(`    as "${organiser}" with the password from ARBITER_ORGANISER_PASSWORD.`);
  lines.push(`  API description: ${url}/api/openapi.json`);
  lines.push('  Requests are not logged here: ARBITER_LOG_LEVEL=info npm start shows each one.');
  console.log(lines.join('\n'));
  if (signIn.cookie) await call(url, 'DELETE', '/api/session', undefined, signIn.cookie);
}

/** The demo tournament's id when this run made it (the organiser had none), else null. */
async function demoTournament(url, cookie) {
  const mine = await call(url, 'GET', '/api/tournaments', undefined, cookie);
  if (mine.body.length !== 0) return null;
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
  return id;
}
