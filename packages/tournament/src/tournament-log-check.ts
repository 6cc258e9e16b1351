/**
 * Checking a tournament event log against the rules (issue 22): a log read from a file or sent
 * in a request is a claim. Each event is turned back into the command it records (a player's
 * registration, a pairing request, a result...), the command is decided again by
 * `decideTournament` on the state the log has reached, and the events the decider emits must
 * equal the given ones field by field. The first difference is refused with `ERR_EVENT_MISMATCH`,
 * naming the event's sequence number (0-based), the field, the value given and the value the
 * rules give; a command the rules refuse is refused with the rules' own code at that sequence.
 * What passes are the emitted events, so what a caller stores is what the rules decided, never
 * the given objects. Metadata (version, time, actor) is not part of `{type, data}` and not compared.
 * Only events already in a store (checked when they were appended) may be folded without this.
 * Trade-off: a `RoundPaired` is checked by pairing the round again with the system the deps
 * name, so a log paired by another version of a system is refused at its `systemVersion`.
 */
import { firstDifference, kernelMessages, refuse, type DomainEvent, type Rejection } from '@arbiter/kernel';
import type { TournamentCommand, TournamentEvent } from './events';
import { fromDomainEvent, toDomainEvent } from './event-schemas';
import { EMPTY_TOURNAMENT, type TournamentDeps, type TournamentState } from './tournament';
import { handleTournament } from './tournament-handle';

/** A tournament event log checked to its end, or to its first refused event. */
export type TournamentLogCheck =
  | {
      readonly ok: true;
      /** The fold of the emitted events. */
      readonly state: TournamentState;
      /** The events as the rules emitted them, one for each given event, in order. */
      readonly events: readonly TournamentEvent[];
    }
  | {
      readonly ok: false;
      /** The 0-based position in the log of the refused event. */
      readonly sequence: number;
      readonly rejection: Rejection;
      /** The state before the refused event. */
      readonly state: TournamentState;
    };

