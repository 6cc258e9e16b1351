import { describe, expect, it } from 'vitest';
import { mederConfig } from './config';
import {
  BOARD_MOVE,
  CASTLE,
  EN_PASSANT,
  encodeMove,
  moveFrom,
  moveKind,
  movePre,
  movePromo,
  moveTo,
  type Engine,
} from './engine';
import { pinIndex, PINS, SQ_NAME, squareIndex } from './geometry';
import { PAWN, QUEEN } from './pieces';
import { makeBoard, STANDARD_POSITION } from './position';
import { boardOf } from './testing/positions';
import { referenceMoves } from './testing/reference';
import { applyVariantOptions, chess960Castlings } from './variants/engine-config';
import { WHITE_FIRST_ROW } from './variants/first-row';

/**
 * The fast generator in the positions where its shortcuts matter: each test pins down one behaviour
 * (the engine.ts lines of the mutants each one kills are listed in the README, "How we know:
 * mutation testing"). The positions are small
 * and hand-made, some of them (an unmoved pawn off its first rank, a pawn that has just
 * double-stepped onto a1W) not reachable from the start but accepted by the position parser,
 * which is all the generator's contract asks.
 */

const sorted = (moves: ArrayLike<number>): number[] => Array.from(moves).sort((a, b) => a - b);

/** The generated moves, the reference's, and perft's leaf count of one position. */
function lists(board: Engine): { generated: number[]; reference: number[]; counted: number } {
  const out = board.buffer(0);
  const n = board.legal(out);
  const generated = sorted(out.subarray(0, n));
  return { generated, reference: sorted(referenceMoves(board)), counted: board.countLegal() };
}

/** The generator agrees with the reference, and the leaf count with the generated list. */
function agrees(position: string): number {
  const { generated, reference, counted } = lists(boardOf(position));
  expect(generated).toEqual(reference);
  expect(counted).toBe(generated.length);
  return counted;
}

describe('the leaf count of a free pawn (countPawn)', () => {
  it('counts a black pawn stepping down to rank 0 with every promotion choice', () => {
    expect(agrees('Kc2W,kd8B,pa1W QL1:w,KL6:b b - - 0 30')).toBeGreaterThan(4);
  });

  it('counts a step onto the furthest rank and a capture onto it once per promotion choice', () => {
    // b7B -> b8B and b7B x c8B, four choices each.
    agrees('Kc1W,Pb7B,nc8B,kd5N QL1:w,KL6:b w - - 0 30');
  });

  it('counts a double step that ends on the furthest rank', () => {
    // An unmoved black pawn on a2W: a1W, a1QL1, and the double step onto a0QL1 with four choices.
    agrees('Kc4N,kd8B,pa2W* QL1:w,KL6:b b - - 0 30');
  });

  it('counts no double step for an unmoved pawn whose second square would be off the board', () => {
    // Black from rank 1 (the second square would be rank -1), White from rank 8 (rank 10).
    agrees('Kc4N,kd8B,pa1W* QL1:w,KL6:b b - - 0 30');
    agrees('Kc1W,Pa8B*,kd6B QL1:w,QL6:b w - - 0 30');
  });

  it('counts captures across the z- and e-files only where a file lies beside', () => {
    // A pawn on the z-file: the e-file column one rank lower is not beside it.
    agrees('Kc1W,Pz4QL2,ne4KL2,kd8B QL1:w,QL2:w,KL2:b,KL6:b w - - 0 30');
    // A pawn on the a-file takes on the z-file.
    agrees('Kc1W,Pa3N,nz4QL2,kd8B QL1:w,QL2:b,KL6:b w - - 0 30');
    // A pawn on the e-file: the z-file column one rank higher is not beside it.
    agrees('Kb1W,Pe1KL1,nz3QL3,kd8B QL1:w,KL1:w,QL3:b,KL6:b w - - 0 30');
  });

  it('counts the en passant captures', () => {
    agrees('Kd0KL1,kd9KL6,Pb5B,Pd5N,pc5N QL1:w,KL1:w,QL6:b,KL6:b w c5N - 0 11');
    // The pawn that has just double-stepped stands on square 0 (a1W).
    agrees('Kc3W,Pb1W,pa1W,kd8B QL1:w,KL6:b w a1W - 0 30');
  });
});

