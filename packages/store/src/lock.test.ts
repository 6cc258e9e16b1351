// The data directory lock: exclusive across processes, bounded waits, stale locks of dead
// holders taken over, never someone else's lock removed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCK_WAIT_MS, openStore } from './open';
import { testSchemas } from './testing/fixtures';
import { STORE_LOCK_FILE, isHeld, lockDirectory, type HeldLock, type LockHolder } from './lock';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), 'arbiter-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;
const freshDir = () => path.join(root, `d${++dirs}`);

function holderFile(dir: string, h: Partial<LockHolder>): string {
  const file = path.join(dir, STORE_LOCK_FILE);
  writeFileSync(
    file,
    JSON.stringify({
      pid: 1,
      started: null,
      host: hostname(),
      since: '2026-01-01T00:00:00.000Z',
      owner: 'planted',
      nonce: 'planted',
      ...h,
    }),
  );
  return file;
}

/** The pid of a process that has exited and been reaped. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(r.stdout.toString());
}

async function take(dir: string, waitMs = 0): Promise<HeldLock> {
  const got = await lockDirectory(dir, { waitMs });
  if (!isHeld(got)) throw new Error(`busy: ${JSON.stringify(got)}`);
  return got;
}

describe('the data directory lock, in one process', () => {
  it('is exclusive: a second taker is refused after its wait, naming the holder', async () => {
    const dir = freshDir();
    const first = await take(dir);
    const second = await lockDirectory(dir, { waitMs: 150 });
    expect(isHeld(second)).toBe(false);
    if (isHeld(second)) return;
    expect(second.holder?.pid).toBe(process.pid);
    expect(second.holder?.owner.length).toBeGreaterThan(0);
    expect(second.waitedMs).toBeGreaterThanOrEqual(150);
    first.release();
    first.release(); // twice is harmless
    expect(existsSync(first.file)).toBe(false);
    (await take(dir)).release();
  });

  it('waits for a holder that lets go within the wait', async () => {
    const dir = freshDir();
    const first = await take(dir);
    setTimeout(() => first.release(), 300);
    const started = Date.now();
    const second = await take(dir, 10_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(second.holder.pid).toBe(process.pid);
    second.release();
  });

  it('takes over the lock of a process that no longer runs', async () => {
    const dir = freshDir();
    await take(dir).then((l) => l.release()); // makes the directory
    holderFile(dir, { pid: deadPid() });
    const got = await take(dir);
    expect(JSON.parse(readFileSync(got.file, 'utf8')).nonce).toBe(got.holder.nonce);
    got.release();
  });

  it('takes over a lock whose pid now belongs to a process started at another time', async () => {
    const dir = freshDir();
    await take(dir).then((l) => l.release());
    holderFile(dir, { pid: process.pid, started: '1' });
    (await take(dir)).release();
  });

  it('keeps a live holder, and a holder on another host, which it cannot check', async () => {
    const dir = freshDir();
    await take(dir).then((l) => l.release());
    const me = await take(dir);
    const stolen = readFileSync(me.file, 'utf8');
    me.release();
    writeFileSync(me.file, stolen.replace(/"nonce":"[0-9a-f]+"/, '"nonce":"other"'));
    expect(isHeld(await lockDirectory(dir, { waitMs: 0 }))).toBe(false);
    holderFile(dir, { pid: deadPid(), host: 'elsewhere.example' });
    const busy = await lockDirectory(dir, { waitMs: 0 });
    expect(!isHeld(busy) && busy.holder?.host).toBe('elsewhere.example');
  });

  it('treats an unreadable lock file as busy while young and as stale when old', async () => {
    const dir = freshDir();
    await take(dir).then((l) => l.release());
    const file = path.join(dir, STORE_LOCK_FILE);
    writeFileSync(file, '');
    const busy = await lockDirectory(dir, { waitMs: 0 });
    expect(isHeld(busy)).toBe(false);
    expect(!isHeld(busy) && busy.holder).toBeUndefined();
    const past = new Date(Date.now() - 60_000);
    utimesSync(file, past, past);
    (await take(dir)).release();
  });

  it('never removes a lock file that is not its own', async () => {
    const dir = freshDir();
    const mine = await take(dir);
    holderFile(dir, { pid: process.pid, nonce: 'someone-else' });
    mine.release();
    expect(JSON.parse(readFileSync(mine.file, 'utf8')).nonce).toBe('someone-else');
  });
});

describe('openStore on a data directory another holder has', () => {
  it('waits the given time, then answers ERR_STORE_BUSY naming the holder, and writes nothing', async () => {
    const dir = freshDir();
    const held = await take(dir);
    try {
      const started = Date.now();
      const r = await openStore({ dataDir: dir, lockWaitMs: 300, schemas: testSchemas });
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe('ERR_STORE_BUSY');
      expect(r.error.params).toMatchObject({ dataDir: dir, pid: process.pid, host: hostname() });
      expect(r.error.message).toContain(`process ${process.pid}`);
      expect(r.error.message).toContain('PostgreSQL');
      expect(readdirSync(dir)).toEqual([STORE_LOCK_FILE]);
    } finally {
      held.release();
    }
  });

  it('takes its wait from ARBITER_STORE_WAIT (seconds) and refuses a bad value', async () => {
    const dir = freshDir();
    const held = await take(dir);
    const saved = process.env.ARBITER_STORE_WAIT;
    try {
      process.env.ARBITER_STORE_WAIT = '0.2';
      const started = Date.now();
      const r = await openStore({ dataDir: dir, schemas: testSchemas });
      expect(!r.ok && r.error.code).toBe('ERR_STORE_BUSY');
      expect(Date.now() - started).toBeGreaterThanOrEqual(200);
      expect(Date.now() - started).toBeLessThan(DEFAULT_LOCK_WAIT_MS);
      process.env.ARBITER_STORE_WAIT = 'soon';
      const bad = await openStore({ dataDir: dir, schemas: testSchemas });
      expect(!bad.ok && bad.error.code).toBe('ERR_STORE_CONFIG_INVALID');
      expect(!bad.ok && bad.error.message).toContain('ARBITER_STORE_WAIT');
    } finally {
      if (saved === undefined) delete process.env.ARBITER_STORE_WAIT;
      else process.env.ARBITER_STORE_WAIT = saved;
      held.release();
    }
  });
});

const holder = path.join(here, 'testing/lock-holder.ts');

function startHolder(dir: string, log: string, waitMs: number, holdMs: number, extra: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', holder, dir, log, String(waitMs), String(holdMs), ...extra],
    { cwd: path.join(here, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let err = '';
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; err: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, err })),
  );
  return { child, done };
}

/** Checks a log of enter/leave/kill lines: never two holders at once. Returns the counts. */
function checkExclusive(log: string) {
  let inside: string | null = null;
  let killed: string | null = null;
  const entered = new Set<string>();
  let busy = 0;
  for (const line of readFileSync(log, 'utf8').trim().split('\n')) {
    const [what, pid] = line.split(' ');
    if (what === 'enter') {
      // A new holder only after the last one left or was killed.
      expect(inside === null || inside === killed, `${pid} entered while ${inside} held the lock`).toBe(true);
      expect(entered.has(pid)).toBe(false);
      entered.add(pid);
      inside = pid;
    } else if (what === 'leave') {
      expect(inside).toBe(pid);
      inside = null;
    } else if (what === 'kill') killed = pid;
    else if (what === 'busy') busy++;
  }
  return { entered: entered.size, busy };
}

