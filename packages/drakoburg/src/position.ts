/**
 * Positions: the validated state of a game (board, side to move, castles and pawn ranks
 * fixed by the setup, used castles, counters, the options in force), the two
 * reconstructed setups, the position string and the diagram.
 * Trade-off: a position is an immutable plain value (arrays of numbers); the engine
 * copies it into its own typed arrays when it needs to search.
 */
import {
  refused,
  ok,
  parseOptionList,
  resolveOptions,
  makeOptionList,
  type Color,
  type ResolvedOptions,
  type Result,
} from '@arbiter/kernel';
import { drakoburgMessages } from './messages';
import { Engine, type EngineConfig } from './engine';
import { drakoburgOptions, readRuleset, type Ruleset } from './options';
import {
  BLACK_BIT,
  CZECH_LETTERS,
  PAWN,
  ROYAL,
  SQUARES,
  fileOf,
  parseSquare,
  rankOf,
  squareName,
} from './pieces';

/** A validated position. Squares are indexes 0..48 (a1 = 0, b1 = 1, ..., g7 = 48). */
export interface Position {
  /** Piece code per square (0 empty; kind 1..6 P S Z A U T, plus 8 for Black). */
  readonly board: readonly number[];
  readonly turn: Color;
  /** The castles each side raids (the other side's starting fields of T, U and Z), fixed by the setup. */
  readonly raids: { readonly white: readonly number[]; readonly black: readonly number[] };
  /** Pawn starting rank (0-based) of each side, fixed by the setup; each side promotes on the other's. */
  readonly pawnRanks: { readonly white: number; readonly black: number };
  /** Castles that already yielded a lancer (ruling 5 `once-per-castle`). */
  readonly used: readonly number[];
  readonly options: ResolvedOptions;
  /** Plies since the last capture, lancer move, SEQUIX lancer or removal of a T (ruling 9). */
  readonly halfmoves: number;
  /** Move number, starting at 1, counted up after Black's move. */
  readonly fullmoves: number;
  /** Keys of the positions since the last irreversible change, the current one last (ruling 9). */
  readonly history: readonly string[];
}

/** A move: where from, where to, and the SEQUIX lancer's field (or null). */
export interface Move {
  readonly from: number;
  readonly to: number;
  readonly pawn: number | null;
}

const LANCE_RANK1 = 'Z.STA.U';
const MAP_RANK1 = 'ZSSTAAU';

/** Placement string (ranks 7..1) of a named setup. */
function setupBoard(name: 'lance' | 'promotion-map'): string {
  if (name === 'lance') return 'z1sta1u/ppppppp/7/7/7/PPPPPPP/Z1STA1U';
  return 'zsstaau/1ppppp1/7/7/7/1PPPPP1/ZSSTAAU';
}

/** The kinds whose starting fields are castles (DRK source): knight T, turcopole U, man-at-arms Z; never S or A. */
const CASTLE_LETTERS = 'TUZ';

/**
 * The castles of a named setup, as the position string writes them: `<fields White raids>/<fields
 * Black raids>`. A castle is a starting field of a side's T, U or Z; White raids Black's on rank 7,
 * Black raids White's on rank 1 (Black's setup mirrors White's across rank 4).
 */
export function setupCastles(name: 'lance' | 'promotion-map'): string {
  const row = name === 'lance' ? LANCE_RANK1 : MAP_RANK1;
  const files = [...row].flatMap((letter, f) => (CASTLE_LETTERS.includes(letter) ? ['abcdefg'[f]] : []));
  return `${files.map((f) => `${f}7`).join('')}/${files.map((f) => `${f}1`).join('')}`;
}

/** The position string of a named setup under the options. */
export function setupString(name: 'lance' | 'promotion-map'): string {
  return `${setupBoard(name)} w ${setupCastles(name)} 26 - 0 1`;
}

/** The reconstructions of the missing diagram, as rank-1 rows (for docs). */
export const SETUP_ROWS = { lance: LANCE_RANK1, 'promotion-map': MAP_RANK1 } as const;

/** The key of a position for repetition: placement, side to move, used castles. */
export function positionKey(board: readonly number[], turn: Color, used: readonly number[]): string {
  return `${board.map((p) => p.toString(16)).join('')}${turn[0]}${used.join(',')}`;
}

const LETTER_CODE: Record<string, number> = {};
CZECH_LETTERS.forEach((l, k) => {
  if (k > 0) {
    LETTER_CODE[l] = k;
    LETTER_CODE[l.toLowerCase()] = k | BLACK_BIT;
  }
});

/** The letter of a piece code in a position string: upper case White, lower case Black. */
export function pieceLetter(p: number): string {
  const l = CZECH_LETTERS[p & 7];
  return p & BLACK_BIT ? l.toLowerCase() : l;
}

