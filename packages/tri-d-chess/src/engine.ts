/**
 * The engine's working state and its one way to change: `make`/`unmake`.
 * Trade-off: mutable typed arrays with an undo log, fast enough for perft; every
 * public value (`Position`) holds an Engine that is never mutated again, and whoever
 * needs to change one clones it first.
 */
import type { Castling, EngineConfig } from './config';
import * as geometry from './geometry';
import type { BoardDirection } from './geometry';
import * as pieces from './pieces';

// Module-local copies: imported bindings may compile to getters, too slow for the hot loops.
const {
  COLUMN_COUNT,
  COLUMN_SQUARES,
  KING_COLUMNS,
  KNIGHT_COLUMNS,
  MAIN_SQUARE_COUNT,
  PIN_CORNER,
  PIN_COUNT,
} = geometry;
const { PIN_SQUARES, RAYS, SQUARE_COUNT, SQ_COL, SQ_FILE, SQ_RANK, FILE_COUNT, RANK_COUNT } = geometry;
const { UPPER_PIN_COUNT, UPPER_SQUARE_COUNT } = geometry;
const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } = pieces;
const { carriedSquare, column, whiteDirection } = geometry;

/** Move kinds inside an encoded move. */
export const NORMAL = 0;
export const DOUBLE_STEP = 1;
export const EN_PASSANT = 2;
export const CASTLE = 3;
export const BOARD_MOVE = 4;

/**
 * A move as one integer: from (8 bits; the pin for a board move), to (8 bits; the castling
 * index for castling), kind (3), promotion role (3), delayed promotion chosen first (3): 25 bits.
 * Eight bits hold the 144 squares of the geometry with V.A2.2's lower slots.
 */
export const encodeMove = (from: number, to: number, kind: number, promo = 0, pre = 0): number =>
  from | (to << 8) | (kind << 16) | (promo << 19) | (pre << 22);
/** Where the delayed promotion chosen first sits in an encoded move (`m | (role << PRE_SHIFT)`). */
export const PRE_SHIFT = 22;
export const moveFrom = (m: number): number => m & 255;
export const moveTo = (m: number): number => (m >> 8) & 255;
export const moveKind = (m: number): number => (m >> 16) & 7;
export const movePromo = (m: number): number => (m >> 19) & 7;
export const movePre = (m: number): number => (m >> 22) & 7;

/**
 * Flattened column -> squares tables for the hot loops: one with every square, one with the
 * Tournament Rules' squares only. A board without lower slots (V.A2.2 off) scans the second, so
 * the 48 squares that can never be live then cost the generator nothing.
 */
function columnTable(limit: number): [Int16Array, Int16Array] {
  const start = new Int16Array(COLUMN_COUNT + 1);
  const squares: number[] = [];
  for (let c = 0; c < COLUMN_COUNT; c++) {
    start[c] = squares.length;
    for (const s of COLUMN_SQUARES[c]) if (s < limit) squares.push(s);
  }
  start[COLUMN_COUNT] = squares.length;
  return [start, Int16Array.from(squares)];
}
const UPPER_COLUMNS = columnTable(UPPER_SQUARE_COUNT);
const ALL_COLUMNS = columnTable(SQUARE_COUNT);
const flat = (lists: number[][]): [Int16Array, Int16Array] => {
  const start = new Int16Array(lists.length + 1);
  const items: number[] = [];
  lists.forEach((l, i) => {
    start[i] = items.length;
    items.push(...l);
  });
  start[lists.length] = items.length;
  return [start, Int16Array.from(items)];
};
const [KN_START, KN_COL] = flat(KNIGHT_COLUMNS);
const [KG_START, KG_COL] = flat(KING_COLUMNS);
const RAY_FLAT: Int16Array[] = [];
for (let c = 0; c < COLUMN_COUNT; c++) for (let d = 0; d < 8; d++) RAY_FLAT.push(Int16Array.from(RAYS[c][d]));

const grow = (a: Int32Array): Int32Array => {
  const b = new Int32Array(Math.max(64, a.length * 2));
  b.set(a);
  return b;
};
const BUFFER = 1024;

/** Byte offsets of the position's arrays inside an engine's one buffer (`Engine.bytes`). */
const KINGS_AT = 0;
const SQ_AT = 4;
const MOVED_AT = SQ_AT + SQUARE_COUNT;
const LIVE_AT = MOVED_AT + SQUARE_COUNT;
const COLCOUNT_AT = LIVE_AT + SQUARE_COUNT;
const PINBOARD_AT = COLCOUNT_AT + COLUMN_COUNT;
/** Pieces per piece code and column (`code * COLUMN_COUNT + col`), per colour and column, live squares per column. */
const BY_CODE_AT = PINBOARD_AT + PIN_COUNT;
const BY_COLOR_AT = BY_CODE_AT + 16 * COLUMN_COUNT;
const LIVE_COUNT_AT = BY_COLOR_AT + 2 * COLUMN_COUNT;
const BOARDS_AT = LIVE_COUNT_AT + COLUMN_COUNT;
/** 32-bit words of one colour's occupancy bits (`Engine.occupied`). */
const OCCUPIED_WORDS = Math.ceil(SQUARE_COUNT / 32);

/** Per castling of a configuration: 1 when the safe-column test settles the king's safety after it. */
const SETTLED_BY_CFG = new WeakMap<EngineConfig, Uint8Array>();
function settledOf(cfg: EngineConfig): Uint8Array {
  let settled = SETTLED_BY_CFG.get(cfg);
  if (!settled) {
    settled = Uint8Array.from(cfg.castlings, (c) => (settledBySafeTest(c) ? 1 : 0));
    SETTLED_BY_CFG.set(cfg, settled);
  }
  return settled;
}

