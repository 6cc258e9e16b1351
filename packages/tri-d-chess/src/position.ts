/**
 * Position: a validated game state (board, side to move, rights, counters, pins)
 * plus the repetition history, and its position string.
 *
 * Position string (seven fields separated by single spaces):
 *   1. pieces: comma-separated `<letter><square>[*]`; letters K Q R B N P for White,
 *      k q r b n p for Black; `*` marks a king, rook or pawn that has not moved yet
 *      (castling rights, pawn double step); sorted by square;
 *   2. attack boards: comma-separated `<pin>:<owner>` (`QL1:w`), owner = the board's colour
 *      (`n` for a neutral board, V.A4; a lower slot under V.A2.2 is written `QL3u:w`);
 *   3. side to move: `w` or `b`;
 *   4. en passant: the square of the pawn that has just double-stepped, or `-`;
 *   5. delayed promotion: the square of the side to move's pawn whose promotion is due (ruling 10), or `-`;
 *   6. halfmoves since the last capture or pawn move; 7. move number.
 * Trade-off: longer than FEN, but every field is a name a reader knows from Appendix E.
 */
import { ok, type ResolvedOptions, type Result } from '@arbiter/kernel';
import { refuse } from './messages';
import { Engine, EN_PASSANT, moveKind } from './engine';
import type { EngineConfig } from './config';
import {
  PINS,
  PIN_SQUARES,
  SQUARE_COUNT,
  SQ_FILE,
  SQ_NAME,
  SQ_PIN,
  SQ_RANK,
  isLowerPin,
  pinIndex,
  squareIndex,
} from './geometry';
import { BLACK, KING, PAWN, ROOK, roleOfLetter, roleCode, ROLE_LETTER, ROLES } from './pieces';

/** A validated position and how it was reached (for repetition, TR 9.2). */
export interface Position {
  /** Never mutated once inside a Position; clone to change. */
  readonly board: Engine;
  readonly options: ResolvedOptions;
  /** Repetition keys of every earlier position of the game, oldest first. */
  readonly history: readonly string[];
}

/** The initial position of TR 2.7 (section 1.5 of the digest). */
export const STANDARD_POSITION =
  'Na1W,Bb1W,Bc1W,Nd1W,Pa2W*,Pb2W*,Pc2W*,Pd2W*,pa7B*,pb7B*,pc7B*,pd7B*,na8B,bb8B,bc8B,nd8B,' +
  'Rz0QL1*,Qa0QL1,Pz1QL1*,Pa1QL1*,pz8QL6*,pa8QL6*,rz9QL6*,qa9QL6,' +
  'Kd0KL1*,Re0KL1*,Pd1KL1*,Pe1KL1*,pd8KL6*,pe8KL6*,kd9KL6*,re9KL6* QL1:w,QL6:b,KL1:w,KL6:b w - - 0 1';

const bad = (detail: string): Result<never> => ({
  ok: false,
  error: refuse('ERR_POSITION_SYNTAX', { detail }),
});
const illegal = (code: Parameters<typeof refuse>[0], params: Record<string, string> = {}): Result<never> => ({
  ok: false,
  error: refuse(code, params),
});

/** Reads a position string into a board under an engine configuration; never throws. */
export function parseBoard(text: string, cfg: EngineConfig): Result<Engine> {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 7) return bad(`expected 7 fields, found ${fields.length}`);
  const [pieces, boards, turn, ep, pending, half, full] = fields;
  const pins = boards === '-' ? [] : boards.split(',');
  const board = new Engine(cfg, pins.length);
  for (let i = 0; i < pins.length; i++) {
    const m = /^([QK]L[1-6]u?):([wbn])$/.exec(pins[i]);
    if (!m) return bad(`"${pins[i]}" is not an attack board (write QL1:w)`);
    const pin = pinIndex(m[1]);
    if (isLowerPin(pin) && !cfg.lowerSlots)
      return bad(`${m[1]} is a lower slot, which exists only under the variant V.A2.2 (option v-a2-2)`);
    if (board.pinBoard[pin] >= 0) return bad(`two boards on ${m[1]}`);
    board.placeBoard(i, pin, m[2] === 'w' ? 0 : m[2] === 'b' ? 1 : 2);
  }
  const kings = [0, 0];
  for (const token of pieces === '-' ? [] : pieces.split(',')) {
    const m = /^([KQRBNPkqrbnp])([za-e]\d(?:[WNB]|[QK]L[1-6]u?))(\*?)$/.exec(token);
    if (!m) return bad(`"${token}" is not a piece (write Kd0KL1 or pa7B*)`);
    const s = squareIndex(m[2]);
    if (s < 0) return illegal('ERR_UNKNOWN_SQUARE', { square: m[2] });
    if (!board.live[s]) return illegal('ERR_SQUARE_NOT_PRESENT', { square: m[2], pin: PINS[SQ_PIN[s]] });
    if (board.sq[s]) return bad(`two pieces on ${m[2]}`);
    const role = roleOfLetter(m[1].toUpperCase());
    if (!role) return bad(`unknown piece letter ${m[1]}`);
    const code = roleCode(role) | (m[1] === m[1].toLowerCase() ? BLACK : 0);
    if (m[3] && role !== 'king' && role !== 'rook' && role !== 'pawn')
      return bad(`"*" (not yet moved) applies to kings, rooks and pawns only: ${token}`);
    if (role === 'king') kings[code >> 3]++;
    board.setPiece(s, code, m[3] ? 0 : 1);
  }
  if (kings[0] !== 1 || kings[1] !== 1) return illegal('ERR_POSITION_KINGS');
  if (turn !== 'w' && turn !== 'b') return bad(`side to move must be w or b, not "${turn}"`);
  board.turn = turn === 'w' ? 0 : 1;
  if (!/^\d{1,4}$/.test(half) || !/^\d{1,4}$/.test(full) || Number(full) < 1)
    return bad('halfmove and move numbers must be whole numbers (move number from 1)');
  board.halfmove = Number(half);
  board.fullmove = Number(full);
  if (ep !== '-') {
    const s = squareIndex(ep);
    if (s < 0 || board.sq[s] !== (PAWN | ((board.turn ^ 1) << 3)))
      return illegal('ERR_POSITION_EN_PASSANT', { square: ep });
    board.ep = s;
  }
  if (pending !== '-') {
    const s = squareIndex(pending);
    if (s < 0 || board.sq[s] !== (PAWN | (board.turn << 3)))
      return illegal('ERR_POSITION_PROMOTION', { square: pending });
    board.pending = s;
  }
  for (let s = 0; s < SQUARE_COUNT; s++) {
    const code = board.sq[s];
    if ((code & 7) !== PAWN || s === board.pending) continue;
    if (SQ_RANK[s] === board.promotionRank((code >> 3) as 0 | 1, SQ_FILE[s]))
      return illegal('ERR_POSITION_PROMOTION', { square: SQ_NAME[s] });
  }
  const other = board.kings[board.turn ^ 1];
  if (board.attacked(squareColumn(other), board.turn)) return illegal('ERR_POSITION_CHECK');
  return ok(board);
}

