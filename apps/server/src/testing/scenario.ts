/**
 * A tournament set up for the load tests and the bench: players imported as CSV, published,
 * round 1 paired, an arbiter's API token for the result clients.
 */
import { ADMIN } from './server-process';
import { Client } from './client';

/** What a scenario made. */
export interface Prepared {
  readonly id: string;
  readonly admin: Client;
  /** An API token of the tournament's owner (a script's credential). */
  readonly token: string;
  readonly boards: number;
}

/** A CSV of `n` players with distinct ratings. */
export function playersCsv(n: number): string {
  const lines = ['name,rating,fide id'];
  for (let i = 1; i <= n; i++)
    lines.push(`Player ${String(i).padStart(4, '0')},${2700 - i * 2},${2_000_000 + i}`);
  return lines.join('\n');
}

/** Creates a published Dutch Swiss of `players` players and pairs round 1. */
export async function prepareSwiss(url: string, players: number, rounds = 9): Promise<Prepared> {
  const admin = await new Client(url).signIn(ADMIN.name, ADMIN.password);
  const created = await admin.post('/api/tournaments', {
    name: `Load ${players}`,
    game: 'tri-d-chess',
    pairingSystem: 'dutch',
    rounds,
    tieBreaks: ['BH/C1', 'BH', 'SB', 'WIN'],
  });
  if (created.status !== 201) throw new Error(created.text);
  const id = created.body.tournament as string;
  const imported = await admin.post(`/api/tournaments/${id}/players/import`, {
    format: 'csv',
    text: playersCsv(players),
  });
  if (imported.status !== 201) throw new Error(imported.text);
  await admin.post(`/api/tournaments/${id}/publication`, { published: true });
  const paired = await admin.post(`/api/tournaments/${id}/rounds`, {});
  if (paired.status !== 201) throw new Error(paired.text);
  const token = await admin.post('/api/account/tokens', { label: 'load' });
  return { id, admin, token: token.body.token, boards: paired.body.events[0].data.boards.length };
}

/** The result a client enters on a board (varied, so standings move). */
export function resultFor(board: number): '1-0' | '0-1' | '1/2-1/2' {
  return (['1-0', '0-1', '1/2-1/2'] as const)[board % 3];
}
