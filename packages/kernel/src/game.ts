/**
 * The game decider: a game's rules plus what every game shares (start, draw offers,
 * claims, resignation, time forfeit, adjudication, the end).
 * State is a fold of events with `evolveGame`; `decideGame` holds all legality.
 */
import { opposite, type Color, type DomainEvent, type GameCommand, type Outcome } from './events';
import { resolveOptions, type ResolvedOptions } from './options';
import { kernelMessages } from './messages';
import { refused } from './refuse';
import { ok, type Rejection, type Result } from './result';
import type { DrawClaim, GameRules, ParseMode } from './rules';

/** Phases of a game. */
export type GamePhase = 'setup' | 'play' | 'finished';

/** Everything known about a game: a fold of its events. */
export interface GameState<P> {
  readonly game: string;
  readonly ruleSetVersion: string;
  readonly options: ResolvedOptions;
  readonly setup: string;
  readonly phase: GamePhase;
  readonly position: P;
  /** Number of the game's own events applied (moves and placement steps). */
  readonly plies: number;
  readonly drawOffer: Color | null;
  readonly outcome: Outcome | null;
}

/** Start parameters: setup name or position string, and the options asked for. */
export interface StartRequest {
  readonly setup?: string;
  readonly options?: Readonly<Record<string, string>>;
}

const GAME_LEVEL = new Set([
  'GameStarted',
  'DrawOffered',
  'DrawAccepted',
  'DrawDeclined',
  'DrawClaimed',
  'Resigned',
  'TimeForfeited',
  'Adjudicated',
  'GameEnded',
]);

/** True for the kernel's own event types, false for a game's move events. */
export function isGameLevelEvent(type: string): boolean {
  return GAME_LEVEL.has(type);
}

/** Decides the `GameStarted` event, refusing unknown options and broken setups. */
export function decideStart<P>(
  rules: GameRules<P, unknown>,
  request: StartRequest = {},
): Result<DomainEvent<'GameStarted'>> {
  const options = resolveOptions(rules.options, request.options);
  if (!options.ok) return options;
  const setup = request.setup ?? rules.defaultSetup;
  const started = rules.start(setup, options.value);
  if (!started.ok) return started;
  return ok({
    type: 'GameStarted',
    data: { game: rules.id, ruleSetVersion: rules.ruleSetVersion, options: options.value, setup },
  });
}

/** The state right after `GameStarted`. */
export function startState<P>(rules: GameRules<P, unknown>, started: DomainEvent): GameState<P> {
  const data = started.data as {
    game: string;
    ruleSetVersion: string;
    options: ResolvedOptions;
    setup: string;
  };
  const begun = rules.start(data.setup, data.options);
  if (!begun.ok) throw new Error(`GameStarted carries a setup the rules refuse: ${begun.error.message}`);
  const position = begun.value;
  return {
    game: data.game,
    ruleSetVersion: data.ruleSetVersion,
    options: data.options,
    setup: data.setup,
    phase: rules.placement?.active(position) ? 'setup' : 'play',
    position,
    plies: 0,
    drawOffer: null,
    outcome: null,
  };
}

/**
 * A move named by the event that recorded it, as an event log is checked: the game reads the
 * typed move from the event (`eventMove`) and decides it, so the move never becomes text; a game
 * without `eventMove` is asked for the event's notation instead. With `claim`, the move was played
 * with a draw claim (TR 9.2), judged on the position the move creates.
 */
export interface RecordedMove {
  readonly type: 'RecordedMove';
  readonly event: DomainEvent;
  readonly claim?: { readonly side: Color; readonly reason: DrawClaim['reason'] };
}

/** Every command the handler decides: a player's command, or a move named by its recorded event. */
export type HandledCommand = GameCommand | RecordedMove;

/** Where a move comes from: notation text (with choices), or the event that recorded it. */
type MoveSource =
  | { readonly text: string; readonly choices?: Readonly<Record<string, string>> }
  | { readonly recorded: DomainEvent };

/** Runs a game's reader on a recorded event; an event naming squares or pieces the position lacks reads as no move. */
function quietly<T>(read: () => T | null): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/**
 * True when the rules read a move (or placement step) in this recorded event in this position:
 * the game's own typed `eventMove` where it has one, else its `eventText`.
 */
export function recordsMove<P>(rules: GameRules<P, unknown>, position: P, event: DomainEvent): boolean {
  const read = rules.eventMove ?? rules.eventText;
  return quietly(() => read.call(rules, position, event)) != null;
}

