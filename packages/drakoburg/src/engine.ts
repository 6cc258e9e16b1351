/**
 * The move engine: one mutable board behind make/unmake, used by perft and, through
 * `analyse`, by every public function. Nothing outside this module sees the mutation.
 *
 * Trade-off: legality under ruling 4 needs the position after each move. When no own
 * těžkooděnec (T) stands attacked, a move can only expose one by vacating the first
 * occupied square on one of the eight rays from a T (every sliding and bent attack
 * runs along such a ray), so only those moves, T moves and promotions to T are tried on
 * the board; the rest are legal at once. When a T stands attacked, every move is tried
 * and clauses (a)-(c) are applied in full. The `exact` flag forces the full path, so tests
 * can check that the shortcut changes nothing.
 */
import {
  BENT_ORIGIN,
  BENT_SQUIRE,
  BENT_NEAR,
  BENT_TURCOPOLE,
  DISTANCE,
  KING,
  KNIGHT,
  LEAP,
  PAWN_FROM,
  PAWN_TO,
  RAY,
  RAY_N,
  RAY_NEAR,
  type BentTable,
} from './geometry';
import {
  ARCHER,
  ARMS,
  BLACK_BIT,
  PAWN,
  PROMOTION_BY_FILE,
  ROYAL,
  SQUIRE,
  SQUARES,
  TURCOPOLE,
} from './pieces';

/** The rules an engine runs under, fixed for a game. */
export interface EngineConfig {
  /** raid[0][s] = 1 when s is a castle White raids (a Black starting field of T, U or Z); raid[1] for Black. */
  readonly raid: readonly [Uint8Array, Uint8Array];
  /** Pawn starting rank (0-based) of White and Black; each side promotes on the other's. */
  readonly pawnRank: readonly [number, number];
  /** Ruling 3 `chess-like`: T's guard fields against each other. */
  readonly royalGuard: boolean;
  /** Ruling 4 `capture`: no check rules, T's are captured like other pieces. */
  readonly captureMode: boolean;
  /** Ruling 5 `once-per-castle`. */
  readonly oncePerCastle: boolean;
}

/** Move code: from | to << 6 | (pawn field + 1) << 12. */
export const moveFrom = (m: number): number => m & 63;
export const moveTo = (m: number): number => (m >> 6) & 63;
/** The SEQUIX pawn's field, or -1. */
export const movePawn = (m: number): number => ((m >> 12) & 63) - 1;
export const encodeMove = (from: number, to: number, pawn: number): number =>
  from | (to << 6) | ((pawn + 1) << 12);

/** Why a pseudo-legal move is not legal: 0 legal, then the clause of ruling 4 that forbids it. */
export const VERDICT_LEGAL = 0;
export const VERDICT_A = 1;
export const VERDICT_B = 2;
export const VERDICT_C = 3;

const MAX_PLY = 64;
const BUF = 1024;

/** A mutable position with make/unmake. */
export class Engine {
  readonly b = new Int8Array(SQUARES);
  /** 0 for White, BLACK_BIT for Black. */
  side = 0;
  /** Castles that already yielded a pawn (ruling 5 `once-per-castle`). */
  readonly used = new Uint8Array(SQUARES);
  /** Force the full evaluation even when no own T is attacked. */
  exact = false;

  private readonly moves: Int32Array[] = [];
  /** Per ply and move: bit 0 winning capture, bit 1 leaves an own T attacked (needs R4(e)). */
  private readonly flags: Uint8Array[] = [];
  /** Per ply: pseudo-legal moves and their verdicts (filled by `judge`). */
  readonly pseudo = new Int32Array(BUF);
  readonly verdict = new Uint8Array(BUF);
  pseudoCount = 0;
  /** Removal stack: square and piece of each removed T, for undo. */
  private readonly remSq = new Int8Array(256);
  private readonly remPiece = new Int8Array(256);
  remTop = 0;
  private readonly stamp = new Int32Array(SQUARES);
  private stampNow = 1;
  private readonly ts = new Int8Array(SQUARES);
  private readonly tsAfter = new Int8Array(SQUARES);
  private readonly masks = new Int32Array(BUF);
  private readonly counts = new Int8Array(BUF);

  private readonly raid: readonly [Uint8Array, Uint8Array];

  /** The castles each side raids, as lists of fields. */
  private readonly raidList: readonly [Int8Array, Int8Array];

  constructor(readonly cfg: EngineConfig) {
    this.raid = cfg.raid;
    const list = (r: Uint8Array) => Int8Array.from(Array.from(r.keys()).filter((s) => r[s] === 1));
    this.raidList = [list(cfg.raid[0]), list(cfg.raid[1])];
  }

