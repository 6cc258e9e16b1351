/**
 * `arbiter file RECORD`: check a game and file its event log in the event store
 * (embedded PGlite by default, PostgreSQL with a URL), then read it back and verify.
 * Filing the same game twice writes nothing new: the hash of the events the rules emitted is
 * the command id, so a CRLF copy, a copy with a BOM or the game's event log is `already filed`.
 */
import { refuse } from '@arbiter/kernel';
import { catalogues, fileGame, gameHash, toolkitMessages } from '@arbiter/toolkit';
import { CliFailure, EXIT, type CliCommand } from '../command';
import { flags, outcomeParams, usage } from '../args';
import { illegalText, loadGame } from '../load-game';
import { gameTitle, text } from '../messages';
import { openStoreFlag, storeFlags } from '../store-flag';

export const fileCommand: CliCommand = {
  name: 'file',
  usage: () => text('file.usage'),
  catalogues: () => catalogues,
  async run(args, io) {
    const { values, positionals } = flags(args, {
      ...storeFlags,
      game: { type: 'string' },
      lenient: { type: 'boolean' },
      'game-id': { type: 'string' },
    });
    const file = positionals[0];
    if (!file) usage('usage.nameRecord');
    if (positionals.length > 1) usage('usage.unexpectedArgument', { argument: positionals[1] });
    const game = loadGame(file, Boolean(values.lenient), values.game);
    if (!game.ok) {
      io.stdout.write(illegalText(game));
      return EXIT.rejected;
    }
    // One game in other bytes is one game: its identity is the hash of what the rules emitted.
    const hash = gameHash(game.events);
    const gameId = values['game-id'] ?? game.tags.GameId ?? hash;
    if (!/^[A-Za-z0-9._-]{1,100}$/.test(gameId)) usage('usage.gameId');
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
      const title = gameTitle(game.rules);
      const plies = f.state.plies;
      io.stdout.write(
        (game.warnings.length
          ? text('file.checkedWarnings', { title, plies, warnings: game.warnings.length })
          : text('file.checked', { title, plies })) + '\n',
      );
      for (const w of game.warnings)
        io.stdout.write(
          text('file.warning', { ply: w.ply, move: w.move, code: w.warning.code, rule: w.warning.rule }) +
            '\n',
        );
      const versions = {
        stream: f.stream,
        first: f.firstVersion,
        last: f.lastVersion,
        backend: store.backend,
      };
      io.stdout.write(
        (f.duplicate
          ? text('file.duplicate', versions)
          : text('file.filed', {
              ...versions,
              firstPosition: f.firstPosition,
              lastPosition: f.lastPosition,
            })) + '\n',
      );
      if (!store.durable) io.stdout.write(text('file.nothingKept') + '\n');
      io.stdout.write(
        text('file.readBack', { count: f.readBack, position: game.rules.makePosition(f.state.position) }) +
          '\n',
      );
      const result = f.state.outcome
        ? text('replay.outcome', outcomeParams(f.state.outcome))
        : text('replay.inProgress');
      io.stdout.write(text('replay.result', { result }) + '\n');
      return EXIT.ok;
    } finally {
      await store.close();
    }
  },
};