/** A decided command before its state is built: the events, and the position after a move's own events when one was played. */
interface Decided<P> {
  readonly events: readonly DomainEvent[];
  readonly moved?: { readonly position: P; readonly count: number };
  readonly warnings: readonly Rejection[];
}

const only = <P>(events: readonly DomainEvent[]): Result<Decided<P>> => ok({ events, warnings: [] });

/** A move's text read once (with the player's choices) and the typed move decided: its events and the reading's warnings. */
function decideRead<P>(
  rules: GameRules<P, unknown>,
  position: P,
  text: string,
  choices: Readonly<Record<string, string>> | undefined,
  mode: ParseMode,
): Result<{ readonly events: readonly DomainEvent[]; readonly warnings: readonly Rejection[] }> {
  const parsed = rules.parseMove(position, text, mode, choices);
  if (!parsed.ok) return parsed;
  const decided = rules.decide(position, parsed.value.move);
  if (!decided.ok) return decided;
  return ok({ events: decided.value, warnings: parsed.value.warnings });
}

/**
 * Decides a move given as text: read by `parseMove` (choices written in it or given beside it),
 * then the typed move decided by `decide`. The one way a text becomes events, for the machine and
 * for anyone holding a text (specs, tests); the rules contract has no text-deciding method.
 */
export function decideText<P>(
  rules: GameRules<P, unknown>,
  position: P,
  text: string,
  choices?: Readonly<Record<string, string>>,
  mode: ParseMode = 'strict',
): Result<readonly DomainEvent[]> {
  const decided = decideRead(rules, position, text, choices, mode);
  return decided.ok ? ok(decided.value.events) : decided;
}

/**
 * Decides a move: the game's events, the position they lead to and any notation warnings.
 * A recorded move is read from its event as a typed move where the game can (`eventMove`), so it
 * is decided without notation; otherwise its text is read once (`parseMove`, choices included)
 * and the move it read is decided (`decideRead`).
 */
function decideMoveCommand<P>(
  rules: GameRules<P, unknown>,
  position: P,
  source: MoveSource,
  mode: ParseMode,
): Result<{ events: readonly DomainEvent[]; position: P; warnings: readonly Rejection[] }> {
  let decided: Result<{ readonly events: readonly DomainEvent[]; readonly warnings: readonly Rejection[] }>;
  if ('recorded' in source) {
    const e = source.recorded;
    const typed = rules.eventMove ? quietly(() => rules.eventMove!(position, e)) : null;
    if (typed != null) {
      const events = rules.decide(position, typed);
      decided = events.ok ? ok({ events: events.value, warnings: [] }) : events;
    } else {
      const written = quietly(() => rules.eventText(position, e));
      if (written === null) return refused(kernelMessages, 'ERR_EVENT_NOT_A_MOVE', { type: e.type });
      decided = decideRead(rules, position, written, undefined, mode);
    }
  } else decided = decideRead(rules, position, source.text, source.choices, mode);
  if (!decided.ok) return decided;
  let after = position;
  for (const e of decided.value.events) after = rules.evolve(after, e);
  return ok({ events: decided.value.events, position: after, warnings: decided.value.warnings });
}

function claimed(side: Color, reason: DrawClaim['reason'], rule: string): DomainEvent[] {
  return [
    { type: 'DrawClaimed', data: { side, reason, rule } },
    { type: 'GameEnded', data: { result: '1/2-1/2', reason, rule } },
  ];
}

/** Decides a move in play: its events, a `DrawDeclined` when it answers an open offer, and `GameEnded` when the position ends the game. */
function decidePlayedMove<P>(
  rules: GameRules<P, unknown>,
  state: GameState<P>,
  source: MoveSource,
  mode: ParseMode,
): Result<Decided<P>> {
  if (state.phase !== 'play') return refused(kernelMessages, 'ERR_SETUP_NOT_FINISHED');
  const decided = decideMoveCommand(rules, state.position, source, mode);
  if (!decided.ok) return decided;
  const { position, warnings } = decided.value;
  const events: DomainEvent[] = [...decided.value.events];
  const mover = rules.turn(state.position);
  if (state.drawOffer && state.drawOffer !== mover)
    events.push({ type: 'DrawDeclined', data: { side: mover } });
  const status = rules.status(position);
  if (status.outcome) events.push({ type: 'GameEnded', data: status.outcome });
  return ok({ events, moved: { position, count: decided.value.events.length }, warnings });
}

