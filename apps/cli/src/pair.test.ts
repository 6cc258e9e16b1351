import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as run } from './testing/run-cli';

const example = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../../examples/swiss-club.trf',
);
const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-pair-'));

/** The example with the colours of one round-2 game swapped: a pairing the Dutch rules would not make. */
function tampered(): string {
  const lines = readFileSync(example, 'utf8').split('\n');
  const players = lines.filter((l) => l.startsWith('001 '));
  const first = players[0];
  // round 2 of player 1: the second result block after the fixed-width header (91 characters)
  const block = (line: string, round: number) => line.slice(91 + (round - 1) * 10, 91 + round * 10);
  const r2 = block(first, 2);
  const opponent = Number.parseInt(r2.trim(), 10);
  const swap = (b: string) => b.replace(/ ([wb]) /, (_m, c: string) => ` ${c === 'w' ? 'b' : 'w'} `);
  return lines
    .map((l) => {
      if (!l.startsWith('001 ')) return l;
      const id = Number(l.slice(4, 8).trim());
      if (id !== 1 && id !== opponent) return l;
      return l.slice(0, 101) + swap(block(l, 2)) + l.slice(111);
    })
    .join('\n');
}

describe('arbiter pair', () => {
  it('pairs the next round by the Dutch system unless told otherwise', async () => {
    const dutch = await run('pair', example);
    const explicit = await run('pair', example, '--system', 'dutch');
    expect(dutch.code).toBe(0);
    expect(dutch.out).toBe(explicit.out);
    expect(dutch.out.split('\n')[0]).toBe('8');
    expect((await run('pair', example, '--system', 'swiss-by-hand')).code).toBe(2);
  });
  it('--check passes a file paired by the Dutch system and flags a round paired otherwise', async () => {
    const clean = await run('pair', '--check', example);
    expect(clean.code).toBe(0);
    expect(clean.out).toContain('0 differ');
    const file = path.join(dir, 'tampered.trf');
    writeFileSync(file, tampered());
    const flagged = await run('pair', '--check', file);
    expect(flagged.code, flagged.out + flagged.err).toBe(1);
    expect(flagged.out).toMatch(/round 2: /);
    expect(flagged.out).not.toMatch(/round 2: same as the/);
  });
  it('--check goes through the system: one without a checker is a usage error', async () => {
    const robin = await run('pair', '--check', example, '--system', 'round-robin');
    expect(robin.code).toBe(2);
    expect(robin.err).toMatch(/ERR_USAGE/);
    expect(robin.err).toMatch(/dutch/);
    const dutch = await run('pair-check', example, '--system', 'dutch');
    expect(dutch.code).toBe(0);
    expect(dutch.out).toContain('0 differ: every round is the Dutch pairing');
  });
  it('refuses a broken TRF with a coded line and exit 3', async () => {
    const file = path.join(dir, 'broken.trf');
    writeFileSync(file, '001 xx broken\n');
    const r = await run('pair', file);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/^error ERR_TRF_/);
  });
});
