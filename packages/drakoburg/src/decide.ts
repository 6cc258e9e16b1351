/**
 * Deciding a move: text -> the legal move it names, or the rule that refuses it; and the
 * events a legal move causes. Events carry resolved facts (piece, capture, promotion,
 * SEQUIX lancer, T's removed and by which clause), so replaying never re-runs the rules.
 *
 * Where ruling 4(d) lives in the log: the removals due at the start of the opponent's
 * turn are decided together with the move that caused them and logged right after its
 * `PieceMoved` (clause `DRK R4(d)`), after the mover's own 4(e) removals. A position
 * reached by events is therefore always settled. Only a position loaded from a string
 * can begin unsettled; its first move then logs those removals before `PieceMoved`.
 */
import { refused, ok, type DomainEvent, type Result } from '@arbiter/kernel';
import { drakoburgMessages } from './messages';
import { z } from 'zod';
import { analyse, moveFacts, promotionOn, type Analysis } from './judge';
import { fits, makeLongForm, parseMovePattern } from './notation';
import { loadEngine, positionKey, type Move, type Position } from './position';
import {
  BLACK_BIT,
  CZECH_LETTERS,
  KIND_NAMES,
  PAWN,
  ROYAL,
  colorOf,
  kindOfLetter,
  parseSquare,
  pieceCode,
  squareName,
} from './pieces';

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

const names = (list: readonly number[]) => list.map(squareName).join(', ');

/** Why no move can be played, in words, or null while the game goes on. */
export function gameOverReason(a: Analysis): string | null {
  if (a.royals.own === 0) return 'the side to move has no knight (T) left';
  if (a.royals.enemy === 0) return 'the opponent has no knight (T) left';
  if (a.legal.length === 0) return 'the side to move has no legal move (stalemate)';
  return null;
}

/** The legal move a text names in a position, or the rejection saying why there is none. */
export function resolveMove(p: Position, text: string): Result<Move> {
  const parsed = parseMovePattern(text);
  if (!parsed.ok) return parsed;
  const pat = parsed.value;
  const a = analyse(p);
  const over = gameOverReason(a);
  if (over)
    return refused(drakoburgMessages, 'ERR_DRK_GAME_OVER', {
      reason: over,
    });
  const board = a.board;
  const mover = p.turn === 'white' ? 0 : BLACK_BIT;
  const found = a.judged.filter((j) => fits(pat, board, j.move));
  if (found.length === 0) {
    if (pat.fromFile !== null && pat.fromRank !== null) {
      const from = pat.fromFile + pat.fromRank * 7;
      const piece = board[from];
      const params = { square: squareName(from), from: squareName(from), to: squareName(pat.to) };
      if (piece === 0) return refused(drakoburgMessages, 'ERR_DRK_NO_PIECE', params);
      if ((piece & BLACK_BIT) !== mover)
        return refused(drakoburgMessages, 'ERR_DRK_NOT_YOUR_PIECE', {
          ...params,
          owner: colorOf(piece),
          side: p.turn,
        });
      const target = board[pat.to];
      if (target !== 0 && (target & BLACK_BIT) === mover)
        return refused(drakoburgMessages, 'ERR_DRK_OWN_PIECE', { square: params.to });
      const kind = KIND_NAMES[piece & 7];
      if ((piece & 7) === ROYAL && (target & 7) === ROYAL)
        return refused(drakoburgMessages, 'ERR_DRK_ROYAL_CAPTURE', params);
      return refused(drakoburgMessages, 'ERR_DRK_PATTERN', {
        ...params,
        piece: {
          en: `${kind.en} (${CZECH_LETTERS[piece & 7]})`,
          cs: `${kind.cs} (${CZECH_LETTERS[piece & 7]})`,
        },
      });
    }
    return refused(drakoburgMessages, 'ERR_DRK_NO_SUCH_MOVE', {
      text,
    });
  }
  let froms = [...new Set(found.map((j) => j.move.from))];
  if (froms.length > 1) {
    // Departures are written only as far as the legal moves need: prefer the one legal reading.
    const legalFroms = [...new Set(found.filter((j) => j.forbiddenBy === null).map((j) => j.move.from))];
    if (legalFroms.length === 1) {
      froms = legalFroms;
      found.splice(0, found.length, ...found.filter((j) => j.move.from === legalFroms[0]));
    }
  }
  if (froms.length > 1) {
    const moves = froms.map((f) => makeLongForm(board, { from: f, to: pat.to, pawn: null })).join(', ');
    return refused(drakoburgMessages, 'ERR_DRK_AMBIGUOUS', {
      text,
      moves,
    });
  }
  const fields = found.filter((j) => j.move.pawn !== null).map((j) => j.move.pawn as number);
  let chosen = found[0];
  if (fields.length > 0) {
    const list = names(fields);
    if (pat.pawn === null)
      return refused(drakoburgMessages, 'ERR_DRK_SEQUIX_FIELD_MISSING', { fields: list });
    const hit = found.find((j) => j.move.pawn === pat.pawn);
    if (!hit)
      return refused(drakoburgMessages, 'ERR_DRK_SEQUIX_FIELD_INVALID', {
        square: squareName(pat.pawn),
        fields: list,
      });
    chosen = hit;
  } else if (pat.pawn !== null)
    return refused(drakoburgMessages, 'ERR_DRK_SEQUIX_UNEXPECTED', {
      square: squareName(pat.pawn),
    });
  const piece = board[chosen.move.from];
  if (pat.promotion) {
    const promo = promotionOn(p, piece, chosen.move.to);
    const given = CZECH_LETTERS[pat.promotion];
    if (!promo)
      return refused(drakoburgMessages, 'ERR_DRK_PROMOTION_UNEXPECTED', {
        given,
      });
    if ((promo & 7) !== pat.promotion) {
      const expected = CZECH_LETTERS[promo & 7];
      const file = squareName(chosen.move.to)[0].toUpperCase();
      return refused(drakoburgMessages, 'ERR_DRK_PROMOTION_MISMATCH', { file, expected, given });
    }
  }
  return forbidden(p, a, chosen.move, chosen.forbiddenBy);
}