/**
 * `legalNow`'s working tables, shared by every engine: the pinned pieces and the furthest rank per
 * file. They live only while one `legalNow` runs, and no `legalNow` runs inside another.
 */
const PINNED = new Int16Array(8);
const LAST_RANKS = new Int8Array(FILE_COUNT);
/** No undo history yet: the log and frames grow on the first `make`. */
const NO_HISTORY = new Int32Array(0);

export class Engine {
  /**
   * The whole position in one buffer (kings, squares, moved marks, live squares, column counts,
   * pins, boards), so a copy is one allocation and one `set`; the arrays below are views into it.
   */
  private readonly bytes: Uint8Array;
  /** Piece code per square (0 empty). */
  readonly sq: Int8Array;
  /** 1 once the piece on the square has moved (own move or carried, per the options). */
  readonly moved: Uint8Array;
  /** 1 if the square exists now (main boards always; pin squares while a board stands there). */
  readonly live: Uint8Array;
  /** Pieces per column (blocking, TR 3.1(c)). */
  readonly colCount: Int8Array;
  /**
   * Incremental column information, kept by every change of a square or a board: pieces per piece
   * code and column (`code * COLUMN_COUNT + col`), per colour and column (`color * COLUMN_COUNT + col`),
   * and live squares per column. Attack tests and the leaf count read these instead of the squares.
   */
  private readonly byCode: Int8Array;
  private readonly byColor: Int8Array;
  private readonly liveCount: Int8Array;
  /** Board index on each pin, or -1. */
  readonly pinBoard: Int8Array;
  readonly boardPin: Int8Array;
  /** Original owner of each board (0 White, 1 Black; TR 2.6). */
  readonly boardOwner: Int8Array;
  readonly kings: Int16Array;
  /**
   * The squares each colour occupies as bits (`OCCUPIED_WORDS` words per colour, square `s` is
   * bit `s & 31` of word `s >> 5`), kept by every change of a square: the generator visits the
   * pieces of the side to move in square order without reading the empty squares.
   */
  private readonly occupied: Int32Array;
  turn: 0 | 1 = 0;
  /** Square of a pawn that has just double-stepped, or -1 (TR 3.4(d)). */
  ep = -1;
  /** Square of the side-to-move's pawn awaiting its delayed promotion (ruling 10), or -1. */
  pending = -1;
  halfmove = 0;
  fullmove = 1;
  /** After `make` of a board move: the mover's own pawn that must promote in that move, or -1. */
  ownPromotion = -1;

  /** Column tables (see `columnTable`): all squares with V.A2.2's lower slots, else the first 96. */
  private readonly colStart: Int16Array;
  private readonly colSq: Int16Array;
  /** Per castling: 1 when the safe-column test already settles the king's safety after it (`settledBySafeTest`). */
  private readonly settled: Uint8Array;

  private log: Int32Array = NO_HISTORY;
  private logLen = 0;
  private frames: Int32Array = NO_HISTORY;
  private depth = 0;
  private buffers: Int32Array[] | null = null;

  constructor(
    readonly cfg: EngineConfig,
    boards: number,
    from?: Engine,
  ) {
    const occupiedAt = (BOARDS_AT + 2 * boards + 3) & ~3;
    const buffer = new ArrayBuffer(occupiedAt + 2 * OCCUPIED_WORDS * 4);
    this.bytes = new Uint8Array(buffer);
    this.kings = new Int16Array(buffer, KINGS_AT, 2);
    this.sq = new Int8Array(buffer, SQ_AT, SQUARE_COUNT);
    this.moved = new Uint8Array(buffer, MOVED_AT, SQUARE_COUNT);
    this.live = new Uint8Array(buffer, LIVE_AT, SQUARE_COUNT);
    this.colCount = new Int8Array(buffer, COLCOUNT_AT, COLUMN_COUNT);
    this.pinBoard = new Int8Array(buffer, PINBOARD_AT, PIN_COUNT);
    this.byCode = new Int8Array(buffer, BY_CODE_AT, 16 * COLUMN_COUNT);
    this.byColor = new Int8Array(buffer, BY_COLOR_AT, 2 * COLUMN_COUNT);
    this.liveCount = new Int8Array(buffer, LIVE_COUNT_AT, COLUMN_COUNT);
    this.boardPin = new Int8Array(buffer, BOARDS_AT, boards);
    this.boardOwner = new Int8Array(buffer, BOARDS_AT + boards, boards);
    this.occupied = new Int32Array(buffer, occupiedAt, 2 * OCCUPIED_WORDS);
    if (from) this.bytes.set(from.bytes);
    else {
      this.kings.fill(-1);
      this.pinBoard.fill(-1);
      this.boardPin.fill(-1);
      this.live.fill(1, 0, MAIN_SQUARE_COUNT);
      for (let s = 0; s < MAIN_SQUARE_COUNT; s++) this.liveCount[SQ_COL[s]]++;
    }
    const table = cfg.lowerSlots ? ALL_COLUMNS : UPPER_COLUMNS;
    this.colStart = table[0];
    this.colSq = table[1];
    this.settled = from ? from.settled : settledOf(cfg);
  }

  /** An independent copy (undo history not included). */
  clone(): Engine {
    const b = new Engine(this.cfg, this.boardPin.length, this);
    b.copyScalars(this);
    return b;
  }

  /** True if `copyFrom(other)` can reuse this engine: the same configuration and number of boards. */
  fits(other: Engine): boolean {
    return this.cfg === other.cfg && this.boardPin.length === other.boardPin.length;
  }

