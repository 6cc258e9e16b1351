/**
 * A game session: the xstate game machine as every shell drives it. An actor is fed one command
 * at a time; what it emits for that command comes back as the command's answer (its event
 * envelopes and notation warnings, or the rejection), so a move takes one path, the machine's,
 * whether it comes from a click, a line of a record, a `--moves` flag or an event log being checked.
 * Trade-off: xstate runs a sent event to completion synchronously when the actor is not inside
 * another transition, so `send` can collect the emitted items right after `actor.send` and return
 * them as a `Result`, and the shells stay synchronous.
 */
import { createActor } from 'xstate';
import type { EventEnvelope, GameCommand } from './events';
import type { GameState, RecordedMove } from './game';
import {
  createGameMachine,
  isEnvelope,
  type CommandRejected,
  type GameMachineInput,
  type MachineCommand,
  type MachineEmitted,
  type NotationWarning,
} from './machine';
import { err, ok, type Rejection, type Result } from './result';
import type { GameRules } from './rules';

/** What the machine emitted for one accepted command. */
export interface Sent {
  /** The events the command caused, as envelopes to append to the game's stream. */
  readonly events: readonly EventEnvelope[];
  /** Warnings of lenient reading (the move was played). */
  readonly warnings: readonly Rejection[];
}

/** What the machine emitted for a batch of commands (`sendAll`). */
export interface SentAll {
  /** The events of the commands played, in order, as envelopes to append to the game's stream. */
  readonly events: readonly EventEnvelope[];
  /** Warnings of lenient reading, each with the place in the batch of the command it belongs to. */
  readonly warnings: readonly { readonly index: number; readonly warning: Rejection }[];
  /** The first refused command's place in the batch and why; it and the commands after it were not played. */
  readonly refused?: { readonly index: number; readonly rejection: Rejection };
}

/** A running game: commands in, emitted events out. */
export interface GameSession<P> {
  readonly rules: GameRules<P, unknown>;
  /** Sends one command; an accepted one answers with what it emitted, a refused one with why (nothing changed). */
  send(command: MachineCommand): Result<Sent>;
  /**
   * Sends several commands as one batch (one step of the machine): played in order as if each
   * were sent alone, up to the first refused one.
   */
  sendAll(commands: readonly (GameCommand | RecordedMove)[]): SentAll;
  /** The game's state as the machine holds it (null before `Start`). */
  state(): GameState<P> | null;
  /** Every event the game has, as envelopes (the input log and what was emitted since). */
  log(): readonly EventEnvelope[];
  /** The machine's state value tags: `created`, `setup`, `play`, `finished` and the result. */
  hasTag(tag: string): boolean;
  /** Stops the actor. */
  stop(): void;
}

type GameMachine<P> = ReturnType<typeof createGameMachine<P>>;
const machines = new WeakMap<object, unknown>();

/** The game machine of these rules, made once per rules object. */
function machineOf<P>(rules: GameRules<P, unknown>): GameMachine<P> {
  let machine = machines.get(rules) as GameMachine<P> | undefined;
  if (!machine) {
    machine = createGameMachine(rules);
    machines.set(rules, machine);
  }
  return machine;
}

/** Opens a session on a new game (no log) or on a game rebuilt from its log. */
export function openSession<P>(rules: GameRules<P, unknown>, input: GameMachineInput): GameSession<P> {
  const actor = createActor(machineOf(rules), { input });
  let emitted: MachineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as MachineEmitted));
  actor.start();
  const context = () => actor.getSnapshot().context;
  return {
    rules,
    send(command) {
      emitted = [];
      actor.send(command);
      const out = emitted;
      emitted = [];
      const events: EventEnvelope[] = [];
      const warnings: Rejection[] = [];
      for (const e of out) {
        if (isEnvelope(e)) events.push(e);
        else if (e.type === 'CommandRejected') return err((e as CommandRejected).rejection);
        else warnings.push((e as NotationWarning).warning);
      }
      return ok({ events, warnings });
    },
    sendAll(commands) {
      emitted = [];
      actor.send({ type: 'Commands', commands });
      const out = emitted;
      emitted = [];
      const events: EventEnvelope[] = [];
      const warnings: { index: number; warning: Rejection }[] = [];
      for (const e of out) {
        if (isEnvelope(e)) events.push(e);
        else if (e.type === 'CommandRejected')
          return { events, warnings, refused: { index: e.index ?? 0, rejection: e.rejection } };
        else warnings.push({ index: e.index ?? 0, warning: e.warning });
      }
      return { events, warnings };
    },
    state: () => context().state as GameState<P> | null,
    log: () => context().log,
    hasTag: (tag) => actor.getSnapshot().hasTag(tag),
    stop: () => actor.stop(),
  };
}
