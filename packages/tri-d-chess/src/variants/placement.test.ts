import { describe, expect, it } from 'vitest';
import { rowDefect } from './chess960';
import { randomSource, uniformBelow } from './random';
import {
  applyPlaced,
  decidePlacement,
  emptyPlacement,
  parsePlacementStep,
  placementActive,
  placementOptions,
  placementTurn,
  rolesDue,
  type PlacementState,
} from './placement';
import { countReachable, reachableRows } from './placement-count';

function step(s: PlacementState, text: string): PlacementState {
  const parsed = parsePlacementStep(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const placed = decidePlacement(s, parsed.value);
  if (!placed.ok) throw new Error(`${text}: ${placed.error.code} ${placed.error.message}`);
  return applyPlaced(s, placed.value);
}

function randomPlay(seed: number, steps: number, mirror = false): PlacementState {
  const next = randomSource(seed);
  let s = emptyPlacement(mirror);
  for (let i = 0; i < steps && placementActive(s); i++) {
    const options = placementOptions(s);
    s = step(s, options[uniformBelow(next, options.length)]);
  }
  return s;
}

describe('960x960 placement protocol (V.P6.2)', () => {
  it('runs in the page order: W one bishop, B two bishops, W bishop and knight, B two knights, W queen, B queen', () => {
    const order: string[] = [];
    let s = emptyPlacement(false);
    const script = [
      'B@b1W',
      'B@b8B',
      'B@c8B',
      'B@c1W',
      'N@a1W',
      'N@a8B',
      'N@d8B',
      'N@d1W',
      'Q@a0QL1',
      'Q@a9QL6',
    ];
    for (const text of script) {
      order.push(`${placementTurn(s)}:${rolesDue(s).join('/')}`);
      s = step(s, text);
    }
    expect(order).toEqual([
      'white:bishop',
      'black:bishop',
      'black:bishop',
      'white:bishop/knight',
      'white:knight',
      'black:knight',
      'black:knight',
      'white:knight/queen',
      'white:queen',
      'black:queen',
    ]);
    expect(placementActive(s)).toBe(false);
    expect(s.white).toEqual(['rook', 'queen', 'knight', 'bishop', 'bishop', 'knight', 'king', 'rook']);
    expect(s.black).toEqual(s.white);
  });

  it('the piece that leaves three slots free fixes rook, king, rook from left to right', () => {
    let s = emptyPlacement(false);
    for (const t of ['B@z0QL1', 'B@a9QL6', 'B@b9QL6'.replace('b9QL6', 'a8B'), 'B@a0QL1', 'N@e0KL1'])
      s = step(s, t);
    expect(s.white.filter((r) => r === 'rook')).toHaveLength(0);
    for (const t of ['N@z9QL6', 'N@e9KL6', 'Q@d0KL1', 'N@d1W']) s = step(s, t);
    expect(s.white).toEqual(['bishop', 'bishop', 'rook', 'king', 'rook', 'knight', 'queen', 'knight']);
  });

  it('refuses a step out of turn, off the first row, on an occupied square or a second bishop of the same colour', () => {
    const s0 = emptyPlacement(false);
    const code = (s: PlacementState, text: string) => {
      const p = parsePlacementStep(text);
      if (!p.ok) return p.error.code;
      const d = decidePlacement(s, p.value);
      return d.ok ? 'ok' : `${d.error.code} ${d.error.rule}`;
    };
    expect(code(s0, 'N@a1W')).toBe('ERR_PLACEMENT_ROLE V.P6.2');
    expect(code(s0, 'B@a8B')).toBe('ERR_PLACEMENT_SQUARE V.P6.2');
    expect(code(s0, 'B@b2W')).toBe('ERR_PLACEMENT_SQUARE V.P6.2');
    expect(code(s0, 'K@b1W')).toBe('ERR_PLACEMENT_SYNTAX');
    const s1 = step(step(step(s0, 'B@b1W'), 'B@b8B'), 'B@c8B');
    expect(code(s1, 'B@d1W')).toBe('ERR_PLACEMENT_BISHOP_SHADE V.P5.2.1');
    expect(code(s1, 'N@b1W')).toBe('ERR_PLACEMENT_OCCUPIED V.P6.2');
    const s2 = step(step(step(step(step(s1, 'B@c1W'), 'N@a1W'), 'N@a8B'), 'N@d8B'), 'N@d1W');
    const done = step(step(s2, 'Q@a0QL1'), 'Q@a9QL6');
    expect(code(done, 'Q@a0QL1')).toBe('ERR_PLACEMENT_OVER V.P6.2');
  });

  it('every finished pair is a valid 3D-Chess960 pair', () => {
    for (let seed = 0; seed < 200; seed++) {
      const s = randomPlay(seed, 100);
      expect(placementActive(s)).toBe(false);
      expect(rowDefect(s.white)).toBeNull();
      expect(rowDefect(s.black)).toBeNull();
    }
  });

  it('mirrored setups: every step is copied to the opponent, 960 pairs are reachable, all mirror images', () => {
    const s = step(emptyPlacement(true), 'B@b1W');
    expect(s.black[3]).toBe('bishop');
    expect(placementTurn(s)).toBe('black');
    expect(rolesDue(s)).toEqual(['bishop']);
    const count = countReachable(emptyPlacement(true));
    expect(count.pairs).toBe(960);
    expect(count.allValid).toBe(true);
    for (let seed = 0; seed < 50; seed++) {
      const done = randomPlay(seed, 100, true);
      expect(done.black).toEqual(done.white);
    }
  });

  it("independent setups: a side's options never depend on the other side's row", () => {
    for (let seed = 0; seed < 300; seed++) {
      const steps = seed % 11;
      const a = randomPlay(seed, steps);
      const b = randomPlay(seed + 10_000, steps);
      const mixed: PlacementState = { ...a, black: b.black };
      expect(placementTurn(mixed)).toBe(placementTurn(a));
      if (placementTurn(a) === 'white') expect(placementOptions(mixed)).toEqual(placementOptions(a));
      else expect(placementOptions({ ...b, white: a.white })).toEqual(placementOptions(b));
    }
  });

  it('independent setups reach 960 x 960 = 921,600 pairs', () => {
    const white = reachableRows(emptyPlacement(false), 'white');
    const black = reachableRows(emptyPlacement(false), 'black');
    expect([white, black]).toEqual([960, 960]);
    expect(white * black).toBe(921_600);
  });

  it('once placement is over no role is due and White moves first', () => {
    const done = randomPlay(1, 100);
    expect(rolesDue(done)).toEqual([]);
    expect(placementOptions(done)).toEqual([]);
    expect(placementTurn(done)).toBe('white');
  });

  it('a step it cannot read is refused with its text', () => {
    expect(parsePlacementStep('BN@b1W')).toMatchObject({
      ok: false,
      error: { code: 'ERR_PLACEMENT_SYNTAX', params: { text: 'BN@b1W' } },
    });
  });
});
