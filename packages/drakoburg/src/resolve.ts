/**
 * Matching a written move to the legal move it names, or the rule that refuses it, with the
 * facts the refusal quotes (the T's a move would leave attacked, on a scratch board).
 * Trade-off: the analysis judges every pseudo-legal move once; a text only filters that list.
 */
import { refused, ok, type Result } from '@arbiter/kernel';
import { drakoburgMessages } from './messages';
import { analyse, promotionOn, type Analysis } from './judge';
import { fits, makeLongForm, parseMovePattern } from './notation';
import { loadEngine, type Move, type Position } from './position';
import { BLACK_BIT, CZECH_LETTERS, KIND_NAMES, PAWN, ROYAL, colorOf, pieceCode, squareName } from './pieces';

const names = (list: readonly number[]) => list.map(squareName).join(', ');

/** `gameOverReason` in Czech. */
const GAME_OVER_CS: Readonly<Record<string, string>> = {
  'the side to move has no knight (T) left': 'straně na tahu nezbyl žádný těžkooděnec (T)',
  'the opponent has no knight (T) left': 'soupeři nezbyl žádný těžkooděnec (T)',
  'the side to move has no legal move (stalemate)': 'strana na tahu nemá žádný platný tah (pat)',
};

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
      reason: { en: over, cs: GAME_OVER_CS[over] ?? over },
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
