/**
 * The tournament's state and its fold: `evolveTournament(state, event)` folds an event in and
 * never fails; `decideTournament` (tournament-decide.ts) is the only place that says no.
 * Trade-off: the state keeps boards with their results and the requested byes as given, so
 * every read model (crosstable, pairing input, TRF) is a pure function of it.
 */
import type { PairingSystemRegistry } from './pairing';
import type { BoardResult, EditedCriterion, PlayerInfo, TournamentEvent, TournamentSettings } from './events';
import type { TrfProhibition } from './trf-model';
import type { PlayerId, RequestedBye } from './vocabulary';
import { renumberState } from './renumber';
import { dropTreatments, evolveCheckIn, forgetTreatment, revertTreatment } from './check-in-evolve';

/** A board of a paired round and its result so far. */
export interface BoardState {
  readonly white: PlayerId;
  readonly black: PlayerId;
  readonly result: BoardResult | null;
  readonly gameStreamId: string | null;
}

/** A paired round. */
export interface RoundState {
  readonly round: number;
  readonly system: string;
  readonly systemVersion: string;
  readonly boards: readonly BoardState[];
  readonly pab: PlayerId | null;
  readonly byes: readonly { readonly player: PlayerId; readonly kind: RequestedBye }[];
  readonly rests: readonly PlayerId[];
  readonly closed: boolean;
  /** Why the arbiter paired this round by hand (null: the system paired it). */
  readonly overrideReason?: string | null;
  /** The arbiter's edits of this round after it was paired, oldest first (absent: none). */
  readonly edits?: readonly { readonly reason: string; readonly criteria: readonly EditedCriterion[] }[];
}

/** A registered player and whether they withdrew. */
export interface TournamentPlayer extends PlayerInfo {
  readonly withdrawn: boolean;
}

/** The fold of a tournament's events. */
export interface TournamentState {
  readonly phase: 'none' | 'registration' | 'running' | 'closed';
  readonly settings: TournamentSettings | null;
  readonly players: readonly TournamentPlayer[];
  readonly byeRequests: readonly {
    readonly player: PlayerId;
    readonly round: number;
    readonly kind: RequestedBye;
  }[];
  readonly rounds: readonly RoundState[];
  /** Pairings that must not happen (TRF 260 / XXP), each with its round range (null: whole event). */
  readonly prohibitions: readonly TrfProhibition[];
  /** Total rounds as fixed by the first pairing (settings.rounds, or the system's count). */
  readonly totalRounds: number | null;
  /** Who checked in for which round (ruling ARB CI1); absent until the first check-in. */
  readonly checkIns?: readonly { readonly player: PlayerId; readonly round: number }[];
  /**
   * What the pairing of a still open round did to its absentees (ruling ARB CI2), so undoing the
   * pairing takes exactly that back; absent when no open round treated anyone.
   */
  readonly absentees?: readonly AbsenteeTreatment[];
}

/** The absentees of one round as its pairing treated them, less any player whose state changed since. */
export interface AbsenteeTreatment {
  readonly round: number;
  readonly treatment: 'zero-bye' | 'withdraw';
  readonly players: readonly PlayerId[];
}

/** What `decideTournament` needs from outside: the pairing systems it may use. */
export interface TournamentDeps {
  readonly systems: PairingSystemRegistry;
}

/** The state before any event. */
export const EMPTY_TOURNAMENT: TournamentState = {
  phase: 'none',
  settings: null,
  players: [],
  byeRequests: [],
  rounds: [],
  prohibitions: [],
  totalRounds: null,
};