  /**
   * Makes this engine a copy of `other` (which it must `fit`) without allocating: a recycled
   * scratch engine. Any undo history of this engine is dropped.
   */
  copyFrom(other: Engine): this {
    this.bytes.set(other.bytes);
    this.copyScalars(other);
    this.logLen = 0;
    this.depth = 0;
    this.ownPromotion = -1;
    return this;
  }

  private copyScalars(other: Engine): void {
    this.turn = other.turn;
    this.ep = other.ep;
    this.pending = other.pending;
    this.halfmove = other.halfmove;
    this.fullmove = other.fullmove;
  }

  /** Places a board on a pin while building a position (not logged). */
  placeBoard(b: number, pin: number, owner: 0 | 1 | 2): void {
    this.boardPin[b] = pin;
    this.boardOwner[b] = owner;
    this.pinBoard[pin] = b;
    this.setLive(pin, 1);
  }

  /** Makes the squares of `pin` live (1) or not (0), keeping the live count per column. */
  private setLive(pin: number, v: number): void {
    const squares = PIN_SQUARES[pin];
    for (let i = 0; i < 4; i++) {
      const s = squares[i];
      if (this.live[s] !== v) {
        this.live[s] = v;
        this.liveCount[SQ_COL[s]] += v ? 1 : -1;
      }
    }
  }

  /** Sets a square while building a position (not logged). */
  setPiece(s: number, code: number, moved: number): void {
    this.raw(s, code, moved);
  }

  private raw(s: number, code: number, mv: number): void {
    const col = SQ_COL[s];
    const old = this.sq[s];
    if (old) {
      this.occupied[(old >> 3) * OCCUPIED_WORDS + (s >> 5)] &= ~(1 << (s & 31));
      this.colCount[col]--;
      this.byCode[old * COLUMN_COUNT + col]--;
      this.byColor[(old >> 3) * COLUMN_COUNT + col]--;
    }
    if (code) {
      this.occupied[(code >> 3) * OCCUPIED_WORDS + (s >> 5)] |= 1 << (s & 31);
      this.colCount[col]++;
      this.byCode[code * COLUMN_COUNT + col]++;
      this.byColor[(code >> 3) * COLUMN_COUNT + col]++;
      if ((code & 7) === KING) this.kings[code >> 3] = s;
    }
    this.sq[s] = code;
    this.moved[s] = mv;
  }

  private put(s: number, code: number, mv: number): void {
    if (this.logLen >= this.log.length - 2) this.log = grow(this.log);
    this.log[this.logLen++] = (s << 1) | (this.moved[s] << 9) | (this.sq[s] << 10);
    this.raw(s, code, mv);
  }

  private shiftBoard(b: number, to: number): void {
    const from = this.boardPin[b];
    if (this.logLen >= this.log.length - 2) this.log = grow(this.log);
    this.log[this.logLen++] = 1 | (b << 1) | (from << 5);
    this.pinBoard[from] = -1;
    this.setLive(from, 0);
    this.pinBoard[to] = b;
    this.boardPin[b] = to;
    this.setLive(to, 1);
  }

  /** The furthest rank for a pawn of `color` on `file` now (TR 3.4(e)(ii)). */
  promotionRank(color: 0 | 1, file: number): number {
    return this.cfg.promotionRank(color, file, this.pinBoard);
  }

  /** True if the pawn code on square `s` stands on its furthest rank. */
  private mustPromote(s: number): boolean {
    const code = this.sq[s];
    return (code & 7) === PAWN && SQ_RANK[s] === this.promotionRank((code >> 3) as 0 | 1, SQ_FILE[s]);
  }

  /** Plays an encoded move (assumed legal or at least pseudo-legal). */
  make(m: number): void {
    const f = this.depth * 6;
    if (f + 12 > this.frames.length) this.frames = grow(this.frames);
    this.frames[f] = this.logLen;
    this.frames[f + 1] = this.turn;
    this.frames[f + 2] = this.ep;
    this.frames[f + 3] = this.pending;
    this.frames[f + 4] = this.halfmove;
    this.frames[f + 5] = this.fullmove;
    this.depth++;
    const me = this.turn;
    const them = (me ^ 1) as 0 | 1;
    const kind = moveKind(m);
    const from = moveFrom(m);
    const to = moveTo(m);
    const promo = movePromo(m);
    const pre = movePre(m);
    let reset = false;
    let newEp = -1;
    this.ownPromotion = -1;
    if (pre && this.pending >= 0) {
      this.put(this.pending, pre | (me << 3), 1);
      reset = true;
    }
    this.pending = -1;
    if (kind === CASTLE) {
      const c = this.cfg.castlings[to];
      const king = this.sq[c.king];
      const rook = this.sq[c.rook];
      this.put(c.king, 0, 0);
      this.put(c.rook, 0, 0);
      this.put(c.kingTo, king, 1);
      this.put(c.rookTo, rook, 1);
    } else if (kind === BOARD_MOVE) {
      const b = this.pinBoard[from];
      let passenger = -1;
      for (const s of PIN_SQUARES[from]) if (this.sq[s]) passenger = s;
      if (passenger >= 0) {
        const code = this.sq[passenger];
        const role = code & 7;
        const mv =
          role === PAWN || ((role === KING || role === ROOK) && this.cfg.carriedCountsAsMoved)
            ? 1
            : this.moved[passenger];
        this.put(passenger, 0, 0);
        // A board turned on its own pin (V.A2) takes its passenger to the diagonally opposite square.
        if (from !== to) this.shiftBoard(b, to);
        const target =
          from === to
            ? PIN_SQUARES[to][3 - PIN_SQUARES[to].indexOf(passenger)]
            : carriedSquare(passenger, to);
        this.put(target, code, mv);
        if (this.mustPromote(target) && code >> 3 === me) this.ownPromotion = target;
      } else this.shiftBoard(b, to);
      const corner = PIN_CORNER[from];
      if (from !== to && this.sq[corner] && this.mustPromote(corner)) {
        if (this.sq[corner] >> 3 === me) this.ownPromotion = corner;
        else this.pending = corner;
      }
      if (promo && this.ownPromotion >= 0) this.put(this.ownPromotion, promo | (me << 3), 1);
      if (this.cfg.boardMovesResetFifty) reset = true;
    } else {
      const piece = this.sq[from];
      if (kind === EN_PASSANT) {
        this.put(this.ep, 0, 0);
        reset = true;
      }
      if (this.sq[to] || (piece & 7) === PAWN) reset = true;
      this.put(from, 0, 0);
      this.put(to, promo ? promo | (me << 3) : piece, 1);
      if (kind === DOUBLE_STEP) newEp = to;
    }
    this.ep = newEp;
    this.halfmove = reset ? 0 : this.halfmove + 1;
    if (me === 1) this.fullmove++;
    this.turn = them;
  }

