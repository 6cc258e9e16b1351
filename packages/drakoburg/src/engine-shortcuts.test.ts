// The engine's corners no other test reached: each test here was written for a surviving mutant
// of the mutation run of engine.ts (README, "How we know", "The engine (engine.ts): survivors").
// Most are positions where a shortcut of the generator (the quiet path, the bulk count at the
// last ply, the attack map of a lone knight, the shield marks) would go wrong if its condition
// were changed; each is checked against the simple reference generator, whose code shares
// nothing with the engine, and against the engine's own exact path.
import { resolveOptions, slowPerft, unwrap } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { Engine, encodeMove } from './engine';
import { engineConfig, loadEngine, placementText as placement, type Position } from './position';
import { drakoburg } from './rules';
import { BLACK_BIT, CZECH_LETTERS, SQUARES, parseSquare, squareName } from './pieces';
import { attacked as refAttacked, refFromString, refMoves, refPerft } from './testing/reference';

const tail = (side: 'w' | 'b', used = '-') => ` ${side} a7d7g7/a1d1g1 26 ${used} 0 1`;

const load = (fen: string, options: Record<string, string> = {}): Position =>
  unwrap(drakoburg.parsePosition(fen, unwrap(resolveOptions(drakoburg.options, options))));

/**
 * The public list of legal moves, perft to `depth` (bulk counting at the last ply), the exact path
 * (full ruling-4 evaluation everywhere) and the event path (legalMoves/play) all agree with the
 * reference generator in the position `fen`.
 */
function agrees(fen: string, depth: number, options: Record<string, string> = {}): void {
  const p = load(fen, options);
  const ref = refFromString(fen, {
    guard: options['royal-attack'] === 'chess-like',
    captureMode: options['multi-royal'] === 'capture',
    once: options.sequix === 'once-per-castle',
  });
  const mine = drakoburg
    .legalMoves(p)
    .map((m) => drakoburg.makeMove(p, m).replace(/[-x]/, ''))
    .sort();
  expect(mine).toEqual(refMoves(ref));
  // depth 0 is the position itself: one leaf (engine.ts:892)
  for (let d = 0; d <= depth; d++) {
    const want = refPerft(ref, d);
    expect(drakoburg.countLeaves?.(p, d), `perft ${d}`).toBe(want);
    const e = loadEngine(p);
    e.exact = true;
    expect(e.perft(d), `exact perft ${d}`).toBe(want);
    if (d <= 2) expect(slowPerft(drakoburg, p, d), `event path ${d}`).toBe(want);
  }
}

describe('the ply buffers', () => {
  // engine.ts:113: a search is at most 64 plies deep (the buffers are allocated per ply).
  it('a search deeper than 64 plies is refused with a RangeError, the 64th ply is not', () => {
    const e = loadEngine(load('3t3/7/7/7/7/7/3T3' + tail('w')));
    expect(e.settle(63)).toBe(e.settle(0));
    expect(e.settle(0)).toBeGreaterThan(0);
    expect(() => e.settle(64)).toThrow(new RangeError('search deeper than 64 plies'));
  });
});

/** A board from a list like `T g1, s a3` (Czech letters, lower case for Black). */
function board(pieces: string): number[] {
  const b = new Array<number>(SQUARES).fill(0);
  for (const item of pieces.split(',').map((x) => x.trim())) {
    const [letter, field] = item.split(' ');
    const kind = CZECH_LETTERS.indexOf(letter.toUpperCase() as (typeof CZECH_LETTERS)[number]);
    b[parseSquare(field)] = kind | (letter === letter.toLowerCase() ? BLACK_BIT : 0);
  }
  return b;
}

/** A deterministic pseudo-random board of `count` pieces of any kind and side. */
function randomBoard(seed: number, count: number): number[] {
  const b = new Array<number>(SQUARES).fill(0);
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648);
  for (let placed = 0; placed < count;) {
    const sq = (next() >> 8) % SQUARES;
    if (b[sq] !== 0) continue;
    b[sq] = (1 + ((next() >> 8) % 6)) | ((next() >> 8) % 2 ? BLACK_BIT : 0);
    placed++;
  }
  return b;
}

