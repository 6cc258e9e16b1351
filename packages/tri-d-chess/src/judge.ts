/**
 * The judge: decides one proposed move clause by clause and says which rule refuses it.
 * Trade-off: deliberately plain and slow (it re-derives every rule from geometry and
 * scans every piece for attacks), so it serves `explain` and, in the tests, as the
 * reference generator the fast generator in `engine.ts` must agree with. A variant's own
 * refusals come in as a `JudgeHook` argument, asked before the generic clauses.
 */
import type { Rejection } from '@arbiter/kernel';
import {
  BOARD_MOVE,
  CASTLE,
  DOUBLE_STEP,
  EN_PASSANT,
  NORMAL,
  PRE_SHIFT,
  boardDirection,
  encodeMove,
  type Engine,
} from './engine';
import {
  COLUMN_SQUARES,
  PINS,
  PIN_SQUARES,
  SQUARE_COUNT,
  SQ_COL,
  SQ_FILE,
  SQ_NAME,
  SQ_PIN,
  SQ_RANK,
  column,
  pinTwin,
} from './geometry';
import { refuse } from './messages';
import { KING, KNIGHT, PAWN, ROLES, ROLE_ARTICLE, ROLE_CS, ROOK, BISHOP, QUEEN } from './pieces';

/** A proposed move, before the rules have looked at it. Roles are codes (2..5), 0 for none. */
export type Attempt =
  | {
      readonly kind: 'piece';
      readonly from: number;
      readonly to: number;
      readonly promotion: number;
      readonly pre: number;
    }
  | { readonly kind: 'castle'; readonly index: number; readonly pre: number }
  | {
      readonly kind: 'board';
      readonly from: number;
      readonly to: number;
      readonly promotion: number;
      readonly pre: number;
    };

/** The judge's answer: the encoded move and the rules it applied, or the rejection. */
export type Verdict =
  | { readonly ok: true; readonly move: number; readonly rules: readonly string[] }
  | { readonly ok: false; readonly rejection: Rejection };

/** A variant's own refusal, asked before the generic rules so it can cite its clause (null: no objection). */
export type JudgeHook = (board: Engine, attempt: Attempt) => Rejection | null;

const no = (rejection: Rejection): Verdict => ({ ok: false, rejection });
const side = (c: number) => (c ? 'black' : 'white');

/** Columns strictly between two aligned columns, or null if not on one line. */
function between(a: number, b: number): number[] | null {
  const fa = a % 6;
  const ra = (a / 6) | 0;
  const fb = b % 6;
  const rb = (b / 6) | 0;
  const df = fb - fa;
  const dr = rb - ra;
  if (!(df === 0 || dr === 0 || Math.abs(df) === Math.abs(dr))) return null;
  const n = Math.max(Math.abs(df), Math.abs(dr));
  const out: number[] = [];
  for (let i = 1; i < n; i++) out.push(column(fa + Math.sign(df) * i, ra + Math.sign(dr) * i));
  return out;
}

function occupant(board: Engine, col: number): number {
  for (const s of COLUMN_SQUARES[col]) if (board.sq[s]) return s;
  return -1;
}

/** True if the piece on `s` attacks column `col` (all its levels), pins and check aside (TR 3.1(b)). */
export function reaches(board: Engine, s: number, col: number): boolean {
  const code = board.sq[s];
  const role = code & 7;
  const from = SQ_COL[s];
  if (from === col) return false;
  const df = (col % 6) - (from % 6);
  const dr = ((col / 6) | 0) - ((from / 6) | 0);
  const adf = Math.abs(df);
  const adr = Math.abs(dr);
  switch (role) {
    case PAWN:
      return adf === 1 && dr === (code >> 3 ? -1 : 1);
    case KNIGHT:
      return (adf === 1 && adr === 2) || (adf === 2 && adr === 1);
    case KING:
      return adf <= 1 && adr <= 1;
    default: {
      const line = role === ROOK ? df === 0 || dr === 0 : role === BISHOP ? adf === adr : true;
      const path = between(from, col);
      return line && path !== null && path.every((c) => occupant(board, c) < 0);
    }
  }
}