  /** Takes back the last `make`. */
  unmake(): void {
    this.depth--;
    const f = this.depth * 6;
    const start = this.frames[f];
    while (this.logLen > start) {
      const e = this.log[--this.logLen];
      if (e & 1) {
        const b = (e >> 1) & 15;
        const from = e >> 5;
        const to = this.boardPin[b];
        this.pinBoard[to] = -1;
        this.setLive(to, 0);
        this.pinBoard[from] = b;
        this.boardPin[b] = from;
        this.setLive(from, 1);
      } else this.raw((e >> 1) & 255, e >> 10, (e >> 9) & 1);
    }
    this.turn = this.frames[f + 1] as 0 | 1;
    this.ep = this.frames[f + 2];
    this.pending = this.frames[f + 3];
    this.halfmove = this.frames[f + 4];
    this.fullmove = this.frames[f + 5];
  }

  /** True if any piece of colour `by` attacks column `col` (all its levels; TR 3.1(b), 3.5(b)). */
  attacked(col: number, by: number): boolean {
    return this.leaperAttacked(col, by) || this.sliderAttacked(col, by);
  }

  /** Knights, king and pawns of colour `by` attacking column `col`. */
  private leaperAttacked(col: number, by: number): boolean {
    const byCode = this.byCode;
    const knight = (KNIGHT | (by << 3)) * COLUMN_COUNT;
    for (let i = KN_START[col], e = KN_START[col + 1]; i < e; i++)
      if (byCode[knight + KN_COL[i]]) return true;
    const king = (KING | (by << 3)) * COLUMN_COUNT;
    for (let i = KG_START[col], e = KG_START[col + 1]; i < e; i++) if (byCode[king + KG_COL[i]]) return true;
    // A pawn of `by` attacks one rank ahead of itself, so it stands one rank behind `col`.
    const pawn = (PAWN | (by << 3)) * COLUMN_COUNT;
    const pr = ((col / FILE_COUNT) | 0) - (by === 0 ? 1 : -1);
    if (pr >= 0 && pr < RANK_COUNT) {
      const pf = col % FILE_COUNT;
      if (pf > 0 && byCode[pawn + column(pf - 1, pr)]) return true;
      if (pf < FILE_COUNT - 1 && byCode[pawn + column(pf + 1, pr)]) return true;
    }
    return false;
  }

  /** True if column `c` holds a queen of colour `by`, or its rook (`orthogonal`) or bishop. */
  private lineAttacker(c: number, by: number, orthogonal: boolean): boolean {
    const byCode = this.byCode;
    return (
      byCode[(QUEEN | (by << 3)) * COLUMN_COUNT + c] > 0 ||
      byCode[((orthogonal ? ROOK : BISHOP) | (by << 3)) * COLUMN_COUNT + c] > 0
    );
  }

  /** Queens, rooks and bishops of colour `by` attacking column `col`. */
  private sliderAttacked(col: number, by: number): boolean {
    const cc = this.colCount;
    const base = col * 8;
    for (let d = 0; d < 8; d++) {
      const ray = RAY_FLAT[base + d];
      for (let i = 0; i < ray.length; i++) {
        const c = ray[i];
        if (!cc[c]) continue;
        if (this.lineAttacker(c, by, d < 4)) return true;
        break;
      }
    }
    return false;
  }

  /** True if the side to move is in check. */
  inCheck(): boolean {
    const k = this.kings[this.turn];
    return k >= 0 && this.attacked(SQ_COL[k], this.turn ^ 1);
  }

  /** A reusable move buffer for ply `ply`. */
  buffer(ply: number): Int32Array {
    const buffers = (this.buffers ??= []);
    while (buffers.length <= ply) buffers.push(new Int32Array(BUFFER));
    return buffers[ply];
  }

  /** Writes the legal moves into `out` from index 0 and returns how many (TR 3, with the delayed promotion of ruling 10). */
  legal(out: Int32Array): number {
    return this.generate(out, false);
  }

