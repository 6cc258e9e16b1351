/**
 * `arbiter file RECORD`: check a game and file its event log in the event store
 * (embedded PGlite by default, PostgreSQL with a URL), then read it back and verify.
 * Filing the same game twice writes nothing new: the hash of the events the rules emitted is
 * the command id, so a CRLF copy, a copy with a BOM or the game's event log is `already filed`.
 */
import { refuse } from '@arbiter/kernel';
import { fileGame, gameHash, illegalLines, toolkitMessages } from '@arbiter/toolkit';
import { CliFailure, EXIT, type CliCommand } from '../command';
import { flags, usage } from '../args';
import { loadGame } from '../load-game';
import { openStoreFlag, storeFlags } from '../store-flag';

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
    // One game in other bytes is one game: its identity is the hash of what the rules emitted.
    const hash = gameHash(game.events);
    const gameId = values['game-id'] ?? game.tags.GameId ?? hash;
    if (!/^[A-Za-z0-9._-]{1,100}$/.test(gameId))
      usage('--game-id takes letters, digits, dot, dash and underscore (at most 100).');
    const store = await openStoreFlag(values, 'arbiter file');
    try {
      const filed = await fileGame(store, game, {
        gameId,
        commandId: `file:${gameId}:${hash}`,
        actor: 'arbiter file',
      });
      // The stream exists under another command (another content): the same id, other moves.
      if (!filed.ok && filed.error.code === 'ERR_STORE_CONCURRENCY')
        throw new CliFailure(
          refuse(toolkitMessages, 'ERR_GAME_ID_CONFLICT', { gameId, stream: `game-${gameId}` }),
          EXIT.rejected,
        );
      if (!filed.ok)
        throw new CliFailure(
          filed.error,
          filed.error.code === 'ERR_STORE_CONCURRENCY'
            ? EXIT.rejected
            : filed.error.code === 'ERR_STORE_READBACK'
              ? EXIT.internal
              : EXIT.input,
        );
      const f = filed.value;
      io.stdout.write(
        `${game.rules.title}: ${f.state.plies} plies, all legal${game.warnings.length ? ` (${game.warnings.length} notation warnings)` : ''}\n`,
      );
      for (const w of game.warnings)
        io.stdout.write(`  warning at ply ${w.ply} (${w.move}): ${w.warning.code} [${w.warning.rule}]\n`);
      io.stdout.write(
        f.duplicate
          ? `already filed: stream ${f.stream}, versions ${f.firstVersion}-${f.lastVersion} (${store.backend})\n`
          : `filed: stream ${f.stream}, versions ${f.firstVersion}-${f.lastVersion}, global positions ${f.firstPosition}-${f.lastPosition} (${store.backend})\n`,
      );
      if (!store.durable)
        io.stdout.write('nothing was kept: memory:// is a store in memory, gone when this run ends\n');
      io.stdout.write(
        `read back ${f.readBack} events; final position ${game.rules.makePosition(f.state.position)}\n`,
      );
      io.stdout.write(
        `result ${f.state.outcome ? `${f.state.outcome.result} (${f.state.outcome.reason})` : '*'}\n`,
      );
      return EXIT.ok;
    } finally {
      await store.close();
    }
  },
};