/** Folds one event in. Never validates, never fails. */
export function evolveTournament(state: TournamentState, event: TournamentEvent): TournamentState {
  switch (event.type) {
    case 'TournamentCreated':
      return {
        ...state,
        phase: 'registration',
        settings: event.settings,
        totalRounds: event.settings.rounds,
      };
    case 'PlayerRegistered':
      return { ...state, players: [...state.players, { ...event.player, withdrawn: false }] };
    case 'PlayerEdited':
      return {
        ...state,
        players: state.players.map((p) =>
          p.id === event.player.id ? { ...event.player, withdrawn: p.withdrawn } : p,
        ),
      };
    case 'PlayerWithdrawn':
    case 'PlayerReinstated':
      return {
        // a withdrawal or reinstatement from elsewhere is no longer the treatment's to undo
        ...forgetTreatment(state, event.player, 'withdraw', null),
        players: state.players.map((p) =>
          p.id === event.player ? { ...p, withdrawn: event.type === 'PlayerWithdrawn' } : p,
        ),
      };
    case 'ByeRequested':
      return {
        ...forgetTreatment(state, event.player, 'zero-bye', event.round),
        byeRequests: [
          ...state.byeRequests.filter((b) => !(b.player === event.player && b.round === event.round)),
          { player: event.player, round: event.round, kind: event.kind },
        ],
      };
    case 'PairingProhibited':
      return {
        ...state,
        prohibitions: [
          ...state.prohibitions,
          { players: event.players, firstRound: event.firstRound, lastRound: event.lastRound },
        ],
      };
    case 'RoundPaired':
      return {
        ...state,
        phase: 'running',
        totalRounds: event.totalRounds,
        rounds: [
          ...state.rounds,
          {
            round: event.round,
            system: event.system,
            systemVersion: event.systemVersion,
            boards: event.boards.map((b) => ({
              white: b.white,
              black: b.black,
              result: null,
              gameStreamId: null,
            })),
            pab: event.pab,
            byes: event.byes,
            rests: event.rests,
            closed: false,
          },
        ],
      };
    case 'ResultRecorded':
    case 'ResultCorrected':
      return {
        ...state,
        rounds: state.rounds.map((r) =>
          r.round !== event.round
            ? r
            : {
                ...r,
                boards: r.boards.map((b, i) =>
                  i + 1 === event.board
                    ? { ...b, result: event.result, gameStreamId: event.gameStreamId }
                    : b,
                ),
              },
        ),
      };
    case 'PairingOverridden':
      return {
        ...state,
        phase: 'running',
        totalRounds: event.totalRounds,
        rounds: [
          ...state.rounds,
          {
            round: event.round,
            system: 'manual',
            systemVersion: '',
            boards: event.boards.map((b) => ({
              white: b.white,
              black: b.black,
              result: null,
              gameStreamId: null,
            })),
            pab: event.pab,
            byes: event.byes,
            rests: [],
            closed: false,
            overrideReason: event.reason,
          },
        ],
      };
    case 'PairingUndone': {
      // the round's absentees are treated again when it is paired again (ARB CI2)
      const reverted = revertTreatment(state, event.round);
      const rounds = reverted.rounds.filter((r) => r.round !== event.round);
      return {
        ...reverted,
        rounds,
        phase: rounds.length === 0 ? 'registration' : state.phase,
        totalRounds: rounds.length === 0 ? (state.settings?.rounds ?? null) : state.totalRounds,
      };
    }
    case 'RoundClosed':
      return {
        // a closed round cannot be undone: its treatment is for good
        ...dropTreatments(state, (t) => t.round === event.round),
        rounds: state.rounds.map((r) => (r.round === event.round ? { ...r, closed: true } : r)),
      };
    case 'TournamentClosed':
      return { ...state, phase: 'closed' };
    case 'PlayersRenumbered':
      return renumberState(state, event.order);
    case 'PlayerCheckedIn':
    case 'PlayerCheckedOut':
    case 'AbsenteesTreated':
      return evolveCheckIn(state, event);
    case 'PairingEdited':
      return {
        ...state,
        rounds: state.rounds.map((r) =>
          r.round !== event.round
            ? r
            : {
                ...r,
                boards: event.boards.map((b) => ({
                  white: b.white,
                  black: b.black,
                  result: null,
                  gameStreamId: null,
                })),
                pab: event.pab,
                // the round now stands as the arbiter left it: explained as paired by hand
                overrideReason: event.reason,
                edits: [...(r.edits ?? []), { reason: event.reason, criteria: event.criteria }],
              },
        ),
      };
  }
}

/** Replays events from the empty state. */
export function foldTournament(events: readonly TournamentEvent[]): TournamentState {
  return events.reduce(evolveTournament, EMPTY_TOURNAMENT);
}