  /** Buffers of a ply, allocated on first use. */
  private buffers(ply: number): void {
    if (ply >= MAX_PLY) throw new RangeError(`search deeper than ${MAX_PLY} plies`);
    while (this.moves.length <= ply) {
      this.moves.push(new Int32Array(BUF));
      this.flags.push(new Uint8Array(BUF));
    }
  }

  /** True when a piece of side `by` (0 or BLACK_BIT), other than a T unless T's guard, could move to `sq`. */
  attacked(sq: number, by: number): boolean {
    const b = this.b;
    const pf = PAWN_FROM[by ? 1 : 0];
    for (let i = 0, n = pf.n[sq], o = sq * 3; i < n; i++) if (b[pf.sq[o + i]] === (PAWN | by)) return true;
    const guard = this.cfg.royalGuard;
    for (let i = 0, n = KING.n[sq], o = sq * 8; i < n; i++) {
      const p = b[KING.sq[o + i]];
      if (p !== 0 && (p & BLACK_BIT) === by) {
        const k = p & 7;
        if ((k >= ARCHER && k <= TURCOPOLE) || (k === ROYAL && guard)) return true;
      }
    }
    for (let i = 0, n = KNIGHT.n[sq], o = sq * 8; i < n; i++) {
      const p = b[KNIGHT.sq[o + i]];
      if (p !== 0 && (p & BLACK_BIT) === by && ((p & 7) === SQUIRE || (p & 7) === TURCOPOLE)) return true;
    }
    if (guard)
      for (let i = 0, n = LEAP.n[sq], o = sq * 8; i < n; i++)
        if (b[LEAP.sq[o + i]] === (ROYAL | by)) return true;
    for (let d = 0; d < 8; d++) {
      const slider = (d & 1 ? ARCHER : ARMS) | by;
      const bender = (d & 1 ? SQUIRE : TURCOPOLE) | by;
      const base = (sq * 8 + d) * 6;
      for (let i = 0, n = RAY_N[sq * 8 + d]; i < n; i++) {
        const s = RAY[base + i];
        const p = b[s];
        if (p !== 0) {
          if (p === slider) return true;
          break;
        }
        const o1 = BENT_ORIGIN[(base + i) * 2];
        const o2 = BENT_ORIGIN[(base + i) * 2 + 1];
        if ((o1 >= 0 && b[o1] === bender) || (o2 >= 0 && b[o2] === bender)) return true;
      }
    }
    return false;
  }

  private readonly amap = new Int32Array(SQUARES);
  /** The squares of the side to move's pieces and of the opponent's, listed by `settle`'s scan. */
  private readonly ownSq = new Int8Array(SQUARES);
  private readonly foeSq = new Int8Array(SQUARES);
  private ownCount = 0;
  private foeCount = 0;
  private amapNow = 0;

  /**
   * Marks the fields the opponent attacks (the own T on `skip` lifted off the board, so lines
   * through it stay open), from the enemy pieces `settle` has just listed; returns the stamp
   * that marks them in `amap`. Only the T's field and the fields it can reach (at most two
   * steps away) are ever read, so a step or leap from further than four steps off is skipped,
   * and so is a slide or bent slide whose line never comes within two steps of the T.
   */
  private markFoeAttacks(skip: number): number {
    const b = this.b;
    const map = this.amap;
    const st = ++this.amapNow;
    const by = this.side ^ BLACK_BIT;
    const lifted = b[skip];
    b[skip] = 0;
    const guard = this.cfg.royalGuard;
    const foeSq = this.foeSq;
    const row = skip * SQUARES;
    for (let j = 0, foes = this.foeCount; j < foes; j++) {
      const f = foeSq[j];
      const p = b[f];
      const k = p & 7;
      const far = DISTANCE[row + f];
      if (k === PAWN) {
        if (far > 3) continue;
        const pt = PAWN_TO[by ? 1 : 0];
        for (let i = 0, m = pt.n[f], o = f * 3; i < m; i++) map[pt.sq[o + i]] = st;
        continue;
      }
      if (k === ROYAL && !guard) continue;
      if (far <= 3) for (let i = 0, m = KING.n[f], o = f * 8; i < m; i++) map[KING.sq[o + i]] = st;
      if (k === ROYAL) {
        if (far <= 4) for (let i = 0, m = LEAP.n[f], o = f * 8; i < m; i++) map[LEAP.sq[o + i]] = st;
      } else if (k === ARCHER || k === ARMS) {
        for (let d = k === ARCHER ? 1 : 0; d < 8; d += 2) {
          if (RAY_NEAR[(f * 8 + d) * SQUARES + skip] === 0) continue;
          const base = (f * 8 + d) * 6;
          for (let i = 0, len = RAY_N[f * 8 + d]; i < len; i++) {
            const t = RAY[base + i];
            map[t] = st;
            if (b[t] !== 0) break;
          }
        }
      } else {
        if (far <= 4) for (let i = 0, m = KNIGHT.n[f], o = f * 8; i < m; i++) map[KNIGHT.sq[o + i]] = st;
        const bt: BentTable = k === SQUIRE ? BENT_SQUIRE : BENT_TURCOPOLE;
        const near = BENT_NEAR[k === SQUIRE ? 0 : 1];
        for (let q = f * 8, end = q + 8; q < end; q++) {
          const first = bt.first[q];
          if (first < 0 || near[q * SQUARES + skip] === 0 || b[first] !== 0 || b[bt.g1[q]] !== 0) continue;
          for (let i = 0, m = bt.n[q]; i < m; i++) {
            const t = bt.slide[q * 6 + i];
            map[t] = st;
            if (b[t] !== 0) break;
          }
        }
      }
    }
    b[skip] = lifted;
    return st;
  }