  /** `legal`, or with `count` only the number of legal moves (`out` then holds only some of them). */
  private generate(out: Int32Array, count: boolean): number {
    const ps = this.pending;
    if (ps < 0) return this.legalNow(out, 0, count);
    // Ruling 10: the owner's move starts with the choice; each (choice, move) pair is one move.
    let n = 0;
    const me = this.turn;
    const f = this.depth * 6;
    if (f + 12 > this.frames.length) this.frames = grow(this.frames);
    for (const role of this.cfg.promotionRoles) {
      this.frames[f] = this.logLen;
      this.frames[f + 3] = ps;
      this.depth++;
      this.put(ps, role | (me << 3), 1);
      this.pending = -1;
      const start = n;
      n = this.legalNow(out, n, count);
      if (!count) for (let i = start; i < n; i++) out[i] |= role << PRE_SHIFT;
      this.depth--;
      while (this.logLen > this.frames[f]) {
        const e = this.log[--this.logLen];
        this.raw((e >> 1) & 255, e >> 10, (e >> 9) & 1);
      }
      this.pending = ps;
    }
    return n;
  }

  /** Number of legal moves (the last ply of perft). */
  countLegal(): number {
    return this.generate(this.buffer(this.depth), true);
  }

  private safeAfter(m: number, me: number): boolean {
    this.make(m);
    const ok = this.kingSafeNow(me);
    this.unmake();
    return ok;
  }

  /** After a `make` by `me`: true if `me`'s king is not attacked, whatever an uncovered enemy pawn becomes. */
  private kingSafeNow(me: number): boolean {
    const k = this.kings[me];
    let ok = !(k >= 0 && this.attacked(SQ_COL[k], me ^ 1));
    if (ok && this.pending >= 0) {
      // Ruling 10: an opponent's pawn uncovered by this move may become any of the choices;
      // none of them may attack the mover's king.
      const ps = this.pending;
      const saved = this.sq[ps];
      const color = saved & 8;
      for (const role of this.cfg.promotionRoles) {
        this.recode(ps, role | color);
        if (k >= 0 && this.attacked(SQ_COL[k], me ^ 1)) ok = false;
      }
      this.recode(ps, saved);
    }
    return ok;
  }

  /** Replaces the piece on the occupied square `s` by another of the same colour (not logged). */
  private recode(s: number, code: number): void {
    const col = SQ_COL[s];
    this.byCode[this.sq[s] * COLUMN_COUNT + col]--;
    this.byCode[code * COLUMN_COUNT + col]++;
    this.sq[s] = code;
  }

  private sliderCheck = false;

  /**
   * Finds own pieces pinned to the king on `kcol` (the only piece in their column, an enemy line
   * piece behind) and, on the way, whether a line piece gives check (`sliderCheck`).
   */
  private findPins(kcol: number, me: number): number {
    const cc = this.colCount;
    const them = me ^ 1;
    let n = 0;
    this.sliderCheck = false;
    const base = kcol * 8;
    for (let d = 0; d < 8; d++) {
      const ray = RAY_FLAT[base + d];
      const orthogonal = d < 4;
      let candidate = -1;
      for (let i = 0; i < ray.length; i++) {
        const c = ray[i];
        if (!cc[c]) continue;
        if (candidate < 0) {
          // The nearest occupied column: an enemy line piece here gives check.
          if (this.lineAttacker(c, them, orthogonal)) this.sliderCheck = true;
          if (cc[c] !== 1 || this.byColor[me * COLUMN_COUNT + c] !== 1) break;
          candidate = c;
          continue;
        }
        if (this.lineAttacker(c, them, orthogonal)) PINNED[n++] = this.onlyPiece(candidate);
        break;
      }
    }
    return n;
  }

  /** The square of the one piece in column `c`. */
  private onlyPiece(c: number): number {
    for (let j = this.colStart[c], k = this.colStart[c + 1]; j < k; j++)
      if (this.sq[this.colSq[j]]) return this.colSq[j];
    return -1;
  }

  private isPinned(s: number, pins: number): boolean {
    for (let i = 0; i < pins; i++) if (PINNED[i] === s) return true;
    return false;
  }

  /** Out of check, a king may go to a column that is not attacked once the king has left its own. */
  private kingMayGo(from: number, to: number, them: number): boolean {
    this.colCount[from]--;
    const attacked = this.attacked(to, them);
    this.colCount[from]++;
    return !attacked;
  }

  /**
   * Writes the legal moves into `out` from index `n` and returns the new end. With `count`, the
   * moves of free pieces (out of check, neither king nor pinned) are only counted, from the live
   * squares and own pieces per column, and not written: the returned number is still every legal
   * move, but `out` holds only some of them (the last ply of perft).
   *
   * Trade-off: each kind of piece has its own small method instead of one long loop body, so the
   * optimising compiler compiles (and, when a first capture or en passant turns up, recompiles)
   * only the small part concerned; one long body cost more to compile than a perft of depth 4 takes.
   */
  private legalNow(out: Int32Array, n: number, count: boolean): number {
    const sq = this.sq;
    const occupied = this.occupied;
    const me = this.turn;
    const ksq = this.kings[me];
    const kcol = ksq >= 0 ? SQ_COL[ksq] : -1;
    const found = ksq < 0 ? 0 : this.findPins(kcol, me);
    const check = ksq >= 0 && (this.sliderCheck || this.leaperAttacked(kcol, me ^ 1));
    const pins = check ? 0 : found;
    // The furthest rank per file for the side to move (TR 3.4(e)(ii)): pawn moves do not move boards.
    for (let f = 0; f < FILE_COUNT; f++) LAST_RANKS[f] = this.promotionRank(me, f);
    for (let w = 0, first = me * OCCUPIED_WORDS; w < OCCUPIED_WORDS; w++) {
      // the own pieces in square order: the lowest bit of the word first
      for (let bits = occupied[first + w]; bits !== 0; bits &= bits - 1) {
        const s = (w << 5) | (31 - Math.clz32(bits & -bits));
        n = this.pieceMoves(out, n, s, sq[s] & 7, check, pins, count);
      }
    }
    n = this.castlingMoves(out, n, me, check);
    return this.boardMoves(out, n, me, check, pins);
  }

