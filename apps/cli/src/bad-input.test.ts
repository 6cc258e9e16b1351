// Every bad input its own answer: inputs that once reached an internal error (exit 70), a
// stack trace or a silent misreading, each now with its code and documented exit code.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXIT } from './command';
import { runCli as run } from './testing/run-cli';

const here = path.dirname(fileURLToPath(import.meta.url));
const examples = path.resolve(here, '../../../examples');
const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-bad-input-'));
const write = (name: string, text: string | Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};
const GAME = '[Game "drakoburg"]\n\n1. c2-c3 c6-c5 *\n';

describe('reading files', () => {
  it('refuses a file past the size limit with exit 3, and --max-input-mb raises the limit', async () => {
    const big = write('big.pgn', GAME + `{${'x'.repeat(1_200_000)}}\n`);
    const r = await run('--max-input-mb', '1', 'replay', big);
    expect(r.code).toBe(EXIT.input);
    expect(r.err).toMatch(/^error ERR_INPUT_TOO_LARGE \[ARB\]: .*big\.pgn is larger than the limit of 1 MiB/);
    expect((await run('--max-input-mb', '0', 'replay', big)).code).toBe(EXIT.usage);
  });

  it('stops reading an endless device at the limit: replay /dev/zero exits 3 at once', async () => {
    const started = Date.now();
    const r = await run('--max-input-mb', '2', 'replay', '/dev/zero');
    expect(r.code).toBe(EXIT.input);
    expect(r.err).toContain('ERR_INPUT_TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('ignores a byte order mark in a record, an event log and a TRF file', async () => {
    const plain = await run('replay', write('plain.pgn', GAME));
    const bom = await run('replay', write('bom.pgn', '\uFEFF' + GAME.replace(/\n/g, '\r\n')));
    expect(bom.code, bom.err).toBe(0);
    expect(bom.out).toBe(plain.out);
    const log = path.join(dir, 'plain.jsonl');
    expect((await run('replay', write('plain2.pgn', GAME), '--write-events', log)).code).toBe(0);
    const bomLog = write('bom.jsonl', '\uFEFF' + readFileSync(log, 'utf8'));
    expect((await run('replay', bomLog)).code).toBe(0);
    const trf = readFileSync(path.join(examples, 'swiss-club.trf'), 'utf8');
    const a = await run('standings', path.join(examples, 'swiss-club.trf'));
    const b = await run('standings', write('bom.trf', '\uFEFF' + trf));
    expect(b.code, b.err).toBe(0);
    expect(b.out).toBe(a.out);
  });

  it('refuses negative TRF points with the line and column', async () => {
    const trf = readFileSync(path.join(examples, 'swiss-club.trf'), 'utf8').split('\n');
    const i = trf.findIndex((l) => l.startsWith('001    3'));
    trf[i] = trf[i].slice(0, 80) + '-3.5' + trf[i].slice(84);
    const r = await run('standings', write('negative.trf', trf.join('\n')));
    expect(r.code).toBe(EXIT.input);
    expect(r.err).toContain(`ERR_TRF_NUMBER [FIDE TRF26 001]`);
    expect(r.err).toContain(`Line ${i + 1}, column 81`);
  });
});

describe('inputs that once reached an internal error', () => {
  it.each(['__proto__', 'toString', 'constructor'])('an event of type %s exits 3', async (type) => {
    const log = path.join(dir, `proto-${type}.jsonl`);
    await run('replay', write(`p-${type}.pgn`, GAME), '--write-events', log);
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    const second = JSON.parse(lines[1]) as { type: string };
    second.type = type;
    lines[1] = JSON.stringify(second);
    const r = await run('replay', write(`bad-${type}.jsonl`, lines.join('\n') + '\n'));
    expect(r.code, r.err).toBe(EXIT.input);
    expect(r.err).toContain('ERR_EVENT_UNKNOWN_TYPE');
  });

  it('a 10 MB tag value exits 3 with the limit', async () => {
    const r = await run(
      'replay',
      write('huge-tag.pgn', `[Game "drakoburg"]\n[Event "${'x'.repeat(10_000_000)}"]\n\n*\n`),
    );
    expect(r.code).toBe(EXIT.input);
    expect(r.err).toMatch(/^error ERR_RECORD_LIMIT \[ARB\]: Line 2/);
  });

  it('an unwritable --write-events path exits 74 with its own code', async () => {
    const r = await run(
      'replay',
      write('w.pgn', GAME),
      '--write-events',
      path.join(dir, 'no-such-dir', 'x.jsonl'),
    );
    expect(r.code).toBe(EXIT.io);
    expect(r.err).toMatch(/^error ERR_OUTPUT_UNWRITABLE \[ARB\]: Cannot write .*x\.jsonl \(ENOENT\)/);
    const rec = await run('replay', write('w2.pgn', GAME), '--write-record', dir);
    expect(rec.code).toBe(EXIT.io);
  });

  it('a record with no Game tag exits 3 (the file is at fault, not the command line)', async () => {
    const r = await run('replay', write('nogame.pgn', '[Event "club"]\n\n1. c2-c3 *\n'));
    expect(r.code).toBe(EXIT.input);
    // the CLI's own refusal names both ways out: the tag, or --game (the toolkit's ERR_RECORD_NO_GAME
    // is for callers that have no --game, such as the server's record upload)
    expect(r.err).toMatch(/^error ERR_NO_GAME_NAMED \[ARB\]: .*\[Game "tri-d-chess"\].*--game/);
    const unknown = await run('replay', write('chess.pgn', '[Game "chess"]\n\n1. e4 *\n'));
    expect(unknown.code).toBe(EXIT.input);
    expect(unknown.err).toContain('ERR_UNKNOWN_GAME');
  });

  it('output into a closed pipe stops quietly, without a stack trace', () => {
    const bin = path.resolve(here, '../bin/arbiter.mjs');
    const r = spawnSync(
      'sh',
      [
        '-c',
        `"${process.execPath}" "${bin}" perft drakoburg --depth 3 --divide 2>"${dir}/epipe.err" | head -1`,
      ],
      { encoding: 'utf8' },
    );
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(readFileSync(path.join(dir, 'epipe.err'), 'utf8')).not.toMatch(/EPIPE| {4}at /);
  }, 60_000);
});

describe('store addresses', () => {
  it('refuses a scheme that is not a store (postgres:/ with one slash, memory:) with exit 2, creating nothing', async () => {
    const game = write('addr.pgn', GAME);
    for (const address of ['postgres:/host/db', 'memory:', 'sqlite://x.db']) {
      const r = await run('file', game, '--store', address);
      expect(r.code, address).toBe(EXIT.usage);
      expect(r.err).toMatch(/^error ERR_STORE_ADDRESS_INVALID \[ARB\]: .*postgres:\/\/.*memory:\/\//);
    }
    expect(existsSync('postgres:')).toBe(false);
    expect(existsSync('memory:')).toBe(false);
    expect((await run('file', game, '--store', path.join(dir, 's'), '--store-wait', 'soon')).code).toBe(
      EXIT.usage,
    );
  });

  it('memory:// files into a store that says nothing was kept', async () => {
    const r = await run('file', write('mem.pgn', GAME), '--store', 'memory://');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('filed: stream game-');
    expect(r.out).toContain('nothing was kept');
  }, 120_000);
});