  /** Pseudo-legal moves of the side to move into `buf`; returns their number. */
  generate(buf: Int32Array): number {
    const b = this.b;
    const c = this.side;
    let n = 0;
    for (let f = 0; f < SQUARES; f++) {
      const p = b[f];
      if (p !== 0 && (p & BLACK_BIT) === c) n = this.generatePiece(buf, n, f, p);
    }
    return n;
  }

  /** As `generate`, from the own pieces `settle` has just listed (same order, by square). */
  private generateOwn(buf: Int32Array): number {
    const b = this.b;
    const ownSq = this.ownSq;
    let n = 0;
    for (let i = 0, m = this.ownCount; i < m; i++) n = this.generatePiece(buf, n, ownSq[i], b[ownSq[i]]);
    return n;
  }

  /** Pseudo-legal moves of the own piece `p` on `f` into `buf` from `n`; returns the new end. */
  private generatePiece(buf: Int32Array, n: number, f: number, p: number): number {
    const b = this.b;
    const c = this.side;
    const k = p & 7;
    if (k === PAWN) {
      const pt = PAWN_TO[c ? 1 : 0];
      for (let i = 0, m = pt.n[f], o = f * 3; i < m; i++) n = this.add(buf, n, f, pt.sq[o + i], false);
    } else if (k === ROYAL) {
      for (let i = 0, m = KING.n[f], o = f * 8; i < m; i++) n = this.add(buf, n, f, KING.sq[o + i], true);
      for (let i = 0, m = LEAP.n[f], o = f * 8; i < m; i++) n = this.add(buf, n, f, LEAP.sq[o + i], true);
    } else if (k === ARCHER || k === ARMS) {
      const odd = k === ARCHER ? 1 : 0;
      for (let d = 0; d < 8; d++) {
        const base = (f * 8 + d) * 6;
        const len = RAY_N[f * 8 + d];
        if ((d & 1) !== odd) {
          if (len > 0) n = this.add(buf, n, f, RAY[base], false);
          continue;
        }
        for (let i = 0; i < len; i++) {
          const t = RAY[base + i];
          n = this.add(buf, n, f, t, false);
          if (b[t] !== 0) break;
        }
      }
    } else {
      for (let i = 0, m = KING.n[f], o = f * 8; i < m; i++) n = this.add(buf, n, f, KING.sq[o + i], false);
      for (let i = 0, m = KNIGHT.n[f], o = f * 8; i < m; i++)
        n = this.add(buf, n, f, KNIGHT.sq[o + i], false);
      const bt: BentTable = k === SQUIRE ? BENT_SQUIRE : BENT_TURCOPOLE;
      for (let q = f * 8, end = q + 8; q < end; q++) {
        const first = bt.first[q];
        if (first < 0 || b[first] !== 0 || b[bt.g1[q]] !== 0) continue;
        for (let i = 0, m = bt.n[q]; i < m; i++) {
          const t = bt.slide[q * 6 + i];
          n = this.add(buf, n, f, t, false);
          if (b[t] !== 0) break;
        }
      }
    }
    return n;
  }

  /** Adds the move f-t unless t holds an own piece (or an enemy T for a T), with one move per SEQUIX field. */
  private add(buf: Int32Array, n: number, f: number, t: number, royal: boolean): number {
    const b = this.b;
    const q = b[t];
    const c = this.side;
    if (q !== 0 && ((q & BLACK_BIT) === c || (royal && (q & 7) === ROYAL))) return n;
    const s = c ? 1 : 0;
    if (this.raid[s][t] === 1 && !(this.cfg.oncePerCastle && this.used[t] === 1)) {
      const start = this.cfg.pawnRank[s] * 7;
      const first = n;
      for (let x = start; x < start + 7; x++)
        if (x !== t && (b[x] === 0 || x === f)) buf[n++] = f | (t << 6) | ((x + 1) << 12);
      if (n > first) return n;
    }
    buf[n++] = f | (t << 6);
    return n;
  }