const bad = (detail: string, params: Record<string, string> = {}) =>
  refused(drakoburgMessages, 'ERR_DRK_POSITION', { detail, ...params });

function parsePlacement(text: string): Result<number[]> {
  const rows = text.split('/');
  if (rows.length !== 7) return bad(`the placement needs 7 ranks separated by "/", found ${rows.length}`);
  const board = new Array<number>(SQUARES).fill(0);
  for (let r = 0; r < 7; r++) {
    const rank = 6 - r;
    let file = 0;
    for (const ch of rows[r]) {
      if (/[1-7]/.test(ch)) file += Number(ch);
      else if (LETTER_CODE[ch]) {
        if (file > 6) return bad(`rank ${rank + 1} has more than 7 fields`);
        board[rank * 7 + file++] = LETTER_CODE[ch];
      } else return bad(`"${ch}" is not a piece letter (P S Z A U T, lower case for Black)`);
    }
    if (file !== 7) return bad(`rank ${rank + 1} has ${file} fields, not 7`);
  }
  return ok(board);
}

function parseSquares(text: string): Result<number[]> {
  if (text === '-' || text === '') return ok([]);
  if (!/^([a-g][1-7])+$/.test(text)) return bad(`"${text}" is not a list of fields`);
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const s = parseSquare(text.slice(i, i + 2));
    if (out.includes(s)) return bad(`field ${squareName(s)} is listed twice`);
    out.push(s);
  }
  return ok(out.sort((a, b) => a - b));
}

const squaresText = (list: readonly number[]) => (list.length ? list.map(squareName).join('') : '-');

/**
 * Reads a position string:
 * `<ranks 7..1> <w|b> <castles White raids>/<castles Black raids> <pawn ranks> <used castles|-> <halfmoves> <move number> [options]`,
 * e.g. `z1sta1u/ppppppp/7/7/7/PPPPPPP/Z1STA1U w a7d7g7/a1d1g1 26 - 0 1`. Options written in
 * the string (`multi-royal=capture,...`) override those given.
 */
export function parsePositionString(text: string, given: ResolvedOptions): Result<Position> {
  const parts = text.trim().split(/\s+/);
  if (parts.length < 7 || parts.length > 8)
    return bad(`expected 7 or 8 fields separated by spaces, found ${parts.length}`);
  const [placement, side, castles, ranks, usedText, half, full, opts] = parts;
  const board = parsePlacement(placement);
  if (!board.ok) return board;
  if (side !== 'w' && side !== 'b') return bad(`side to move must be "w" or "b", not "${side}"`);
  const cs = castles.split('/');
  if (cs.length !== 2) return bad('castles are written "<White raids>/<Black raids>"');
  const wr = parseSquares(cs[0]);
  if (!wr.ok) return wr;
  const br = parseSquares(cs[1]);
  if (!br.ok) return br;
  if (wr.value.some((s) => br.value.includes(s))) return bad('a field cannot be a castle of both sides');
  const rm = /^([1-7])([1-7])$/.exec(ranks);
  if (!rm) return bad(`pawn ranks are two digits (White's then Black's), not "${ranks}"`);
  const pw = Number(rm[1]) - 1;
  const pb = Number(rm[2]) - 1;
  if (pw >= pb) return bad("White's pawn rank must lie below Black's");
  const used = parseSquares(usedText);
  if (!used.ok) return used;
  if (used.value.some((s) => !wr.value.includes(s) && !br.value.includes(s)))
    return bad('a used castle must be a castle');
  if (!/^\d{1,4}$/.test(half) || !/^\d{1,4}$/.test(full) || Number(full) < 1)
    return bad('the counters are a whole number of plies and a move number from 1');
  let options = given;
  if (opts !== undefined) {
    const list = parseOptionList(opts);
    if (!list.ok) return list;
    const resolved = resolveOptions(drakoburgOptions, { ...given, ...list.value });
    if (!resolved.ok) return resolved;
    options = resolved.value;
  } else {
    const resolved = resolveOptions(drakoburgOptions, given);
    if (!resolved.ok) return resolved;
    options = resolved.value;
  }
  const b = board.value;
  for (let s = 0; s < SQUARES; s++) {
    if (b[s] === PAWN && rankOf(s) >= pb)
      return bad(`the White lancer on ${squareName(s)} stands on or beyond its promotion rank`);
    if (b[s] === (PAWN | BLACK_BIT) && rankOf(s) <= pw)
      return bad(`the Black lancer on ${squareName(s)} stands on or beyond its promotion rank`);
  }
  const royals = (c: number) => b.filter((p) => p === (ROYAL | c)).length;
  if (royals(0) > 20 || royals(BLACK_BIT) > 20) return bad('more than 20 knights (T) of one side');
  const turn: Color = side === 'w' ? 'white' : 'black';
  return ok({
    board: b,
    turn,
    raids: { white: wr.value, black: br.value },
    pawnRanks: { white: pw, black: pb },
    used: used.value,
    options,
    halfmoves: Number(half),
    fullmoves: Number(full),
    history: [positionKey(b, turn, used.value)],
  });
}

