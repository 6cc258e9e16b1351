/**
 * The fold of the check-in events (rulings ARB CI1, ARB CI2). An absentee treated with a
 * zero-point bye gets a requested `Z` bye for the round; one treated as withdrawn is withdrawn,
 * exactly as `PlayerWithdrawn` would leave them, so pairing and the TRF read them as before.
 */
import type { TournamentEvent } from './events';
import type { TournamentState } from './tournament';

type CheckInEvent = Extract<
  TournamentEvent,
  { type: 'PlayerCheckedIn' | 'PlayerCheckedOut' | 'AbsenteesTreated' }
>;

/** Folds one check-in event in. Never fails. */
export function evolveCheckIn(state: TournamentState, event: CheckInEvent): TournamentState {
  if (event.type === 'AbsenteesTreated') {
    const absent = new Set(event.players);
    if (event.treatment === 'withdraw')
      return {
        ...state,
        players: state.players.map((p) => (absent.has(p.id) ? { ...p, withdrawn: true } : p)),
      };
    return {
      ...state,
      byeRequests: [
        ...state.byeRequests.filter((b) => !(absent.has(b.player) && b.round === event.round)),
        ...event.players.map((player) => ({ player, round: event.round, kind: 'zero' as const })),
      ],
    };
  }
  const others = (state.checkIns ?? []).filter(
    (c) => !(c.player === event.player && c.round === event.round),
  );
  return {
    ...state,
    checkIns:
      event.type === 'PlayerCheckedIn' ? [...others, { player: event.player, round: event.round }] : others,
  };
}
