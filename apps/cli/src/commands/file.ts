/**
 * `arbiter file RECORD`: check a game and file its event log in the event store
 * (embedded PGlite by default, PostgreSQL with a URL), then read it back and verify.
 * Filing the same record twice writes nothing new (the record's hash is the command id).
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { foldGame, rejection } from '@arbiter/kernel';
import { CliFailure, EXIT, type CliCommand } from '../command';
import { flags, usage } from '../args';
import { illegalLines, loadGame } from '../load-game';
import { openStoreFlag, storeFlags } from '../store-flag';
import { fromStored, storedType } from '../stored-types';

export const fileCommand: CliCommand = {
  name: 'file',
  summary: 'check a game record and file its events in the event store (PGlite by default)',
  usage: `Usage: arbiter file RECORD [--store DIR|postgres://...|memory://] [--store-wait SECONDS]
                   [--lenient] [--game-id ID]

Replays RECORD (human record or event log) through the rules; an illegal move stops it
(exit 1) and nothing is stored. Otherwise the game's events are appended to the stream
game-<ID> (ID: the GameId tag, --game-id, or the record's hash) in the store: a PGlite data
directory (default ./data/arbiter, or $ARBITER_STORE), a postgres:// or postgresql:// URL,
or memory:// (a trial run: nothing is kept). The stream is read back and folded, and must
give the same final position.

An embedded (PGlite) store belongs to one process at a time. If another process has it,
arbiter waits up to --store-wait seconds (default $ARBITER_STORE_WAIT, else 5) and then
stops with ERR_STORE_BUSY (exit 75), naming the holder; nothing is written. Several
writers at once need PostgreSQL.`,
  async run(args, io) {
    const { values, positionals } = flags(args, {
      ...storeFlags,
      lenient: { type: 'boolean' },
      'game-id': { type: 'string' },
    });
    const file = positionals[0];
    if (!file) usage('Name the record file to file.');
    if (positionals.length > 1) usage(`Unexpected argument "${positionals[1]}".`);
    const game = loadGame(file, Boolean(values.lenient));
    if (!game.ok) {
      io.stdout.write(illegalLines(game));
      return EXIT.rejected;
    }
    const hash = createHash('sha256').update(game.text).digest('hex').slice(0, 16);
    const gameId = values['game-id'] ?? game.tags.GameId ?? hash;
    if (!/^[A-Za-z0-9._-]{1,100}$/.test(gameId))
      usage('--game-id takes letters, digits, dot, dash and underscore (at most 100).');
    const stream = `game-${gameId}`;
    const store = await openStoreFlag(values, 'arbiter file');
    try {
      const appended = await store.append(
        stream,
        game.events.map((e) => ({
          type: storedType(game.rules, e.type),
          data: e.data,
          actor: 'arbiter file',
        })),
        0,
        { commandId: `file:${gameId}:${hash}` },
      );
      if (!appended.ok)
        throw new CliFailure(
          appended.error,
          appended.error.code === 'ERR_STORE_CONCURRENCY' ? EXIT.rejected : EXIT.input,
        );
      const back = await store.read(stream);
      if (!back.ok) throw new CliFailure(back.error, EXIT.input);
      const folded = foldGame(
        game.rules,
        back.value.map((e) => fromStored(e.type, e.data)),
      );
      const expected = foldGame(game.rules, game.events);
      // Positions are opaque to the kernel: compare them through their position strings.
      const comparable = (s: typeof folded) => ({ ...s, position: game.rules.makePosition(s.position) });
      if (!isDeepStrictEqual(comparable(folded), comparable(expected)))
        throw new CliFailure(
          rejection('ERR_STORE_READBACK', 'ARB', `The stream ${stream} does not fold to the replayed game.`),
          EXIT.internal,
        );
      const a = appended.value;
      io.stdout.write(
        `${game.rules.title}: ${expected.plies} plies, all legal${game.warnings.length ? ` (${game.warnings.length} notation warnings)` : ''}\n`,
      );
      for (const w of game.warnings)
        io.stdout.write(`  warning at ply ${w.ply} (${w.move}): ${w.warning.code} [${w.warning.rule}]\n`);
      io.stdout.write(
        a.duplicate
          ? `already filed: stream ${stream}, versions ${a.firstVersion}-${a.lastVersion} (${store.backend})\n`
          : `filed: stream ${stream}, versions ${a.firstVersion}-${a.lastVersion}, global positions ${a.firstPosition}-${a.lastPosition} (${store.backend})\n`,
      );
      if (!store.durable)
        io.stdout.write('nothing was kept: memory:// is a store in memory, gone when this run ends\n');
      io.stdout.write(
        `read back ${back.value.length} events; final position ${game.rules.makePosition(folded.position)}\n`,
      );
      io.stdout.write(
        `result ${folded.outcome ? `${folded.outcome.result} (${folded.outcome.reason})` : '*'}\n`,
      );
      return EXIT.ok;
    } finally {
      await store.close();
    }
  },
};