describe('pins and the king', () => {
  it('keeps a pinned piece that is not the first square of its column pinned', () => {
    // The rook on b3N (b3W, the column's first square, is empty) is pinned on the diagonal c2-b3-a4.
    const position = 'Kc2W,Rb3N,ba4N,kd8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30';
    agrees(position);
    const board = boardOf(position);
    const out = board.buffer(0);
    const n = board.legal(out);
    const rook = squareIndex('b3N');
    expect(
      Array.from(out.subarray(0, n)).filter((m) => moveFrom(m) === rook && moveKind(m) !== BOARD_MOVE),
    ).toEqual([]);
  });

  it('refuses a board move uncovering an enemy pawn that could promote into an attack on a king on a1W', () => {
    // KL1 leaving uncovers d1W: as a rook or queen it would attack a1W (square 0) along rank 1.
    const position = 'Ka1W,pd1W,kd8B KL1:w,KL6:b w - - 0 30';
    agrees(position);
    const board = boardOf(position);
    const out = board.buffer(0);
    const n = board.legal(out);
    expect(Array.from(out.subarray(0, n)).filter((m) => moveKind(m) === BOARD_MOVE)).toEqual([]);
  });
});

describe('board moves and promotion (make)', () => {
  it('promotes an own pawn uncovered on a1W (square 0) in the same move', () => {
    // Black takes its QL1 board away: the pawn on a1W now stands on Black's furthest rank.
    const board = boardOf('Kc4N,kc8B,pa1W QL1:b,KL6:w b - - 0 30');
    const out = board.buffer(0);
    const n = board.legal(out);
    const moves = Array.from(out.subarray(0, n)).filter((m) => moveKind(m) === BOARD_MOVE);
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) {
      board.make(m);
      expect(board.sq[squareIndex('a1W')] & 7).not.toBe(PAWN);
      board.unmake();
    }
  });
});

describe('the delayed promotion (ruling 10)', () => {
  it('resets the halfmove clock with the promotion chosen first', () => {
    const board = boardOf('Kd0KL1,kd9KL6,Pa8B QL1:w,KL1:w,KL6:b w - a8B 7 30');
    const out = board.buffer(0);
    const n = board.legal(out);
    const king = squareIndex('d0KL1');
    const m = Array.from(out.subarray(0, n)).find(
      (x) => moveFrom(x) === king && moveKind(x) !== BOARD_MOVE && movePre(x) === QUEEN,
    );
    expect(m).toBeDefined();
    board.make(m!);
    expect(board.sq[squareIndex('a8B')]).toBe(QUEEN);
    expect(board.halfmove).toBe(0);
  });

  it('leaves a freshly read board unchanged when it lists or counts the choices', () => {
    // No board, castling or pin of White's to test by playing it: the first choice is listed
    // without a single make, so nothing else has grown the undo frames of the fresh board.
    const text = 'Kc1W,kd6B,Pa8B QL1:b,KL1:b,KL6:b w - a8B 0 30';
    const listed = boardOf(text);
    const k = listed.legal(listed.buffer(0));
    expect(k).toBeGreaterThan(0);
    expect(makeBoard(listed)).toBe(makeBoard(boardOf(text)));
    const counted = boardOf(text);
    expect(counted.countLegal()).toBe(k);
    expect(makeBoard(counted)).toBe(makeBoard(boardOf(text)));
  });

  it('leaves the board unchanged below a move that made the pawn wait, and unmake restores the move before', () => {
    const board = boardOf('Kd0KL1,kd9KL6,Pa8B,nz9QL6 QL1:w,KL1:w,QL6:b,KL6:b b - - 0 30');
    const root = makeBoard(board);
    const out = board.buffer(0);
    const n = board.legal(out);
    const uncovering = Array.from(out.subarray(0, n)).filter(
      (m) => moveKind(m) === BOARD_MOVE && moveFrom(m) === pinIndex('QL6'),
    );
    expect(uncovering.length).toBeGreaterThan(0);
    for (const m of uncovering) {
      board.make(m);
      expect(SQ_NAME[board.pending]).toBe('a8B');
      const before = makeBoard(board);
      const list = board.buffer(1);
      const k = board.legal(list);
      expect(k).toBeGreaterThan(0);
      expect(makeBoard(board)).toBe(before);
      expect(board.countLegal()).toBe(k);
      expect(makeBoard(board)).toBe(before);
      board.unmake();
      expect(makeBoard(board)).toBe(root);
    }
  });
});

