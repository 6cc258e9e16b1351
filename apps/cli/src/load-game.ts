/** Reads a game file for a command: the toolkit reads and replays it; a malformed file exits 3. */
import { readGame, type IllegalGame, type LoadedGame } from '@arbiter/toolkit';
import { badInput, readText } from './args';

/** Reads and replays a record or event log file. */
export function loadGame(file: string, lenient: boolean): LoadedGame | IllegalGame {
  const game = readGame(readText(file), lenient ? 'lenient' : 'strict');
  return game.ok ? game.value : badInput(game.error);
}