  /** Free fields of the mover's pawn rank and its first field: set by `countQuiet`. */
  private cFree = 0;
  private cRank = 0;
  /**
   * Per side to move (0 White, 1 Black) and field, kept by every change of the board: bit 0 a
   * move there counts once (empty or enemy), bit 1 it stops a slide (occupied); `countQuiet`
   * adds bit 2 on a castle the mover may still raid (SEQUIX) for one count and takes it off again.
   */
  private readonly fieldBy = [new Uint8Array(SQUARES).fill(1), new Uint8Array(SQUARES).fill(1)];
  /** `fieldBy` of the side to move (set by `settle`), read by `countPiece`. */
  private field = this.fieldBy[0];
  /**
   * The fields each side occupies as bits, kept with the board: two words per side (White's
   * first), field `s` is bit `s & 31` of word `s >> 5`. `settle` lists the pieces from them in
   * field order without reading the empty fields.
   */
  private readonly occupied = new Int32Array(4);

  /** Sets the board from `board` (a piece code per field, 0 empty), with the data kept beside it. */
  setBoard(board: ArrayLike<number>): void {
    this.occupied.fill(0);
    for (let s = 0; s < SQUARES; s++) {
      this.b[s] = 0;
      this.put(s, board[s]);
    }
  }

  /** Puts piece `p` (0 empty) on the field `s`, keeping the occupancy bits and the field codes. */
  private put(s: number, p: number): void {
    const old = this.b[s];
    const bit = 1 << (s & 31);
    const word = s >> 5;
    if (old !== 0) this.occupied[(old & BLACK_BIT ? 2 : 0) + word] &= ~bit;
    this.b[s] = p;
    if (p === 0) {
      this.fieldBy[0][s] = 1;
      this.fieldBy[1][s] = 1;
      return;
    }
    const black = p & BLACK_BIT;
    this.occupied[(black ? 2 : 0) + word] |= bit;
    this.fieldBy[0][s] = black ? 3 : 2;
    this.fieldBy[1][s] = black ? 2 : 3;
  }

  /** The moves f-t stands for when t is a castle the mover may raid: one per free SEQUIX field. */
  private raidCount(f: number, t: number): number {
    const q = this.b[t];
    if (q !== 0 && (q & BLACK_BIT) === this.side) return 0;
    // the free fields of the pawn rank, plus the one the mover leaves, minus the target
    const r = this.cRank;
    const x = this.cFree + (f >= r && f < r + 7 ? 1 : 0) - (q === 0 && t >= r && t < r + 7 ? 1 : 0);
    return x > 0 ? x : 1;
  }

  /**
   * The moves f-t stands for, `v` being t's field class: one onto an empty or enemy field, one per
   * SEQUIX field onto a castle the mover may raid. One method for every kind of piece, so the first
   * raid in a search (often deep in it) is new to the compiled code once, not once per kind.
   */
  private counted(f: number, t: number, v: number): number {
    return v & 4 ? this.raidCount(f, t) : v & 1;
  }

  /**
   * The number of pseudo-legal moves of the own non-T piece `p` on `f` (as `generatePiece` would list).
   * Trade-off: one small method per kind of piece, so the optimising compiler recompiles only the
   * part concerned when a move kind turns up late in a search (the first raid of a castle, say).
   */
  private countPiece(f: number, p: number): number {
    const k = p & 7;
    if (k === PAWN) return this.countLancer(f);
    if (k === ARCHER || k === ARMS) return this.countSlider(f, k);
    return this.countBent(f, k);
  }

  private countLancer(f: number): number {
    const fd = this.field;
    const pt = PAWN_TO[this.side ? 1 : 0];
    let n = 0;
    for (let i = 0, m = pt.n[f], o = f * 3; i < m; i++) {
      const t = pt.sq[o + i];
      const v = fd[t];
      n += this.counted(f, t, v);
    }
    return n;
  }

  /** A bowman's or man-at-arms' moves: a slide one way, a step the other. */
  private countSlider(f: number, k: number): number {
    const fd = this.field;
    let n = 0;
    const odd = k === ARCHER ? 1 : 0;
    for (let d = 0; d < 8; d++) {
      const base = (f * 8 + d) * 6;
      const len = RAY_N[f * 8 + d];
      if ((d & 1) !== odd) {
        if (len > 0) {
          const t = RAY[base];
          const v = fd[t];
          n += this.counted(f, t, v);
        }
        continue;
      }
      for (let i = 0; i < len; i++) {
        const t = RAY[base + i];
        const v = fd[t];
        n += this.counted(f, t, v);
        if (v & 2) break;
      }
    }
    return n;
  }

