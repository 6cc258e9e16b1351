/**
 * The xstate game machine: a thin shell over the game decider.
 * Phases are states (`created`, `setup`, `play`, `finished.*`); every command is
 * validated (zod's schema, or the same check by hand for a plain move) and decided by the pure
 * rules (`handle`), alone or in a batch (`Commands`, one machine step for many moves); accepted events are folded
 * with `evolveGame` and go out through `emit` as envelopes; a refused command
 * changes nothing and is reported by an emitted `CommandRejected`.
 */
import { setup, enqueueActions } from 'xstate';
import { z } from 'zod';
import {
  EVENT_SCHEMA_VERSION,
  gameCommandSchema,
  type DomainEvent,
  type EventEnvelope,
  type GameCommand,
} from './events';
import { decideStart, foldGame, handle, startState, type GameState, type RecordedMove } from './game';
import { kernelMessages } from './messages';
import { refuse } from './refuse';
import type { Rejection } from './result';
import type { GameRules, ParseMode } from './rules';

/** The command that starts a game (setup name or position string, and options). */
export const startCommandSchema = z.object({
  type: z.literal('Start'),
  setup: z.string().min(1).max(2000).optional(),
  options: z.record(z.string(), z.string()).optional(),
  actor: z.string().max(200).optional(),
  commandId: z.string().max(200).optional(),
  at: z.string().datetime().optional(),
});
export type StartCommand = z.infer<typeof startCommandSchema>;

/**
 * Every command the machine accepts: a start, a player's command (validated with zod), or a move
 * named by its recorded event (an event log being checked; its events were read through the
 * game's schemas already).
 */
export type MachineCommand = StartCommand | GameCommand | RecordedMove | CommandBatch;

/**
 * Several commands in one step of the machine: played one after another as if each were sent
 * alone, stopping at the first refused one (which, like every refused command, changes nothing;
 * those before it stay played). A shell replaying a record sends its moves this way, so the
 * machine's own cost is paid once per batch, not once per move.
 */
export interface CommandBatch {
  readonly type: 'Commands';
  readonly commands: readonly (GameCommand | RecordedMove)[];
}

/** Emitted when a command is refused; nothing changed. */
export interface CommandRejected {
  readonly type: 'CommandRejected';
  readonly rejection: Rejection;
  readonly command: unknown;
  /** In a batch, the refused command's place in it (0-based). */
  readonly index?: number;
}

/** Emitted when a move was read leniently (Tri-D ruling 14): the warning; the move was played. */
export interface NotationWarning {
  readonly type: 'NotationWarning';
  readonly warning: Rejection;
  readonly command: unknown;
  /** In a batch, the place of the command it belongs to (0-based). */
  readonly index?: number;
}

/** What the machine emits: stored events as envelopes, rejections and notation warnings. */
export type MachineEmitted = EventEnvelope | CommandRejected | NotationWarning;

/** True for what the machine emits to be stored (an event envelope), false for rejections and warnings. */
export function isEnvelope(e: MachineEmitted): e is EventEnvelope {
  return e.type !== 'CommandRejected' && e.type !== 'NotationWarning';
}

/** Machine context: the game id, the folded state (null before Start), and the log. */
export interface GameMachineContext<P> {
  readonly gameId: string;
  readonly state: GameState<P> | null;
  readonly log: readonly EventEnvelope[];
  readonly mode: ParseMode;
  /** Time for metadata when a command carries no `at`. */
  readonly clock: () => string;
}

/** Machine input: a game id, and either nothing (a new game) or a log to rebuild from. */
export interface GameMachineInput {
  readonly gameId: string;
  readonly log?: readonly EventEnvelope[];
  /** Notation reading mode for moves (Tri-D ruling 14); strict by default. */
  readonly mode?: ParseMode;
  /** Clock for metadata when a command carries no `at`; injected so tests are deterministic. */
  readonly clock?: () => string;
}

function invalid(detail: string, command: unknown): CommandRejected {
  return {
    type: 'CommandRejected',
    command,
    rejection: refuse(kernelMessages, 'ERR_COMMAND_INVALID', { detail }),
  };
}

