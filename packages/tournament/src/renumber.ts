/**
 * Renumbering the start list after a late entry (FIDE C.04.2, initial order): the pairing numbers
 * follow the initial ranking again, by rating, then FIDE title, then name. A Swiss may do it
 * before its next round is paired, and not once four rounds are paired; a round robin's numbers
 * are its Berger table places, so only before its first round. The event names the new order;
 * the fold renames every player reference of the state (boards, byes, prohibitions, check-ins),
 * so every read model (crosstable, pairing input, TRF) sees the new numbers.
 */
import { ok, refused, type MessageParams, type Result } from '@arbiter/kernel';
import { tournamentCodes } from './messages';
import type { TournamentEvent } from './events';
import type { TournamentState } from './tournament';
import type { PlayerId } from './vocabulary';

/** The rule that allows and limits a renumbering. */
export const RENUMBER_RULE = 'FIDE C.04.2';

/** After this many paired rounds, pairing numbers stay (FIDE C.04.2). */
export const LAST_RENUMBER_ROUNDS = 3;

/** FIDE titles in the order of C.04.2's initial ranking (no title last). */
const TITLE_ORDER = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'];

const titleRank = (title: string) => {
  const i = TITLE_ORDER.indexOf(title.trim().toUpperCase());
  return i < 0 ? TITLE_ORDER.length : i;
};

/**
 * The initial ranking of the players: higher rating first, then the higher FIDE title, then the
 * name (alphabetically, code-point order so the result is the same everywhere), then the old
 * number. Answers the old pairing numbers in their new order.
 */
export function initialOrder(
  players: readonly { id: PlayerId; rating: number; title: string; name: string }[],
): PlayerId[] {
  return [...players]
    .sort(
      (a, b) =>
        b.rating - a.rating ||
        titleRank(a.title) - titleRank(b.title) ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
        a.id - b.id,
    )
    .map((p) => p.id);
}

/** Whether a renumbering would change any number. */
export function renumberChanges(state: TournamentState): boolean {
  return initialOrder(state.players).some((old, i) => old !== i + 1);
}

/** Decides a renumbering: the new order, or why not now. */
export function decideRenumber(state: TournamentState): Result<TournamentEvent[]> {
  const refuse = (code: keyof typeof tournamentCodes, params?: MessageParams) =>
    refused(tournamentCodes, code, params);
  if (!state.settings || state.phase === 'closed') return refuse('ERR_RENUMBER_CLOSED');
  const paired = state.rounds.length;
  const last = state.rounds[paired - 1];
  if (last && !last.closed) return refuse('ERR_RENUMBER_ROUND_OPEN', { round: last.round });
  if (state.settings.pairingSystem === 'round-robin' && paired > 0) return refuse('ERR_RENUMBER_BERGER');
  if (paired > LAST_RENUMBER_ROUNDS) return refuse('ERR_RENUMBER_TOO_LATE', { rounds: paired });
  if (!renumberChanges(state)) return refuse('ERR_RENUMBER_NOTHING');
  return ok([{ type: 'PlayersRenumbered', order: initialOrder(state.players) }]);
}

/** The state with every player reference renamed: `order[i]` (an old number) becomes i + 1. */
export function renumberState(state: TournamentState, order: readonly PlayerId[]): TournamentState {
  const to = new Map<PlayerId, PlayerId>(order.map((old, i) => [old, i + 1]));
  const n = (id: PlayerId): PlayerId => to.get(id) ?? id;
  return {
    ...state,
    players: state.players.map((p) => ({ ...p, id: n(p.id) })).sort((a, b) => a.id - b.id),
    byeRequests: state.byeRequests.map((b) => ({ ...b, player: n(b.player) })),
    prohibitions: state.prohibitions.map((p) => ({ ...p, players: p.players.map(n) })),
    rounds: state.rounds.map((r) => ({
      ...r,
      boards: r.boards.map((b) => ({ ...b, white: n(b.white), black: n(b.black) })),
      pab: r.pab === null ? null : n(r.pab),
      byes: r.byes.map((b) => ({ ...b, player: n(b.player) })),
      rests: r.rests.map(n),
    })),
    ...(state.checkIns ? { checkIns: state.checkIns.map((c) => ({ ...c, player: n(c.player) })) } : {}),
    ...(state.absentees
      ? { absentees: state.absentees.map((a) => ({ ...a, players: a.players.map(n) })) }
      : {}),
  };
}
