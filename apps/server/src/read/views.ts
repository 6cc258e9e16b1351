/**
 * Read models computed from a tournament's fold on demand and kept until its next event:
 * standings (also as of an earlier round), the crosstable, a round's pairings, the TRF file.
 * Trade-off: one small cache per tournament keyed by the stream version, so a burst of reads
 * between two results computes tie-breaks once; any new event makes every entry stale.
 */
import {
  crosstableExport,
  crosstableOf,
  formatValue,
  pairingExport,
  type ExportTable,
  makeTrf,
  parseTieBreakList,
  standings,
  trfOf,
  type StandingsTable,
  type TournamentState,
} from '@arbiter/tournament';
import type { Result } from '@arbiter/kernel';
import type { Projection, TournamentReadModel } from './projection';
import { CachedBody } from '../http/cached-body';

const caches = new WeakMap<TournamentReadModel, Map<string, { stamp: number; value: unknown }>>();
const MAX_ENTRIES = 256;

/**
 * A value computed once per key and stamp: the tournament's version, or its `tableVersion` for
 * views of closed rounds only. A small cache per tournament; past 256 keys the least recently
 * used one goes (so a burst of board explanations never pushes the standings out).
 */
export function memo<T>(view: TournamentReadModel, key: string, compute: () => T, stamp = view.version): T {
  let cache = caches.get(view);
  if (!cache) caches.set(view, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp) {
    if (cache.size > 16) {
      // most recently used last: Map keeps insertion order
      cache.delete(key);
      cache.set(key, hit);
    }
    return hit.value as T;
  }
  const value = compute();
  cache.delete(key);
  cache.set(key, { stamp, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}

/** Drops a kept value (a computation that failed must not be kept). */
export function forget(view: TournamentReadModel, key: string): void {
  caches.get(view)?.delete(key);
}

/**
 * A view serialised once per key and stamp, as the bytes sent (and their gzip, once asked for):
 * a burst of reads writes the same buffer to every socket, with no JSON or UTF-8 encoding per request.
 */
export function memoJson(
  view: TournamentReadModel,
  key: string,
  compute: () => unknown,
  stamp = view.version,
): CachedBody {
  return memo(view, `json|${key}`, () => CachedBody.of(JSON.stringify(compute())), stamp);
}

/** The state as it was when round `round` was the last one paired. */
export function asOfRound(state: TournamentState, round: number | undefined): TournamentState {
  return round === undefined ? state : { ...state, rounds: state.rounds.slice(0, round) };
}

/** Standings with the tournament's tie-breaks (or others), after the closed rounds up to `round`. */
export function standingsOf(
  view: TournamentReadModel,
  round: number | undefined,
  tieBreaks: string | undefined,
): Result<StandingsTable> {
  const codes = tieBreaks ?? (view.state.settings?.tieBreaks ?? []).join(',');
  return memo(
    view,
    `standings|${round ?? ''}|${codes}`,
    () => {
      const parsed = parseTieBreakList(codes);
      if (!parsed.ok) return parsed;
      return { ok: true, value: standings(crosstableOf(asOfRound(view.state, round)), parsed.value) };
    },
    view.tableVersion,
  );
}

/** Standings as JSON rows. */
export function standingsJson(table: StandingsTable) {
  return {
    rounds: table.rounds,
    tieBreaks: table.tieBreaks.map((t) => ({ code: t.code, name: t.name, rule: t.rule })),
    rows: table.rows.map((r) => ({
      rank: r.rank,
      player: {
        id: r.player.id,
        name: r.player.name,
        rating: r.player.rating,
        title: r.player.title,
        federation: r.player.federation,
      },
      points: r.points,
      values: r.values.map((v, i) => formatValue(v, table.tieBreaks[i])),
    })),
  };
}

/** The JSON bytes of standings (`table`: `standingsOf` the same arguments), kept until the closed rounds change. */
export function standingsBody(
  view: TournamentReadModel,
  round: number | undefined,
  tieBreaks: string | undefined,
  table: StandingsTable,
): CachedBody {
  return memoJson(
    view,
    `standings|${round ?? ''}|${tieBreaks ?? ''}`,
    () => standingsJson(table),
    view.tableVersion,
  );
}

/** The JSON bytes of the crosstable, kept until the closed rounds change. */
export function crosstableBody(view: TournamentReadModel, round: number | undefined): CachedBody {
  return memoJson(view, `crosstable|${round ?? ''}`, () => crosstableJson(view, round), view.tableVersion);
}

/** The JSON bytes of a round's pairings (1 ≤ `round` ≤ the rounds paired), kept until the next event. */
export function roundBody(view: TournamentReadModel, round: number): CachedBody {
  return memoJson(view, `round|${round}`, () => pairingJson(view, round));
}

/** The events after which the views of closed rounds (standings, crosstable) change. */
const TABLE_EVENTS = new Set([
  'RoundClosed',
  'ResultCorrected',
  'RoundPaired',
  'PairingOverridden',
  'PairingUndone',
  'PlayersRenumbered',
]);
/** The events after which the last round's pairings change shape (a new round, or none). */
const ROUND_EVENTS = new Set(['RoundPaired', 'PairingOverridden', 'PairingUndone']);

/**
 * Builds the views every reader asks for next (standings with the tournament's tie-breaks, the
 * crosstable and the last round's pairings, as bytes and gzipped), so that no reader waits while
 * the first one computes them.
 */
export function warmViews(view: TournamentReadModel): void {
  const table = standingsOf(view, undefined, undefined);
  if (table.ok) standingsBody(view, undefined, undefined, table.value).gzip();
  crosstableBody(view, undefined).gzip();
  const last = view.state.rounds.length;
  if (last > 0) roundBody(view, last).gzip();
}

/**
 * Keeps the views warm: every tournament once when the server has loaded the log, then each one
 * when a round is paired, closed or taken back, or a result in a closed round is corrected.
 * Returns its unsubscription.
 */
export function keepViewsWarm(projection: Projection): () => void {
  for (const view of projection.tournaments.values()) if (view.state.settings) warmViews(view);
  return projection.onTournamentEvent((view, event) => {
    if (!TABLE_EVENTS.has(event.type)) return;
    if (view.tableVersion !== event.version && !ROUND_EVENTS.has(event.type)) return; // a correction in an open round changes nothing closed
    warmViews(view);
  });
}

/** A round's pairings as the one export makes them (CSV and text): names from the registrations. */
export function pairingExportOf(view: TournamentReadModel, round: number): ExportTable {
  const name = (id: number) => view.state.players[id - 1]?.name ?? '';
  return pairingExport(view.state.rounds[round - 1], name);
}

/** The crosstable of the closed rounds (or as of `round`) as the one export makes it. */
export function crosstableExportOf(view: TournamentReadModel, round: number | undefined): ExportTable {
  return crosstableExport(crosstableOf(asOfRound(view.state, round)));
}

/** The crosstable: each player's round entries (opponent, colour, result) of closed rounds. */
export function crosstableJson(view: TournamentReadModel, round: number | undefined) {
  return memo(
    view,
    `crosstable|${round ?? ''}`,
    () => {
      const table = crosstableOf(asOfRound(view.state, round));
      return {
        rounds: table.rounds,
        players: table.players.map((p) => ({
          id: p.id,
          name: p.name,
          rating: p.rating,
          rounds: p.rounds.map((e) => ({ opponent: e.opponent, colour: e.colour, result: e.result })),
        })),
      };
    },
    view.tableVersion,
  );
}

/** A round's boards with the players' names and results. */
export function pairingJson(view: TournamentReadModel, round: number) {
  return memo(view, `round|${round}`, () => {
    const r = view.state.rounds[round - 1];
    const name = (id: number) => view.state.players[id - 1]?.name ?? '';
    return {
      round: r.round,
      closed: r.closed,
      system: r.system,
      systemVersion: r.systemVersion,
      override: r.overrideReason ?? null,
      boards: r.boards.map((b, i) => ({
        board: i + 1,
        white: { id: b.white, name: name(b.white) },
        black: { id: b.black, name: name(b.black) },
        result: b.result,
        gameStreamId: b.gameStreamId,
        corrections: view.reasons.get(`${r.round}:${i + 1}`) ?? [],
      })),
      pab: r.pab === null ? null : { id: r.pab, name: name(r.pab) },
      byes: r.byes.map((b) => ({ id: b.player, name: name(b.player), kind: b.kind })),
      rests: r.rests.map((id) => ({ id, name: name(id) })),
    };
  });
}

/** The TRF-2026 file of the tournament. */
export function trfText(view: TournamentReadModel): CachedBody {
  return memo(view, 'trf', () => CachedBody.of(makeTrf(trfOf(view.state))));
}