describe('the data directory lock, across processes', () => {
  it('lets 8 processes at once hold it one at a time, round after round', async () => {
    const rounds = 2;
    let entered = 0;
    for (let round = 0; round < rounds; round++) {
      const dir = freshDir();
      const log = path.join(root, `round-${round}.log`);
      writeFileSync(log, '');
      const runs = Array.from({ length: 8 }, () => startHolder(dir, log, 60_000, 30));
      const results = await Promise.all(runs.map((r) => r.done));
      for (const r of results) expect(r.code, r.err).toBe(0);
      const counts = checkExclusive(log);
      expect(counts.entered).toBe(8);
      entered += counts.entered;
      expect(existsSync(path.join(dir, STORE_LOCK_FILE))).toBe(false);
    }
    expect(entered).toBe(rounds * 8);
  }, 240_000);

  it('answers busy when the wait runs out, and every process either held it or was busy', async () => {
    const dir = freshDir();
    const log = path.join(root, 'busy.log');
    writeFileSync(log, '');
    // The first holds on until the others have given up.
    const first = startHolder(dir, log, 0, 600_000);
    await new Promise<void>((resolve) => first.child.stdout!.once('data', () => resolve()));
    const rest = Array.from({ length: 7 }, () => startHolder(dir, log, 200, 10));
    const results = await Promise.all(rest.map((r) => r.done));
    first.child.kill('SIGTERM');
    expect((await first.done).signal).toBe('SIGTERM');
    for (const r of results) expect(r.code, r.err).toBe(75);
    const counts = checkExclusive(log);
    expect(counts).toEqual({ entered: 1, busy: 7 });
  }, 120_000);

  it('is released when its process exits without releasing it', async () => {
    const dir = freshDir();
    const log = path.join(root, 'exit.log');
    writeFileSync(log, '');
    const r = await startHolder(dir, log, 0, 10, ['--no-release']).done;
    expect(r.code, r.err).toBe(0);
    expect(existsSync(path.join(dir, STORE_LOCK_FILE))).toBe(false);
  }, 60_000);

  it('passes on when holders are killed with SIGKILL: the stale lock is taken over, still one at a time', async () => {
    const dir = freshDir();
    const log = path.join(root, 'kill.log');
    writeFileSync(log, '');
    const runs = Array.from({ length: 8 }, () => startHolder(dir, log, 60_000, 1500));
    const byPid = new Map<number, ChildProcess>(runs.map((r) => [r.child.pid!, r.child]));
    let kills = 0;
    // Kill the first three holders, each at a random moment of its hold.
    const killer = setInterval(() => {
      const lines = readFileSync(log, 'utf8').trim().split('\n');
      const last = lines.at(-1)?.split(' ');
      if (kills >= 3 || last?.[0] !== 'enter') return;
      const victim = byPid.get(Number(last[1]));
      if (!victim || victim.exitCode !== null || victim.signalCode !== null) return;
      kills++;
      setTimeout(
        () => {
          appendFileSync(log, `kill ${last[1]}\n`);
          victim.kill('SIGKILL');
        },
        Math.floor(Math.random() * 400),
      );
    }, 450);
    const results = await Promise.all(runs.map((r) => r.done));
    clearInterval(killer);
    expect(results.filter((r) => r.signal === 'SIGKILL')).toHaveLength(3);
    for (const r of results.filter((x) => x.signal !== 'SIGKILL')) expect(r.code, r.err).toBe(0);
    expect(checkExclusive(log)).toEqual({ entered: 8, busy: 0 });
    // The last holder released it; the killed ones' locks were all taken over.
    expect(existsSync(path.join(dir, STORE_LOCK_FILE))).toBe(false);
    (await take(dir)).release();
  }, 240_000);
});
