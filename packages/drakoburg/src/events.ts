/**
 * The events a legal move causes, their schemas, and `evolve`. Events carry resolved facts (piece, capture, promotion,
 * SEQUIX lancer, T's removed and by which clause), so replaying never re-runs the rules.
 *
 * Where ruling 4(d) lives in the log: the removals due at the start of the opponent's
 * turn are decided together with the move that caused them and logged right after its
 * `PieceMoved` (clause `DRK R4(d)`), after the mover's own 4(e) removals. A position
 * reached by events is therefore always settled. Only a position loaded from a string
 * can begin unsettled; its first move then logs those removals before `PieceMoved`.
 */
import type { DomainEvent } from '@arbiter/kernel';
import { z } from 'zod';
import { moveFacts } from './judge';
import { makeLongForm } from './notation';
import { positionKey, rulesetOf, type Move, type Position } from './position';
import { CZECH_LETTERS, PAWN, kindOfLetter, parseSquare, pieceCode, squareName } from './pieces';

const square = z.string().regex(/^[a-g][1-7]$/);
const letter = z.enum(['P', 'S', 'Z', 'A', 'U', 'T']);
const side = z.enum(['white', 'black']);

/** zod schemas of Drakoburg's own events. */
export const drakoburgEventSchemas = {
  PieceMoved: z.object({
    side,
    piece: letter,
    from: square,
    to: square,
    captured: letter.optional(),
    promotion: letter.optional(),
    pawn: square.optional(),
  }),
  RoyalPieceRemoved: z.object({
    side,
    square,
    clause: z.enum(['DRK R4(d)', 'DRK R4(e)']),
  }),
} as const;

/** Data of `PieceMoved`. */
export type PieceMovedData = z.infer<typeof drakoburgEventSchemas.PieceMoved>;
/** Data of `RoyalPieceRemoved`. */
export type RoyalPieceRemovedData = z.infer<typeof drakoburgEventSchemas.RoyalPieceRemoved>;
/** The events of a legal move. */
export function moveEvents(p: Position, m: Move): DomainEvent[] {
  const facts = moveFacts(p, m);
  const mover = p.turn;
  const other = mover === 'white' ? 'black' : 'white';
  const removal = (s: number, who: 'white' | 'black', clause: 'DRK R4(d)' | 'DRK R4(e)'): DomainEvent => ({
    type: 'RoyalPieceRemoved',
    data: { side: who, square: squareName(s), clause } satisfies RoyalPieceRemovedData,
  });
  const data: PieceMovedData = {
    side: mover,
    piece: CZECH_LETTERS[facts.piece & 7] as PieceMovedData['piece'],
    from: squareName(m.from),
    to: squareName(m.to),
    ...(facts.captured ? { captured: CZECH_LETTERS[facts.captured & 7] as PieceMovedData['piece'] } : {}),
    ...(facts.promotion ? { promotion: CZECH_LETTERS[facts.promotion & 7] as PieceMovedData['piece'] } : {}),
    ...(m.pawn !== null ? { pawn: squareName(m.pawn) } : {}),
  };
  return [
    ...facts.removedBefore.map((s) => removal(s, mover, 'DRK R4(d)')),
    { type: 'PieceMoved', data },
    ...facts.removedAfter.map((s) => removal(s, mover, 'DRK R4(e)')),
    ...facts.removedNext.map((s) => removal(s, other, 'DRK R4(d)')),
  ];
}

/** Applies one of Drakoburg's events. Total: an unknown or odd event leaves the position as it is. */
export function evolvePosition(p: Position, e: DomainEvent): Position {
  if (e.type === 'PieceMoved') {
    const d = e.data as PieceMovedData;
    const from = parseSquare(d.from);
    const to = parseSquare(d.to);
    if (from < 0 || to < 0) return p;
    const board = [...p.board];
    const kind = kindOfLetter(d.promotion ?? d.piece) || PAWN;
    board[from] = 0;
    board[to] = pieceCode(kind, d.side);
    const pawn = d.pawn ? parseSquare(d.pawn) : -1;
    if (pawn >= 0) board[pawn] = pieceCode(PAWN, d.side);
    const once = rulesetOf(p).oncePerCastle;
    const used = pawn >= 0 && once && !p.used.includes(to) ? [...p.used, to].sort((a, b) => a - b) : p.used;
    const turn = d.side === 'white' ? 'black' : 'white';
    const reset = d.captured !== undefined || d.piece === 'P' || pawn >= 0;
    const key = positionKey(board, turn, used);
    return {
      ...p,
      board,
      turn,
      used,
      halfmoves: reset ? 0 : p.halfmoves + 1,
      fullmoves: d.side === 'black' ? p.fullmoves + 1 : p.fullmoves,
      history: reset ? [key] : [...p.history, key],
    };
  }
  if (e.type === 'RoyalPieceRemoved') {
    const d = e.data as RoyalPieceRemovedData;
    const s = parseSquare(d.square);
    if (s < 0) return p;
    const board = [...p.board];
    board[s] = 0;
    return { ...p, board, halfmoves: 0, history: [positionKey(board, p.turn, p.used)] };
  }
  return p;
}

/** The move a `PieceMoved` event records, as a typed move (null for other events). */
export function eventMoveOf(_p: Position, e: DomainEvent): Move | null {
  if (e.type !== 'PieceMoved') return null;
  const d = e.data as PieceMovedData;
  return { from: parseSquare(d.from), to: parseSquare(d.to), pawn: d.pawn ? parseSquare(d.pawn) : null };
}

/** The long form of the move a `PieceMoved` event records (null for other events). */
export function eventMoveText(p: Position, e: DomainEvent): string | null {
  if (e.type !== 'PieceMoved') return null;
  const d = e.data as PieceMovedData;
  const from = parseSquare(d.from);
  const to = parseSquare(d.to);
  return makeLongForm(p.board, { from, to, pawn: d.pawn ? parseSquare(d.pawn) : null });
}
