/**
 * The fold of the check-in events (rulings ARB CI1, ARB CI2). An absentee treated with a
 * zero-point bye gets a requested `Z` bye for the round; one treated as withdrawn is withdrawn,
 * exactly as `PlayerWithdrawn` would leave them, so pairing and the TRF read them as before.
 * The treatment is also kept with its round while the round is open, so undoing the pairing
 * takes back exactly what it did: a bye or a withdrawal that came from elsewhere since stays.
 * Trade-off: the state carries the open round's treatment (at most one entry, dropped when the
 * round closes) instead of the undo reading the log back; the fold stays a function of the state.
 */
import type { TournamentEvent } from './events';
import type { AbsenteeTreatment, TournamentState } from './tournament';
import type { PlayerId } from './vocabulary';

type CheckInEvent = Extract<
  TournamentEvent,
  { type: 'PlayerCheckedIn' | 'PlayerCheckedOut' | 'AbsenteesTreated' }
>;

/** The state with `treatments` as its treatments in force (the field left out when there are none). */
function withTreatments(state: TournamentState, treatments: readonly AbsenteeTreatment[]): TournamentState {
  const { absentees: _old, ...rest } = state;
  return treatments.length === 0 ? rest : { ...rest, absentees: treatments };
}

/** The state without the treatments `drop` picks. */
export function dropTreatments(
  state: TournamentState,
  drop: (t: AbsenteeTreatment) => boolean,
): TournamentState {
  const all = state.absentees ?? [];
  const kept = all.filter((t) => !drop(t));
  return kept.length === all.length ? state : withTreatments(state, kept);
}

/**
 * Takes `player` out of the treatments of kind `treatment` (of `round`, or of any round when
 * null): their withdrawal or bye is now someone else's doing, and an undo must leave it.
 */
export function forgetTreatment(
  state: TournamentState,
  player: PlayerId,
  treatment: AbsenteeTreatment['treatment'],
  round: number | null,
): TournamentState {
  const all = state.absentees ?? [];
  const touches = (t: AbsenteeTreatment) =>
    t.treatment === treatment && (round === null || t.round === round) && t.players.includes(player);
  if (!all.some(touches)) return state;
  return withTreatments(
    state,
    all
      .map((t) => (touches(t) ? { ...t, players: t.players.filter((p) => p !== player) } : t))
      .filter((t) => t.players.length > 0),
  );
}

/** Undoes what the pairing of `round` did to its absentees: the withdrawn are back, the zero-point byes gone. */
export function revertTreatment(state: TournamentState, round: number): TournamentState {
  const treated = (state.absentees ?? []).find((t) => t.round === round);
  if (!treated) return state;
  const players = new Set(treated.players);
  const rest = dropTreatments(state, (t) => t === treated);
  if (treated.treatment === 'withdraw')
    return {
      ...rest,
      players: rest.players.map((p) => (players.has(p.id) ? { ...p, withdrawn: false } : p)),
    };
  return {
    ...rest,
    byeRequests: rest.byeRequests.filter(
      (b) => !(players.has(b.player) && b.round === round && b.kind === 'zero'),
    ),
  };
}

/** Folds one check-in event in. Never fails. */
export function evolveCheckIn(state: TournamentState, event: CheckInEvent): TournamentState {
  if (event.type === 'AbsenteesTreated') {
    const absent = new Set(event.players);
    const kept = withTreatments(state, [
      ...(state.absentees ?? []).filter((t) => t.round !== event.round),
      { round: event.round, treatment: event.treatment, players: [...event.players] },
    ]);
    if (event.treatment === 'withdraw')
      return {
        ...kept,
        players: kept.players.map((p) => (absent.has(p.id) ? { ...p, withdrawn: true } : p)),
      };
    return {
      ...kept,
      byeRequests: [
        ...kept.byeRequests.filter((b) => !(absent.has(b.player) && b.round === event.round)),
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