  /** An esquire's or turcopole's moves: king steps, knight leaps and the bent slides. */
  private countBent(f: number, k: number): number {
    const fd = this.field;
    let n = 0;
    for (let i = 0, m = KING.n[f], o = f * 8; i < m; i++) {
      const t = KING.sq[o + i];
      const v = fd[t];
      n += this.counted(f, t, v);
    }
    for (let i = 0, m = KNIGHT.n[f], o = f * 8; i < m; i++) {
      const t = KNIGHT.sq[o + i];
      const v = fd[t];
      n += this.counted(f, t, v);
    }
    const bt: BentTable = k === SQUIRE ? BENT_SQUIRE : BENT_TURCOPOLE;
    for (let q = f * 8, end = q + 8; q < end; q++) {
      const first = bt.first[q];
      if (first < 0 || fd[first] & 2 || fd[bt.g1[q]] & 2) continue;
      for (let i = 0, m = bt.n[q]; i < m; i++) {
        const t = bt.slide[q * 6 + i];
        const v = fd[t];
        n += this.counted(f, t, v);
        if (v & 2) break;
      }
    }
    return n;
  }

  /** The piece that stands on `to` after moving `piece` there (promotion decided by the file). */
  private arriving(piece: number, to: number): number {
    if ((piece & 7) !== PAWN) return piece;
    const promo = this.cfg.pawnRank[piece & BLACK_BIT ? 0 : 1];
    if (((to / 7) | 0) !== promo) return piece;
    return PROMOTION_BY_FILE[to % 7] | (piece & BLACK_BIT);
  }

  /** Own T squares into `this.ts`; returns their number. */
  private royals(c: number): number {
    const b = this.b;
    const want = ROYAL | c;
    let k = 0;
    for (let s = 0; s < SQUARES; s++) if (b[s] === want) this.ts[k++] = s;
    return k;
  }

  private countRoyals(c: number): number {
    const b = this.b;
    const want = ROYAL | c;
    let k = 0;
    for (let s = 0; s < SQUARES; s++) if (b[s] === want) k++;
    return k;
  }

  /**
   * Ruling 4(d) for the side to move, then its legal moves into the ply's buffer.
   * Removed T's go on the removal stack (undo with `restore`). Returns the number of
   * legal moves; 0 when the game is over (a side without T, or no legal move).
   * `countOnly` (perft's last ply): when no own T is attacked the moves are only counted, and
   * the ply's buffer is left as it was.
   */
  settle(ply: number, countOnly = false): number {
    const c = this.side;
    const e = c ^ BLACK_BIT;
    if (ply >= this.moves.length) this.buffers(ply);
    const list = this.moves[ply];
    const fl = this.flags[ply];
    this.field = this.fieldBy[c ? 1 : 0];
    for (;;) {
      // the squares of both sides' pieces from the occupancy bits, own T's into `ts`, enemy T's counted
      const b = this.b;
      const own = ROYAL | c;
      const foe = ROYAL | e;
      const ownSq = this.ownSq;
      const foeSq = this.foeSq;
      const occupied = this.occupied;
      const mine = c ? 2 : 0;
      let k = 0;
      let enemies = 0;
      let nOwn = 0;
      let nFoe = 0;
      for (let w = 0; w < 2; w++) {
        for (let bits = occupied[mine + w]; bits !== 0; bits &= bits - 1) {
          const s = (w << 5) | (31 - Math.clz32(bits & -bits));
          ownSq[nOwn++] = s;
          if (b[s] === own) this.ts[k++] = s;
        }
        for (let bits = occupied[2 - mine + w]; bits !== 0; bits &= bits - 1) {
          const s = (w << 5) | (31 - Math.clz32(bits & -bits));
          foeSq[nFoe++] = s;
          if (b[s] === foe) enemies++;
        }
      }
      this.ownCount = nOwn;
      this.foeCount = nFoe;
      if (k === 0 || enemies === 0) return 0;
      if (this.cfg.captureMode) {
        const all = this.generate(list);
        fl.fill(0, 0, all);
        return all;
      }
      let before = 0;
      let map = 0;
      if (k === 1 && !this.exact) {
        map = this.markFoeAttacks(this.ts[0]);
        if (this.amap[this.ts[0]] === map) before = 1;
      } else for (let i = 0; i < k; i++) if (this.attacked(this.ts[i], e)) before |= 1 << i;
      if (before === 0 && !this.exact)
        return countOnly
          ? this.countQuiet(k, enemies, map)
          : this.filterQuiet(list, fl, this.generateOwn(list), k, enemies, map);
      const out = this.evaluate(list, fl, this.generateOwn(list), k, enemies, before, null);
      if (before === 0) return out;
      let saved = 0;
      let winning = false;
      for (let i = 0; i < out; i++) {
        if (fl[i] & 1) winning = true;
        else saved |= ~this.masks[i];
      }
      if (winning) return out;
      const lost = before & ~saved;
      if (lost === 0) return out;
      for (let i = 0; i < k; i++) if (lost & (1 << i)) this.remove(this.ts[i]);
    }
  }

