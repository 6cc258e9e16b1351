import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore } from '@arbiter/store';
import { describe, expect, it } from 'vitest';
import { games, storedSchemas } from '@arbiter/toolkit';
import { runCli } from './testing/run-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-file-'));

const run = runCli;

describe('arbiter file (embedded PGlite store)', () => {
  it('files a legal game once, refuses an illegal one, and stores nothing for it', async () => {
    const store = path.join(dir, 'store');
    const good = path.join(dir, 'good.pgn');
    writeFileSync(good, '[Game "drakoburg"]\n[GameId "club-1"]\n\n1. c2-c3 c6-c5 *\n');
    const first = await run('file', good, '--store', store);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('filed: stream game-club-1, versions 1-3');
    const again = await run('file', good, '--store', store);
    expect(again.out).toContain('already filed: stream game-club-1, versions 1-3');

    const sample = path.resolve(
      path.dirname(new URL(import.meta.url).pathname),
      '../../../examples/meder-sample-game.pgn',
    );
    const meder = await run('file', sample, '--store', store, '--lenient', '--game-id', 'meder-sample');
    expect(meder.code, meder.err).toBe(0);
    expect(meder.out).toContain('33 plies, all legal (2 notation warnings)');
    expect(meder.out).toContain('filed: stream game-meder-sample, versions 1-35');
    const strict = await run('file', sample, '--store', store, '--game-id', 'meder-strict');
    expect(strict.code).toBe(1);
    expect(strict.out).toContain('illegal at ply 8: a6S');

    const bad = path.join(dir, 'bad.pgn');
    writeFileSync(bad, '[Game "drakoburg"]\n[GameId "club-2"]\n\n1. c2-c3 c6-c2 *\n');
    const refused = await run('file', bad, '--store', store);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('illegal at ply 2');

    const opened = await openStore({ dataDir: store, schemas: storedSchemas(games.games()) });
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    try {
      const stream = await opened.value.read('game-club-1');
      expect(stream.ok && stream.value.map((e) => e.type)).toEqual([
        'GameStarted',
        'drakoburg:PieceMoved',
        'drakoburg:PieceMoved',
      ]);
      const none = await opened.value.streamVersion('game-club-2');
      expect(none).toEqual({ ok: true, value: 0 });
    } finally {
      await opened.value.close();
    }
  }, 120_000);

  it('refuses a bad game id with a usage error', async () => {
    const good = path.join(dir, 'x.pgn');
    writeFileSync(good, '[Game "drakoburg"]\n\n1. c2-c3 *\n');
    expect((await run('file', good, '--game-id', 'no spaces!')).code).toBe(2);
  });
});
