/**
 * Starting the server: open the store, fold the whole event log into the read models, follow
 * the store's live tail, create the first administrator when asked, listen. SIGTERM and SIGINT
 * close it in order (HTTP, live streams, the pairing worker, the tail, the store).
 */
import { openStore } from '@arbiter/store';
import { buildApp } from './app';
import { readConfig } from './config';
import { Projection } from './read/projection';
import { Live } from './read/live';
import { keepViewsWarm } from './read/views';
import { storedEventSchemas } from './stored-events';
import { tournamentDeps } from './systems';
import { createAccount } from './auth/accounts';
import { ACCOUNT_NAME } from './auth/identity';
import { PairingWorker } from './pairing/pairing-worker';
import { passwordIssue } from './auth/password-policy';
import { MAX_IMPORTED_EVENTS } from './routes/tournament-import';
import { reachOf } from './network';
import type { Site } from './context';

function fatal(message: string): never {
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), msg: message })}\n`);
  process.exit(1);
}

/** The one line a port that cannot be had is told with (exit 2, no stack trace). */
export function listenProblem(code: string, host: string, port: number): string {
  if (code === 'EADDRINUSE')
    return `Port ${port} is in use by another program: stop it, or start on another port with PORT=${port + 1} (PORT=0 picks a free one).`;
  if (code === 'EACCES')
    return `Port ${port} needs administrator rights on this system: start on another port with PORT=3000.`;
  return `HOST=${host} is not an address of this machine: leave HOST unset to listen on every interface, or HOST=127.0.0.1 for this machine only.`;
}

/** Runs the server until a signal stops it. */
export async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (e) {
    fatal((e as Error).message);
  }
  // On PGlite the store holds the data directory's lock while the server runs (one process per
  // embedded store, issue 22): a second server or an `arbiter file` on it waits, then gets ERR_STORE_BUSY.
  const opened = await openStore({
    schemas: storedEventSchemas,
    ...config.store,
    poolSize: config.poolSize,
    keepConnections: true,
    // an imported tournament is one append: every event the rules emitted (with the owner's
    // access and an Idempotency-Key's record), or none
    maxBatch: MAX_IMPORTED_EVENTS + 2,
    lockOwner: 'arbiter-server',
  });
  if (!opened.ok) fatal(`${opened.error.code}: ${opened.error.message}`);
  const store = opened.value;
  const projection = new Projection(store);
  const replayed = await store.replay(1, (event) => projection.ingest(event));
  if (!replayed.ok) fatal(`${replayed.error.code}: ${replayed.error.message}`);
  const tail = store.subscribe(
    {
      fromPosition: replayed.value.lastPosition + 1,
      onError: (error) => fatal(`live tail stopped: ${error.code}: ${error.message}`),
    },
    (event) => projection.ingest(event),
  );
  await tail.caughtUp;

  if (config.admin && projection.accounts.size === 0) {
    const { name, password } = config.admin;
    if (!ACCOUNT_NAME.test(name)) fatal(`ARBITER_ADMIN "${name}" is not a valid account name`);
    const weak = passwordIssue(password, { name });
    if (weak) fatal(`ARBITER_ADMIN_PASSWORD: ${weak.code}: ${weak.message}`);
    const made = await createAccount(
      store,
      projection,
      { name, displayName: name, password, admin: true },
      'server',
    );
    if (!made.ok && made.error.code !== 'ERR_ACCOUNT_EXISTS')
      fatal(`${made.error.code}: ${made.error.message}`);
  }

  const live = new Live(projection, config.settings.live);
  keepViewsWarm(projection);
  const pairing = new PairingWorker();
  const site: Site = { publicUrl: null, publicIsLoopback: false };
  const app = await buildApp({
    site,
    store,
    projection,
    live,
    deps: tournamentDeps(),
    pairing,
    settings: config.settings,
  });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES' && code !== 'EADDRNOTAVAIL') throw e;
    live.close();
    await pairing.close();
    await tail.close();
    await store.close();
    process.stderr.write(`${listenProblem(code, config.host, config.port)}\n`);
    process.exit(2);
  }
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : config.port;
  const reach = reachOf(config.host, port, config.publicUrl);
  site.publicUrl = reach.publicUrl;
  site.publicIsLoopback = reach.publicIsLoopback;
  // Written whatever the log level: scripts and tests find the address in this line (`url` is
  // this machine's own address; `lan` what other machines use; `publicUrl` what links are built from).
  process.stdout.write(
    `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: 'listening', url: reach.local, lan: reach.lan, publicUrl: reach.publicUrl, address: typeof bound === 'object' && bound ? bound.address : String(bound), store: store.backend, events: replayed.value.count })}\n`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    live.close();
    await app.close();
    await pairing.close();
    await tail.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