/** The placement part of a position string. */
export function placementText(board: readonly number[]): string {
  const rows: string[] = [];
  for (let rank = 6; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 7; file++) {
      const p = board[rank * 7 + file];
      if (p === 0) empty++;
      else {
        if (empty) row += String(empty);
        empty = 0;
        row += pieceLetter(p);
      }
    }
    rows.push(empty ? row + String(empty) : row);
  }
  return rows.join('/');
}

/** Writes a position string (options that differ from the defaults are appended). */
export function makePositionString(p: Position): string {
  const opts = makeOptionList(drakoburgOptions, p.options);
  return [
    placementText(p.board),
    p.turn === 'white' ? 'w' : 'b',
    `${squaresText(p.raids.white)}/${squaresText(p.raids.black)}`,
    `${p.pawnRanks.white + 1}${p.pawnRanks.black + 1}`,
    squaresText(p.used),
    String(p.halfmoves),
    String(p.fullmoves),
    ...(opts ? [opts] : []),
  ].join(' ');
}

/** A diagram: rank 7 on top, `.` for an empty field, upper case White, lower case Black. */
export function renderBoard(board: readonly number[]): string {
  const lines: string[] = [];
  for (let rank = 6; rank >= 0; rank--) {
    const cells: string[] = [];
    for (let file = 0; file < 7; file++) {
      const p = board[rank * 7 + file];
      cells.push(p ? pieceLetter(p) : '.');
    }
    lines.push(`${rank + 1} ${cells.join(' ')}`);
  }
  lines.push('  a b c d e f g');
  return lines.join('\n');
}

/** Reads a diagram in the form `renderBoard` writes (row labels optional) into a placement string. */
export function parseDiagram(text: string): Result<string> {
  const rows = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^a\s+b\s+c/.test(l))
    .map((l) => l.replace(/^[1-7]\s+/, '').replace(/\s+/g, ''));
  if (rows.length !== 7 || rows.some((r) => r.length !== 7))
    return bad('a diagram has 7 rows of 7 fields (rank 7 on top)');
  const placement = rows.map((r) => r.replace(/\.+/g, (dots) => String(dots.length))).join('/');
  const parsed = parsePlacement(placement);
  return parsed.ok ? ok(placement) : parsed;
}

/** The rules read from a position's options. */
export const rulesetOf = (p: Position): Ruleset => readRuleset(p.options);

const configs = new Map<string, EngineConfig>();

/** The engine configuration of a position (shared by every position of the same setup and options). */
export function engineConfig(p: Position): EngineConfig {
  const r = rulesetOf(p);
  const key = `${p.raids.white.join(',')}/${p.raids.black.join(',')}/${p.pawnRanks.white}${p.pawnRanks.black}/${+r.royalGuard}${+r.captureMode}${+r.oncePerCastle}`;
  const cached = configs.get(key);
  if (cached) return cached;
  const raid: [Uint8Array, Uint8Array] = [new Uint8Array(SQUARES), new Uint8Array(SQUARES)];
  for (const s of p.raids.white) raid[0][s] = 1;
  for (const s of p.raids.black) raid[1][s] = 1;
  const cfg: EngineConfig = {
    raid,
    pawnRank: [p.pawnRanks.white, p.pawnRanks.black],
    royalGuard: r.royalGuard,
    captureMode: r.captureMode,
    oncePerCastle: r.oncePerCastle,
  };
  if (configs.size > 256) configs.clear();
  configs.set(key, cfg);
  return cfg;
}

const engines = new WeakMap<EngineConfig, Engine>();

/** An engine holding the position (one engine per configuration, reloaded on each call). */
export function loadEngine(p: Position): Engine {
  const cfg = engineConfig(p);
  let e = engines.get(cfg);
  if (!e) {
    e = new Engine(cfg);
    engines.set(cfg, e);
  }
  e.remTop = 0;
  e.exact = false;
  e.used.fill(0);
  e.setBoard(p.board);
  e.side = p.turn === 'white' ? 0 : BLACK_BIT;
  for (const s of p.used) e.used[s] = 1;
  return e;
}

/** The side of each castle's owner (the side whose starting field it is). */
export const castleOwner = (p: Position, sq: number): Color | null =>
  p.raids.white.includes(sq) ? 'black' : p.raids.black.includes(sq) ? 'white' : null;

/** Files and ranks, re-exported for callers that draw. */
export { fileOf, rankOf };