const NONE = '(none)';
function shown(v: unknown): string {
  if (v === undefined) return NONE;
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

function mismatch(sequence: number, d: { field: string; given: string; expected: string }): Rejection {
  return refuse(kernelMessages, 'ERR_EVENT_MISMATCH', { sequence, ...d });
}

/**
 * The command an event records. An event a command emits besides its first (a withdrawn
 * player's forfeit, emitted with its round's `RoundPaired`) is compared as part of that
 * command's events and never turned into a command of its own.
 */
export function commandOf(event: TournamentEvent, next?: TournamentEvent): TournamentCommand {
  switch (event.type) {
    case 'TournamentCreated':
      return { type: 'CreateTournament', ...event.settings };
    case 'PlayerRegistered': {
      const { id: _id, ...info } = event.player;
      return { type: 'RegisterPlayer', ...info };
    }
    case 'PlayerEdited': {
      // the event holds the whole record: an absent birth year clears one the player had
      const { id, ...info } = event.player;
      return { type: 'EditPlayer', player: id, ...info, birthYear: info.birthYear ?? null };
    }
    case 'PlayerWithdrawn':
      return {
        type: 'WithdrawPlayer',
        player: event.player,
        ...(event.reason ? { reason: event.reason } : {}),
      };
    case 'PlayerReinstated':
      return { type: 'ReinstatePlayer', player: event.player };
    case 'ByeRequested':
      return { type: 'RequestBye', player: event.player, round: event.round, kind: event.kind };
    case 'PairingProhibited':
      return {
        type: 'ProhibitPairing',
        players: event.players,
        ...(event.firstRound !== null ? { firstRound: event.firstRound } : {}),
        ...(event.lastRound !== null ? { lastRound: event.lastRound } : {}),
      };
    case 'RoundPaired':
      return { type: 'PairRound', round: event.round };
    case 'PairingOverridden':
      return {
        type: 'OverridePairing',
        round: event.round,
        boards: event.boards,
        pab: event.pab,
        reason: event.reason,
      };
    case 'PairingUndone':
      return { type: 'UndoPairing', round: event.round };
    case 'ResultRecorded':
    case 'ResultCorrected':
      return {
        type: event.type === 'ResultRecorded' ? 'RecordResult' : 'CorrectResult',
        round: event.round,
        board: event.board,
        result: event.result,
        ...(event.gameStreamId !== null ? { gameStreamId: event.gameStreamId } : {}),
        ...(event.type === 'ResultCorrected' && event.reason !== undefined ? { reason: event.reason } : {}),
      };
    case 'RoundClosed':
      return { type: 'CloseRound', round: event.round };
    case 'TournamentClosed':
      return { type: 'CloseTournament' };
    case 'PlayersRenumbered':
      return { type: 'RenumberPlayers' };
    case 'PlayerCheckedIn':
    case 'PlayerCheckedOut':
      return {
        type: event.type === 'PlayerCheckedIn' ? 'CheckInPlayer' : 'CheckOutPlayer',
        player: event.player,
        round: event.round,
        by: event.by,
      };
    case 'AbsenteesTreated':
      // emitted by the pairing of its round, before its `RoundPaired` (or the arbiter's
      // `PairingOverridden`, when the round was paired by hand)
      return next?.type === 'PairingOverridden' && next.round === event.round
        ? commandOf(next)
        : { type: 'PairRound', round: event.round };
    case 'PairingEdited': {
      // the criteria the event names are the ones the arbiter confirmed or acknowledged
      const ids = (level: string) => event.criteria.filter((c) => c.level === level).map((c) => c.criterion);
      return {
        type: 'EditPairing',
        round: event.round,
        boards: event.boards,
        pab: event.pab,
        reason: event.reason,
        acknowledged: ids('acknowledge'),
        confirmed: ids('confirm'),
      };
    }
  }
}

/**
 * The first difference between a given event (as given: a field its schema does not know counts)
 * and the one the rules emit, as a mismatch's fields; null when they are equal.
 */
function difference(given: DomainEvent, expected: TournamentEvent) {
  if (given.type !== expected.type)
    return { field: 'type', given: shown(given.type), expected: shown(expected.type) };
  return firstDifference(given.data, toDomainEvent(expected).data, 'data');
}

/**
 * Checks a tournament event log (`{type, data}` as stored or exported, `TournamentCreated`
 * first): each event is validated by its schema, its command decided again with `deps`, and the
 * emitted events compared with the given ones. Never throws.
 */
export function checkTournamentLog(given: readonly DomainEvent[], deps: TournamentDeps): TournamentLogCheck {
  let state = EMPTY_TOURNAMENT;
  const emitted: TournamentEvent[] = [];
  const fail = (sequence: number, rejection: Rejection): TournamentLogCheck => ({
    ok: false,
    sequence,
    rejection,
    state,
  });
  const events: TournamentEvent[] = [];
  for (let i = 0; i < given.length; i++) {
    const read = fromDomainEvent(given[i], i);
    if (!read.ok) return fail(i, read.error);
    events.push(read.value);
  }
  if (events.length === 0 || events[0].type !== 'TournamentCreated')
    return fail(
      0,
      mismatch(0, { field: 'type', given: shown(events[0]?.type), expected: '"TournamentCreated"' }),
    );
  let i = 0;
  while (i < events.length) {
    const command = commandOf(events[i], events[i + 1]);
    const decided = handleTournament(state, command, deps);
    if (!decided.ok) return fail(i, decided.error);
    const { events: expectedEvents } = decided.value;
    if (expectedEvents.length === 0)
      return fail(i, mismatch(i, { field: 'type', given: shown(events[i].type), expected: NONE }));
    for (let j = 0; j < expectedEvents.length; j++) {
      const g = given[i + j];
      const expected = expectedEvents[j];
      const d = g ? difference(g, expected) : { field: 'type', given: NONE, expected: shown(expected.type) };
      if (d) return fail(i + j, mismatch(i + j, d));
    }
    state = decided.value.state;
    emitted.push(...expectedEvents);
    i += expectedEvents.length;
  }
  return { ok: true, state, events: emitted };
}