  /** The moves of the own piece of `role` on `s` into `out` from `n` (with `count`, see `legalNow`). */
  private pieceMoves(
    out: Int32Array,
    n: number,
    s: number,
    role: number,
    check: boolean,
    pins: number,
    count: boolean,
  ): number {
    // Out of check, only a pinned piece can expose its king (blocking is per column).
    const free = !check && role !== KING && !this.isPinned(s, pins);
    if (role === PAWN) return free && count ? this.countPawn(out, n, s) : this.pawnMoves(out, n, s, free);
    if (free && count) return n + this.countFree(s, role);
    if (role === KNIGHT || role === KING) return this.leaperMoves(out, n, s, role, check, free);
    return this.slideMoves(out, n, s, role, free);
  }

  /**
   * The number of moves of the free pawn on `s` (en passant, which is tested for king safety,
   * written to `out`): forward to every live empty square of the next column (two columns on the
   * first move), diagonally onto enemies.
   */
  private countPawn(out: Int32Array, n: number, s: number): number {
    const me = this.turn;
    const dir = me === 0 ? 1 : -1;
    const r1 = SQ_RANK[s] + dir;
    if (r1 < 0 || r1 >= RANK_COUNT) return n;
    const cc = this.colCount;
    const liveCount = this.liveCount;
    const roles = this.cfg.promotionRoles.length;
    const f = SQ_FILE[s];
    const lastRank = LAST_RANKS[f];
    const c1 = column(f, r1);
    let k = liveCount[c1] - cc[c1];
    n += r1 === lastRank ? k * roles : k;
    const r2 = r1 + dir;
    if (!this.moved[s] && !cc[c1] && r2 >= 0 && r2 < RANK_COUNT) {
      const c2 = column(f, r2);
      k = liveCount[c2] - cc[c2];
      n += r2 === lastRank ? k * roles : k;
    }
    const theirs = (me ^ 1) * COLUMN_COUNT;
    for (let df = -1; df <= 1; df += 2) {
      const f2 = f + df;
      if (f2 < 0 || f2 >= FILE_COUNT) continue;
      k = this.byColor[theirs + column(f2, r1)];
      n += r1 === LAST_RANKS[f2] ? k * roles : k;
    }
    if (this.ep >= 0) n = this.enPassant(out, n, s, r1, me);
    return n;
  }

  /** The moves of the pawn on `s` into `out` from `n` (each tested for king safety unless `free`). */
  private pawnMoves(out: Int32Array, n: number, s: number, free: boolean): number {
    const me = this.turn;
    const dir = me === 0 ? 1 : -1;
    const r1 = SQ_RANK[s] + dir;
    if (r1 < 0 || r1 >= RANK_COUNT) return n;
    const sq = this.sq;
    const live = this.live;
    const cc = this.colCount;
    const colStart = this.colStart;
    const colSq = this.colSq;
    const f = SQ_FILE[s];
    const lastRank = LAST_RANKS[f];
    const c1 = column(f, r1);
    for (let j = colStart[c1], e = colStart[c1 + 1]; j < e; j++) {
      const t = colSq[j];
      if (!live[t] || sq[t]) continue;
      n = this.addPawn(out, n, s, t, NORMAL, r1 === lastRank, free, me);
    }
    const r2 = r1 + dir;
    if (!this.moved[s] && !cc[c1] && r2 >= 0 && r2 < RANK_COUNT) {
      const c2 = column(f, r2);
      for (let j = colStart[c2], e = colStart[c2 + 1]; j < e; j++) {
        const t = colSq[j];
        if (!live[t] || sq[t]) continue;
        n = this.addPawn(out, n, s, t, DOUBLE_STEP, r2 === lastRank, free, me);
      }
    }
    const them = me ^ 1;
    for (let df = -1; df <= 1; df += 2) {
      const f2 = f + df;
      if (f2 < 0 || f2 >= FILE_COUNT) continue;
      const c = column(f2, r1);
      if (!cc[c]) continue;
      const last = r1 === LAST_RANKS[f2];
      for (let j = colStart[c], e = colStart[c + 1]; j < e; j++) {
        const t = colSq[j];
        const v = sq[t];
        if (v && v >> 3 === them) n = this.addPawn(out, n, s, t, NORMAL, last, free, me);
      }
    }
    if (this.ep >= 0) n = this.enPassant(out, n, s, r1, me);
    return n;
  }

  /** The number of moves of the free knight, bishop, rook or queen on `s`: live squares not held by own pieces. */
  private countFree(s: number, role: number): number {
    const liveCount = this.liveCount;
    const byColor = this.byColor;
    const mine = this.turn * COLUMN_COUNT;
    const col = SQ_COL[s];
    let n = 0;
    if (role === KNIGHT) {
      for (let i = KN_START[col], e = KN_START[col + 1]; i < e; i++) {
        const c = KN_COL[i];
        n += liveCount[c] - byColor[mine + c];
      }
      return n;
    }
    const cc = this.colCount;
    const base = col * 8;
    for (let d = role === BISHOP ? 4 : 0, e = role === ROOK ? 4 : 8; d < e; d++) {
      const ray = RAY_FLAT[base + d];
      for (let i = 0; i < ray.length; i++) {
        const c = ray[i];
        n += liveCount[c] - byColor[mine + c];
        if (cc[c]) break;
      }
    }
    return n;
  }

