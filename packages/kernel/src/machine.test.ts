import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { EventEnvelope } from './events';
import { foldGame } from './game';
import { createGameMachine, isEnvelope, type MachineCommand, type MachineEmitted } from './machine';
import { takeAway } from './testing/take-away';

const machine = createGameMachine(takeAway);
const fixedClock = () => '2026-01-01T00:00:00.000Z';

function harness(log?: readonly EventEnvelope[]) {
  const actor = createActor(machine, { input: { gameId: 'g1', clock: fixedClock, ...(log ? { log } : {}) } });
  const emitted: MachineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as MachineEmitted));
  actor.start();
  const send = (c: MachineCommand) => {
    const before = emitted.length;
    actor.send(c);
    return emitted.slice(before);
  };
  return { actor, emitted, send };
}

describe('game machine', () => {
  it('starts in created, emits GameStarted with metadata, and moves to play', () => {
    const h = harness();
    expect(h.actor.getSnapshot().hasTag('created')).toBe(true);
    const out = h.send({ type: 'Start', options: { 'max-take': '2' }, actor: 'arbiter', commandId: 'c1' });
    expect(out).toEqual([
      {
        type: 'GameStarted',
        data: { game: 'take-away', ruleSetVersion: '1', options: { 'max-take': '2' }, setup: 'standard' },
        metadata: {
          gameId: 'g1',
          sequence: 0,
          time: '2026-01-01T00:00:00.000Z',
          actor: 'arbiter',
          commandId: 'c1',
          schemaVersion: 1,
        },
      },
    ]);
    expect(h.actor.getSnapshot().value).toBe('play');
  });

  it('takes the time from the command when it carries one', () => {
    const h = harness();
    const [e] = h.send({ type: 'Start', at: '2026-05-05T10:00:00.000Z' });
    expect((e as EventEnvelope).metadata.time).toBe('2026-05-05T10:00:00.000Z');
  });

  it('reports a refused move and changes nothing', () => {
    const h = harness();
    h.send({ type: 'Start' });
    const before = h.actor.getSnapshot().context;
    const out = h.send({ type: 'Move', move: 'take7' });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      type: 'CommandRejected',
      rejection: { code: 'ERR_TAKE_TOO_MANY', rule: 'TAKE 1' },
    });
    expect(h.actor.getSnapshot().context).toBe(before);
  });

  it('refuses a malformed command through zod, and commands before Start', () => {
    const h = harness();
    expect(h.send({ type: 'Move', move: 'take1' })[0]).toMatchObject({
      type: 'CommandRejected',
      rejection: { code: 'ERR_GAME_NOT_STARTED' },
    });
    h.send({ type: 'Start' });
    expect(h.send({ type: 'Move', move: '' } as MachineCommand)[0]).toMatchObject({
      type: 'CommandRejected',
      rejection: { code: 'ERR_COMMAND_INVALID' },
    });
    expect(h.send({ type: 'Resign', side: 'green' } as unknown as MachineCommand)[0]).toMatchObject({
      rejection: { code: 'ERR_COMMAND_INVALID' },
    });
    expect(h.send({ type: 'Start' })[0]).toMatchObject({ rejection: { code: 'ERR_GAME_ALREADY_STARTED' } });
    expect(h.send({ type: 'Start', options: { bogus: 'x' } })[0]).toMatchObject({
      rejection: { code: 'ERR_GAME_ALREADY_STARTED' },
    });
  });

  it('rejects a start with an unknown option and stays in created', () => {
    const h = harness();
    expect(h.send({ type: 'Start', options: { bogus: 'x' } })[0]).toMatchObject({
      rejection: { code: 'ERR_UNKNOWN_OPTION' },
    });
    expect(h.actor.getSnapshot().value).toBe('created');
  });

  it('goes through the setup phase of a placement protocol', () => {
    const h = harness();
    h.send({ type: 'Start', setup: 'chosen' });
    expect(h.actor.getSnapshot().value).toBe('setup');
    h.send({ type: 'Place', step: 'pile=5' });
    expect(h.actor.getSnapshot().value).toBe('play');
  });

  it('ends in a finished state tagged with the result; the reason is in the context', () => {
    const h = harness();
    h.send({ type: 'Start', setup: 'pile:2:white' });
    h.send({ type: 'Move', move: 'take2' });
    const snap = h.actor.getSnapshot();
    expect(snap.value).toEqual({ finished: 'whiteWon' });
    expect(snap.hasTag('finished') && snap.hasTag('1-0')).toBe(true);
    expect(snap.context.state?.outcome?.reason).toBe('checkmate');
    expect(h.send({ type: 'Move', move: 'pass' })[0]).toMatchObject({
      rejection: { code: 'ERR_GAME_FINISHED' },
    });
  });

  it('restores from a log to the same phase and state', () => {
    const h = harness();
    h.send({ type: 'Start' });
    h.send({ type: 'Move', move: 'take3' });
    h.send({ type: 'Resign', side: 'black' });
    const restored = harness(h.actor.getSnapshot().context.log);
    expect(restored.actor.getSnapshot().value).toEqual({ finished: 'whiteWon' });
    expect(restored.actor.getSnapshot().context.state).toEqual(h.actor.getSnapshot().context.state);
  });

  it('property: folding the emitted events gives the machine state, whatever is sent', () => {
    const command = fc.oneof(
      fc
        .constantFrom('take1', 'take2', 'take3', 'take4', 'pass', 'bogus')
        .map((move) => ({ type: 'Move', move }) as MachineCommand),
      fc.constantFrom('white', 'black').map((side) => ({ type: 'OfferDraw', side }) as MachineCommand),
      fc.constantFrom('white', 'black').map((side) => ({ type: 'DeclineDraw', side }) as MachineCommand),
      fc.constantFrom('white', 'black').map((side) => ({ type: 'AcceptDraw', side }) as MachineCommand),
      fc
        .constantFrom('white', 'black')
        .map((side) => ({ type: 'ClaimDraw', side, reason: 'threefold-repetition' }) as MachineCommand),
      fc.constantFrom('white', 'black').map((side) => ({ type: 'Resign', side }) as MachineCommand),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('standard', 'pile:7:black'),
        fc.array(command, { maxLength: 40 }),
        (setup, commands) => {
          const h = harness();
          h.send({ type: 'Start', setup });
          for (const c of commands) h.send(c);
          const stored = h.emitted.filter(isEnvelope);
          const ctx = h.actor.getSnapshot().context;
          expect(stored).toEqual(ctx.log);
          expect(stored.map((e) => e.metadata.sequence)).toEqual(stored.map((_, i) => i));
          expect(foldGame(takeAway, stored)).toEqual(ctx.state);
        },
      ),
      { numRuns: 200 },
    );
  });
});
