import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  EVENT_SCHEMA_VERSION,
  foldGame,
  makeEventLog,
  type DomainEvent,
  type GameState,
} from '@arbiter/kernel';
import { games, readGame } from './index';

const example = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../examples/${name}`, import.meta.url)), 'utf8');

describe('readGame', () => {
  it('replays the sample game leniently, with its notation warnings', () => {
    const read = readGame(example('meder-sample-game.pgn'), 'lenient');
    if (!read.ok || !read.value.ok) throw new Error(JSON.stringify(read));
    expect(read.value.rules.id).toBe('tri-d-chess');
    expect(read.value.warnings.length).toBeGreaterThan(0);
    expect(read.value.events[0]?.type).toBe('GameStarted');
  });

  it('reports the first illegal move strictly, as a finding and not a failure', () => {
    const read = readGame(example('meder-sample-game.pgn'), 'strict');
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.ok).toBe(false);
    if (read.value.ok) return;
    expect(read.value.ply).toBeGreaterThan(0);
    expect(read.value.rejection.rule).toMatch(/^TR /);
  });

  it('reads the event log it would write back to the same events', () => {
    const read = readGame(example('tri-d-long-game.pgn'));
    if (!read.ok || !read.value.ok) throw new Error(JSON.stringify(read));
    const log = makeEventLog(
      read.value.events.map((e, sequence) => ({
        ...e,
        metadata: {
          gameId: 'g',
          sequence,
          time: '2026-01-01T00:00:00.000Z',
          schemaVersion: EVENT_SCHEMA_VERSION,
        },
      })),
    );
    const again = readGame(log);
    if (!again.ok || !again.value.ok) throw new Error(JSON.stringify(again));
    expect(again.value.events).toEqual(read.value.events);
    expect(again.value.events.length).toBe(201);
    // The state is the one the game machine reached: the fold of the events gives the same game.
    const { rules, state } = again.value;
    const comparable = (s: GameState<unknown>) => ({ ...s, position: rules.makePosition(s.position) });
    expect(comparable(state)).toEqual(comparable(foldGame(rules, again.value.events)));
    expect(rules.makePosition(state.position)).toBe(rules.makePosition(read.value.state.position));
  });

  it('checks a Drakoburg event log as typed moves, and refuses a forged one at its event', () => {
    const rules = games.get('drakoburg');
    if (!rules.ok) throw new Error(rules.error.message);
    const read = readGame(example('drakoburg-short-game.pgn'));
    if (!read.ok || !read.value.ok) throw new Error(JSON.stringify(read));
    const envelopes = (events: readonly DomainEvent[]) =>
      makeEventLog(
        events.map((e, sequence) => ({
          ...e,
          metadata: {
            gameId: 'g',
            sequence,
            time: '2026-01-01T00:00:00.000Z',
            schemaVersion: EVENT_SCHEMA_VERSION,
          },
        })),
      );
    const again = readGame(envelopes(read.value.events));
    if (!again.ok || !again.value.ok) throw new Error(JSON.stringify(again));
    expect(again.value.events).toEqual(read.value.events);
    // The SEQUIX move's lancer field travels inside the typed move read from its event.
    expect(again.value.events.some((e) => (e.data as { pawn?: string }).pawn === 'a2')).toBe(true);
    const forged = structuredClone(read.value.events) as { type: string; data: Record<string, unknown> }[];
    forged[2]!.data['to'] = 'b4';
    const lie = readGame(envelopes(forged));
    if (!lie.ok) throw new Error(lie.error.message);
    expect(lie.value.ok).toBe(false);
    if (!lie.value.ok) expect(lie.value.item).toBe('event 2 (PieceMoved)');
  });

  it('fails a malformed text or an unknown game with a code, changing nothing', () => {
    const broken = readGame('{"type": 1}\n');
    expect(broken.ok).toBe(false);
    const unknown = readGame('[Game "go"]\n\n1. d4 *\n');
    expect(unknown.ok ? null : unknown.error.code).toBe('ERR_UNKNOWN_GAME');
  });
});