  /** The moves of the knight or king on `s` into `out` from `n`. */
  private leaperMoves(
    out: Int32Array,
    n: number,
    s: number,
    role: number,
    check: boolean,
    free: boolean,
  ): number {
    const sq = this.sq;
    const live = this.live;
    const colStart = this.colStart;
    const colSq = this.colSq;
    const me = this.turn;
    const col = SQ_COL[s];
    const start = role === KNIGHT ? KN_START : KG_START;
    const cols = role === KNIGHT ? KN_COL : KG_COL;
    for (let i = start[col], e = start[col + 1]; i < e; i++) {
      const c = cols[i];
      // Out of check a king's target is judged per column: attacks reach every level of it.
      let safe = -1;
      for (let j = colStart[c], k = colStart[c + 1]; j < k; j++) {
        const t = colSq[j];
        const v = sq[t];
        if (v ? v >> 3 === me : !live[t]) continue;
        const m = encodeMove(s, t, NORMAL);
        if (role === KING) {
          if (check) {
            if (this.safeAfter(m, me)) out[n++] = m;
            continue;
          }
          if (safe < 0) safe = this.kingMayGo(col, c, me ^ 1) ? 1 : 0;
          if (safe) out[n++] = m;
        } else if (free || this.safeAfter(m, me)) out[n++] = m;
      }
    }
    return n;
  }

  /** The moves of the bishop, rook or queen on `s` into `out` from `n`. */
  private slideMoves(out: Int32Array, n: number, s: number, role: number, free: boolean): number {
    const sq = this.sq;
    const live = this.live;
    const cc = this.colCount;
    const colStart = this.colStart;
    const colSq = this.colSq;
    const me = this.turn;
    const base = SQ_COL[s] * 8;
    for (let d = role === BISHOP ? 4 : 0, last = role === ROOK ? 4 : 8; d < last; d++) {
      const ray = RAY_FLAT[base + d];
      for (let i = 0; i < ray.length; i++) {
        const c = ray[i];
        for (let j = colStart[c], k = colStart[c + 1]; j < k; j++) {
          const t = colSq[j];
          const v = sq[t];
          if (v ? v >> 3 === me : !live[t]) continue;
          const m = encodeMove(s, t, NORMAL);
          if (free || this.safeAfter(m, me)) out[n++] = m;
        }
        if (cc[c]) break;
      }
    }
    return n;
  }

  /** The en-passant captures of the pawn on `s` (which reaches rank `r1`), each tested for king safety. */
  private enPassant(out: Int32Array, n: number, s: number, r1: number, me: number): number {
    const v = this.ep;
    const dir = me === 0 ? 1 : -1;
    // no Math.abs: this line runs first deep in a search, and a property new to compiled code recompiles it
    const df = SQ_FILE[v] - SQ_FILE[s];
    if (SQ_RANK[v] + dir !== r1 || (df !== 1 && df !== -1)) return n;
    const c = column(SQ_FILE[v], r1);
    const last = r1 === LAST_RANKS[SQ_FILE[v]];
    for (let j = this.colStart[c], e = this.colStart[c + 1]; j < e; j++) {
      const t = this.colSq[j];
      if (this.live[t] && !this.sq[t]) n = this.addPawn(out, n, s, t, EN_PASSANT, last, false, me);
    }
    return n;
  }

  private addPawn(
    out: Int32Array,
    n: number,
    s: number,
    t: number,
    kind: number,
    promotes: boolean,
    free: boolean,
    me: number,
  ): number {
    const m = encodeMove(s, t, kind);
    if (!free && !this.safeAfter(m, me)) return n;
    if (!promotes) {
      out[n++] = m;
      return n;
    }
    for (const role of this.cfg.promotionRoles) out[n++] = encodeMove(s, t, kind, role);
    return n;
  }

  /**
   * True if castling `i` is allowed now, before the king-safety test of the result.
   * `kingColumnAttacked` (1 or 0) is the caller's knowledge of whether the king's column is
   * attacked (whether it stands in check); -1 to test it here.
   */
  castlingOpen(i: number, kingColumnAttacked = -1): boolean {
    const c = this.cfg.castlings[i];
    const me = this.turn;
    if (c.color !== me) return false;
    if (
      this.cfg.castlingFirstMove === 'own-first-move' ? this.fullmove === 1 : this.fullmove === 1 && me === 0
    )
      return false;
    if (this.sq[c.king] !== (KING | (me << 3)) || this.moved[c.king]) return false;
    if (this.sq[c.rook] !== (ROOK | (me << 3)) || this.moved[c.rook]) return false;
    for (let j = 0; j < c.between.length; j++) if (this.colCount[c.between[j]]) return false;
    // A goal may hold the castling king or rook itself (king-only and rook-only castling, V.P5.3.3).
    if (!this.goalFree(c.kingTo, c) || !this.goalFree(c.rookTo, c)) return false;
    for (let j = 0; j < c.empty.length; j++) {
      const t = c.empty[j];
      if (this.sq[t] && t !== c.king && t !== c.rook) return false;
    }
    const kingColumn = SQ_COL[c.king];
    for (let j = 0; j < c.safe.length; j++) {
      const col = c.safe[j];
      const known = col === kingColumn ? kingColumnAttacked : -1;
      if (known >= 0 ? known === 1 : this.attacked(col, me ^ 1)) return false;
    }
    return true;
  }

  /** A castling goal exists and is empty, or holds the castling king or rook itself. */
  private goalFree(t: number, c: Castling): boolean {
    return this.live[t] === 1 && (!this.sq[t] || t === c.king || t === c.rook);
  }