describe('public helpers no generated move reaches', () => {
  it('castlingOpen without the caller knowing whether the king is attacked tests it itself', () => {
    const board = boardOf(
      'Kd0KL1*,Re0KL1*,Rz0QL1*,Pa2W*,Pd2W*,Nc3W,kd9KL6*,re9KL6*,rz9QL6*,pa7B*,pd7B*,nb6B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 5',
    );
    const out = board.buffer(0);
    const n = board.legal(out);
    const castlings = Array.from(out.subarray(0, n)).filter((m) => moveKind(m) === CASTLE);
    expect(castlings.length).toBeGreaterThan(0);
    for (const m of castlings) expect(board.castlingOpen(moveTo(m))).toBe(true);
  });

  it('boardControl names the controller and the number of passengers', () => {
    const board = boardOf('Kz0QL1,kz9QL6,Nb3N,bc6B KL1:w,QL1:w,QL6:b,KL6:b w - - 0 20');
    expect(board.boardControl(pinIndex('QL1'))).toEqual({ controller: 0, pieces: 1 });
    expect(board.boardControl(pinIndex('KL6'))).toEqual({ controller: 1, pieces: 0 });
    expect(board.boardControl(pinIndex('QL6'))).toEqual({ controller: 1, pieces: 1 });
  });
});

/** The legal moves of `board` as a plain array. */
function legalOf(board: Engine): number[] {
  const out = board.buffer(0);
  return Array.from(out.subarray(0, board.legal(out)));
}