/**
 * Decides a draw claim (TR 9.2 style). Without an intended move it is judged on the position now;
 * with one, on the position that move creates, and the move is played.
 */
function decideClaim<P>(
  rules: GameRules<P, unknown>,
  state: GameState<P>,
  claim: { readonly side: Color; readonly reason: DrawClaim['reason'] },
  source: MoveSource | null,
  mode: ParseMode,
): Result<Decided<P>> {
  const a = rules.articles;
  if (state.phase !== 'play') return refused(kernelMessages, 'ERR_NOT_IN_PLAY');
  if (rules.turn(state.position) !== claim.side)
    return refused(kernelMessages, 'ERR_CLAIM_NOT_ON_MOVE', { side: claim.side }, a.claim);
  if (!source) {
    const found = rules.status(state.position).claims.find((c) => c.reason === claim.reason);
    if (!found) return refused(kernelMessages, 'ERR_DRAW_CLAIM_INVALID', { reason: claim.reason }, a.claim);
    return only(claimed(claim.side, claim.reason, found.rule));
  }
  const decided = decideMoveCommand(rules, state.position, source, mode);
  if (!decided.ok) return decided;
  const { position, warnings } = decided.value;
  const moved = { position, count: decided.value.events.length };
  const status = rules.status(position);
  if (status.outcome)
    return ok({
      events: [...decided.value.events, { type: 'GameEnded', data: status.outcome }],
      moved,
      warnings,
    });
  const found = status.claims.find((c) => c.reason === claim.reason);
  if (!found) return refused(kernelMessages, 'ERR_DRAW_CLAIM_INVALID', { reason: claim.reason }, a.claim);
  return ok({
    events: [...decided.value.events, ...claimed(claim.side, claim.reason, found.rule)],
    moved,
    warnings,
  });
}

/** Decides a placement step (the 960x960 setup phase). */
function decidePlacement<P>(
  rules: GameRules<P, unknown>,
  state: GameState<P>,
  step: string,
): Result<Decided<P>> {
  if (state.phase !== 'setup' || !rules.placement) return refused(kernelMessages, 'ERR_NOT_IN_SETUP');
  const steps = rules.placement.decide(state.position, step);
  if (!steps.ok) return steps;
  return only(steps.value);
}

function decideCommand<P>(
  rules: GameRules<P, unknown>,
  state: GameState<P>,
  command: HandledCommand,
  mode: ParseMode,
): Result<Decided<P>> {
  const a = rules.articles;
  if (state.phase === 'finished')
    return refused(
      kernelMessages,
      'ERR_GAME_FINISHED',
      { result: state.outcome?.result ?? '*', reason: state.outcome?.reason ?? '?' },
      a.finished,
    );
  switch (command.type) {
    case 'Place':
      return decidePlacement(rules, state, command.step);
    case 'Move':
      return decidePlayedMove(rules, state, { text: command.move, choices: command.choices }, mode);
    case 'RecordedMove': {
      const source = { recorded: command.event };
      if (state.phase === 'setup') {
        // A placement protocol reads steps as text (its contract); the step is the event's own.
        const step = quietly(() => rules.eventText(state.position, command.event));
        if (step === null)
          return refused(kernelMessages, 'ERR_EVENT_NOT_A_MOVE', { type: command.event.type });
        return decidePlacement(rules, state, step);
      }
      return command.claim
        ? decideClaim(rules, state, command.claim, source, mode)
        : decidePlayedMove(rules, state, source, mode);
    }
    case 'OfferDraw': {
      if (state.phase !== 'play') return refused(kernelMessages, 'ERR_NOT_IN_PLAY');
      if (state.drawOffer)
        return refused(kernelMessages, 'ERR_DRAW_ALREADY_OFFERED', { side: state.drawOffer }, a.agreement);
      return only([{ type: 'DrawOffered', data: { side: command.side } }]);
    }
    case 'AcceptDraw':
    case 'DeclineDraw': {
      if (!state.drawOffer || state.drawOffer === command.side)
        return refused(kernelMessages, 'ERR_NO_DRAW_OFFER', { side: command.side }, a.agreement);
      if (command.type === 'DeclineDraw')
        return only([{ type: 'DrawDeclined', data: { side: command.side } }]);
      return only([
        { type: 'DrawAccepted', data: { side: command.side } },
        { type: 'GameEnded', data: { result: '1/2-1/2', reason: 'agreement', rule: a.agreement } },
      ]);
    }
    case 'ClaimDraw':
      return decideClaim(rules, state, command, command.move ? { text: command.move } : null, mode);
    case 'Resign':
      return only([
        { type: 'Resigned', data: { side: command.side } },
        {
          type: 'GameEnded',
          data: {
            result: command.side === 'white' ? '0-1' : '1-0',
            reason: 'resignation',
            rule: a.resignation,
          },
        },
      ]);
    case 'FlagFall':
      return only([
        { type: 'TimeForfeited', data: { side: command.side } },
        {
          type: 'GameEnded',
          data: {
            result: command.side === 'white' ? '0-1' : '1-0',
            reason: 'time-forfeit',
            rule: a.timeForfeit,
          },
        },
      ]);
    case 'Adjudicate':
      return only([
        {
          type: 'Adjudicated',
          data: command.note ? { result: command.result, note: command.note } : { result: command.result },
        },
        { type: 'GameEnded', data: { result: command.result, reason: 'adjudication', rule: a.adjudication } },
      ]);
  }
}

