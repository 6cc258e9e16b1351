/**
 * Reads a TRF file for `standings`, `pair` and `pair-check`. A file of another kind (a game record,
 * an event log, any text without TRF records) is named as such before the TRF parser would report
 * a column error in it.
 */
import { refuse } from '@arbiter/kernel';
import { parseTrf } from '@arbiter/tournament';
import { badInput, readText } from './args';
import { cliMessages } from './catalogue';

/** The parsed TRF file, or exit 3 with the reason. */
export function readTrf(file: string) {
  const text = readText(file);
  const head = text.trimStart();
  if (head.startsWith('[') || head.startsWith('{"'))
    badInput(refuse(cliMessages, 'ERR_NOT_TRF_GAME_RECORD', { file }));
  if (!/^\d{3}(?: |$)/m.test(text)) badInput(refuse(cliMessages, 'ERR_NOT_TRF', { file }));
  const parsed = parseTrf(text);
  return parsed.ok ? parsed.value : badInput(parsed.error);
}
