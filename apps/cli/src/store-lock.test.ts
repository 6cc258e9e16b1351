// One writer per embedded store, end to end: 8 `arbiter file` processes at once on one PGlite
// directory, round after round, each filing a different game. Every run either files or
// answers ERR_STORE_BUSY (exit 75) naming the holder; every game reported as filed is in the
// store whole; nothing of a busy run is; the store opens afterwards. Then the same with the
// lock's holder killed by SIGKILL in the middle of its filing.
// Rounds: ARBITER_LOCK_ROUNDS (default 2) plus ARBITER_LOCK_KILL_ROUNDS (default 1).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore, STORE_LOCK_FILE } from '@arbiter/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, storedSchemas } from '@arbiter/toolkit';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '../bin/arbiter.mjs');
const PROCESSES = 8;
const ROUNDS = Number(process.env.ARBITER_LOCK_ROUNDS ?? 2);
const KILL_ROUNDS = Number(process.env.ARBITER_LOCK_KILL_ROUNDS ?? 1);
// Eight different games: eight first moves for White, one reply for Black.
const OPENINGS = ['a2-a3', 'a2-b3', 'b2-a3', 'b2-b3', 'b2-c3', 'c2-b3', 'c2-c3', 'c2-d3'];

const root = mkdtempSync(path.join(tmpdir(), 'arbiter-store-lock-'));
const store = path.join(root, 'store');
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Run {
  readonly id: string;
  readonly pid: number;
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly out: string;
  readonly err: string;
}

function fileGame(id: string, opening: string, wait: number) {
  const record = path.join(root, `${id}.pgn`);
  writeFileSync(record, `[Game "drakoburg"]\n[GameId "${id}"]\n\n1. ${opening} c6-c5 *\n`);
  const child = spawn(
    process.execPath,
    [bin, 'file', record, '--store', store, '--store-wait', String(wait)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ARBITER_LANG: 'en' },
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const done = new Promise<Run>((resolve) =>
    child.on('exit', (code, signal) => resolve({ id, pid: child.pid!, code, signal, out, err })),
  );
  return { child, done };
}

const totals = { runs: 0, filed: 0, busy: 0, killed: 0 };

async function streamLengths(ids: readonly string[]): Promise<Map<string, string[]>> {
  const opened = await openStore({
    dataDir: store,
    schemas: storedSchemas(games.games()),
    lockWaitMs: 60_000,
  });
  if (!opened.ok) throw new Error(opened.error.message);
  try {
    const out = new Map<string, string[]>();
    for (const id of ids) {
      const read = await opened.value.read(`game-${id}`);
      if (!read.ok) throw new Error(read.error.message);
      expect(read.value.map((e) => e.version)).toEqual(read.value.map((_, i) => i + 1));
      out.set(
        id,
        read.value.map((e) => e.type),
      );
    }
    return out;
  } finally {
    await opened.value.close();
  }
}

const WHOLE_GAME = ['GameStarted', 'drakoburg:PieceMoved', 'drakoburg:PieceMoved'];

/** Every run files or is busy; filed games are whole in the store, busy ones absent. */
async function checkRound(runs: readonly Run[], killed: ReadonlySet<number>) {
  const stored = await streamLengths(runs.map((r) => r.id));
  for (const r of runs) {
    totals.runs++;
    const events = stored.get(r.id)!;
    if (killed.has(r.pid)) {
      totals.killed++;
      expect(r.signal).toBe('SIGKILL');
      // Killed while holding the lock: the game is there whole, or not at all.
      expect([0, WHOLE_GAME.length], r.id).toContain(events.length);
      if (events.length) expect(events).toEqual(WHOLE_GAME);
    } else if (r.code === 0) {
      totals.filed++;
      expect(r.out).toContain(`filed: stream game-${r.id}, versions 1-3`);
      expect(events, r.id).toEqual(WHOLE_GAME);
    } else {
      totals.busy++;
      expect(r.code, `${r.id}: ${r.err}${r.out}`).toBe(75);
      expect(r.err).toMatch(
        /^error ERR_STORE_BUSY \[ARB\]: The store in .* is in use by arbiter file \(process \d+ on /,
      );
      expect(events, r.id).toEqual([]);
    }
  }
}

describe('8 arbiter file processes on one embedded store', () => {
  beforeAll(async () => {
    // Create the store once: a new PGlite directory takes seconds to initialise.
    const opened = await openStore({ dataDir: store, schemas: storedSchemas(games.games()) });
    if (!opened.ok) throw new Error(opened.error.message);
    await opened.value.close();
  }, 240_000);

  afterAll(() => {
    console.log(
      `store lock: ${totals.runs} runs in ${ROUNDS + KILL_ROUNDS} rounds of ${PROCESSES}: ` +
        `${totals.filed} filed, ${totals.busy} busy, ${totals.killed} killed`,
    );
  });

  it(
    'each files or answers ERR_STORE_BUSY naming the holder; each filed game is there whole',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate a patient wait with none at all, so both answers occur.
        const wait = round % 2 === 0 ? 30 : 0;
        const runs = await Promise.all(
          OPENINGS.slice(0, PROCESSES).map((o, i) => fileGame(`r${round}-p${i}`, o, wait).done),
        );
        expect(runs.filter((r) => r.code === 0).length).toBeGreaterThanOrEqual(1);
        await checkRound(runs, new Set());
        expect(existsSync(path.join(store, STORE_LOCK_FILE))).toBe(false);
      }
    },
    600_000 * Math.max(1, ROUNDS),
  );

  it(
    'passes on when the holder is killed by SIGKILL mid-filing; the store opens afterwards',
    async () => {
      for (let round = 0; round < KILL_ROUNDS; round++) {
        const started = OPENINGS.slice(0, PROCESSES).map((o, i) => fileGame(`k${round}-p${i}`, o, 300));
        const byPid = new Map(started.map((s) => [s.child.pid!, s.child]));
        const killed = new Set<number>();
        // Watch the lock file; kill two holders, each at a random moment while it holds the store.
        const watcher = setInterval(() => {
          if (killed.size >= 2) return;
          let holder: number;
          try {
            holder = (JSON.parse(readFileSync(path.join(store, STORE_LOCK_FILE), 'utf8')) as { pid: number })
              .pid;
          } catch {
            return;
          }
          const child = byPid.get(holder);
          if (!child || killed.has(holder) || child.exitCode !== null) return;
          killed.add(holder);
          setTimeout(() => child.kill('SIGKILL'), Math.floor(Math.random() * 1500));
        }, 100);
        const runs = await Promise.all(started.map((s) => s.done));
        clearInterval(watcher);
        // A victim may have finished before its kill arrived: then it counts as a normal run.
        const reallyKilled = new Set(
          [...killed].filter((pid) => runs.find((r) => r.pid === pid)?.signal === 'SIGKILL'),
        );
        expect(reallyKilled.size).toBeGreaterThanOrEqual(1);
        await checkRound(runs, reallyKilled);
      }
      // The store still takes a filing.
      const after = await fileGame('after-kills', 'c2-c3', 60).done;
      expect(after.code, after.err).toBe(0);
    },
    600_000 * Math.max(1, KILL_ROUNDS),
  );
});
