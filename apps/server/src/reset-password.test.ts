/**
 * `arbiter-server reset-password`: the organiser's way back in when the first-run password was
 * lost, on both stores. On PGlite it refuses at once while the server holds the directory.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, freshDatabase, freshDataDir, startServer } from './testing/server-process';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function reset(store: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(
    process.execPath,
    [path.join(serverDir, 'bin/arbiter-server.mjs'), 'reset-password', ...args],
    {
      cwd: serverDir,
      env: { ...process.env, ARBITER_STORE: store, ...env },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

async function signIn(url: string, name: string, password: string): Promise<number> {
  const r = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password }),
  });
  return r.status;
}

describe('reset-password on PGlite', () => {
  const dir = freshDataDir('reset');
  afterAll(() => dir.drop());

  // four PGlite openings in a row: minutes on a loaded machine
  it(
    'refuses while the server holds the directory, then resets once it is stopped',
    { timeout: 400_000 },
    async () => {
      const running = await startServer(dir.dir, {}, 300_000);
      const busy = reset(dir.dir, [ADMIN.name]);
      expect(busy.status).toBe(3);
      expect(busy.stderr).toMatch(/The server is running on this store .* stop it/);
      expect(busy.stderr).not.toMatch(/\n\s+at /);
      await running.stop();

      const done = reset(dir.dir, [ADMIN.name]);
      expect(done.status, done.stderr).toBe(0);
      const password = /is now: (\S+)/.exec(done.stdout)![1];
      expect(password.length).toBeGreaterThanOrEqual(10);

      const again = await startServer(dir.dir, {}, 300_000);
      try {
        expect(await signIn(again.url, ADMIN.name, ADMIN.password)).toBe(401);
        expect(await signIn(again.url, ADMIN.name, password)).toBe(200);
      } finally {
        await again.stop();
      }
    },
  );
});

describe('reset-password on PostgreSQL', () => {
  it('resets beside a running server, which takes the new password at once', async () => {
    const db = await freshDatabase('reset');
    const running = await startServer(db.url);
    try {
      expect(await signIn(running.url, ADMIN.name, ADMIN.password)).toBe(200);
      const done = reset(db.url, [ADMIN.name], { ARBITER_NEW_PASSWORD: 'a-chosen-new-password' });
      expect(done.status, done.stderr).toBe(0);
      expect(done.stdout).toContain(`The password of "${ADMIN.name}" is now: a-chosen-new-password`);
      expect(await signIn(running.url, ADMIN.name, 'a-chosen-new-password')).toBe(200);
      expect(await signIn(running.url, ADMIN.name, ADMIN.password)).toBe(401);
      const unknown = reset(db.url, ['nobody']);
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain(
        `There is no account "nobody" in this store (accounts: ${ADMIN.name})`,
      );
    } finally {
      await running.stop();
      await db.drop();
    }
  });
});