  /** Removes the T on `sq`, remembering it for `restore`. */
  private remove(sq: number): void {
    this.remSq[this.remTop] = sq;
    this.remPiece[this.remTop++] = this.b[sq];
    this.put(sq, 0);
  }

  /** Puts back every T removed since the stack stood at `mark`. */
  restore(mark: number): void {
    while (this.remTop > mark) {
      this.remTop--;
      this.put(this.remSq[this.remTop], this.remPiece[this.remTop]);
    }
  }

  /** Legal moves when no own T is attacked: only moves that may expose a T are tried. */
  private filterQuiet(
    list: Int32Array,
    fl: Uint8Array,
    n: number,
    k: number,
    enemies: number,
    map: number,
  ): number {
    const st = this.markShields(k);
    let out = 0;
    for (let i = 0; i < n; i++) {
      const m = list[i];
      const legal = this.quietLegal(m, k, enemies, map, st);
      if (legal === 0) continue;
      list[out] = m;
      fl[out++] = legal === 2 ? 1 : 0;
    }
    return out;
  }

  /**
   * The number of legal moves when no own T is attacked (the last ply of perft), without writing
   * the list: a piece that shields no T, is no T and cannot become one has only legal moves, so
   * its moves are counted as generated; the others are tested one by one as in `filterQuiet`.
   */
  private countQuiet(k: number, enemies: number, map: number): number {
    const b = this.b;
    const c = this.side;
    const st = this.markShields(k);
    const buf = this.pseudo;
    // A lancer next to its promotion rank may become a T (DRK promotion by file): tested move by move.
    const promotionRank = this.cfg.pawnRank[c ? 0 : 1];
    const ownSq = this.ownSq;
    const rank = this.cfg.pawnRank[c ? 1 : 0] * 7;
    let free = 0;
    for (let x = rank; x < rank + 7; x++) if (b[x] === 0) free++;
    this.cFree = free;
    this.cRank = rank;
    const fd = this.field;
    const raids = this.raidList[c ? 1 : 0];
    const once = this.cfg.oncePerCastle;
    for (let i = 0; i < raids.length; i++) {
      const t = raids[i];
      if (!(once && this.used[t] === 1)) fd[t] |= 4;
    }
    let count = 0;
    for (let j = 0, own = this.ownCount; j < own; j++) {
      const f = ownSq[j];
      const p = b[f];
      const kind = p & 7;
      const easy =
        kind !== ROYAL &&
        this.stamp[f] !== st &&
        (kind !== PAWN || Math.abs(((f / 7) | 0) - promotionRank) !== 1);
      if (easy) count += this.countPiece(f, p);
      else if (kind === ROYAL && map !== 0) count += this.countLoneRoyal(f, map);
      else {
        const n = this.generatePiece(buf, 0, f, p);
        for (let i = 0; i < n; i++) if (this.quietLegal(buf[i], k, enemies, map, st) !== 0) count++;
      }
    }
    for (let i = 0; i < raids.length; i++) fd[raids[i]] &= ~4;
    return count;
  }

  /**
   * The legal moves of the lone own T on `f` while it is not attacked, read from the attack map
   * `map` (drawn with the T lifted): a step or leap is legal when its field is not attacked. A T
   * never takes a T; a move onto a raidable castle goes through `quietLegal` for each SEQUIX field.
   */
  private countLoneRoyal(f: number, map: number): number {
    const fd = this.field;
    const amap = this.amap;
    const enemyRoyal = ROYAL | (this.side ^ BLACK_BIT);
    let count = 0;
    for (let table = 0; table < 2; table++) {
      const g = table === 0 ? KING : LEAP;
      for (let i = 0, m = g.n[f], o = f * 8; i < m; i++) {
        const t = g.sq[o + i];
        const v = fd[t];
        if ((v & 1) === 0 || this.b[t] === enemyRoyal) continue;
        if (v & 4) {
          const buf = this.pseudo;
          const n = this.add(buf, 0, f, t, true);
          for (let j = 0; j < n; j++) if (this.quietLegal(buf[j], 1, 1, map, 0) !== 0) count++;
        } else if (amap[t] !== map) count++;
      }
    }
    return count;
  }