/** What a handled command gives: its events, the state after them, and any notation warnings. */
export interface Handled<P> {
  readonly events: readonly DomainEvent[];
  readonly state: GameState<P>;
  readonly warnings: readonly Rejection[];
}

/**
 * The one command handler: decides a command and applies its events, reading the move once,
 * evolving the position once and asking the position's status once. The machine runs it; replay,
 * filing and the specs go through the machine or call it directly.
 */
export function handle<P>(
  rules: GameRules<P, unknown>,
  state: GameState<P>,
  command: HandledCommand,
  mode: ParseMode = 'strict',
): Result<Handled<P>> {
  const decided = decideCommand(rules, state, command, mode);
  if (!decided.ok) return decided;
  const { events, moved, warnings } = decided.value;
  let next = state;
  let i = 0;
  if (moved) {
    const phase = state.phase === 'setup' && !rules.placement?.active(moved.position) ? 'play' : state.phase;
    next = { ...state, position: moved.position, phase, plies: state.plies + moved.count };
    i = moved.count;
  }
  for (; i < events.length; i++) next = evolveGame(rules, next, events[i]);
  return ok({ events, state: next, warnings });
}

/** Decides a command: the events it causes, or why it is refused (`handle` without the state). */
export function decideGame<P>(
  rules: GameRules<P, unknown>,
  state: GameState<P>,
  command: GameCommand,
  mode: ParseMode = 'strict',
): Result<readonly DomainEvent[]> {
  const handled = handle(rules, state, command, mode);
  return handled.ok ? ok(handled.value.events) : handled;
}

/** Applies one event. Total: an event that was decided is never questioned. */
export function evolveGame<P>(
  rules: GameRules<P, unknown>,
  state: GameState<P>,
  event: DomainEvent,
): GameState<P> {
  switch (event.type) {
    case 'GameStarted':
      return startState(rules, event);
    case 'DrawOffered':
      return { ...state, drawOffer: (event.data as { side: Color }).side };
    case 'DrawAccepted':
    case 'DrawDeclined':
      return { ...state, drawOffer: null };
    case 'DrawClaimed':
    case 'Resigned':
    case 'TimeForfeited':
    case 'Adjudicated':
      return state;
    case 'GameEnded':
      return { ...state, phase: 'finished', drawOffer: null, outcome: event.data as Outcome };
    default: {
      const position = rules.evolve(state.position, event);
      const phase = state.phase === 'setup' && !rules.placement?.active(position) ? 'play' : state.phase;
      return { ...state, position, phase, plies: state.plies + 1 };
    }
  }
}

/** Folds a whole event list (the first must be `GameStarted`). */
export function foldGame<P>(rules: GameRules<P, unknown>, events: readonly DomainEvent[]): GameState<P> {
  if (events.length === 0 || events[0].type !== 'GameStarted')
    throw new Error('A game log begins with GameStarted.');
  let state = startState(rules, events[0]);
  for (const e of events.slice(1)) state = evolveGame(rules, state, e);
  return state;
}

/** The side that acts next, or null when the game is over. */
export function sideToAct<P>(rules: GameRules<P, unknown>, state: GameState<P>): Color | null {
  if (state.phase === 'finished') return null;
  if (state.phase === 'setup' && rules.placement) return rules.placement.turn(state.position);
  return rules.turn(state.position);
}

/** Resolved outcome for display: the game's result, or '*' while it runs. */
export function resultOf(state: GameState<unknown>): string {
  return state.outcome?.result ?? '*';
}

export { opposite };
export type { Rejection };
