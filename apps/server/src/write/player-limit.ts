/**
 * The one size limit of a tournament (`MAX_PLAYERS` of `@arbiter/tournament`: 2,500), checked by
 * every route that adds players or pairs them before any work starts: an import is counted by its
 * records before a line is parsed, a pairing before the state goes to the worker. The rules check
 * it again on each registration (`ERR_TOO_MANY_PLAYERS` either way, 422).
 */
import { refuse as kernelRefuse } from '@arbiter/kernel';
import { MAX_PLAYERS, tournamentMessages } from '@arbiter/tournament';
import { HttpProblem } from '../http/problems';

/** Throws `ERR_TOO_MANY_PLAYERS` when a tournament would hold more than the limit. */
export function checkPlayerCount(players: number): void {
  if (players > MAX_PLAYERS)
    throw new HttpProblem(
      kernelRefuse(tournamentMessages, 'ERR_TOO_MANY_PLAYERS', { max: MAX_PLAYERS, players }),
    );
}

/**
 * The most players a file can hold, counted without parsing it: a TRF's `001` records, a CSV's
 * lines after the header (a line break inside a quoted cell counts one more; such a name is
 * refused anyway).
 */
export function playersInFile(format: 'csv' | 'trf', text: string): number {
  let count = 0;
  let start = 0;
  let first = true;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (format === 'trf') {
      if (text.startsWith('001', start)) count++;
    } else if (text.slice(start, end).trim() !== '') {
      if (first) first = false;
      else count++;
    }
    start = end + 1;
  }
  return count;
}