/** `attacked` of the engine against the reference, every field, both sides: the differences. */
function attackDiffs(b: readonly number[], guard: boolean): string[] {
  const options: Record<string, string> = guard ? { 'royal-attack': 'chess-like' } : {};
  const e = new Engine(engineConfig(load('3t3/7/7/7/7/7/3T3' + tail('w'), options)));
  e.setBoard(b);
  const ref = refFromString(placement(b) + tail('w'), { guard });
  const out: string[] = [];
  for (let sq = 0; sq < SQUARES; sq++)
    for (const by of [0, BLACK_BIT]) {
      const want = refAttacked(ref, sq % 7, (sq / 7) | 0, by ? 'b' : 'w');
      if (e.attacked(sq, by) !== want) out.push(`${squareName(sq)} by ${by ? 'Black' : 'White'}: ${want}`);
    }
  return out;
}

describe('attacked: a field is attacked when an enemy piece other than a knight could move there', () => {
  // engine.ts:130 (under chess-like a lancer would guard like a knight), :144 (one read past the
  // end of a ray), :153 (a bent rider on a1, the first origin of the table, seen from the far end
  // of its slide).
  const cases: [string, string][] = [
    ['a lancer attacks only the three fields ahead of it', 'T d4, p e4, P c3, t d7'],
    ['a bowman on a3 does not attack g1 from beyond the long diagonal f2-a7', 'T g1, s a3, t d7'],
    ['an esquire on b4 does not attack g1 either', 'T g1, a b4, t d7'],
    ['a turcopole on a1 attacks b4 through b2 and b3', 'T b4, u a1, t d7'],
    ['an esquire on a1 attacks c4 through a2 and b3', 'T c4, a a1, t d7'],
  ];
  for (const [name, pieces] of cases)
    for (const guard of [false, true])
      it(`${name}${guard ? ' (royal-attack = chess-like)' : ''}`, () => {
        expect(attackDiffs(board(pieces), guard)).toEqual([]);
      });
  it('on 120 boards of every kind of piece, with and without chess-like guards', () => {
    for (let seed = 1; seed <= 60; seed++)
      for (const guard of [false, true])
        expect(attackDiffs(randomBoard(seed, 4 + (seed % 20)), guard), `seed ${seed}`).toEqual([]);
  });
});

describe('the lone knight: the attack map drawn for it', () => {
  // engine.ts:201 (the index of the "passes near the knight" table of a slide), :203 (one field
  // past the end of a slide).
  it('a man-at-arms on d4 guards d1, the knight on b1 may not leap there', () => {
    agrees('3t3/7/7/3z3/7/7/1T5' + tail('w'), 2);
  });
  it('a bowman on g1 guards the long diagonal to a7 and nothing beyond it (a3)', () => {
    agrees('3t3/7/7/7/7/1T5/6s' + tail('w'), 2);
  });
  // engine.ts:650 (the lone knight's raid of an attacked castle, counted at perft's last ply)
  it('the knight may not leap onto the castle d7 that a man-at-arms on a7 guards, whatever lancer it would add', () => {
    agrees('z5t/7/3T3/7/7/7/7' + tail('w'), 2);
  });
  // engine.ts:215 (the index of the "passes near the knight" table of a bent slide)
  it('an esquire on d4 guards f1 by its bent slide d3-e2-f1, the knight on d1 may not leap there', () => {
    agrees('3t3/7/7/3a3/7/7/3T3' + tail('w'), 2);
  });
});

describe('pieces that shield the knight from a bent rider in the corner', () => {
  // engine.ts:686, the shield marks: an esquire on a1 whose first step is blocked by the own
  // piece, the turning field being the last of the ray from the knight (no field after it to
  // stamp the shield by chance)
  it('a bowman on b1 shields the knight on d3 from the esquire on a1 (a1-b1, then c2-d3)', () => {
    agrees('6t/7/7/7/3T3/7/aS5' + tail('w'), 2);
  });
  it('a bowman on a2 shields the knight on c4 from the esquire on a1 (a1-a2, then b3-c4)', () => {
    agrees('6t/7/7/2T4/7/S6/a6' + tail('w'), 2);
  });
});

describe('taking an enemy knight (ruling 4(g))', () => {
  // engine.ts:709: only the capture of the opponent's last knight is legal whatever it leaves
  // attacked; taking one of two may not expose the own knight (4(b)).
  it('the man-at-arms that shields a1 may not take the knight on e3 while Black keeps another', () => {
    agrees('z5t/7/7/7/Z3t2/7/T6' + tail('w'), 2);
  });
  it('it may take it when that knight is the last', () => {
    agrees('z6/7/7/7/Z3t2/7/T6' + tail('w'), 2);
  });
});

