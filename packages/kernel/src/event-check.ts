/**
 * Checking an event log against the rules. An event log read from a file or a request is a
 * claim, not a fact: each event is turned back into the command it records (the move or
 * placement step it names, the player's offer, claim, resignation...), that command is decided
 * again by the command handler, and the events the rules emit must equal the given ones field by
 * field (metadata aside). The first difference is refused (`ERR_EVENT_MISMATCH`) with the event's
 * sequence number, the field, the value given and the value the rules give. What the check
 * returns are the emitted events, so what is stored is what the rules decided, never the file's
 * own objects. Only the store's own events (checked when appended) are folded without this.
 * The log is played through the game machine (a session fed one command per recorded act), so
 * it takes the path every move takes. A move is named by the typed move the game reads from its
 * event (`eventMove`), decided once and never written as text; only a game without `eventMove`
 * (and placement steps, whose protocol reads text) is asked for the event's notation instead.
 */
import type { Color, DomainEvent, GameCommand } from './events';
import { isGameLevelEvent, recordsMove, type GameState, type RecordedMove } from './game';
import type { MachineCommand } from './machine';
import { openSession } from './session';
import { kernelMessages } from './messages';
import { refuse } from './refuse';
import type { Rejection } from './result';
import type { GameRules } from './rules';

/** An event log checked to its end, or to its first refused event. */
export type EventLogCheck<P> =
  | { readonly ok: true; readonly state: GameState<P>; readonly events: readonly DomainEvent[] }
  | {
      readonly ok: false;
      /** True when the log cannot even start a game (wrong game, unknown option, bad setup): a malformed input. */
      readonly malformed: boolean;
      /** The sequence number (0-based position in the log) of the refused event. */
      readonly sequence: number;
      /** Moves played before it. */
      readonly ply: number;
      readonly rejection: Rejection;
      /** The state before the refused event. */
      readonly state: GameState<P> | null;
      /** The events checked before it, as the rules emitted them. */
      readonly events: readonly DomainEvent[];
    };

const ABSENT = '(none)';