  private castlingMoves(out: Int32Array, n: number, me: number, check: boolean): number {
    const cs = this.cfg.castlings;
    for (let i = 0; i < cs.length; i++) {
      if (!this.castlingOpen(i, check ? 1 : 0)) continue;
      const m = encodeMove(cs[i].king, i, CASTLE);
      if (this.settled[i] === 1 || this.safeAfter(m, me)) out[n++] = m;
    }
    return n;
  }

  /** The colour controlling the board on `pin` (passenger's owner, else the original owner) and its piece count. */
  boardControl(pin: number): { controller: number; pieces: number } {
    const packed = this.control(pin);
    return { controller: packed & 1, pieces: packed >> 1 };
  }

  private control(pin: number): number {
    let pieces = 0;
    let controller = this.boardOwner[this.pinBoard[pin]] & 1;
    const squares = PIN_SQUARES[pin];
    for (let i = 0; i < 4; i++) {
      const code = this.sq[squares[i]];
      if (code) {
        pieces++;
        controller = code >> 3;
      }
    }
    return controller | (pieces << 1);
  }

  /**
   * The board moves of `me`. Out of check, a move of an empty board, or of a board whose one
   * passenger is neither the king nor pinned, cannot expose the king (attacks go by the pieces in
   * each column, and such a passenger leaves its column as any free piece does); only an enemy
   * pawn it uncovers that must promote (ruling 10) still needs the full test.
   */
  private boardMoves(out: Int32Array, n: number, me: number, check: boolean, pins: number): number {
    for (let b = 0; b < this.boardPin.length; b++) {
      const pin = this.boardPin[b];
      if (pin < 0) continue;
      const packed = this.control(pin);
      const pieces = packed >> 1;
      if (pieces > 1 || (packed & 1) !== me) continue;
      // V.A4: an empty neutral board (owner 2) stands still; V.A5: only the boards one owns.
      if (pieces === 0 && this.boardOwner[b] > 1) continue;
      if (this.cfg.ownBoardsOnly && this.boardOwner[b] !== me) continue;
      const free = !check && (pieces === 0 || this.freePassenger(pin, pins));
      if (pieces === 1 && this.cfg.boardRotation) n = this.addBoardMove(out, n, pin, pin, me, free);
      // V.A2.2: an empty board turns over into the other slot of its pin while that slot is free.
      if (pieces === 0 && this.cfg.lowerSlots) {
        const twin = pin < UPPER_PIN_COUNT ? pin + UPPER_PIN_COUNT : pin - UPPER_PIN_COUNT;
        if (this.pinBoard[twin] < 0) n = this.addBoardMove(out, n, pin, twin, me, free);
      }
      for (const to of this.cfg.pinTargets[pin]) {
        if (this.pinBoard[to] >= 0) continue;
        if (!this.cfg.boardMoveAllowed(boardDirection(pin, to, me), pieces > 0)) continue;
        n = this.addBoardMove(out, n, pin, to, me, free);
      }
    }
    return n;
  }

  /** The one passenger on `pin`'s board is not the king and not pinned to it. */
  private freePassenger(pin: number, pins: number): boolean {
    const squares = PIN_SQUARES[pin];
    for (let i = 0; i < 4; i++) {
      const s = squares[i];
      if (this.sq[s]) return (this.sq[s] & 7) !== KING && !this.isPinned(s, pins);
    }
    return true;
  }

  private addBoardMove(
    out: Int32Array,
    n: number,
    pin: number,
    to: number,
    me: number,
    free: boolean,
  ): number {
    const m = encodeMove(pin, to, BOARD_MOVE);
    this.make(m);
    const own = this.ownPromotion;
    const safe = (free && this.pending < 0) || this.kingSafeNow(me);
    this.unmake();
    if (!safe) return n;
    if (own < 0) out[n++] = m;
    else for (const role of this.cfg.promotionRoles) out[n++] = encodeMove(pin, to, BOARD_MOVE, role);
    return n;
  }

  /** Leaf count at `depth` (bulk counting at the last ply). */
  perft(depth: number): number {
    if (depth <= 0) return 1;
    if (depth === 1) return this.countLegal();
    const out = this.buffer(this.depth);
    const k = this.legal(out);
    let total = 0;
    for (let i = 0; i < k; i++) {
      this.make(out[i]);
      total += this.perft(depth - 1);
      this.unmake();
    }
    return total;
  }
}

const SETTLED = new WeakMap<Castling, boolean>();

/**
 * True when the test of the safe columns before castling already decides the king's safety after
 * it: the king's destination is among them, and no column the castling empties lies on a line from
 * that destination with further columns behind it (so no line to the king opens). Meder's castlings
 * qualify (the kingside pair swaps; queenside only z0 empties, at the edge).
 */
function settledBySafeTest(c: Castling): boolean {
  let known = SETTLED.get(c);
  if (known === undefined) {
    const target = SQ_COL[c.kingTo];
    const after = [SQ_COL[c.kingTo], SQ_COL[c.rookTo]];
    const emptied = [SQ_COL[c.king], SQ_COL[c.rook]].filter((col) => !after.includes(col));
    known =
      c.safe.includes(target) &&
      emptied.every((col) =>
        RAYS[target].every((ray) => {
          const at = ray.indexOf(col);
          return at < 0 || at === ray.length - 1;
        }),
      );
    SETTLED.set(c, known);
  }
  return known;
}

/** The direction of a board move seen by colour `by` (ruling 9: by rank, relative to the controller). */
export function boardDirection(from: number, to: number, by: number): BoardDirection {
  const d = whiteDirection(from, to);
  return by === 0 || d === 'side' ? d : d === 'forward' ? 'backward' : 'forward';
}