  /**
   * Stamps the own pieces that shield a T: the first piece on a ray from a T with an enemy slider
   * or bent rider waiting beyond it. Returns the stamp.
   */
  private markShields(k: number): number {
    const b = this.b;
    const c = this.side;
    const e = c ^ BLACK_BIT;
    const st = ++this.stampNow;
    // A move can expose a T only by vacating the first piece on a ray from it, and only
    // when an enemy slider or bent rider waits beyond that piece: mark those pieces.
    for (let i = 0; i < k; i++) {
      const t = this.ts[i];
      for (let d = 0; d < 8; d++) {
        const base = (t * 8 + d) * 6;
        const m = RAY_N[t * 8 + d];
        let j = 0;
        while (j < m && b[RAY[base + j]] === 0) j++;
        if (j === m || (b[RAY[base + j]] & BLACK_BIT) !== c) continue;
        const slider = (d & 1 ? ARCHER : ARMS) | e;
        const bender = (d & 1 ? SQUIRE : TURCOPOLE) | e;
        for (let x = j; x < m; x++) {
          const s = RAY[base + x];
          if (x > j && b[s] !== 0) {
            if (b[s] === slider) this.stamp[RAY[base + j]] = st;
            break;
          }
          const o1 = BENT_ORIGIN[(base + x) * 2];
          const o2 = BENT_ORIGIN[(base + x) * 2 + 1];
          if ((o1 >= 0 && b[o1] === bender) || (o2 >= 0 && b[o2] === bender)) {
            this.stamp[RAY[base + j]] = st;
            break;
          }
        }
      }
    }
    return st;
  }

  /**
   * Whether pseudo-legal move `m` is legal while no own T is attacked (`st` from `markShields`,
   * `map` from `markFoeAttacks` for a lone T, else 0): 0 illegal, 1 legal, 2 legal as the capture of
   * the last enemy T.
   */
  private quietLegal(m: number, k: number, enemies: number, map: number, st: number): number {
    const b = this.b;
    const c = this.side;
    const e = c ^ BLACK_BIT;
    const f = m & 63;
    const t = (m >> 6) & 63;
    const piece = b[f];
    const cap = b[t];
    if (cap === (ROYAL | e) && enemies === 1) return 2;
    const after = this.arriving(piece, t);
    const pw = ((m >> 12) & 63) - 1;
    if ((piece & 7) === ROYAL) {
      // a lone T: the attack map was drawn without it, so its origin is already open
      if (map !== 0 && pw < 0) return this.amap[t] !== map ? 1 : 0;
    } else if ((after & 7) !== ROYAL && this.stamp[f] !== st) return 1;
    b[f] = 0;
    b[t] = after;
    if (pw >= 0) b[pw] = PAWN | c;
    let bad = (after & 7) === ROYAL && (piece & 7) !== ROYAL && this.attacked(t, e);
    for (let j = 0; j < k && !bad; j++) {
      const s = this.ts[j] === f ? t : this.ts[j];
      if (this.attacked(s, e)) bad = true;
    }
    if (pw >= 0) b[pw] = 0;
    b[t] = cap;
    b[f] = piece;
    return bad ? 0 : 1;
  }

  /**
   * Clauses (a)-(c) in full. `before` has bit i set when own T i is attacked now.
   * Keeps the legal moves in `list`, with their attacked-T masks in `this.masks`.
   * When `verdicts` is given, the verdict of every pseudo-legal move is written there too.
   */
  private evaluate(
    list: Int32Array,
    fl: Uint8Array,
    n: number,
    k: number,
    enemies: number,
    before: number,
    verdicts: Uint8Array | null,
  ): number {
    const b = this.b;
    const c = this.side;
    const e = c ^ BLACK_BIT;
    const masks = this.masks;
    const counts = this.counts;
    let min = 99;
    for (let i = 0; i < n; i++) {
      const m = list[i];
      const f = m & 63;
      const t = (m >> 6) & 63;
      const pw = ((m >> 12) & 63) - 1;
      const piece = b[f];
      const cap = b[t];
      if (cap === (ROYAL | e) && enemies === 1) {
        counts[i] = -1;
        continue;
      }
      const after = this.arriving(piece, t);
      b[f] = 0;
      b[t] = after;
      if (pw >= 0) b[pw] = PAWN | c;
      let bad = 0;
      let mask = 0;
      let cnt = 0;
      if ((after & 7) === ROYAL && (piece & 7) !== ROYAL && this.attacked(t, e)) bad = VERDICT_A;
      for (let j = 0; j < k; j++) {
        const moved = this.ts[j] === f;
        const s = moved ? t : this.ts[j];
        if (this.attacked(s, e)) {
          mask |= 1 << j;
          cnt++;
          if (moved) bad = VERDICT_A;
          else if (!(before & (1 << j)) && bad === 0) bad = VERDICT_B;
        }
      }
      if (pw >= 0) b[pw] = 0;
      b[t] = cap;
      b[f] = piece;
      masks[i] = mask;
      counts[i] = bad ? -2 - bad : cnt;
      if (!bad && cnt < min) min = cnt;
    }
    let out = 0;
    for (let i = 0; i < n; i++) {
      const cnt = counts[i];
      let v = VERDICT_LEGAL;
      if (cnt === -1) {
        fl[out] = 1;
        masks[out] = 0;
        list[out++] = list[i];
      } else if (cnt < -1) v = -2 - cnt;
      else if (cnt > min) v = VERDICT_C;
      else {
        fl[out] = cnt > 0 ? 2 : 0;
        masks[out] = masks[i];
        list[out++] = list[i];
      }
      if (verdicts) verdicts[i] = v;
    }
    return out;
  }