const squareColumn = (s: number) => SQ_RANK[s] * 6 + SQ_FILE[s];

function pieceToken(board: Engine, s: number): string {
  const code = board.sq[s];
  const role = ROLES[(code & 7) - 1];
  const letter = code & BLACK ? ROLE_LETTER[role].toLowerCase() : ROLE_LETTER[role];
  const r = code & 7;
  const unmoved = (r === KING || r === ROOK || r === PAWN) && !board.moved[s];
  return `${letter}${SQ_NAME[s]}${unmoved ? '*' : ''}`;
}

/** The placement, boards and side fields (the part a repetition compares, with rights). */
function placement(board: Engine): string {
  const pieces: string[] = [];
  for (let s = 0; s < SQUARE_COUNT; s++) if (board.sq[s]) pieces.push(pieceToken(board, s));
  const boards: string[] = [];
  for (let p = 0; p < PINS.length; p++) {
    const b = board.pinBoard[p];
    if (b >= 0) boards.push(`${PINS[p]}:${'wbn'[board.boardOwner[b]]}`);
  }
  return `${pieces.join(',') || '-'} ${boards.join(',') || '-'} ${board.turn ? 'b' : 'w'}`;
}

/** Writes a board as a position string. */
export function makeBoard(board: Engine): string {
  const ep = board.ep >= 0 ? SQ_NAME[board.ep] : '-';
  const pending = board.pending >= 0 ? SQ_NAME[board.pending] : '-';
  return `${placement(board)} ${ep} ${pending} ${board.halfmove} ${board.fullmove}`;
}

/** The characters of a repetition key, one per square, per pin and per remaining field (see `repetitionKey`). */
const KEY_CHARS: number[] = new Array<number>(SQUARE_COUNT + PINS.length + 3).fill(0);

/**
 * The identity of a position for TR 9.2: pieces, unmoved marks (castling and double-step rights),
 * every board's pin and owner (ruling 11), side to move, a pending promotion, and the en passant
 * square only while an en passant capture is actually possible. An opaque string of fixed length,
 * made to be compared: one character per square (its piece code and unmoved mark, or 0), one per
 * pin (the owner of the board on it, or 0), then the side, the en passant square and the pending
 * promotion.
 */
export function repetitionKey(board: Engine, legal?: ArrayLike<number>): string {
  let ep = -1;
  if (board.ep >= 0) {
    // Without the legal moves given, they are generated here by make/unmake on `board`.
    let moves = legal;
    if (!moves) {
      const out = board.buffer(0);
      moves = out.subarray(0, board.legal(out));
    }
    for (let i = 0; i < moves.length; i++) if (moveKind(moves[i]) === EN_PASSANT) ep = board.ep;
  }
  const chars = KEY_CHARS;
  for (let s = 0; s < SQUARE_COUNT; s++) {
    const code = board.sq[s];
    const r = code & 7;
    chars[s] = (r === KING || r === ROOK || r === PAWN) && !board.moved[s] ? code | 16 : code;
  }
  let n = SQUARE_COUNT;
  for (let p = 0; p < PINS.length; p++) {
    const b = board.pinBoard[p];
    chars[n++] = b >= 0 ? 1 + board.boardOwner[b] : 0;
  }
  chars[n++] = board.turn;
  chars[n++] = ep + 1;
  chars[n] = board.pending + 1;
  return String.fromCharCode.apply(null, chars);
}

/** Wraps a board as the first position of a game. */
export function initialPosition(board: Engine, options: ResolvedOptions): Position {
  return { board, options, history: [] };
}

/** The squares a board on `pin` covers, by name. */
export const pinSquareNames = (pin: number): string[] => PIN_SQUARES[pin].map((s) => SQ_NAME[s]);
