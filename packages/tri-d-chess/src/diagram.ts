/**
 * Diagrams: one small grid per level, top level first, for terminals, docs and specs.
 *
 *   KL6 black        <- an attack board: its pin and owner; files d e (QL: z a)
 *   9 k r
 *   8 p p
 *   B                <- a main board: files a b c d, ranks 5-8 (N 3-6, W 1-4)
 *   8 n b b n
 *   ...
 *
 * A cell is `.` (empty) or a piece letter, upper case White, lower case Black, with `*`
 * for a king, rook or pawn that has not moved. `parseDiagram` reads the same text back
 * (lines it does not recognise, such as the file footer, are skipped).
 * Trade-off: readable before compact; the position string is the compact form.
 */
import { ok, type Result } from '@arbiter/kernel';
import type { Engine } from './engine';
import {
  FILES,
  PINS,
  LEVEL_STOREY,
  PIN_FIRST_RANK,
  SQUARE_COUNT,
  SQ_FILE,
  SQ_LEVEL,
  SQ_NAME,
  SQ_RANK,
  pinSide,
  squareIndex,
} from './geometry';
import { refuse } from './messages';
import { BLACK, KING, PAWN, ROLES, ROLE_LETTER, ROOK } from './pieces';

const MAIN_RANKS = [1, 3, 5];
const MAIN_NAMES = ['W', 'N', 'B'];

function cell(board: Engine, s: number): string {
  const code = board.sq[s];
  if (!code) return '.';
  const letter = ROLE_LETTER[ROLES[(code & 7) - 1]];
  const r = code & 7;
  const star = (r === KING || r === ROOK || r === PAWN) && !board.moved[s] ? '*' : '';
  return (code & BLACK ? letter.toLowerCase() : letter) + star;
}

function grid(board: Engine, files: number[], ranks: number[], level: number): string[] {
  const lines: string[] = [];
  for (const r of [...ranks].reverse()) {
    const cells = files.map((f) => {
      const s = squareIndex(`${FILES[f]}${r}${level < 3 ? MAIN_NAMES[level] : PINS[level - 3]}`);
      return cell(board, s).padEnd(2);
    });
    lines.push(`${r} ${cells.join(' ').trimEnd()}`);
  }
  lines.push(
    `  ${files
      .map((f) => FILES[f].padEnd(2))
      .join(' ')
      .trimEnd()}`,
  );
  return lines;
}

/** Levels from the top storey down (LEVEL_STOREY), pins in pin order within a storey. */
const TOP_DOWN: readonly number[] = LEVEL_STOREY.map((_, level) => level).sort(
  (a, b) => LEVEL_STOREY[b] - LEVEL_STOREY[a] || a - b,
);

/** The position as diagrams, top level first (a lower slot of V.A2.2 under its main board), then the side to move. */
export function renderBoard(board: Engine): string {
  const out: string[] = [];
  for (const level of TOP_DOWN) {
    if (level < 3) {
      out.push(MAIN_NAMES[level]);
      const first = MAIN_RANKS[level];
      out.push(...grid(board, [1, 2, 3, 4], [first, first + 1, first + 2, first + 3], level));
      continue;
    }
    const p = level - 3;
    if (board.pinBoard[p] < 0) continue;
    out.push(`${PINS[p]} ${board.boardOwner[board.pinBoard[p]] ? 'black' : 'white'}`);
    const files = pinSide(p) === 'queen' ? [0, 1] : [4, 5];
    const first = PIN_FIRST_RANK[p % 6];
    out.push(...grid(board, files, [first, first + 1], level));
  }
  out.push(`${board.turn ? 'black' : 'white'} to move`);
  return out.join('\n');
}

/**
 * Reads diagrams into the first two fields of a position string (pieces, boards).
 * Every attack board must be drawn (with its owner) for its pin to be occupied.
 */
export function parseDiagram(text: string): Result<{ pieces: string; boards: string }> {
  const pieces: string[] = [];
  const boards: string[] = [];
  let level = -1;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const head = /^(W|N|B|[QK]L[1-6]u?)(?:\s+(white|black|w|b))?\b/.exec(line);
    if (head && !/^\d/.test(line)) {
      if (head[1].length > 1) {
        if (!head[2])
          return {
            ok: false,
            error: refuse('ERR_POSITION_SYNTAX', { detail: `${head[1]} needs its owner (white or black)` }),
          };
        boards.push(`${head[1]}:${head[2][0]}`);
        level = 3 + PINS.indexOf(head[1] as (typeof PINS)[number]);
      } else level = MAIN_NAMES.indexOf(head[1]);
      continue;
    }
    const row = /^(\d)\s+(.*)$/.exec(line);
    if (!row || level < 0) continue;
    const rank = Number(row[1]);
    const files = level < 3 ? [1, 2, 3, 4] : pinSide(level - 3) === 'queen' ? [0, 1] : [4, 5];
    const cells = row[2].trim().split(/\s+/);
    if (cells.length !== files.length)
      return {
        ok: false,
        error: refuse('ERR_POSITION_SYNTAX', {
          detail: `rank ${rank} needs ${files.length} cells: "${line}"`,
        }),
      };
    cells.forEach((c, i) => {
      if (c === '.') return;
      const name = `${FILES[files[i]]}${rank}${level < 3 ? MAIN_NAMES[level] : PINS[level - 3]}`;
      pieces.push(`${c.replace('*', '')}${name}${c.endsWith('*') ? '*' : ''}`);
    });
  }
  return ok({ pieces: pieces.join(',') || '-', boards: boards.join(',') || '-' });
}

/** Square names of every piece on the board, by level, for tests and messages. */
export function occupiedSquares(board: Engine): string[] {
  const out: string[] = [];
  for (let s = 0; s < SQUARE_COUNT; s++) if (board.sq[s]) out.push(SQ_NAME[s]);
  return out.sort(
    (a, b) =>
      SQ_LEVEL[squareIndex(a)] - SQ_LEVEL[squareIndex(b)] ||
      SQ_RANK[squareIndex(a)] - SQ_RANK[squareIndex(b)] ||
      SQ_FILE[squareIndex(a)] - SQ_FILE[squareIndex(b)],
  );
}
