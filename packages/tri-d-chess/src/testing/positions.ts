/**
 * Positions for the agreement tests between the fast generator and the reference:
 * hand-made seeds, each aimed at a rule (castling, en passant, promotion by the file
 * table, delayed promotion either way, carried pawns, check and mate), and positions
 * reached from them (and from the start) by seeded random walks.
 */
import { seededRandom } from '@arbiter/kernel';
import type { Engine } from '../engine';
import { mederConfig, type EngineConfig } from '../config';
import { STANDARD_POSITION, makeBoard, parseBoard } from '../position';

const BOARDS = 'QL1:w,KL1:w,QL6:b,KL6:b';

/** Seeds, each with the rule it aims at. */
export const SEEDS: readonly { readonly aim: string; readonly position: string }[] = [
  { aim: 'initial position', position: STANDARD_POSITION },
  {
    aim: 'castling both sides, a one-piece board',
    position: `Kd0KL1*,Re0KL1*,Rz0QL1*,Pa2W*,Pd2W*,Nc3W,kd9KL6*,re9KL6*,rz9QL6*,pa7B*,pd7B*,nb6B ${BOARDS} w - - 0 5`,
  },
  {
    aim: 'castling through attacks, Black to move',
    position: `Kd0KL1*,Re0KL1*,Rz0QL1*,Bb4N,kd9KL6*,re9KL6*,rz9QL6*,qa6B ${BOARDS} b - - 0 8`,
  },
  {
    aim: 'double steps and en passant with level choice',
    position: `Kd0KL1,kd9KL6,Pb5B,Pd5N,pc7B*,pa7B*,pe8KL6* ${BOARDS} b - - 0 10`,
  },
  { aim: 'en passant right now', position: `Kd0KL1,kd9KL6,Pb5B,Pd5N,pc5N ${BOARDS} w c5N - 0 11` },
  {
    aim: 'promotion by the file table, board on QL6',
    position: `Kd0KL1,kz4QL2,Pb7B,Pa7B,Pd7B,nc8B ${'QL1:w,KL1:w,QL2:b,QL6:b'} w - - 0 30`,
  },
  {
    aim: 'promotion on a8 without a board on QL6',
    position: `Kd0KL1,kd9KL6,Pa7B,Pc7B QL1:w,KL1:w,KL6:b w - - 0 30`,
  },
  {
    aim: 'Black uncovers a white pawn (delayed promotion)',
    position: `Kd0KL1,kd9KL6,Pa8B,nz9QL6 ${BOARDS} b - - 0 30`,
  },
  { aim: 'White uncovers its own pawn', position: `Kd0KL1,kb6N,Pd8B QL1:w,KL1:w,QL6:b,KL6:w w - - 0 30` },
  {
    aim: 'a pawn carried to its last rank',
    position: `Kd0KL1,kd9KL6,Pz7QL4 QL1:w,KL1:w,QL4:w,KL6:b w - - 0 30`,
  },
  { aim: 'check with evasions', position: `Kd0KL1,Qd5N,Ra7B,kd9KL6,pe8KL6 ${BOARDS} b - - 0 30` },
  { aim: 'mating net', position: `Ke0KL1,Qb6B,Rc4N,ke9KL6,pd8KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 40` },
  { aim: 'mate in one (Ra9QL6#)', position: `Ra4N,Qb6B,Kd0KL1,ke9KL6,pd8KL6,pe8KL6 ${BOARDS} w - - 0 40` },
  {
    aim: 'kings on boards, boards moving',
    position: `Kz0QL1,kz9QL6,Nb3N,bc6B KL1:w,QL1:w,QL6:b,KL6:b w - - 0 20`,
  },
  {
    aim: 'sample game, final position',
    position:
      'Ra1W,Qb1W,Bc1W,Ba2W,Pd2W*,Pa3W,Pc3W,pa4W,Pa3N,Nd3N,Pa5N,bd6N,pa5B,pb5B,pd6B,nc7B,qa8B,bc8B,Pz1QL1*,pz8QL6*,' +
      'ra9QL6,Kd0KL1*,Re0KL1*,Pd1KL1*,Pe1KL1*,pd8KL6*,pe8KL6*,rd9KL6,ke9KL6 QL1:w,QL6:b,KL1:w,KL6:b b - - 1 17',
  },
];

/** A small deterministic generator (the kernel's mulberry32). */
export const random = seededRandom;

/** Reads a position string (throws: test data only). */
export function boardOf(position: string, cfg: EngineConfig = mederConfig): Engine {
  const r = parseBoard(position, cfg);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} in ${position}`);
  return r.value;
}

/** The position `plies` random legal moves after `position` (stops early at the end of the game). */
export function walk(position: string, plies: number, seed: number): string {
  const board = boardOf(position);
  const next = random(seed);
  const out = board.buffer(0);
  for (let i = 0; i < plies; i++) {
    const n = board.legal(out);
    if (n === 0) break;
    board.make(out[Math.floor(next() * n)]);
  }
  return makeBoard(board.clone());
}

/** Seeds plus two walks from each sparse seed (the full-board seeds are costly for the reference): over 30 positions. */
export function agreementPositions(): string[] {
  const out = SEEDS.map((s) => s.position);
  SEEDS.forEach((s, i) => {
    if (s.position.split(',').length > 20) return;
    out.push(walk(s.position, 3 + (i % 4), 100 + i), walk(s.position, 8 + i, 200 + i));
  });
  return [...new Set(out)];
}