function shown(v: unknown): string {
  if (v === undefined) return ABSENT;
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** The first field where `given` and `expected` differ (a dotted path), or null when they are equal. */
export function firstDifference(
  given: unknown,
  expected: unknown,
  path: string,
): { field: string; given: string; expected: string } | null {
  if (isPlain(given) && isPlain(expected)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(given)])];
    for (const k of keys) {
      const d = firstDifference(
        Object.hasOwn(given, k) ? given[k] : undefined,
        Object.hasOwn(expected, k) ? expected[k] : undefined,
        `${path}.${k}`,
      );
      if (d) return d;
    }
    return null;
  }
  if (Array.isArray(given) && Array.isArray(expected)) {
    for (let i = 0; i < Math.max(given.length, expected.length); i++) {
      const d = firstDifference(given[i], expected[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (Object.is(given, expected)) return null;
  return { field: path, given: shown(given), expected: shown(expected) };
}

function mismatch(sequence: number, d: { field: string; given: string; expected: string }): Rejection {
  return refuse(kernelMessages, 'ERR_EVENT_MISMATCH', { sequence, ...d });
}

/** The command a game-level event records (null for the events a command causes, never one of its own). */
function gameLevelCommand(e: DomainEvent): GameCommand | null {
  const d = e.data as {
    side: Color;
    reason: 'threefold-repetition' | 'fifty-moves';
    result: '1-0';
    note?: string;
  };
  switch (e.type) {
    case 'DrawOffered':
      return { type: 'OfferDraw', side: d.side };
    case 'DrawAccepted':
      return { type: 'AcceptDraw', side: d.side };
    case 'DrawDeclined':
      return { type: 'DeclineDraw', side: d.side };
    case 'DrawClaimed':
      return { type: 'ClaimDraw', side: d.side, reason: d.reason };
    case 'Resigned':
      return { type: 'Resign', side: d.side };
    case 'TimeForfeited':
      return { type: 'FlagFall', side: d.side };
    case 'Adjudicated':
      return d.note === undefined
        ? { type: 'Adjudicate', result: d.result }
        : { type: 'Adjudicate', result: d.result, note: d.note };
    default:
      return null; // GameStarted, GameEnded: caused by other commands
  }
}

/**
 * The draw claim made with the move at `i` (TR 9.2), when the log records one: after the move's
 * own further events (those that record no move), a `DrawClaimed` by the side that moved.
 */
function claimWithMove<P>(
  rules: GameRules<P, unknown>,
  state: GameState<P>,
  given: readonly DomainEvent[],
  i: number,
): RecordedMove['claim'] {
  let j = i + 1;
  while (given[j] && !isGameLevelEvent(given[j].type) && !recordsMove(rules, state.position, given[j])) j++;
  const after = given[j];
  const mover = rules.turn(state.position);
  if (after?.type !== 'DrawClaimed') return undefined;
  const d = after.data as { side: Color; reason: 'threefold-repetition' | 'fifty-moves' };
  return d.side === mover ? { side: mover, reason: d.reason } : undefined;
}

/**
 * Checks an event log (envelopes' `{type, data}`, GameStarted first) by playing it through the
 * game machine: each event's command is sent to a game session once (a move as the typed move its
 * event records), and what the machine emits must equal the given events field by field.
 */
export function checkEventLog<P>(
  rules: GameRules<P, unknown>,
  given: readonly DomainEvent[],
): EventLogCheck<P> {
  const emitted: DomainEvent[] = [];
  let state: GameState<P> | null = null;
  let ply = 0;
  const fail = (sequence: number, rejection: Rejection, malformed = false): EventLogCheck<P> => ({
    ok: false,
    malformed,
    sequence,
    ply,
    rejection,
    state,
    events: emitted,
  });
  const first = given[0];
  if (!first || first.type !== 'GameStarted')
    return fail(0, mismatch(0, { field: 'type', given: shown(first?.type), expected: '"GameStarted"' }));
  const start = first.data as { game: string; options: Record<string, string>; setup: string };
  if (start.game !== rules.id)
    return fail(
      0,
      refuse(kernelMessages, 'ERR_RECORD_WRONG_GAME', { game: start.game, expected: rules.id }),
      true,
    );
  const session = openSession(rules, { gameId: 'check', clock: () => '' });
  try {
    // The options and setup are decided like any command: an option the game does not have is
    // refused with the options it has, a setup it does not know with its reason.
    const started = session.send({ type: 'Start', setup: start.setup, options: start.options });
    if (!started.ok) return fail(0, started.error, true);
    const startedData = started.value.events[0].data;
    const d0 = firstDifference(first.data, startedData, 'data');
    if (d0) return fail(0, mismatch(0, d0));
    emitted.push({ type: 'GameStarted', data: startedData });
    let current: GameState<P> = session.state()!;
    state = current;

    let i = 1;
    while (i < given.length) {
      const e = given[i];
      let command: MachineCommand | null;
      if (isGameLevelEvent(e.type)) command = gameLevelCommand(e);
      else if (!recordsMove(rules, current.position, e)) command = null;
      else {
        const claim = current.phase === 'play' ? claimWithMove(rules, current, given, i) : undefined;
        command = claim ? { type: 'RecordedMove', event: e, claim } : { type: 'RecordedMove', event: e };
      }
      if (!command)
        return fail(
          i,
          mismatch(i, {
            field: 'type',
            given: shown(e.type),
            expected: 'no event here (the rules emit it only as part of another event’s command)',
          }),
        );
      const sent = session.send(command);
      if (!sent.ok) return fail(i, sent.error);
      const batch = sent.value.events;
      for (let j = 0; j < batch.length; j++) {
        const g = given[i + j];
        if (!g)
          return fail(
            i + j,
            mismatch(i + j, { field: 'type', given: ABSENT, expected: shown(batch[j].type) }),
          );
        const d =
          g.type !== batch[j].type
            ? { field: 'type', given: shown(g.type), expected: shown(batch[j].type) }
            : firstDifference(g.data, batch[j].data, 'data');
        if (d) return fail(i + j, mismatch(i + j, d));
      }
      if (command.type === 'RecordedMove' && current.phase === 'play') ply++;
      for (const b of batch) emitted.push({ type: b.type, data: b.data });
      current = session.state()!;
      state = current;
      i += batch.length;
    }
    return { ok: true, state: current, events: emitted };
  } finally {
    session.stop();
  }
}
