/**
 * `arbiter-server reset-password [name]` (`npm run reset-password` at the repository root): a new
 * password for an account when its own was lost (the organiser's first-run password is shown
 * once), without deleting ./data. On the store the server uses (ARBITER_STORE, default
 * ./data/arbiter); the password is ARBITER_NEW_PASSWORD or generated and printed once. On PGlite
 * the running server holds the directory: the command then stops at once and says so (exit 3).
 * Every session of the account ends; the password is set by the shared auth/set-password.ts.
 */
import { randomBytes } from 'node:crypto';
import { openStore, type EventStore } from '@arbiter/store';
import { readConfig } from './config';
import { Projection } from './read/projection';
import { storedEventSchemas } from './stored-events';
import { setPassword } from './auth/set-password';

function stop(code: number, message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** Runs the command with its arguments (after `reset-password`). */
export async function resetPassword(args: readonly string[]): Promise<void> {
  if (args.includes('--help') || args.length > 1) {
    process.stdout.write(
      'usage: arbiter-server reset-password [account]   (default: ARBITER_ORGANISER, else "organiser")\n' +
        '  the store: ARBITER_STORE (default ./data/arbiter); the new password: ARBITER_NEW_PASSWORD, else generated\n',
    );
    process.exit(args.includes('--help') ? 0 : 2);
  }
  const name = args[0] ?? process.env.ARBITER_ORGANISER ?? 'organiser';
  const password = process.env.ARBITER_NEW_PASSWORD ?? randomBytes(12).toString('base64url');
  let config;
  try {
    config = readConfig();
  } catch (e) {
    stop(2, (e as Error).message);
  }
  const opened = await openStore({
    schemas: storedEventSchemas,
    ...config.store,
    lockWaitMs: 0,
    lockOwner: 'arbiter-server reset-password',
  });
  if (!opened.ok) {
    if (opened.error.code === 'ERR_STORE_BUSY')
      stop(
        3,
        `The server is running on this store (${'dataDir' in config.store ? config.store.dataDir : 'PostgreSQL'}): stop it (Ctrl+C), then run reset-password again. ${opened.error.message}`,
      );
    stop(3, `${opened.error.code}: ${opened.error.message}`);
  }
  const store = opened.value;
  try {
    const projection = new Projection(store);
    const found = await projection.freshAccount(name);
    if (!found.ok) stop(3, `${found.error.code}: ${found.error.message}`);
    const account = found.value;
    if (!account) {
      const known = [...(await listAccounts(store))].join(', ') || 'none';
      stop(1, `There is no account "${name}" in this store (accounts: ${known}).`);
    }
    const done = await setPassword(store, projection, account, password, 'reset-password');
    if (!done.ok)
      stop(done.error.code.startsWith('ERR_PASSWORD') ? 2 : 3, `${done.error.code}: ${done.error.message}`);
    process.stdout.write(`The password of "${name}" is now: ${password}\n`);
    if (!process.env.ARBITER_NEW_PASSWORD)
      process.stdout.write('(shown this once; every session of the account has ended.)\n');
  } finally {
    await store.close();
  }
}

async function listAccounts(store: EventStore): Promise<Iterable<string>> {
  const projection = new Projection(store);
  await store.replay(1, (event) => projection.ingest(event));
  return projection.accounts.keys();
}
