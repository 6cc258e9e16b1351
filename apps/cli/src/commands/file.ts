/**
 * `arbiter file RECORD`: check a game and file its event log in the event store
 * (embedded PGlite by default, PostgreSQL with a URL), then read it back and verify.
 * Filing the same record twice writes nothing new (the record's hash is the command id).
 */
import { createHash } from 'node:crypto';
import type { EventStore } from '@arbiter/store';
import { fileGame, illegalLines, openGameStore } from '@arbiter/toolkit';
import { CliFailure, EXIT, type CliCommand } from '../command';
import { flags, usage } from '../args';
import { loadGame } from '../load-game';

/** Opens the store a `--store` flag names: a postgres:// URL, else a PGlite data directory. */
export async function openStoreFlag(where: string | undefined): Promise<EventStore> {
  const opened = await openGameStore(where ?? process.env.ARBITER_STORE ?? './data/arbiter');
  if (!opened.ok) throw new CliFailure(opened.error, EXIT.input);
  return opened.value;
}

export const fileCommand: CliCommand = {
  name: 'file',
  summary: 'check a game record and file its events in the event store (PGlite by default)',
  usage: `Usage: arbiter file RECORD [--store DIR|postgres://...] [--lenient] [--game-id ID]

Replays RECORD (human record or event log) through the rules; an illegal move stops it
(exit 1) and nothing is stored. Otherwise the game's events are appended to the stream
game-<ID> (ID: the GameId tag, --game-id, or the record's hash) in the store: a PGlite data
directory (default ./data/arbiter, or $ARBITER_STORE) or a PostgreSQL URL. The stream is
read back and folded, and must give the same final position.`,
  async run(args, io) {
    const { values, positionals } = flags(args, {
      store: { type: 'string' },
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
