/**
 * One writer per embedded store: an exclusive lock on a PGlite data directory, held from
 * `openStore` to `close`. PGlite is one process's database; two processes on one directory
 * corrupt its catalogue, so a second process waits a bounded time and is then refused.
 *
 * Trade-off: Node has no `flock`, and a native module is a build hazard, so the lock is a file,
 * `arbiter.lock` in the data directory, holding the holder's pid, its start time, its host and a
 * random nonce. It is created whole and atomically (written to a private file, then hard-linked
 * to the lock's name, which fails if the name exists; `open(..., 'wx')` where links are not
 * supported). A lock whose holder is gone (no such pid on this host, or the pid now belongs to
 * a process started at another time) is stale and taken over; only a process holding the
 * takeover guard (`arbiter.lock.takeover`, made the same way) removes a stale lock, and it looks
 * again under the guard first, so two waiters never both remove a lock and then both take it.
 * Released at `close` and, failing that, when the process exits; a killed holder leaves a
 * stale lock, which the next opener takes over.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file's name inside a data directory. */
export const STORE_LOCK_FILE = 'arbiter.lock';

/** Who holds (or held) a lock, as its lock file says. */
export interface LockHolder {
  readonly pid: number;
  /** The holder process's start time as the kernel counts it (`/proc/<pid>/stat`), if known. */
  readonly started: string | null;
  readonly host: string;
  /** When the lock was taken (ISO 8601). */
  readonly since: string;
  /** What the holder is, in words (`arbiter file`, `arbiter server`). */
  readonly owner: string;
  readonly nonce: string;
}

/** A lock held by this process. */
export interface HeldLock {
  readonly file: string;
  readonly holder: LockHolder;
  /** Removes the lock file if it is still this process's; safe to call twice. */
  release(): void;
}

/** The outcome of a wait that did not get the lock. */
export interface LockBusy {
  readonly file: string;
  /** The holder, or `undefined` when the lock file could not be read (being written, or not ours). */
  readonly holder: LockHolder | undefined;
  readonly waitedMs: number;
}

/** The start time of a process on this host, from `/proc` (Linux); `null` where unknown. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null; // field 22, `starttime`, in clock ticks since boot
  } catch {
    return null;
  }
}

function defaultOwner(): string {
  const script = process.argv[1] ? path.basename(process.argv[1]).replace(/\.(mjs|cjs|js|ts)$/, '') : 'node';
  return [script, process.argv[2]].filter(Boolean).join(' ').slice(0, 80);
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const v = JSON.parse(text) as Partial<LockHolder>;
    if (
      typeof v.pid === 'number' &&
      Number.isInteger(v.pid) &&
      v.pid > 0 &&
      typeof v.host === 'string' &&
      typeof v.nonce === 'string' &&
      typeof v.since === 'string'
    )
      return {
        pid: v.pid,
        started: typeof v.started === 'string' ? v.started : null,
        host: v.host,
        since: v.since,
        owner: typeof v.owner === 'string' ? v.owner : '?',
        nonce: v.nonce,
      };
  } catch {
    // an unreadable lock file is judged by its age below
  }
  return undefined;
}

/**
 * Whether a lock's holder still runs. A holder on another host cannot be checked and counts
 * as alive (its lock must be removed by hand if that host is gone).
 */
export function holderAlive(h: LockHolder): boolean {
  if (h.host !== hostname()) return true;
  try {
    process.kill(h.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: a process with that pid exists but belongs to someone else.
  }
  if (h.started === null) return true;
  const now = startTimeOf(h.pid);
  // The pid was handed to a process started at another time: the holder is gone.
  return now === null || now === h.started;
}

type Seen =
  | { readonly kind: 'free' }
  | {
      readonly kind: 'held';
      readonly raw: string;
      readonly holder: LockHolder | undefined;
      readonly stale: boolean;
    };

/** An unreadable lock file younger than this may still be being written (no-link fallback). */
const UNREADABLE_GRACE_MS = 2000;

function look(file: string): Seen {
  let raw: string;
  let age: number;
  try {
    raw = readFileSync(file, 'utf8');
    age = Date.now() - statSync(file).mtimeMs;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'free' };
    throw e;
  }
  const holder = parseHolder(raw);
  const stale = holder ? !holderAlive(holder) : age > UNREADABLE_GRACE_MS;
  return { kind: 'held', raw, holder, stale };
}

