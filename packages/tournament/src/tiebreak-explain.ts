/**
 * Every tie-break of one player's standing shown as a sum (`explainTieBreaks`), and finding that
 * player by pairing number or name (`findPlayer`), for `arbiter standings --explain` and the
 * server's breakdown route.
 * Trade-off: it takes the standings already computed, so a shell that shows standings and then a
 * breakdown ranks once; DE reads its tied group from those standings' values.
 */
import { ok, refused, type Result } from '@arbiter/kernel';
import type { Crosstable, CrosstablePlayer } from './crosstable';
import { tournamentCodes } from './messages';
import { tieKey, type StandingsTable } from './standings';
import { tieBreakContext } from './tiebreak-context';
import { breakDown, type TieBreakBreakdown } from './tiebreak-breakdown';
import type { PlayerId } from './vocabulary';

/** A player's standing with every tie-break shown as a sum. */
export interface PlayerBreakdown {
  readonly player: { readonly id: PlayerId; readonly name: string; readonly rating: number };
  readonly rank: number;
  readonly points: number;
  /** Rounds the standings count. */
  readonly rounds: number;
  /** One per tie-break of the standings, in their order. */
  readonly tieBreaks: readonly TieBreakBreakdown[];
}

/**
 * Breaks down every tie-break of `ranked` (the standings of `table`) for one player. Refuses a
 * pairing number that is not in the table (`ERR_UNKNOWN_PLAYER`).
 */
export function explainTieBreaks(
  table: Crosstable,
  ranked: StandingsTable,
  player: PlayerId,
): Result<PlayerBreakdown> {
  const ctx = tieBreakContext(table);
  const i = ctx.index.get(player);
  const row = ranked.rows.find((r) => r.player.id === player);
  if (i === undefined || !row) return refused(tournamentCodes, 'ERR_UNKNOWN_PLAYER', { player });
  // the standings' values by player position: points, then each tie-break (DE needs the earlier ones)
  const columns: Float64Array[] = [new Float64Array(ctx.n)];
  ranked.tieBreaks.forEach(() => columns.push(new Float64Array(ctx.n)));
  for (const r of ranked.rows) {
    const at = ctx.index.get(r.player.id);
    if (at === undefined) continue;
    columns[0][at] = r.points;
    r.values.forEach((v, j) => (columns[j + 1][at] = v));
  }
  const precisions = [1, ...ranked.tieBreaks.map((t) => t.precision)];
  const tieBreaks = ranked.tieBreaks.map((t, j) =>
    breakDown(ctx, t, i, {
      values: columns.slice(0, j + 1),
      precisions: precisions.slice(0, j + 1),
      key: tieKey,
    }),
  );
  return ok({
    player: { id: row.player.id, name: row.player.name, rating: row.player.rating },
    rank: row.rank,
    points: row.points,
    rounds: table.rounds,
    tieBreaks,
  });
}

function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * A player by pairing number (`7`) or by name: the whole name first, else the one name that
 * contains the text; case and accents do not matter. Refuses a text that names nobody
 * (`ERR_UNKNOWN_PLAYER`) or several (`ERR_PLAYER_AMBIGUOUS`, listing them).
 */
export function findPlayer(table: Crosstable, query: string): Result<CrosstablePlayer> {
  const text = query.trim();
  if (/^\d+$/.test(text)) {
    const byId = table.players.find((p) => p.id === Number(text));
    return byId ? ok(byId) : refused(tournamentCodes, 'ERR_UNKNOWN_PLAYER', { player: text });
  }
  const wanted = folded(text);
  if (wanted === '') return refused(tournamentCodes, 'ERR_UNKNOWN_PLAYER', { player: query });
  const exact = table.players.filter((p) => folded(p.name) === wanted);
  const found = exact.length > 0 ? exact : table.players.filter((p) => folded(p.name).includes(wanted));
  if (found.length === 1) return ok(found[0]);
  if (found.length === 0) return refused(tournamentCodes, 'ERR_UNKNOWN_PLAYER', { player: text });
  return refused(tournamentCodes, 'ERR_PLAYER_AMBIGUOUS', {
    player: text,
    players: found
      .slice(0, 10)
      .map((p) => `${p.id} ${p.name}`)
      .join(', '),
  });
}