/** True if any piece of colour `by` attacks column `col`. */
export function attackedSlow(board: Engine, col: number, by: number): boolean {
  for (let s = 0; s < SQUARE_COUNT; s++)
    if (board.sq[s] && board.sq[s] >> 3 === by && reaches(board, s, col)) return true;
  return false;
}

function kingSquare(board: Engine, color: number): number {
  for (let s = 0; s < SQUARE_COUNT; s++) if (board.sq[s] === (KING | (color << 3))) return s;
  return -1;
}

function kingSafe(board: Engine, color: number): boolean {
  const k = kingSquare(board, color);
  return k < 0 || !attackedSlow(board, SQ_COL[k], color ^ 1);
}

/** Pawns of `color` standing on their furthest rank. */
function unpromoted(board: Engine, color: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < SQUARE_COUNT; s++)
    if (
      board.sq[s] === (PAWN | (color << 3)) &&
      SQ_RANK[s] === board.promotionRank(color as 0 | 1, SQ_FILE[s])
    )
      out.push(s);
  return out;
}

const roleName = (code: number) => ROLES[(code & 7) - 1];
/** A role's name in both languages, for a message parameter. */
const roleWord = (code: number) => ({ en: roleName(code), cs: ROLE_CS[roleName(code)] });

/** Judges an attempt in `board` (which is left unchanged), asking `hook` first when a variant gives one. */
export function judge(board: Engine, attempt: Attempt, hook: JudgeHook | null = null): Verdict {
  const me = board.turn;
  if (board.pending >= 0 && !attempt.pre)
    return no(refuse('ERR_PROMOTION_PENDING', { square: SQ_NAME[board.pending] }));
  if (attempt.pre) {
    if (board.pending < 0) return no(refuse('ERR_NO_PROMOTION_PENDING'));
    if (!board.cfg.promotionRoles.includes(attempt.pre))
      return no(refuse('ERR_PROMOTION_PIECE', { piece: roleWord(attempt.pre) }));
    const b = board.clone();
    b.setPiece(b.pending, attempt.pre | (me << 3), 1);
    b.pending = -1;
    const v = judge(b, { ...attempt, pre: 0 }, hook);
    return v.ok
      ? { ok: true, move: v.move | (attempt.pre << PRE_SHIFT), rules: ['TR 3.4(e)(iii)', ...v.rules] }
      : v;
  }
  const refusal = hook?.(board, attempt);
  if (refusal) return no(refusal);
  if (attempt.kind === 'castle') return judgeCastling(board, attempt.index);
  if (attempt.kind === 'board') return judgeBoard(board, attempt.from, attempt.to, attempt.promotion);
  return judgePiece(board, attempt.from, attempt.to, attempt.promotion);
}

function present(board: Engine, s: number): Verdict | null {
  return board.live[s]
    ? null
    : no(refuse('ERR_SQUARE_NOT_PRESENT', { square: SQ_NAME[s], pin: PINS[SQ_PIN[s]] }));
}

