import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  createGameMachine,
  foldGame,
  isEnvelope,
  type MachineCommand,
  type MachineEmitted,
} from '@arbiter/kernel';
import { triDChess } from './index';

/** The kernel's game machine over the Tri-D rules with the variants: 960x960 runs its setup phase. */
describe('960x960 in the game machine', () => {
  it('starts in the setup phase, takes placement steps in turn, then plays', () => {
    const actor = createActor(createGameMachine(triDChess), {
      input: { gameId: 'g960', clock: () => '2026-01-01T00:00:00.000Z' },
    });
    const emitted: MachineEmitted[] = [];
    actor.on('*', (e) => emitted.push(e as MachineEmitted));
    actor.start();
    const send = (c: MachineCommand) => actor.send(c);
    send({ type: 'Start', setup: '960x960' });
    expect(actor.getSnapshot().hasTag('setup')).toBe(true);
    send({ type: 'Move', move: 'b2W-b4N' });
    expect(emitted.at(-1)?.type).toBe('CommandRejected');
    for (const step of ['B@b1W', 'B@b8B', 'B@c8B', 'B@c1W', 'N@a1W', 'N@a8B', 'N@d8B', 'N@d1W', 'Q@a0QL1'])
      send({ type: 'Place', step });
    expect(actor.getSnapshot().hasTag('setup')).toBe(true);
    send({ type: 'Place', step: 'Q@a9QL6' });
    expect(actor.getSnapshot().value).toBe('play');
    send({ type: 'Move', move: 'b2W-b4N' });
    const log = emitted.filter(isEnvelope);
    expect(log.filter((e) => e.type === 'PiecesPlaced')).toHaveLength(10);
    const state = foldGame(triDChess, log);
    expect(state.phase).toBe('play');
    expect(triDChess.turn(state.position)).toBe('black');
  });
});
