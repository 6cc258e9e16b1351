/**
 * Checking an event log against the rules. An event log read from a file or a request is a
 * claim, not a fact: each event is turned back into the command it records (the move or
 * placement step it names, the player's offer, claim, resignation...), that command is decided
 * again by the command handler, and the events the rules emit must equal the given ones field by
 * field (metadata aside). The first difference is refused (`ERR_EVENT_MISMATCH`) with the event's
 * sequence number, the field, the value given and the value the rules give. What the check
 * returns are the emitted events, so what is stored is what the rules decided, never the file's
 * own objects. Only the store's own events (checked when appended) are folded without this.
 * Trade-off: a move is named by the notation text the game writes for its event (`eventText`),
 * the one way every game can say which move an event records; the text never leaves memory.
 */
import type { Color, DomainEvent, GameCommand } from './events';
import { decideStart, handle, isGameLevelEvent, startState, type GameState } from './game';
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

/** Checks an event log (envelopes' `{type, data}`, GameStarted first) by deciding each event's command again. */
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
  // The options and setup are decided like any command: an option the game does not have is
  // refused with the options it has, a setup it does not know with its reason.
  const started = decideStart(rules, { setup: start.setup, options: start.options });
  if (!started.ok) return fail(0, started.error, true);
  const d0 = firstDifference(first.data, started.value.data, 'data');
  if (d0) return fail(0, mismatch(0, d0));
  emitted.push(started.value);
  let current: GameState<P> = startState(rules, started.value);
  state = current;

  let i = 1;
  while (i < given.length) {
    const e = given[i];
    let command: GameCommand | null;
    let moveText: string | null = null;
    if (isGameLevelEvent(e.type)) command = gameLevelCommand(e);
    else {
      try {
        moveText = rules.eventText(current.position, e);
      } catch {
        moveText = null; // an event naming squares or pieces the position does not have
      }
      command =
        moveText === null
          ? null
          : current.phase === 'setup'
            ? { type: 'Place', step: moveText }
            : { type: 'Move', move: moveText };
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
    let handled = handle(rules, current, command);
    // A claim made with the intended move (TR 9.2): the move's events come first, then the claim.
    if (handled.ok && command.type === 'Move') {
      const after = given[i + handled.value.events.length];
      const mover = rules.turn(current.position);
      if (after?.type === 'DrawClaimed' && (after.data as { side: Color }).side === mover) {
        const claim = handle(rules, current, {
          type: 'ClaimDraw',
          side: mover,
          reason: (after.data as { reason: 'threefold-repetition' | 'fifty-moves' }).reason,
          move: command.move,
        });
        if (claim.ok) handled = claim;
      }
    }
    if (!handled.ok) return fail(i, handled.error);
    const batch = handled.value.events;
    for (let j = 0; j < batch.length; j++) {
      const g = given[i + j];
      if (!g)
        return fail(i + j, mismatch(i + j, { field: 'type', given: ABSENT, expected: shown(batch[j].type) }));
      const d =
        g.type !== batch[j].type
          ? { field: 'type', given: shown(g.type), expected: shown(batch[j].type) }
          : firstDifference(g.data, batch[j].data, 'data');
      if (d) return fail(i + j, mismatch(i + j, d));
    }
    if (command.type === 'Move') ply++;
    emitted.push(...batch);
    current = handled.value.state;
    state = current;
    i += batch.length;
  }
  return { ok: true, state: current, events: emitted };
}