function judgePiece(board: Engine, from: number, to: number, promotion: number): Verdict {
  const me = board.turn;
  const absent = present(board, from) ?? present(board, to);
  if (absent) return absent;
  const code = board.sq[from];
  if (!code) return no(refuse('ERR_NO_PIECE', { square: SQ_NAME[from] }));
  if (code >> 3 !== me) return no(refuse('ERR_WRONG_SIDE', { square: SQ_NAME[from], side: side(me) }));
  const names = { from: SQ_NAME[from], to: SQ_NAME[to] };
  if (SQ_COL[from] === SQ_COL[to]) return no(refuse('ERR_VERTICAL_MOVE', names));
  const target = board.sq[to];
  if (target && target >> 3 === me) return no(refuse('ERR_OWN_PIECE_ON_TARGET', names));
  const role = code & 7;
  const rules = ['TR 3.1', ROLE_ARTICLE[roleName(code)]];
  let kind = NORMAL;
  const df = SQ_FILE[to] - SQ_FILE[from];
  const dr = SQ_RANK[to] - SQ_RANK[from];
  if (role === PAWN) {
    const dir = me ? -1 : 1;
    if (df === 0 && dr === dir) {
      if (target) return no(refuse('ERR_PAWN_FORWARD_OCCUPIED', names));
    } else if (df === 0 && dr === 2 * dir) {
      if (board.moved[from]) return no(refuse('ERR_DOUBLE_STEP_USED', names));
      const skipped = column(SQ_FILE[from], SQ_RANK[from] + dir);
      const blocker = occupant(board, skipped);
      if (blocker >= 0) return no(refuse('ERR_PATH_BLOCKED', { ...names, blocker: SQ_NAME[blocker] }));
      if (target) return no(refuse('ERR_PAWN_FORWARD_OCCUPIED', names));
      kind = DOUBLE_STEP;
      rules.push('TR 3.4(b)');
    } else if (Math.abs(df) === 1 && dr === dir) {
      if (!target) {
        const v = board.ep;
        const crossed = v >= 0 ? column(SQ_FILE[v], SQ_RANK[v] + dir) : -1;
        if (crossed !== SQ_COL[to]) return no(refuse('ERR_PAWN_CAPTURE_EMPTY', names));
        kind = EN_PASSANT;
        rules.push('TR 3.4(d)');
      } else rules.push('TR 3.4(c)');
    } else return no(refuse('ERR_PAWN_MOVE', names));
    const last = board.promotionRank(me, SQ_FILE[to]);
    if (SQ_RANK[to] === last) {
      if (!promotion) return no(refuse('ERR_PROMOTION_REQUIRED', { square: SQ_NAME[to] }));
      if (!board.cfg.promotionRoles.includes(promotion))
        return no(refuse('ERR_PROMOTION_PIECE', { piece: roleWord(promotion) }));
      rules.push('TR 3.4(e)');
    } else if (promotion) return no(refuse('ERR_PROMOTION_NOT_ALLOWED', names));
  } else {
    const adf = Math.abs(df);
    const adr = Math.abs(dr);
    if (role === KNIGHT) {
      if (!((adf === 1 && adr === 2) || (adf === 2 && adr === 1)))
        return no(refuse('ERR_KNIGHT_MOVE', names));
    } else if (role === KING) {
      if (adf > 1 || adr > 1) return no(refuse('ERR_KING_MOVE', names));
    } else {
      const line = role === ROOK ? df === 0 || dr === 0 : role === BISHOP ? adf === adr : role === QUEEN;
      const path = between(SQ_COL[from], SQ_COL[to]);
      if (!line || !path || (role === QUEEN && !(df === 0 || dr === 0 || adf === adr)))
        return no(
          refuse(
            role === ROOK ? 'ERR_ROOK_MOVE' : role === BISHOP ? 'ERR_BISHOP_MOVE' : 'ERR_QUEEN_MOVE',
            names,
          ),
        );
      for (const c of path) {
        const blocker = occupant(board, c);
        if (blocker >= 0) return no(refuse('ERR_PATH_BLOCKED', { ...names, blocker: SQ_NAME[blocker] }));
      }
    }
    if (promotion) return no(refuse('ERR_PROMOTION_NOT_ALLOWED', names));
  }
  if (target) rules.push('TR 3.1(b)');
  return finish(board, encodeMove(from, to, kind, promotion), rules);
}

/** Plays the move, applies the king-safety rule (TR 3.5(b)) and ruling 10, and takes the move back. */
function finish(board: Engine, move: number, rules: string[]): Verdict {
  const me = board.turn;
  board.make(move);
  let refusal: Rejection | null = null;
  if (!kingSafe(board, me)) refusal = refuse('ERR_KING_IN_CHECK', { king: SQ_NAME[kingSquare(board, me)] });
  for (const s of refusal ? [] : unpromoted(board, me ^ 1)) {
    const saved = board.sq[s];
    const moved = board.moved[s];
    for (const role of board.cfg.promotionRoles) {
      board.setPiece(s, role | ((me ^ 1) << 3), moved);
      if (!refusal && !kingSafe(board, me))
        refusal = refuse('ERR_BOARD_UNCOVERS_PROMOTION', { square: SQ_NAME[s] });
    }
    board.setPiece(s, saved, moved);
  }
  board.unmake();
  return refusal ? no(refusal) : { ok: true, move, rules: [...rules, 'TR 3.5(b)'] };
}