function forbidden(p: Position, a: Analysis, m: Move, clause: 'a' | 'b' | 'c' | null): Result<Move> {
  if (clause === null) return ok(m);
  const to = squareName(m.to);
  if (clause === 'a') return refused(drakoburgMessages, 'ERR_DRK_ROYAL_INTO_ATTACK', { to });
  if (clause === 'b') {
    const facts = exposure(p, m);
    return refused(drakoburgMessages, 'ERR_DRK_ROYAL_EXPOSED', {
      square: facts,
    });
  }
  const fewest = a.legal.length ? attackedAfter(p, a.legal[0]) : 0;
  const count = attackedAfter(p, m);
  return refused(drakoburgMessages, 'ERR_DRK_NOT_FEWEST', { fewest, count });
}

/** The own T's attacked after a pseudo-legal move, played on a scratch board. */
function attackedSquares(p: Position, m: Move): number[] {
  const board = [...analyse(p).board];
  const piece = board[m.from];
  board[m.to] = promotionOn(p, piece, m.to) || piece;
  board[m.from] = 0;
  if (m.pawn !== null) board[m.pawn] = pieceCode(PAWN, p.turn);
  const e = loadEngine({ ...p, board });
  const c = p.turn === 'white' ? 0 : BLACK_BIT;
  const out: number[] = [];
  for (let s = 0; s < board.length; s++)
    if (board[s] === (ROYAL | c) && e.attacked(s, c ^ BLACK_BIT)) out.push(s);
  return out;
}

const attackedAfter = (p: Position, m: Move): number => attackedSquares(p, m).length;
const exposure = (p: Position, m: Move): string => names(attackedSquares(p, m));

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
    const once = p.options['sequix'] === 'once-per-castle';
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

/** The long form of the move a `PieceMoved` event records (null for other events). */
/** The move a `PieceMoved` event records, as a typed move (null for other events). */
export function eventMoveOf(_p: Position, e: DomainEvent): Move | null {
  if (e.type !== 'PieceMoved') return null;
  const d = e.data as PieceMovedData;
  return { from: parseSquare(d.from), to: parseSquare(d.to), pawn: d.pawn ? parseSquare(d.pawn) : null };
}

export function eventMoveText(p: Position, e: DomainEvent): string | null {
  if (e.type !== 'PieceMoved') return null;
  const d = e.data as PieceMovedData;
  const from = parseSquare(d.from);
  const to = parseSquare(d.to);
  return makeLongForm(p.board, { from, to, pawn: d.pawn ? parseSquare(d.pawn) : null });
}
