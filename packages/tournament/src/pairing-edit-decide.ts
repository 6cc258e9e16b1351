/**
 * `EditPairing` decided: an arbiter's edit of a paired, unplayed round is saved only with a reason,
 * never when it breaks a refusal-level criterion (a player twice in the round, the same pair
 * twice, a rematch), and only when every other criterion it breaks was confirmed (absolute
 * criteria) or acknowledged (quality criteria) by its id. The event carries the reason and the
 * criteria broken, so the history, the TRF and `pair --check` can name them.
 * Trade-off: acknowledgements are by criterion id (`C12`), not by board: the arbiter accepts "a
 * colour preference missed" once for the edit, as the screen lists them.
 */
import { ok, refused, type Result } from '@arbiter/kernel';
import type { TournamentCommand, TournamentEvent } from './events';
import { tournamentCodes } from './messages';
import { comparePairing } from './pairing-edit';
import type { TournamentDeps, TournamentState } from './tournament';

/** The longest reason an edit may carry (as the event schema allows). */
export const EDIT_REASON_MAX = 500;

const list = (ids: readonly string[]): string => [...new Set(ids)].join(', ');

/** Decides an `EditPairing` command. */
export function decideEditPairing(
  state: TournamentState,
  command: Extract<TournamentCommand, { type: 'EditPairing' }>,
  deps: TournamentDeps,
): Result<TournamentEvent[]> {
  const reason = command.reason.trim();
  if (reason === '' || reason.length > EDIT_REASON_MAX)
    return refused(tournamentCodes, 'ERR_EDIT_REASON', { max: EDIT_REASON_MAX });
  const compared = comparePairing(state, deps, command.round, command.boards, command.pab);
  if (!compared.ok) return compared;
  const current = state.rounds.find((r) => r.round === command.round)!;
  const key = (b: { white: number; black: number }): string => `${b.white}-${b.black}`;
  if (current.pab === command.pab && current.boards.map(key).join() === command.boards.map(key).join())
    return refused(tournamentCodes, 'ERR_EDIT_UNCHANGED', { round: command.round });
  const { criteria } = compared.value;
  const refusal = criteria.find((c) => c.level === 'refuse');
  if (refusal)
    return refused(
      tournamentCodes,
      'ERR_EDIT_REFUSED',
      { round: command.round, criterion: refusal.criterion, players: refusal.players.join(', ') },
      refusal.rule,
    );
  const confirmed = new Set(command.confirmed ?? []);
  const acknowledged = new Set([...(command.acknowledged ?? []), ...confirmed]);
  const unconfirmed = criteria.filter((c) => c.level === 'confirm' && !confirmed.has(c.criterion));
  if (unconfirmed.length > 0)
    return refused(
      tournamentCodes,
      'ERR_EDIT_UNCONFIRMED',
      { criteria: list(unconfirmed.map((c) => c.criterion)) },
      unconfirmed[0].rule,
    );
  const unacknowledged = criteria.filter((c) => c.level === 'acknowledge' && !acknowledged.has(c.criterion));
  if (unacknowledged.length > 0)
    return refused(
      tournamentCodes,
      'ERR_EDIT_UNACKNOWLEDGED',
      { criteria: list(unacknowledged.map((c) => c.criterion)) },
      unacknowledged[0].rule,
    );
  return ok([
    {
      type: 'PairingEdited',
      round: command.round,
      boards: command.boards.map((b) => ({ white: b.white, black: b.black })),
      pab: command.pab,
      reason,
      // none is at the refusal level here: a refused edit stopped above
      criteria: criteria.map((c) => ({
        criterion: c.criterion,
        rule: c.rule,
        level: c.level === 'confirm' ? ('confirm' as const) : ('acknowledge' as const),
        board: c.board,
        players: [...c.players],
      })),
    },
  ]);
}