/**
 * A command checked as zod would check it: the common shapes a shell builds itself (a move or a
 * placement named by its text, nothing else) are checked by hand, which gives the same answer
 * without zod's cost on every move of a replay; any other command goes through the schema.
 */
function checkCommand(event: GameCommand): ReturnType<typeof gameCommandSchema.safeParse> {
  if (event.type === 'Move' || event.type === 'Place') {
    const text = event.type === 'Move' ? event.move : event.step;
    if (Object.keys(event).length === 2 && typeof text === 'string' && text.length >= 1 && text.length <= 200)
      return { success: true, data: event };
  }
  return gameCommandSchema.safeParse(event);
}

function describeZodError(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; ');
}

/** Creates the xstate machine for a game's rules. */
export function createGameMachine<P>(rules: GameRules<P, unknown>) {
  const envelopes = (
    gameId: string,
    sequence: number,
    events: readonly DomainEvent[],
    command: { actor?: string; commandId?: string; at?: string },
    time: string,
  ): EventEnvelope[] =>
    events.map((e, i) => ({
      type: e.type,
      data: e.data,
      metadata: {
        gameId,
        sequence: sequence + i,
        time: command.at ?? time,
        ...(command.actor ? { actor: command.actor } : {}),
        ...(command.commandId ? { commandId: command.commandId } : {}),
        schemaVersion: EVENT_SCHEMA_VERSION,
      },
    }));

  const notStarted = (command: unknown): CommandRejected => ({
    type: 'CommandRejected',
    command,
    rejection: refuse(kernelMessages, 'ERR_GAME_NOT_STARTED'),
  });

  /** Decides one command on `state` (its events numbered from `sequence`): what it emits, or its rejection. */
  const play = (
    context: GameMachineContext<P>,
    state: GameState<P>,
    sequence: number,
    event: GameCommand | RecordedMove,
  ):
    | { readonly rejected: CommandRejected }
    | { state: GameState<P>; envelopes: EventEnvelope[]; warnings: NotationWarning[] } => {
    let command: GameCommand | RecordedMove;
    if (event.type === 'RecordedMove') command = event;
    else {
      const parsed = checkCommand(event);
      if (!parsed.success) return { rejected: invalid(describeZodError(parsed.error), event) };
      command = parsed.data;
    }
    const handled = handle(rules, state, command, context.mode);
    if (!handled.ok)
      return { rejected: { type: 'CommandRejected', command: event, rejection: handled.error } };
    return {
      state: handled.value.state,
      envelopes: envelopes(
        context.gameId,
        sequence,
        handled.value.events,
        command.type === 'RecordedMove' ? {} : command,
        context.clock(),
      ),
      warnings: handled.value.warnings.map((w) => ({ type: 'NotationWarning', command: event, warning: w })),
    };
  };

  return setup({
    types: {
      context: {} as GameMachineContext<P>,
      input: {} as GameMachineInput,
      events: {} as MachineCommand,
      emitted: {} as MachineEmitted,
    },
    guards: {
      inSetup: ({ context }) => context.state?.phase === 'setup',
      inPlay: ({ context }) => context.state?.phase === 'play',
      whiteWon: ({ context }) => context.state?.outcome?.result === '1-0',
      blackWon: ({ context }) => context.state?.outcome?.result === '0-1',
      drawn: ({ context }) => context.state?.outcome?.result === '1/2-1/2',
    },
    actions: {
      start: enqueueActions(({ context, event, enqueue }) => {
        if (context.state) {
          enqueue.emit({
            type: 'CommandRejected',
            command: event,
            rejection: refuse(kernelMessages, 'ERR_GAME_ALREADY_STARTED'),
          });
          return;
        }
        const parsed = startCommandSchema.safeParse(event);
        if (!parsed.success) {
          enqueue.emit(invalid(describeZodError(parsed.error), event));
          return;
        }
        const decided = decideStart(rules, { setup: parsed.data.setup, options: parsed.data.options });
        if (!decided.ok) {
          enqueue.emit({ type: 'CommandRejected', command: event, rejection: decided.error });
          return;
        }
        const [env] = envelopes(context.gameId, 0, [decided.value], parsed.data, context.clock());
        enqueue.assign({ state: startState(rules, decided.value), log: [env] });
        enqueue.emit(env);
      }),
      apply: enqueueActions(({ context, event, enqueue }) => {
        const state = context.state;
        if (!state) {
          enqueue.emit(notStarted(event));
          return;
        }
        const played = play(context, state, context.log.length, event as GameCommand | RecordedMove);
        if ('rejected' in played) {
          enqueue.emit(played.rejected);
          return;
        }
        enqueue.assign({ state: played.state, log: [...context.log, ...played.envelopes] });
        for (const w of played.warnings) enqueue.emit(w);
        for (const env of played.envelopes) enqueue.emit(env);
      }),
      applyAll: enqueueActions(({ context, event, enqueue }) => {
        const batch = event as CommandBatch;
        if (!context.state) {
          enqueue.emit({ ...notStarted(batch.commands?.[0] ?? batch), index: 0 });
          return;
        }
        if (!Array.isArray(batch.commands)) {
          enqueue.emit(invalid('commands: expected an array of commands', batch));
          return;
        }
        // One command after another, as if each were sent alone, in one step of the machine: the
        // state and the log are assigned once, after the last command played.
        let state = context.state;
        const log = context.log.slice();
        const out: MachineEmitted[] = [];
        let refused: CommandRejected | null = null;
        for (let index = 0; index < batch.commands.length; index++) {
          const played = play(context, state, log.length, batch.commands[index]);
          if ('rejected' in played) {
            refused = { ...played.rejected, index };
            break;
          }
          state = played.state;
          for (const w of played.warnings) out.push({ ...w, index });
          for (const env of played.envelopes) {
            log.push(env);
            out.push(env);
          }
        }
        if (log.length > context.log.length || state !== context.state) enqueue.assign({ state, log });
        for (const e of out) enqueue.emit(e);
        if (refused) enqueue.emit(refused);
      }),
    },
  }).createMachine({
    id: `game:${rules.id}`,
    context: ({ input }) => {
      const log = input.log ?? [];
      const clock = input.clock ?? (() => new Date().toISOString());
      return {
        gameId: input.gameId,
        state: log.length ? foldGame(rules, log) : null,
        log,
        mode: input.mode ?? 'strict',
        clock,
      };
    },
    initial: 'created',
    states: {
      created: {
        tags: ['created'],
        always: [
          { guard: 'inSetup', target: 'setup' },
          { guard: 'inPlay', target: 'play' },
          { guard: 'whiteWon', target: 'finished.whiteWon' },
          { guard: 'blackWon', target: 'finished.blackWon' },
          { guard: 'drawn', target: 'finished.drawn' },
        ],
        on: { Start: { actions: 'start' }, Commands: { actions: 'applyAll' }, '*': { actions: 'apply' } },
      },
      setup: {
        tags: ['setup'],
        always: [
          { guard: 'inPlay', target: 'play' },
          { guard: 'whiteWon', target: 'finished.whiteWon' },
          { guard: 'blackWon', target: 'finished.blackWon' },
          { guard: 'drawn', target: 'finished.drawn' },
        ],
        on: { Start: { actions: 'start' }, Commands: { actions: 'applyAll' }, '*': { actions: 'apply' } },
      },
      play: {
        tags: ['play'],
        always: [
          { guard: 'whiteWon', target: 'finished.whiteWon' },
          { guard: 'blackWon', target: 'finished.blackWon' },
          { guard: 'drawn', target: 'finished.drawn' },
        ],
        on: { Start: { actions: 'start' }, Commands: { actions: 'applyAll' }, '*': { actions: 'apply' } },
      },
      finished: {
        tags: ['finished'],
        initial: 'drawn',
        on: { Start: { actions: 'start' }, Commands: { actions: 'applyAll' }, '*': { actions: 'apply' } },
        states: {
          whiteWon: { tags: ['1-0'] },
          blackWon: { tags: ['0-1'] },
          drawn: { tags: ['1/2-1/2'] },
        },
      },
    },
  });
}