/** Creates `file` holding `text`, whole and atomically; false when it exists already. */
function createExclusive(file: string, text: string): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, file);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw e;
    // A file system without hard links: exclusive create, then write (a reader may briefly
    // see an empty file, which `look` treats as held while it is young).
    return createByOpen(file, text);
  } finally {
    unlinkSync(tmp);
  }
}

function createByOpen(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Removes `file` if it still holds `raw`: moved aside first, so a newer lock is never deleted. */
function removeIfUnchanged(file: string, raw: string): void {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  let moved = '';
  try {
    moved = readFileSync(aside, 'utf8');
  } catch {
    // gone already: nothing to put back
  }
  if (moved !== raw) {
    // Someone else's fresh file: put it back unless a newer one took its place meanwhile.
    try {
      linkSync(aside, file);
    } catch {
      // a double fault (a killed guard holder and a three-way race); the holders' own checks
      // at release keep them from deleting each other's file
    }
  }
  unlinkSync(aside);
}

/** Tries once to remove a stale lock, under the takeover guard; true when it is gone. */
function takeOver(file: string, stale: string, me: string): boolean {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, me)) {
    const other = look(guard);
    if (other.kind === 'held' && other.stale) removeIfUnchanged(guard, other.raw);
    return false; // another waiter is taking over: let it, and look again shortly
  }
  try {
    // Under the guard nobody else removes a lock, and a dead holder changes nothing: look again.
    const now = look(file);
    if (now.kind === 'held' && now.stale && now.raw === stale) unlinkSync(file);
    return true;
  } finally {
    removeIfUnchanged(guard, me);
  }
}

const exitReleases = new Set<() => void>();
let exitHookInstalled = false;

function releaseOnExit(release: () => void): void {
  exitReleases.add(release);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const r of exitReleases) r();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Options of a lock wait. */
export interface LockOptions {
  /** How long to wait for a busy lock before giving up, in milliseconds (0: try once). */
  readonly waitMs: number;
  /** What this process is, for the holder's description in others' refusals. */
  readonly owner?: string;
}

/**
 * Takes the exclusive lock on a data directory (created if missing), waiting up to
 * `waitMs` for a live holder to let go and taking over a stale lock at once.
 */
export async function lockDirectory(dir: string, options: LockOptions): Promise<HeldLock | LockBusy> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, STORE_LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    started: startTimeOf(process.pid),
    host: hostname(),
    since: new Date().toISOString(),
    owner: (options.owner ?? defaultOwner()).slice(0, 80),
    nonce: randomBytes(12).toString('hex'),
  };
  const me = JSON.stringify(holder) + '\n';
  const start = Date.now();
  let last: LockHolder | undefined;
  for (;;) {
    if (createExclusive(file, me)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        exitReleases.delete(release);
        try {
          const now = look(file);
          if (now.kind === 'held' && now.raw === me) removeIfUnchanged(file, me);
        } catch {
          // the directory went away or became unreadable: nothing of ours is left to remove
        }
      };
      releaseOnExit(release);
      return { file, holder, release };
    }
    const seen = look(file);
    if (seen.kind === 'free') continue;
    last = seen.holder;
    if (seen.stale) {
      if (!takeOver(file, seen.raw, me)) await sleep(5 + Math.floor(Math.random() * 20));
      continue;
    }
    const waited = Date.now() - start;
    if (waited >= options.waitMs) return { file, holder: last, waitedMs: waited };
    await sleep(Math.min(options.waitMs - waited, 40 + Math.floor(Math.random() * 80)));
  }
}

/** Whether a lock attempt got the lock. */
export function isHeld(l: HeldLock | LockBusy): l is HeldLock {
  return 'release' in l;
}
