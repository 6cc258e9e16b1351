/**
 * Check-in before a round (rulings ARB CI1 and ARB CI2): players report present for the next
 * round, the arbiter for them or they themselves with the tournament's code; when the round is
 * paired, everyone still missing is treated as the organiser's setting says (a zero-point bye, or
 * withdrawn), in one `AbsenteesTreated` event stored before the pairing, whether the system or
 * the arbiter's hand (`OverridePairing`) pairs it; undoing the pairing takes the treatment back.
 * Trade-off: check-ins are kept per round in the state, so an undone pairing keeps them and a
 * late arrival is one more event, never an edit of an old one.
 */
import { ok, refused, type MessageParams, type Result } from '@arbiter/kernel';
import { tournamentCodes } from './messages';
import type { TournamentCommand, TournamentEvent } from './events';
import { evolveTournament, type TournamentState } from './tournament';
import type { CheckInPolicy } from './check-in-vocabulary';
import type { PlayerId } from './vocabulary';

function no(code: keyof typeof tournamentCodes, params?: MessageParams): Result<never> {
  return refused(tournamentCodes, code, params);
}

/** The check-in policy of a tournament (`off` when its settings name none). */
export function checkInPolicyOf(state: TournamentState): CheckInPolicy {
  return state.settings?.checkIn ?? 'off';
}

/** The pairing numbers checked in for `round`. */
export function checkedInFor(state: TournamentState, round: number): ReadonlySet<PlayerId> {
  return new Set((state.checkIns ?? []).filter((c) => c.round === round).map((c) => c.player));
}

/** One player in the check-in list of a round. */
export interface CheckInEntry {
  readonly player: PlayerId;
  readonly name: string;
  /** Present for the round. */
  readonly checkedIn: boolean;
  /** Already out of the pairing: withdrawn, or a bye asked for this round. */
  readonly excused: 'withdrawn' | 'bye' | null;
}

/** What pairing would do with the absentees of a round: a pure preview shown before pairing. */
export interface CheckInPreview {
  readonly round: number;
  readonly policy: CheckInPolicy;
  readonly players: readonly CheckInEntry[];
  /** The players pairing would treat as absent, in pairing-number order (empty when the policy is off). */
  readonly absent: readonly PlayerId[];
  /** How they would be treated (null when check-in is off). */
  readonly treatment: Exclude<CheckInPolicy, 'off'> | null;
}

/** The round check-in is for now: the first one not yet paired. */
export function checkInRound(state: TournamentState): number {
  return state.rounds.length + 1;
}

/** The check-in list of `round` and the treatment its absentees would get if it were paired now. */
export function checkInPreview(state: TournamentState, round = checkInRound(state)): CheckInPreview {
  const policy = checkInPolicyOf(state);
  const present = checkedInFor(state, round);
  const byes = new Set(state.byeRequests.filter((b) => b.round === round).map((b) => b.player));
  const players = state.players.map((p): CheckInEntry => ({
    player: p.id,
    name: p.name,
    checkedIn: present.has(p.id),
    excused: p.withdrawn ? 'withdrawn' : byes.has(p.id) ? 'bye' : null,
  }));
  const absent =
    policy === 'off' ? [] : players.filter((p) => !p.checkedIn && p.excused === null).map((p) => p.player);
  return { round, policy, players, absent, treatment: policy === 'off' ? null : policy };
}

/** The event that treats the absentees of `round` before it is paired; null when there are none. */
export function absenteesTreated(state: TournamentState, round: number): TournamentEvent | null {
  const preview = checkInPreview(state, round);
  if (preview.treatment === null || preview.absent.length === 0) return null;
  return { type: 'AbsenteesTreated', round, treatment: preview.treatment, players: preview.absent };
}

/** Decides a check-in or a check-out; checking in twice (or out while absent) changes nothing. */
export function decideCheckIn(
  state: TournamentState,
  command: Extract<TournamentCommand, { type: 'CheckInPlayer' | 'CheckOutPlayer' }>,
): Result<TournamentEvent[]> {
  if (checkInPolicyOf(state) === 'off') return no('ERR_CHECK_IN_OFF');
  const player = state.players.find((p) => p.id === command.player);
  if (!player) return no('ERR_UNKNOWN_PLAYER', { player: command.player });
  if (player.withdrawn) return no('ERR_ALREADY_WITHDRAWN', { player: player.id });
  const next = checkInRound(state);
  if (command.round !== next) return no('ERR_CHECK_IN_ROUND', { round: command.round, next });
  if (state.totalRounds !== null && command.round > state.totalRounds)
    return no('ERR_NO_ROUNDS_LEFT', { rounds: state.totalRounds });
  const isIn = checkedInFor(state, command.round).has(player.id);
  const wantIn = command.type === 'CheckInPlayer';
  if (isIn === wantIn) return ok([]);
  return ok([
    {
      type: wantIn ? 'PlayerCheckedIn' : 'PlayerCheckedOut',
      player: player.id,
      round: command.round,
      by: command.by,
    },
  ]);
}

/** The state a round is paired from: the absentees of its check-in treated (ARB CI2), else as it is. */
export function stateToPair(state: TournamentState, round: number): TournamentState {
  const absent = absenteesTreated(state, round);
  return absent ? evolveTournament(state, absent) : state;
}
