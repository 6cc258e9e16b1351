/**
 * The 100-player, 9-round test tournament (`packages/tournament/testdata/swiss100.trf`: forfeits,
 * half-point byes, absences, PABs, withdrawals) rebuilt on the server through its API: the
 * players through the TRF import (`T/players/import`, format `trf`), then each round as the file
 * has it: its byes and absences requested, its boards stored as a pairing made by hand
 * (`PUT T/rounds/:r/pairing`, the file's pairing is not the engine's), its results, and closed.
 * The TRF's own round columns are read here (fixed columns, TRF-2026 001 record) only to send
 * those commands; the server decides every one of them.
 */
import { readFileSync } from 'node:fs';
import type { Session } from './api';

export const SWISS100 = new URL('../../../packages/tournament/testdata/swiss100.trf', import.meta.url);

interface Entry {
  readonly opponent: number | null;
  readonly colour: 'w' | 'b' | '-';
  readonly result: string;
}

/** The round entries of every player line: pairing number -> entries, round 1 first. */
function roundColumns(text: string): Map<number, Entry[]> {
  const out = new Map<number, Entry[]>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith('001')) continue;
    const id = Number(line.slice(4, 8));
    const entries: Entry[] = [];
    for (let at = 91; at + 8 <= line.length; at += 10) {
      const field = line.slice(at, at + 8);
      const opponent = Number(field.slice(0, 4));
      entries.push({
        opponent: opponent > 0 ? opponent : null,
        colour: field[5] as Entry['colour'],
        result: field[7],
      });
    }
    out.set(id, entries);
  }
  return out;
}

const BYES: Readonly<Record<string, string>> = { H: 'half', F: 'full', Z: 'zero' };

/** The result of a board from White's and Black's entries. */
function boardResult(white: string, black: string): string {
  if (white === '1' || white === 'W') return '1-0';
  if (white === '0' || white === 'L') return black === '+' ? '-:+' : '0-1';
  if (white === '=' || white === 'D') return '1/2-1/2';
  if (white === '+') return '+:-';
  return black === '+' ? '-:+' : '-:-';
}

/** Plays the file on the server as tournament `id` (created empty, with its tie-breaks). */
export async function playSwiss100(
  session: Session,
  id: string,
): Promise<{ players: number; rounds: number }> {
  const text = readFileSync(SWISS100, 'utf8');
  const T = `/api/tournaments/${id}`;
  await session.call('POST', `${T}/players/import`, { format: 'trf', text });
  const columns = roundColumns(text);
  const rounds = Math.max(...[...columns.values()].map((e) => e.length));
  for (let round = 1; round <= rounds; round++) {
    const boards: { white: number; black: number; result: string }[] = [];
    let pab: number | null = null;
    for (const [player, entries] of columns) {
      const e = entries[round - 1];
      if (!e) continue;
      if (e.opponent === null) {
        if (e.result === 'U') pab = player;
        else if (BYES[e.result])
          await session.call('POST', `${T}/players/${player}/byes`, { round, kind: BYES[e.result] });
        continue;
      }
      const back = columns.get(e.opponent)![round - 1];
      const white = e.colour === 'w' || (e.colour === '-' && player < e.opponent);
      if (white)
        boards.push({ white: player, black: e.opponent, result: boardResult(e.result, back.result) });
    }
    await session.call('PUT', `${T}/rounds/${round}/pairing`, {
      boards: boards.map(({ white, black }) => ({ white, black })),
      pab,
      reason: 'Round as played, from swiss100.trf',
    });
    for (const [i, b] of boards.entries())
      await session.call('PUT', `${T}/rounds/${round}/boards/${i + 1}/result`, { result: b.result });
    await session.call('POST', `${T}/rounds/${round}/close`);
  }
  return { players: columns.size, rounds };
}
