/**
 * Reads a game file for a command: the toolkit reads and replays it; a malformed file exits 3.
 * A record without a [Game] tag takes its game from `--game`; without either it is refused with a
 * message that names both ways.
 */
import { kernelMessages, parseRecord, refuse } from '@arbiter/kernel';
import { games, readGame, type IllegalGame, type LoadedGame } from '@arbiter/toolkit';
import { badInput, gameRules, readText } from './args';
import { cliMessages } from './catalogue';
import { message, text as say } from './messages';

/** Reads and replays a record or event log file; `game` names the game of a record that has no [Game] tag. */
export function loadGame(file: string, lenient: boolean, game?: string): LoadedGame | IllegalGame {
  let text = readText(file);
  const rules = game === undefined ? undefined : gameRules(game);
  if (!text.trimStart().startsWith('{"')) {
    const record = parseRecord(text);
    const tagged = record.ok ? record.value.tags.Game : undefined;
    if (record.ok && tagged === undefined) {
      if (!rules)
        badInput(
          refuse(cliMessages, 'ERR_NO_GAME_NAMED', {
            example: games.games()[0]?.id ?? 'tri-d-chess',
            games: games.names().join(', '),
          }),
        );
      text = `[Game "${rules.id}"]\n${text}`;
    } else if (rules && tagged !== undefined) {
      const named = games.get(tagged);
      if (named.ok && named.value.id !== rules.id)
        badInput(
          refuse(kernelMessages, 'ERR_RECORD_WRONG_GAME', { game: named.value.id, expected: rules.id }),
        );
    }
  }
  const loaded = readGame(text, lenient ? 'lenient' : 'strict');
  return loaded.ok ? loaded.value : badInput(loaded.error);
}

/** The lines that report an illegal move, in the language of this run. */
export function illegalText(g: IllegalGame): string {
  const r = g.rejection;
  return (
    `${say('illegal.at', { ply: g.ply, item: g.item })}\n${r.code} [${r.rule}]: ${message(r)}\n` +
    (g.positionBefore ? `${say('illegal.before', { position: g.positionBefore })}\n` : '')
  );
}
