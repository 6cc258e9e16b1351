/**
 * V.A3 (Jens Meder): a pawn promoting on a1W or d1W (Black) or a8B or d8B (White) may take a
 * new attack board instead of a piece. The pawn leaves the game and an empty board of its
 * colour appears on the pin over that corner (QL1, KL1, QL6, KL6), which is always vacant
 * then (TR 3.4(e)(ii)). Long form `a7B-a8B=AB`.
 * Trade-off: the engine keeps a fixed set of boards, so this move is played by rewriting
 * the position string (one more board in its boards field) and re-reading it; the
 * re-reading also applies TR 3.5(b) (the side that moved may not stand in check). Slow, but
 * it happens at most a few times a game.
 */
import { ok, type DomainEvent, type Result } from '@arbiter/kernel';
import { z } from 'zod';
import { squareIndex, SQ_FILE, SQ_RANK, FILES, MAIN_LEVELS, PINS } from '../geometry';
import { makeBoard, parseBoard, repetitionKey, type Position } from '../position';
import { CORNER_PIN_NAME } from './attack-boards';
import { isOn } from './engine-config';
import { refuseVariant } from './messages';

/** Every level a square can be on: the main boards, then every pin. */
const LEVELS: readonly string[] = [...MAIN_LEVELS, ...PINS];

/** A promotion into an attack board: the pawn's move and the pin of the new board. */
export interface BoardPromotion {
  readonly kind: 'board-promotion';
  readonly from: string;
  readonly to: string;
  readonly pin: string;
}

/** The event of a promotion into a board, with its resolved facts. */
export const pawnPromotedToBoardSchema = z.object({
  side: z.enum(['white', 'black']),
  from: z.string(),
  to: z.string(),
  pin: z.string(),
  capture: z.string().optional(),
});

/** The promotion corners of each colour. */
const CORNERS = { white: ['a8B', 'd8B'], black: ['a1W', 'd1W'] } as const;

/** The long form of a promotion into a board. */
export const makeBoardPromotion = (m: BoardPromotion): string => `${m.from}-${m.to}=AB`;

function side(p: Position): 'white' | 'black' {
  return p.board.turn ? 'black' : 'white';
}

/** The position after the promotion, or why it is illegal (the mover's king left in check). */
export function playBoardPromotion(p: Position, m: BoardPromotion): Result<Position> {
  const me = side(p);
  const [pieces, boards, , , , half, full] = makeBoard(p.board).split(' ');
  const kept =
    pieces === '-'
      ? []
      : pieces.split(',').filter((t) => {
          const sq = t.slice(1).replace('*', '');
          return sq !== m.from && sq !== m.to;
        });
  const owner = me === 'white' ? 'w' : 'b';
  const text = [
    kept.join(',') || '-',
    [...(boards === '-' ? [] : boards.split(',')), `${m.pin}:${owner}`].join(','),
    me === 'white' ? 'b' : 'w',
    '-',
    '-',
    '0',
    String(Number(full) + (me === 'black' ? 1 : 0)),
  ].join(' ');
  void half;
  const board = parseBoard(text, p.board.cfg);
  if (!board.ok) return { ok: false, error: refuseVariant('ERR_BOARD_PROMOTION_CHECK', { square: m.to }) };
  return ok({ ...p, board: board.value, history: [...p.history, repetitionKey(p.board)] });
}

/**
 * Every promotion into a board the side to move has, found from the pawns themselves (a step
 * or a diagonal capture onto a promotion corner that is its furthest rank), independent of the
 * engine's move list, each checked by playing it.
 */
export function boardPromotions(p: Position): BoardPromotion[] {
  if (!isOn(p.options, 'v-a3') || p.board.pending >= 0) return [];
  const me = p.board.turn;
  const color = me ? 'black' : 'white';
  const dir = me ? -1 : 1;
  const out: BoardPromotion[] = [];
  for (const corner of CORNERS[color]) {
    const to = squareIndex(corner);
    if (!p.board.live[to] || p.board.promotionRank(me, SQ_FILE[to]) !== SQ_RANK[to]) continue;
    const target = p.board.sq[to];
    for (const df of [0, -1, 1]) {
      const file = SQ_FILE[to] - df;
      if (file < 0 || file >= FILES.length) continue;
      const fromName = `${FILES[file]}${SQ_RANK[to] - dir}`;
      for (const level of LEVELS) {
        const from = squareIndex(`${fromName}${level}`);
        if (from < 0 || p.board.sq[from] !== (1 | (me << 3))) continue;
        if (df === 0 ? target !== 0 : !target || target >> 3 === me) continue;
        const m: BoardPromotion = {
          kind: 'board-promotion',
          from: `${fromName}${level}`,
          to: corner,
          pin: CORNER_PIN_NAME[corner],
        };
        if (playBoardPromotion(p, m).ok) out.push(m);
      }
    }
  }
  return out;
}

/** The pawn's squares of a promotion into a board, as named (before the position is asked). */
export interface BoardPromotionSquares {
  readonly from: string;
  readonly to: string;
}

/** Reads the long form `a7B-a8B=AB`: the pawn's squares, or null for any other text. */
export function readBoardPromotion(text: string): BoardPromotionSquares | null {
  const hit = /^\s*([za-e]\d(?:W|N|B|[QK]L[1-6]u?))-([za-e]\d(?:W|N|B|[QK]L[1-6]u?))=AB\s*$/.exec(text);
  return hit ? { from: hit[1], to: hit[2] } : null;
}

/**
 * Checks a named promotion into a board against the position: the promotion, why the variant
 * refuses it (V.A3 off, not a promotion corner), or null when the position has no such promotion.
 */
export function checkBoardPromotion(
  p: Position,
  named: BoardPromotionSquares,
): Result<BoardPromotion> | null {
  if (!isOn(p.options, 'v-a3'))
    return { ok: false, error: refuseVariant('ERR_BOARD_PROMOTION_OFF', { square: named.to }) };
  if (!Object.prototype.hasOwnProperty.call(CORNER_PIN_NAME, named.to))
    return { ok: false, error: refuseVariant('ERR_BOARD_PROMOTION_CORNER', { square: named.to }) };
  const found = boardPromotions(p).find((m) => m.from === named.from && m.to === named.to);
  return found ? ok(found) : null;
}

/** The event of a decided promotion into a board. */
export function boardPromotionEvent(p: Position, m: BoardPromotion): DomainEvent {
  const captured = p.board.sq[squareIndex(m.to)];
  return {
    type: 'PawnPromotedToBoard',
    data: { side: side(p), from: m.from, to: m.to, pin: m.pin, ...(captured ? { capture: m.to } : {}) },
  };
}

/** The move an event records. */
export function boardPromotionOf(e: DomainEvent): BoardPromotion {
  const d = e.data as { from: string; to: string; pin: string };
  return { kind: 'board-promotion', from: d.from, to: d.to, pin: d.pin };
}
