/**
 * The game's own events: `PieceMoved`, `Castled`, `AttackBoardMoved`, each carrying the
 * resolved facts of the move (piece, squares, capture and its square, promotion, castling
 * rook, board pins and passenger, the delayed promotion chosen first).
 * Trade-off: facts are stored in names, never in engine indices, so a later change of the
 * tables never rewrites history; `evolve` turns them back into a move without judging it.
 */
import { z } from 'zod';
import type { DomainEvent } from '@arbiter/kernel';
import {
  BOARD_MOVE,
  CASTLE,
  EN_PASSANT,
  DOUBLE_STEP,
  moveFrom,
  moveKind,
  movePre,
  movePromo,
  moveTo,
  type Engine,
} from './engine';
import { PINS, PIN_SQUARES, SQ_NAME, carriedSquare } from './geometry';
import type { Move } from './moves';
import { ROLES, type Role } from './pieces';

const color = z.enum(['white', 'black']);
const role = z.enum(ROLES);
const square = z.string().regex(/^[za-e]\d(?:W|N|B|[QK]L[1-6]u?)$/);
const pin = z.enum(PINS);
const delayed = z.object({ square, piece: role }).optional();

export const pieceMovedSchema = z.object({
  side: color,
  piece: role,
  from: square,
  to: square,
  capture: z.object({ piece: role, square }).optional(),
  enPassant: z.boolean().optional(),
  doubleStep: z.boolean().optional(),
  promotion: role.optional(),
  delayed,
  check: z.boolean(),
});
export const castledSchema = z.object({
  side: color,
  castling: z.enum(['king', 'queen']),
  king: z.object({ from: square, to: square }),
  rook: z.object({ from: square, to: square }),
  delayed,
  check: z.boolean(),
});
export const attackBoardMovedSchema = z.object({
  side: color,
  owner: color,
  from: pin,
  to: pin,
  passenger: z.object({ piece: role, color, from: square, to: square }).optional(),
  promotion: z.object({ square, piece: role }).optional(),
  /** An opponent's pawn this move uncovered; its owner chooses its piece first next move (ruling 10). */
  uncovered: square.optional(),
  delayed,
  check: z.boolean(),
});

export type PieceMoved = z.infer<typeof pieceMovedSchema>;
export type Castled = z.infer<typeof castledSchema>;
export type AttackBoardMoved = z.infer<typeof attackBoardMovedSchema>;

/** Schemas of this game's events, by type. */
export const triDEventSchemas = {
  PieceMoved: pieceMovedSchema,
  Castled: castledSchema,
  AttackBoardMoved: attackBoardMovedSchema,
} as const;

const side = (c: number) => (c ? 'black' : 'white') as 'white' | 'black';
const roleOf = (code: number): Role => ROLES[(code & 7) - 1];

/** The event recording a legal encoded move made in `board` (a scratch engine: the move is made and taken back). */
export function moveEvent(board: Engine, m: number): DomainEvent {
  const me = board.turn;
  const kind = moveKind(m);
  const pre = movePre(m);
  // The facts after the move, found by make/unmake (the board is a scratch engine).
  board.make(m);
  const check = board.inCheck();
  const ownPromotion = board.ownPromotion;
  const uncovered = board.pending;
  board.unmake();
  const delayedFact = pre ? { delayed: { square: SQ_NAME[board.pending], piece: ROLES[pre - 1] } } : {};
  const promo = movePromo(m);
  if (kind === CASTLE) {
    const c = board.cfg.castlings[moveTo(m)];
    const data: Castled = {
      side: side(me),
      castling: c.side,
      king: { from: SQ_NAME[c.king], to: SQ_NAME[c.kingTo] },
      rook: { from: SQ_NAME[c.rook], to: SQ_NAME[c.rookTo] },
      ...delayedFact,
      check,
    };
    return { type: 'Castled', data };
  }
  if (kind === BOARD_MOVE) {
    const from = moveFrom(m);
    const to = moveTo(m);
    const rider = PIN_SQUARES[from].find((s) => board.sq[s]);
    const data: AttackBoardMoved = {
      side: side(me),
      owner: side(board.boardOwner[board.pinBoard[from]]),
      from: PINS[from],
      to: PINS[to],
      ...(rider !== undefined
        ? {
            passenger: {
              piece: roleOf(board.sq[rider]),
              color: side(board.sq[rider] >> 3),
              from: SQ_NAME[rider],
              to: SQ_NAME[carriedSquare(rider, to)],
            },
          }
        : {}),
      ...(promo && ownPromotion >= 0
        ? { promotion: { square: SQ_NAME[ownPromotion], piece: ROLES[promo - 1] } }
        : {}),
      ...(uncovered >= 0 ? { uncovered: SQ_NAME[uncovered] } : {}),
      ...delayedFact,
      check,
    };
    return { type: 'AttackBoardMoved', data };
  }
  const from = moveFrom(m);
  const to = moveTo(m);
  const victim = kind === EN_PASSANT ? board.ep : board.sq[to] ? to : -1;
  const data: PieceMoved = {
    side: side(me),
    piece: roleOf(board.sq[from]),
    from: SQ_NAME[from],
    to: SQ_NAME[to],
    ...(victim >= 0 ? { capture: { piece: roleOf(board.sq[victim]), square: SQ_NAME[victim] } } : {}),
    ...(kind === EN_PASSANT ? { enPassant: true } : {}),
    ...(kind === DOUBLE_STEP ? { doubleStep: true } : {}),
    ...(promo ? { promotion: ROLES[promo - 1] } : {}),
    ...delayedFact,
    check,
  };
  return { type: 'PieceMoved', data };
}

/** The move an event records (no judging: the event was decided). Null for a foreign event. */
export function eventMove(e: DomainEvent): Move | null {
  if (e.type === 'PieceMoved') {
    const d = e.data as PieceMoved;
    return {
      kind: 'piece',
      from: d.from,
      to: d.to,
      ...(d.promotion ? { promotion: d.promotion } : {}),
      ...(d.delayed ? { delayed: d.delayed.piece } : {}),
    };
  }
  if (e.type === 'Castled') {
    const d = e.data as Castled;
    return { kind: 'castle', side: d.castling, ...(d.delayed ? { delayed: d.delayed.piece } : {}) };
  }
  if (e.type === 'AttackBoardMoved') {
    const d = e.data as AttackBoardMoved;
    return {
      kind: 'board',
      from: d.from,
      to: d.to,
      ...(d.promotion ? { promotion: d.promotion.piece } : {}),
      ...(d.delayed ? { delayed: d.delayed.piece } : {}),
    };
  }
  return null;
}
