import { describe, expect, it } from 'vitest';
import { decideText, decideStart, type GameRules } from '@arbiter/kernel';
import { triDChess } from '@arbiter/tri-d-chess';
import { positionsOf } from './stored-game';

const rules = triDChess as unknown as GameRules<unknown, unknown>;

/** A short game as the server's store returns it: game events named `tri-d-chess:<Event>`. */
function storedGame(moves: readonly string[]) {
  const started = decideStart(rules);
  if (!started.ok) throw new Error(started.error.message);
  const rows: { type: string; data: unknown }[] = [started.value];
  const start = rules.start(rules.defaultSetup, (started.value.data as { options: never }).options);
  if (!start.ok) throw new Error(start.error.message);
  let position = start.value;
  for (const m of moves) {
    const events = decideText(rules, position, m, undefined, 'strict');
    if (!events.ok) throw new Error(events.error.message);
    for (const e of events.value) {
      position = rules.evolve(position, e);
      rows.push({ type: `tri-d-chess:${e.type}`, data: e.data });
    }
  }
  return { rows, last: position };
}

describe('positionsOf', () => {
  it('replays stored rows (game events prefixed by the game id) to one position per ply', () => {
    const { rows, last } = storedGame(['b4W', 'd5N', 'c4W']);
    const positions = positionsOf(rules, rows);
    expect(positions).toHaveLength(4);
    expect(triDChess.makePosition(positions[3] as never)).toBe(triDChess.makePosition(last as never));
    expect(triDChess.makePosition(positions[0] as never)).not.toBe(
      triDChess.makePosition(positions[1] as never),
    );
  });

  it('gives nothing for a log that does not begin with GameStarted', () => {
    expect(positionsOf(rules, [{ type: 'tri-d-chess:PieceMoved', data: {} }])).toEqual([]);
  });
});
