// Durability: a child process appends batches and acknowledges each; it is killed with
// SIGKILL at a random moment; the store is reopened and must hold every acknowledged
// batch whole, and no batch in part. On PGlite on disk and on PostgreSQL.
import { unwrap } from '@arbiter/kernel';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from './open';
import { TEST_PG_URL, testSchemas, uniqueSchema } from './testing/fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
const BATCH = 25;

interface Killed {
  readonly acked: number[];
  readonly lastAckedPosition: number;
  readonly output: string;
}

/** Runs the appender until it has acknowledged a few batches, then kills it after a random delay. */
function runAndKill(target: string, schema: string): Promise<Killed> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'testing/appender.ts'), target, schema, String(BATCH)],
      {
        cwd: path.join(here, '..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const acked: number[] = [];
    let lastAckedPosition = 0;
    let output = '';
    let buffer = '';
    let armed = false;
    const fail = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the appender never acknowledged enough batches:\n${output}`));
    }, 100_000);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        output += line + '\n';
        const m = /^ack (\d+) (\d+)$/.exec(line);
        if (!m) continue;
        acked.push(Number(m[1]));
        lastAckedPosition = Number(m[2]);
        if (!armed && acked.length >= 5) {
          armed = true;
          // A random moment while batches are in flight.
          setTimeout(() => child.kill('SIGKILL'), 50 + Math.floor(Math.random() * 700));
        }
      }
    });
    child.on('exit', (_code, signal) => {
      clearTimeout(fail);
      if (signal !== 'SIGKILL') reject(new Error(`the appender ended by itself:\n${output}`));
      else resolve({ acked, lastAckedPosition, output });
    });
  });
}

async function check(target: { url: string } | { dataDir: string }, schema: string, killed: Killed) {
  const store = unwrap(await openStore({ ...target, schema, schemas: testSchemas }));
  try {
    const events = unwrap(await store.read('durable'));
    expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
    const batches = new Map<string, number[]>();
    for (const e of events) {
      const d = e.data as { writer: string; n: number };
      expect(e.commandId).toBe(d.writer);
      batches.set(d.writer, [...(batches.get(d.writer) ?? []), d.n]);
    }
    // Every batch present is whole ...
    for (const ns of batches.values()) expect(ns).toEqual(Array.from({ length: BATCH }, (_, i) => i));
    // ... every acknowledged batch is present ...
    for (const b of killed.acked) expect(batches.has(`batch-${b}`)).toBe(true);
    // ... and at most the one batch in flight at the kill committed without its ack reaching us.
    expect(batches.size - killed.acked.length).toBeGreaterThanOrEqual(0);
    expect(batches.size - killed.acked.length).toBeLessThanOrEqual(1);
    expect(unwrap(await store.headPosition())).toBeGreaterThanOrEqual(killed.lastAckedPosition);
    // The store takes appends again after the crash.
    const next = unwrap(
      await store.append('durable', [{ type: 'Ticked', data: { writer: 'after', n: 0 } }], events.length),
    );
    expect(next.lastVersion).toBe(events.length + 1);
  } finally {
    await store.close();
  }
}

describe('durability under SIGKILL', () => {
  const dirs: string[] = [];
  const schemas: string[] = [];
  afterAll(async () => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    const admin = new pg.Client(TEST_PG_URL);
    await admin.connect();
    for (const s of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
    await admin.end();
  });

  it('PGlite on disk keeps every acknowledged batch whole and no partial batch', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-store-durability-'));
    dirs.push(dir);
    const dataDir = path.join(dir, 'pgdata');
    const killed = await runAndKill(dataDir, 'arbiter');
    expect(killed.acked.length).toBeGreaterThanOrEqual(5);
    await check({ dataDir }, 'arbiter', killed);
  }, 120_000);

  it('PostgreSQL keeps every acknowledged batch whole and no partial batch', async () => {
    const schema = uniqueSchema('store_durable');
    schemas.push(schema);
    const killed = await runAndKill(TEST_PG_URL, schema);
    expect(killed.acked.length).toBeGreaterThanOrEqual(5);
    await check({ url: TEST_PG_URL }, schema, killed);
  }, 120_000);
});