function judgeCastling(board: Engine, index: number): Verdict {
  const me = board.turn;
  const c = board.cfg.castlings[index];
  const rules = ['TR 3.5(a)(ii)'];
  const first =
    board.cfg.castlingFirstMove === 'own-first-move'
      ? board.fullmove === 1
      : board.fullmove === 1 && me === 0;
  if (first) return no(refuse('ERR_CASTLING_FIRST_MOVE', { side: side(me) }));
  if (board.sq[c.king] !== (KING | (me << 3)) || board.moved[c.king])
    return no(refuse('ERR_CASTLING_KING_MOVED', { square: SQ_NAME[c.king] }));
  if (board.sq[c.rook] !== (ROOK | (me << 3)) || board.moved[c.rook])
    return no(refuse('ERR_CASTLING_ROOK_MOVED', { square: SQ_NAME[c.rook] }));
  for (const col of c.between) {
    const s = occupant(board, col);
    if (s >= 0) return no(refuse('ERR_CASTLING_BLOCKED', { square: SQ_NAME[s] }));
  }
  for (const t of [c.kingTo, c.rookTo])
    if (!board.live[t] || (board.sq[t] && t !== c.king && t !== c.rook))
      return no(refuse('ERR_CASTLING_BLOCKED', { square: SQ_NAME[t] }));
  for (const t of c.empty)
    if (board.sq[t] && t !== c.king && t !== c.rook)
      return no(refuse('ERR_CASTLING_BLOCKED', { square: SQ_NAME[t] }));
  if (c.safe.some((col) => attackedSlow(board, col, me ^ 1)))
    return no(refuse('ERR_CASTLING_ATTACKED', { square: SQ_NAME[c.kingTo] }));
  return finish(board, encodeMove(c.king, index, CASTLE), rules);
}

function judgeBoard(board: Engine, from: number, to: number, promotion: number): Verdict {
  const me = board.turn;
  const b = board.pinBoard[from];
  const pins = { from: PINS[from], to: PINS[to], pin: PINS[from] };
  if (b < 0) return no(refuse('ERR_NO_BOARD_ON_PIN', pins));
  const riders = PIN_SQUARES[from].filter((s) => board.sq[s]);
  if (riders.length > 1) return no(refuse('ERR_BOARD_OVERFULL', { ...pins, count: riders.length }));
  const controller = riders.length ? board.sq[riders[0]] >> 3 : board.boardOwner[b];
  if (controller !== me) return no(refuse('ERR_BOARD_NOT_YOURS', pins));
  const turn = from === to && board.cfg.boardRotation === true && riders.length === 1;
  // V.A2.2: an empty board turning over into the other slot of its pin (a variant hook explains refusals).
  const flip = to === pinTwin(from) && board.cfg.lowerSlots === true && riders.length === 0;
  if (flip) {
    if (board.pinBoard[to] >= 0) return no(refuse('ERR_BOARD_PIN_OCCUPIED', pins));
  } else if (!turn) {
    if (!board.cfg.pinTargets[from].includes(to)) return no(refuse('ERR_BOARD_NOT_ADJACENT', pins));
    if (board.pinBoard[to] >= 0) return no(refuse('ERR_BOARD_PIN_OCCUPIED', pins));
    if (!board.cfg.boardMoveAllowed(boardDirection(from, to, me), riders.length > 0))
      return no(refuse('ERR_BOARD_DIRECTION', pins));
  }
  board.make(encodeMove(from, to, BOARD_MOVE));
  const mine = unpromoted(board, me);
  board.unmake();
  if (mine.length && !promotion) return no(refuse('ERR_PROMOTION_REQUIRED', { square: SQ_NAME[mine[0]] }));
  if (!mine.length && promotion) return no(refuse('ERR_PROMOTION_NOT_ALLOWED', pins));
  if (promotion && !board.cfg.promotionRoles.includes(promotion))
    return no(refuse('ERR_PROMOTION_PIECE', { piece: roleWord(promotion) }));
  const rules = ['TR 3.6'];
  if (mine.length) rules.push('TR 3.4(e)(iii)');
  return finish(board, encodeMove(from, to, BOARD_MOVE, promotion), rules);
}