describe('rare moves and rare positions of the generator', () => {
  it('promotes a pawn that takes en passant onto its furthest rank', () => {
    // No board on QL6: the a-file ends on a8B for White, so b7B x a7B e.p. lands on the last rank.
    const position = 'Kc1W,Pb7B,pa7B,kd6B QL1:w,KL1:w,KL6:b w a7B - 0 30';
    agrees(position);
    const ep = legalOf(boardOf(position)).filter((m) => moveKind(m) === EN_PASSANT);
    expect(ep.map(movePromo).sort()).toEqual([...mederConfig.promotionRoles].sort());
  });

  it('tests an en passant capture for king safety when the king is in check', () => {
    // The rook on d2W checks the king on d0KL1; neither b5B x c6 nor d5N x c6 helps.
    const position = 'Kd0KL1,kd9KL6,Pb5B,Pd5N,pc5N,rd2W QL1:w,KL1:w,QL6:b,KL6:b w c5N - 0 11';
    agrees(position);
    expect(legalOf(boardOf(position)).filter((m) => moveKind(m) === EN_PASSANT)).toEqual([]);
  });

  it('lets Black castle on its first move under castling-first-move first-ply-only', () => {
    const position =
      'Kd0KL1*,Re0KL1*,Rz0QL1*,Pa2W*,Pd2W*,Nc3W,kd9KL6*,re9KL6*,rz9QL6*,pa7B*,pd7B*,nb6B QL1:w,KL1:w,QL6:b,KL6:b b - - 0 1';
    const castlings = (cfg = mederConfig) =>
      legalOf(boardOf(position, cfg)).filter((m) => moveKind(m) === CASTLE);
    expect(castlings()).toEqual([]);
    expect(castlings({ ...mederConfig, castlingFirstMove: 'first-ply-only' }).length).toBeGreaterThan(0);
  });

  it('turns an empty board in the lower slot of QL1 (pin 12) up into the free upper slot (V.A2.2)', () => {
    const cfg = applyVariantOptions(mederConfig, { 'v-a2-2': 'on' });
    const board = boardOf('Kc1W,kc8B KL1:w,QL1u:w,QL6:b,KL6:b w - - 0 2', cfg);
    expect(pinIndex('QL1u')).toBe(12);
    expect(legalOf(board)).toContain(encodeMove(pinIndex('QL1u'), pinIndex('QL1'), BOARD_MOVE));
  });

  it('keeps an empty board in a lower slot while board 0 stands in the upper slot (V.A2.2)', () => {
    const cfg = applyVariantOptions(mederConfig, { 'v-a2-2': 'on' });
    const board = boardOf('Kc1W,kc8B QL1:w,QL1u:w,KL1:w,QL6:b,KL6:b w - - 0 2', cfg);
    expect(board.pinBoard[pinIndex('QL1')]).toBe(0);
    const turns = legalOf(board).filter((m) => moveKind(m) === BOARD_MOVE && moveTo(m) === pinIndex('QL1'));
    expect(turns).toEqual([]);
  });

  it('promotes no piece but a pawn that a board carries onto, or uncovers on, the furthest rank', () => {
    // A white knight carried from z7QL4 up to rank 9, White's furthest rank on the z-file.
    const carried = 'Kd0KL1,kd9KL6,Nz7QL4 QL1:w,KL1:w,QL4:w,KL6:b w - - 0 30';
    agrees(carried);
    let board = boardOf(carried);
    const up = legalOf(board).filter((m) => moveKind(m) === BOARD_MOVE && moveFrom(m) === pinIndex('QL4'));
    expect(up.map((m) => PINS[moveTo(m)])).toContain('QL6');
    for (const m of up) {
      expect(movePromo(m)).toBe(0);
      board.make(m);
      expect(board.ownPromotion).toBe(-1);
      board.unmake();
    }
    // Black takes QL6 away from above a white knight on a8B, White's furthest rank on the a-file then.
    const uncovered = 'Kd0KL1,kd9KL6,Na8B QL1:w,KL1:w,QL6:b,KL6:b b - - 0 30';
    agrees(uncovered);
    board = boardOf(uncovered);
    const away = legalOf(board).filter((m) => moveKind(m) === BOARD_MOVE && moveFrom(m) === pinIndex('QL6'));
    expect(away.length).toBeGreaterThan(0);
    for (const m of away) {
      board.make(m);
      expect(board.pending).toBe(-1);
      board.unmake();
    }
  });

  it('sees the check of a king on a1W, square 0', () => {
    const board = boardOf('Ka1W,ra4W,kd8B KL1:w,KL6:b w - - 0 30');
    expect(squareIndex('a1W')).toBe(0);
    expect(board.inCheck()).toBe(true);
  });

  it('lists only the answers to a check given by a line piece', () => {
    // The rook on d3W checks the king on d0KL1 down the d-file; the knight on a2W cannot help.
    const position = 'Kd0KL1,Na2W,kd9KL6,rd3W QL1:w,KL1:w,QL6:b,KL6:b w - - 0 30';
    expect(boardOf(position).inCheck()).toBe(true);
    agrees(position);
    expect(legalOf(boardOf(position)).filter((m) => moveFrom(m) === squareIndex('a2W'))).toEqual([]);
  });

  it('lets Black take en passant too', () => {
    // White's pawn has just double-stepped to c4N; Black's pawn on b4N takes it, landing on c3.
    const position = 'Kd0KL1,kd9KL6,Pc4N,pb4N QL1:w,KL1:w,QL6:b,KL6:b b c4N - 0 11';
    agrees(position);
    const ep = legalOf(boardOf(position)).filter((m) => moveKind(m) === EN_PASSANT);
    expect(ep.length).toBeGreaterThan(0);
    for (const m of ep) expect(SQ_NAME[moveTo(m)]).toMatch(/^c3/);
  });

  it('takes en passant only from a neighbouring file', () => {
    // The pawn on a5N stands two files from the pawn that has just double-stepped to c5N.
    const position = 'Kd0KL1,kd9KL6,Pa5N,pc5N QL1:w,KL1:w,QL6:b,KL6:b w c5N - 0 11';
    agrees(position);
    expect(legalOf(boardOf(position)).filter((m) => moveKind(m) === EN_PASSANT)).toEqual([]);
  });

  it('castles in 3D-Chess960 only onto a goal that exists', () => {
    // King c1W and rook b1W castle on the a side: the king goes to a0QL1, which exists only with a board on QL1.
    const row = WHITE_FIRST_ROW.map((sq) => (sq === 'c1W' ? 'king' : sq === 'b1W' ? 'rook' : null));
    const cfg = { ...mederConfig, castlings: chess960Castlings(row, row) };
    const castles = (position: string) =>
      legalOf(boardOf(position, cfg)).filter(
        (m) => moveKind(m) === CASTLE && cfg.castlings[moveTo(m)].color === 0,
      );
    expect(castles('Kc1W*,Rb1W*,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 10')).toHaveLength(1);
    expect(castles('Kc1W*,Rb1W*,kc8B KL1:w,QL6:b,KL6:b w - - 0 10')).toEqual([]);
  });

  it('tests a board move carrying a pinned passenger for king safety', () => {
    // The knight on a4QL2, alone on its board, shields the king on a2W from the rook on a6N.
    const position = 'Ka2W,Na4QL2,ra6N,kd8B QL1:w,KL1:w,QL2:w,QL6:b,KL6:b w - - 0 30';
    agrees(position);
    const board = boardOf(position);
    expect(
      legalOf(board).filter((m) => moveKind(m) === BOARD_MOVE && moveFrom(m) === pinIndex('QL2')),
    ).toEqual([]);
  });

  it("moves Black's empty board sideways and not forward under V.A1", () => {
    const cfg = applyVariantOptions(mederConfig, { 'v-a1': 'on' });
    const board = boardOf('Kc1W,kc8B QL1:w,KL1:w,QL6:b b - - 0 2', cfg);
    expect(legalOf(board)).toContain(encodeMove(pinIndex('QL6'), pinIndex('KL6'), BOARD_MOVE));
    // Down to QL4 is forward for Black: refused for an empty board.
    expect(legalOf(board)).not.toContain(encodeMove(pinIndex('QL6'), pinIndex('QL4'), BOARD_MOVE));
  });

  it('perft at depth 0 is 1', () => {
    expect(boardOf(STANDARD_POSITION).perft(0)).toBe(1);
  });
});
