/**
 * What the engine says about one position, as plain values: the removals of ruling 4(d)
 * due at the start of the turn, the legal moves, every pseudo-legal move with the clause
 * that forbids it, and the facts of playing a move (captures, promotion, SEQUIX lancer,
 * removals under 4(e) and the opponent's 4(d)).
 * Trade-off: each call reloads the engine from the immutable position; the public API
 * pays a copy of 49 squares per call, perft pays nothing (it stays inside the engine).
 */
import { encodeMove, moveFrom, movePawn, moveTo, type Engine } from './engine';
import { loadEngine, type Move, type Position } from './position';
import { BLACK_BIT, PAWN, PROMOTION_BY_FILE, ROYAL, SQUARES, rankOf } from './pieces';

/** A pseudo-legal move and the ruling-4 clause that forbids it (null when legal). */
export interface Judged {
  readonly move: Move;
  readonly forbiddenBy: 'a' | 'b' | 'c' | null;
}

/** The state of the turn of the side to move. */
export interface Analysis {
  /** T's of the side to move removed at the start of its turn under 4(d) (non-empty only for loaded positions). */
  readonly removed: readonly number[];
  /** The board after those removals. */
  readonly board: readonly number[];
  readonly legal: readonly Move[];
  readonly judged: readonly Judged[];
  /** T's of the side to move that stand attacked (after the removals). */
  readonly checks: readonly number[];
  readonly royals: { readonly own: number; readonly enemy: number };
}

const toMove = (code: number): Move => {
  const pawn = movePawn(code);
  return { from: moveFrom(code), to: moveTo(code), pawn: pawn < 0 ? null : pawn };
};

/** The code of a move. */
export const codeOf = (m: Move): number => encodeMove(m.from, m.to, m.pawn ?? -1);

function count(b: Int8Array, piece: number): number {
  let n = 0;
  for (let s = 0; s < SQUARES; s++) if (b[s] === piece) n++;
  return n;
}

const cache = new WeakMap<Position, Analysis>();

/** Analyses the turn of the side to move. */
export function analyse(p: Position): Analysis {
  const hit = cache.get(p);
  if (hit) return hit;
  const e = loadEngine(p);
  const n = e.settle(0);
  const removed = e.removedSince(0);
  const list = e.legal(0);
  const legal: Move[] = [];
  for (let i = 0; i < n; i++) legal.push(toMove(list[i]));
  const c = e.side;
  const own = count(e.b, ROYAL | c);
  const enemy = count(e.b, ROYAL | (c ^ BLACK_BIT));
  const judged: Judged[] = [];
  const checks: number[] = [];
  if (own > 0 && enemy > 0) {
    const total = e.judge();
    for (let i = 0; i < total; i++) {
      const v = e.verdict[i];
      judged.push({
        move: toMove(e.pseudo[i]),
        forbiddenBy: v === 0 ? null : v === 1 ? 'a' : v === 2 ? 'b' : 'c',
      });
    }
  }
  if (!e.cfg.captureMode)
    for (let s = 0; s < SQUARES; s++)
      if (e.b[s] === (ROYAL | c) && e.attacked(s, c ^ BLACK_BIT)) checks.push(s);
  const out: Analysis = {
    removed,
    board: Array.from(e.b),
    legal,
    judged,
    checks,
    royals: { own, enemy },
  };
  cache.set(p, out);
  return out;
}

/** The resolved facts of a legal move. */
export interface MoveFacts {
  /** 4(d) removals of the mover's T's before the move (loaded positions only). */
  readonly removedBefore: readonly number[];
  readonly piece: number;
  readonly captured: number;
  /** The piece the lancer became, or 0. */
  readonly promotion: number;
  /** 4(e): the mover's T's left attacked and removed. */
  readonly removedAfter: readonly number[];
  /** 4(d): the opponent's T's that could not be saved, removed at the start of its turn. */
  readonly removedNext: readonly number[];
  /** The opponent's T's attacked after all that (check). */
  readonly checks: readonly number[];
  readonly winning: boolean;
}

/** Plays a legal move on the engine and reports what happened. */
export function moveFacts(p: Position, m: Move): MoveFacts {
  const e: Engine = loadEngine(p);
  const n = e.settle(0);
  const removedBefore = e.removedSince(0);
  const code = codeOf(m);
  const list = e.legal(0);
  const fl = e.legalFlags(0);
  let flags = 0;
  for (let i = 0; i < n; i++) if (list[i] === code) flags = fl[i];
  const piece = e.b[m.from];
  const captured = e.b[m.to];
  const mover = e.side;
  e.make(code);
  const arrived = e.b[m.to];
  const promotion = (piece & 7) === PAWN && arrived !== piece ? arrived : 0;
  const markE = e.remTop;
  if (flags & 2) e.removeAttacked(mover);
  const removedAfter = e.removedSince(markE);
  const markD = e.remTop;
  e.settle(1);
  const removedNext = e.removedSince(markD);
  const checks: number[] = [];
  if (!e.cfg.captureMode)
    for (let s = 0; s < SQUARES; s++) if (e.b[s] === (ROYAL | e.side) && e.attacked(s, mover)) checks.push(s);
  return {
    removedBefore,
    piece,
    captured,
    promotion,
    removedAfter,
    removedNext,
    checks,
    winning: (captured & 7) === ROYAL && count(e.b, ROYAL | e.side) === 0 && removedNext.length === 0,
  };
}

/** The piece a lancer of `color` becomes on `to`, or 0 when the move is no promotion. */
export function promotionOn(p: Position, piece: number, to: number): number {
  if ((piece & 7) !== PAWN) return 0;
  const rank = piece & BLACK_BIT ? p.pawnRanks.white : p.pawnRanks.black;
  return rankOf(to) === rank ? PROMOTION_BY_FILE[to % 7] | (piece & BLACK_BIT) : 0;
}
