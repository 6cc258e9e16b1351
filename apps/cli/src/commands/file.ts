/**
 * `arbiter file RECORD`: check a game and file its event log in the event store
 * (embedded PGlite by default, PostgreSQL with a URL), then read it back and verify.
 * Filing the same record twice writes nothing new (the record's hash is the command id).
 */
import { catalogues } from '@arbiter/toolkit';
import { createHash } from 'node:crypto';
import type { EventStore } from '@arbiter/store';
import { fileGame, openGameStore } from '@arbiter/toolkit';
import { CliFailure, EXIT, type CliCommand } from '../command';
import { flags, outcomeParams, usage } from '../args';
import { illegalText, loadGame } from '../load-game';
import { gameTitle, text } from '../messages';

/** Opens the store a `--store` flag names: a postgres:// URL, else a PGlite data directory. */
export async function openStoreFlag(where: string | undefined): Promise<EventStore> {
  const opened = await openGameStore(where ?? process.env.ARBITER_STORE ?? './data/arbiter');
  if (!opened.ok) throw new CliFailure(opened.error, EXIT.input);
  return opened.value;
}

export const fileCommand: CliCommand = {
  name: 'file',
  usage: () => text('file.usage'),
  catalogues: () => catalogues,
  async run(args, io) {
    const { values, positionals } = flags(args, {
      game: { type: 'string' },
      store: { type: 'string' },
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
    const hash = createHash('sha256').update(game.text).digest('hex').slice(0, 16);
    const gameId = values['game-id'] ?? game.tags.GameId ?? hash;
    if (!/^[A-Za-z0-9._-]{1,100}$/.test(gameId))
      usage('usage.gameId');
    const store = await openStoreFlag(values.store);
    try {
      const filed = await fileGame(store, game, {
        gameId,
        commandId: `file:${gameId}:${hash}`,
        actor: 'arbiter file',
      });
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
          text('file.warning', { ply: w.ply, move: w.move, code: w.warning.code, rule: w.warning.rule }) + '\n',
        );
      const versions = { stream: f.stream, first: f.firstVersion, last: f.lastVersion, backend: store.backend };
      io.stdout.write(
        (f.duplicate
          ? text('file.duplicate', versions)
          : text('file.filed', { ...versions, firstPosition: f.firstPosition, lastPosition: f.lastPosition })) +
          '\n',
      );
      io.stdout.write(
        text('file.readBack', { count: f.readBack, position: game.rules.makePosition(f.state.position) }) + '\n',
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
