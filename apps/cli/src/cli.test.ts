import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { takeAway } from '@arbiter/kernel/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '@arbiter/toolkit';
import { runCli } from './testing/run-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-cli-'));

const run = runCli;

beforeAll(() => {
  if (!games.get('take-away').ok) games.register(takeAway);
});

describe('arbiter (in process, with the kernel test game)', () => {
  it('prints help and refuses an unknown command with exit 2', async () => {
    expect((await run('--help')).out).toContain('Commands:');
    const r = await run('frobnicate');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^error ERR_UNKNOWN_COMMAND \[ARB\]/);
  });
  it('perft prints divide rows and ends with nodes N', async () => {
    const r = await run('perft', 'take-away', '--depth', '3', '--divide');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^nodes \d+$/);
    const total = Number(lines.at(-1)!.split(' ')[1]);
    expect(lines.slice(0, -1).reduce((n, l) => n + Number(l.split(' ')[1]), 0)).toBe(total);
    expect(r.err).toMatch(/^time /);
  });
  it('perft refuses a bad depth, an unknown game, an unknown flag', async () => {
    expect((await run('perft', 'take-away', '--depth', 'x')).code).toBe(2);
    const unknown = await run('perft', 'chess', '--depth', '1');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('ERR_UNKNOWN_GAME');
    expect((await run('perft', 'take-away', '--depth', '1', '--wat')).code).toBe(2);
  });
  it('legal lists moves after --moves; an illegal --moves item exits 1 naming the rule', async () => {
    const r = await run('legal', 'take-away', '--moves', 'take3 take3 take3');
    expect(r.out).toContain('take1\ttakes 1');
    expect(r.out).toContain('2 legal moves');
    const bad = await run('legal', 'take-away', '--options', 'max-take=2', '--moves', 'take3');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('ERR_TAKE_TOO_MANY [TAKE 1]');
  });
  it('legal lists the placement steps during a setup phase', async () => {
    const r = await run('legal', 'take-away', '--setup', 'chosen');
    expect(r.out).toContain('pile=5\tplace pile=5');
    expect(r.out).toContain('15 placement steps');
    const played = await run('legal', 'take-away', '--setup', 'chosen', '--moves', 'pile=5');
    expect(played.out).toContain('4 legal moves');
  });
  it('explain answers legal (exit 0) or illegal with code and rule (exit 1)', async () => {
    expect((await run('explain', 'take-away', 'take2')).out).toContain('legal: take2');
    const no = await run('explain', 'take-away', '--position', 'pile:1:white', 'take2');
    expect(no.code).toBe(1);
    expect(no.out).toContain('ERR_TAKE_TOO_FEW_STONES [TAKE 1]');
  });
  it('replay validates a record, converts it losslessly, and reports the first illegal move', async () => {
    const file = path.join(dir, 'g.pgn');
    writeFileSync(file, '[Game "take-away"]\n[White "Ann"]\n\n1. take3 take3 2. take3 {last} take1 0-1\n');
    const ok = await run(
      'replay',
      file,
      '--write-events',
      path.join(dir, 'g.jsonl'),
      '--write-record',
      path.join(dir, 'g2.pgn'),
    );
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('result 0-1 (checkmate, TAKE 2)');
    const fromLog = await run('replay', path.join(dir, 'g.jsonl'), '--format', 'json');
    expect(JSON.parse(fromLog.out)).toMatchObject({ ok: true, plies: 4, outcome: { result: '0-1' } });
    expect(readFileSync(path.join(dir, 'g2.pgn'), 'utf8')).toContain('[White "Ann"]');
    writeFileSync(file, '[Game "take-away"]\n\n1. take3 take4 *\n');
    const bad = await run('replay', file);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('illegal at ply 2: take4');
  });
  it('replay answers a broken or missing file with one coded line and exit 3', async () => {
    const missing = await run('replay', path.join(dir, 'nope.pgn'));
    expect(missing.code).toBe(3);
    expect(missing.err).toMatch(/^error ERR_FILE_UNREADABLE/);
    const broken = path.join(dir, 'broken.pgn');
    writeFileSync(broken, '[Game "take-away"\n1. take1');
    const r = await run('replay', broken);
    expect(r.code).toBe(3);
    expect(r.err).toContain('ERR_RECORD_SYNTAX');
    const log = path.join(dir, 'broken.jsonl');
    writeFileSync(log, '{"type":"GameStarted"}\n');
    expect((await run('replay', log)).code).toBe(3);
  });
  it('games lists setups and options', async () => {
    const r = await run('games', 'take-away', '--lang', 'cs');
    expect(r.out).toContain('max-take = 2 | 3 (default 3) [TAKE 1]');
  });
});

describe('arbiter binary', () => {
  it('exits 2 on bad usage with one line and no stack trace', () => {
    const bin = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'bin', 'arbiter.mjs');
    const r = spawnSync(process.execPath, [bin, 'perft'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toContain('    at ');
  });
});

describe('arbiter --lang cs', () => {
  it('prints a refusal in Czech, with the same code and rule', async () => {
    const en = await run('legal', 'drakoburg', '--moves', 'a2-a4');
    const cs = await run('legal', 'drakoburg', '--moves', 'a2-a4', '--lang', 'cs');
    expect(cs.code).toBe(1);
    const code = /error (\S+ \[[^\]]+\])/.exec(en.err)?.[1];
    expect(code).toBeTruthy();
    expect(cs.err).toContain(code!);
    expect(cs.err).not.toBe(en.err);
    expect((await run('legal', 'drakoburg', '--lang', 'de')).code).toBe(2);
  });
});