describe('the ply buffer', () => {
  // engine.ts:750: the full evaluation reads only the moves it generated, not what the reused
  // buffer of the ply still holds from another position (here: a "move" that would empty d3).
  it('the legal moves of a fork do not depend on what the ply buffer held before', () => {
    const fen = '6t/7/7/1T3T1/3a3/7/7' + tail('w');
    const e = loadEngine(load(fen));
    e.legal(0).fill(encodeMove(parseSquare('c5'), parseSquare('d3'), -1));
    const n = e.settle(0);
    const mine = Array.from(e.legal(0).subarray(0, n), (m) => squareName(m & 63) + squareName((m >> 6) & 63));
    expect(mine.sort()).toEqual(refMoves(refFromString(fen)));
  });
});

describe('multi-royal = capture', () => {
  // engine.ts:904: no knight is removed after a move in capture mode, even one left attacked
  it('the knight may step next to the man-at-arms, and Black may then take it', () => {
    agrees('3t3/7/7/7/7/z6/3T3' + tail('w'), 2, { 'multi-royal': 'capture' });
  });
});

describe('ruling 4(e) on the engine', () => {
  // engine.ts:886: removeAttacked removes the attacked knights of this call only, whatever an
  // earlier call left in its scratch lists.
  it('removes only the knights attacked now', () => {
    const e = new Engine(engineConfig(load('3t3/7/7/7/7/7/3T3' + tail('w'))));
    e.setBoard(board('T b1, T f1, z f7, t d7'));
    e.removeAttacked(0);
    expect(e.removedSince(0).map(squareName)).toEqual(['f1']);
    const mark = e.remTop;
    e.setBoard(board('T b1, Z f1, z b7, t d7'));
    e.removeAttacked(0);
    expect(e.removedSince(mark).map(squareName)).toEqual(['b1']);
    expect(e.b[parseSquare('f1')]).toBe(board('Z f1')[parseSquare('f1')]);
  });
});

describe('SEQUIX: the moves onto a castle, listed and counted', () => {
  it('a castle on the own pawn rank (a setup may name one): the field arrived on is no SEQUIX field', () => {
    agrees('3t3/7/7/7/7/Z6/3T3 w b2d7g7/a1d1g1 26 - 0 1', 2);
  });
  // engine.ts:724: the lancer tried on a1 is taken off again (a White pawn rank 1)
  it('the knight raids d7 and the new lancer may stand on a1 of the pawn rank 1', () => {
    agrees('6t/7/3T3/7/7/7/7 w a7d7g7/a1d1g1 17 - 0 1', 3);
  });
  // engine.ts:852: a raid marks the castle used, so under once-per-castle a second arrival adds no lancer
  it('once per castle: after a7 has yielded a lancer and changed hands, the bowman takes on a7 without one', () => {
    agrees('1z1t3/7/2S4/7/Z6/2P1P2/3T3' + tail('w'), 3, { sequix: 'once-per-castle' });
  });
  // engine.ts:871: taking back a move onto a castle used before leaves it used
  it('once per castle: a7 used before, taken by the man-at-arms and the move taken back, stays used', () => {
    agrees('z2t2u/7/7/7/Z6/1PPPPP1/3T3' + tail('w', 'a7'), 3, { sequix: 'once-per-castle' });
  });
  // engine.ts:714: the new lancer shuts the d-file, so only b5-d7@d2 is legal (ruling 4: after the whole move)
  it('the knight raiding d7 is safe from the man-at-arms on d1 only with the new lancer on d2', () => {
    agrees('6t/7/1T5/7/7/7/3z3' + tail('w'), 2);
  });
  // engine.ts:362, a castle just above the pawn rank (a3) is not on it
  it('a castle on a3, the field after the last of the pawn rank, leaves every free field to the new lancer', () => {
    agrees('3t3/7/Z6/7/7/2P1P2/3T3 w a3d7g7/a1d1g1 26 - 0 1', 2);
  });
  // engine.ts:359-362, the count of the moves onto a castle at perft's last ply
  it('castles on the own pawn rank, its first field a2 empty and c2 held by an enemy', () => {
    agrees('3t3/7/7/Z1Z2T1/7/2s4/7 w a2c2g7/a1d1g1 26 - 0 1', 2);
  });
  it('a castle held by an own piece is no move for the pieces around it', () => {
    agrees('Z2t3/1S5/7/7/7/7/3T3' + tail('w'), 2);
  });
});