  /** The legal moves of ply `ply` (after `settle`). */
  legal(ply: number): Int32Array {
    return this.moves[ply];
  }

  /** Flags of the legal moves of ply `ply`: bit 0 a winning capture, bit 1 it leaves an own T attacked. */
  legalFlags(ply: number): Uint8Array {
    return this.flags[ply];
  }

  /**
   * After `settle`: every pseudo-legal move with its verdict (into `pseudo`/`verdict`).
   * Only meaningful while the side still has T's and the opponent too.
   */
  judge(): number {
    const c = this.side;
    const e = c ^ BLACK_BIT;
    const n = this.generate(this.pseudo);
    this.pseudoCount = n;
    if (this.cfg.captureMode) {
      this.verdict.fill(VERDICT_LEGAL, 0, n);
      return n;
    }
    const k = this.royals(c);
    const enemies = this.countRoyals(e);
    let before = 0;
    for (let i = 0; i < k; i++) if (this.attacked(this.ts[i], e)) before |= 1 << i;
    const copy = this.pseudo.slice(0, n);
    const fl = new Uint8Array(BUF);
    this.evaluate(copy, fl, n, k, enemies, before, this.verdict);
    return n;
  }

  /** Plays a move without any removal; returns the undo word. */
  make(m: number): number {
    const b = this.b;
    const f = m & 63;
    const t = (m >> 6) & 63;
    const pw = ((m >> 12) & 63) - 1;
    const piece = b[f];
    const cap = b[t];
    this.put(f, 0);
    this.put(t, this.arriving(piece, t));
    let marked = 0;
    if (pw >= 0) {
      this.put(pw, PAWN | this.side);
      if (this.cfg.oncePerCastle && this.used[t] === 0) {
        this.used[t] = 1;
        marked = 1;
      }
    }
    this.side ^= BLACK_BIT;
    return (piece & 15) | ((cap & 15) << 4) | (marked << 8);
  }

  /** Takes back `make(m)` given its undo word. */
  unmake(m: number, undo: number): void {
    const f = m & 63;
    const t = (m >> 6) & 63;
    const pw = ((m >> 12) & 63) - 1;
    this.side ^= BLACK_BIT;
    // the lancer first: its field may be the one the piece left (ruling 6)
    if (pw >= 0) this.put(pw, 0);
    this.put(f, undo & 15);
    this.put(t, (undo >> 4) & 15);
    if (undo & 256) this.used[t] = 0;
  }

  /** Ruling 4(e): removes the given side's attacked T's until none of its T's is attacked. */
  removeAttacked(c: number): void {
    const e = c ^ BLACK_BIT;
    for (;;) {
      const k = this.royals(c);
      let any = false;
      for (let i = 0; i < k; i++)
        if (this.attacked(this.ts[i], e)) {
          this.tsAfter[i] = 1;
          any = true;
        } else this.tsAfter[i] = 0;
      if (!any) return;
      for (let i = 0; i < k; i++) if (this.tsAfter[i]) this.remove(this.ts[i]);
    }
  }

  /** Leaf nodes of the legal-move tree at `depth`, with bulk counting at the last ply. */
  perft(depth: number, ply = 0): number {
    if (depth <= 0) return 1;
    const mark = this.remTop;
    const n = this.settle(ply, depth === 1);
    let total = 0;
    if (depth === 1) total = n;
    else {
      const list = this.moves[ply];
      const fl = this.flags[ply];
      for (let i = 0; i < n; i++) {
        const m = list[i];
        const undo = this.make(m);
        const inner = this.remTop;
        if (fl[i] & 2) this.removeAttacked(this.side ^ BLACK_BIT);
        total += this.perft(depth - 1, ply + 1);
        this.restore(inner);
        this.unmake(m, undo);
      }
    }
    this.restore(mark);
    return total;
  }

  /** The removal stack from `mark` on, as squares. */
  removedSince(mark: number): number[] {
    return Array.from(this.remSq.subarray(mark, this.remTop));
  }
}
