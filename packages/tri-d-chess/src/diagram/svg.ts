/**
 * Tri-D positions as SVG: a pure function from a position (string or scene) to SVG text,
 * for the docs (Node, at build time) and the web app (the browser); no DOM needed.
 *
 * Layout: the three main boards side by side, W, N, B from left to right, each drawn at the
 * height of its ranks, so the levels rise in steps as in Meder's diagrams and one rank axis
 * serves all of them. Each main board's attack-board pins stand beside it at the ranks they
 * cover (queen's side left, king's side right): an occupied pin shows its 2 x 2 board framed
 * in its owner's colour, an empty pin a dashed outline. Lower slots (V.A2.2) are drawn outside
 * the upper ones when shown; extra boards (V.A3 promotions, V.A4 neutral boards) are simply
 * boards on pins, neutral ones framed in grey.
 *
 * Every square is a `<g data-square="a1W">` (with `data-piece="white-rook"` when occupied and
 * `data-highlight="from target ..."` when marked), every pin a `<g data-pin="QL1"
 * data-owner="white|black|neutral|none">`, so tests and the workbench read the picture itself.
 * Trade-off: one fixed layout (no 3-D perspective): exact and readable at small sizes, and
 * every square is clickable without hit-testing overlapping planes.
 */
import { ok, type Result } from '@arbiter/kernel';
import {
  FILES,
  PINS,
  PIN_FIRST_RANK,
  PIN_MAIN,
  SQ_PIN,
  isDark,
  isLowerPin,
  pinSide,
  squareIndex,
} from '../geometry';
import { refuse } from '../messages';
import type { Color } from '@arbiter/kernel';
import { pieceGlyph } from './glyphs';
import { parseScene, type BoardOwner, type TriDScene } from './scene';

/** What a highlight says about a square or a pin. */
export const HIGHLIGHT_KINDS = ['from', 'to', 'target', 'attacked', 'check', 'selected'] as const;
export type HighlightKind = (typeof HIGHLIGHT_KINDS)[number];

/** Options of a picture. */
export interface TriDSvgOptions {
  /** Square names (`a1W`) or pin names (`QL3`) to mark, by kind. */
  readonly highlights?: Partial<Record<HighlightKind, readonly string[]>>;
  /** Language of the labels and the accessible name. */
  readonly locale?: 'en' | 'cs';
  /** Accessible name (defaults to a summary of the position). */
  readonly title?: string;
  /** Draw the lower slots of V.A2.2 even where no board hangs (default: only when one does). */
  readonly lowerSlots?: boolean;
  /** Size of a square in SVG units (default 40). */
  readonly squareSize?: number;
}

const TEXT = {
  en: {
    level: { W: 'White level', N: 'Neutral level', B: 'Black level' },
    owner: { white: 'white', black: 'black', neutral: 'neutral', none: 'empty pin' },
    toMove: { white: 'White to move', black: 'Black to move' },
    summary: (pieces: number, boards: number) => `Tri-D position: ${pieces} pieces, ${boards} attack boards`,
  },
  cs: {
    level: { W: 'bílá úroveň', N: 'neutrální úroveň', B: 'černá úroveň' },
    owner: { white: 'bílá', black: 'černá', neutral: 'neutrální', none: 'prázdný čep' },
    toMove: { white: 'Na tahu je bílý', black: 'Na tahu je černý' },
    summary: (pieces: number, boards: number) => `Pozice Tri-D: kamenů ${pieces}, útočných desek ${boards}`,
  },
} as const;

const MAIN = ['W', 'N', 'B'] as const;
const MAIN_FIRST_RANK = [1, 3, 5];
const LIGHT = '#f0dcb4';
const DARK = '#b58863';
const FRAME: Readonly<Record<BoardOwner | 'none', string>> = {
  white: '#e8e8e8',
  black: '#333333',
  neutral: '#8a8a8a',
  none: '#9a9a9a',
};

/** XML-escapes text for element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

interface Layout {
  readonly s: number;
  readonly top: number;
  readonly left: number;
  readonly panelWidth: number;
  readonly lower: boolean;
}

/** x of a file column (0 = z .. 5 = e) on a level (0-2 main; 3+ pin index + 3). */
function columnX(l: Layout, level: number, file: number): number {
  const main = level < 3 ? level : PIN_MAIN[(level - 3) % 6];
  const base = l.left + main * (l.panelWidth + 0.9) * l.s;
  const inner = l.lower ? 2.4 : 0;
  if (level < 3) return base + (inner + 2.4 + (file - 1)) * l.s;
  const p = level - 3;
  const lowerSlot = isLowerPin(p);
  const df = pinSide(p) === 'queen' ? file : file - 4;
  if (pinSide(p) === 'queen') return base + ((lowerSlot ? 0 : inner) + df) * l.s;
  return base + (inner + 2.4 + 4 + 0.4 + (lowerSlot ? 2.4 : 0) + df) * l.s;
}

const rankY = (l: Layout, rank: number): number => l.top + (9 - rank) * l.s;

function highlightsOf(opts: TriDSvgOptions): Map<string, HighlightKind[]> {
  const out = new Map<string, HighlightKind[]>();
  for (const kind of HIGHLIGHT_KINDS)
    for (const name of opts.highlights?.[kind] ?? []) out.set(name, [...(out.get(name) ?? []), kind]);
  return out;
}

function squareSvg(
  l: Layout,
  name: string,
  level: number,
  file: number,
  rank: number,
  piece: TriDScene['pieces'][number] | undefined,
  marks: readonly HighlightKind[],
): string {
  const x = columnX(l, level, file);
  const y = rankY(l, rank);
  const s = l.s;
  const attrs = [`data-square="${name}"`];
  if (piece) attrs.push(`data-piece="${piece.color}-${piece.role}"`);
  if (marks.length) attrs.push(`data-highlight="${marks.join(' ')}"`);
  let out = `<g ${attrs.join(' ')}>`;
  out += `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${isDark(squareIndex(name)) ? DARK : LIGHT}"/>`;
  if (marks.includes('from') || marks.includes('selected'))
    out += `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="#f7d325" fill-opacity="0.6"/>`;
  if (marks.includes('to'))
    out += `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="#f0a30a" fill-opacity="0.55"/>`;
  if (marks.includes('check'))
    out += `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s * 0.48}" fill="#e02020" fill-opacity="0.6"/>`;
  if (marks.includes('attacked'))
    out += `<rect x="${x + 2}" y="${y + 2}" width="${s - 4}" height="${s - 4}" fill="none" stroke="#c0201a" stroke-width="3"/>`;
  if (piece)
    out += `<g transform="translate(${x} ${y}) scale(${s / 40})">${pieceGlyph(piece.role, piece.color)}</g>`;
  if (marks.includes('target'))
    out += piece
      ? `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s * 0.44}" fill="none" stroke="#137a2e" stroke-width="3.5" stroke-opacity="0.85"/>`
      : `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s * 0.17}" fill="#137a2e" fill-opacity="0.8"/>`;
  return out + '</g>';
}

function label(x: number, y: number, text: string, size: number, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" font-family="sans-serif" fill="#333"${extra}>${escapeXml(text)}</text>`;
}

/** The picture of a Tri-D position (a position string, or its first fields), or why it cannot be read. */
export function triDSvg(position: string | TriDScene, opts: TriDSvgOptions = {}): Result<string> {
  const read = typeof position === 'string' ? parseScene(position) : ok(position);
  if (!read.ok) return read;
  const scene = read.value;
  for (const piece of scene.pieces) {
    const pin = PINS[SQ_PIN[squareIndex(piece.square)]];
    if (pin && !scene.boards.some((b) => b.pin === pin))
      return { ok: false, error: refuse('ERR_SQUARE_NOT_PRESENT', { square: piece.square, pin }) };
  }
  const T = TEXT[opts.locale ?? 'en'];
  const lower = opts.lowerSlots ?? scene.boards.some((b) => isLowerPin(PINS.indexOf(b.pin)));
  const s = opts.squareSize ?? 40;
  const l: Layout = { s, top: 34, left: 30, panelWidth: lower ? 12.6 : 8.8, lower };
  const width = l.left * 2 + (3 * l.panelWidth + 2 * 0.9) * s;
  const height = l.top + 10 * s + 46;
  const marks = highlightsOf(opts);
  const pieceAt = new Map(scene.pieces.map((p) => [p.square, p]));
  const ownerAt = new Map(scene.boards.map((b) => [b.pin, b.owner]));
  const font = Math.round(s * 0.3);
  const title =
    opts.title ??
    `${T.summary(scene.pieces.length, scene.boards.length)}${scene.turn ? `; ${T.toMove[scene.turn]}` : ''}`;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}" data-game="tri-d-chess"${scene.turn ? ` data-turn="${scene.turn}"` : ''}>`,
    `<title>${escapeXml(title)}</title>`,
  ];
  // Rank axis on both sides: one row per rank 0-9, shared by every level.
  for (let r = 0; r <= 9; r++) {
    parts.push(label(l.left / 2, rankY(l, r) + s / 2 + font / 3, String(r), font));
    parts.push(label(width - l.left / 2, rankY(l, r) + s / 2 + font / 3, String(r), font));
  }
  // Pins (empty or with their boards) and the main boards.
  for (let p = 0; p < PINS.length; p++) {
    if (isLowerPin(p) && !lower) continue;
    const pin = PINS[p];
    const owner = ownerAt.get(pin);
    const level = 3 + p;
    const files = pinSide(p) === 'queen' ? [0, 1] : [4, 5];
    const first = PIN_FIRST_RANK[p % 6];
    const x = columnX(l, level, files[0]);
    const y = rankY(l, first + 1);
    const pinMarks = marks.get(pin) ?? [];
    const attrs = [`data-pin="${pin}"`, `data-owner="${owner ?? 'none'}"`];
    if (pinMarks.length) attrs.push(`data-highlight="${pinMarks.join(' ')}"`);
    parts.push(`<g ${attrs.join(' ')}>`);
    parts.push(`<title>${pin}: ${T.owner[owner ?? 'none']}</title>`);
    const marked = pinMarks.length > 0;
    const stroke = marked ? (pinMarks.includes('target') ? '#137a2e' : '#d08a00') : FRAME[owner ?? 'none'];
    if (owner) {
      parts.push(
        `<rect x="${x - 4}" y="${y - 4}" width="${2 * s + 8}" height="${2 * s + 8}" rx="3" fill="${FRAME[owner]}" stroke="${marked ? stroke : '#222'}" stroke-width="${marked ? 4 : 1}"/>`,
      );
      for (const dr of [1, 0])
        for (const f of files) {
          const name = `${FILES[f]}${first + dr}${pin}`;
          parts.push(squareSvg(l, name, level, f, first + dr, pieceAt.get(name), marks.get(name) ?? []));
        }
    } else {
      parts.push(
        `<rect x="${x}" y="${y}" width="${2 * s}" height="${2 * s}" fill="none" stroke="${stroke}" stroke-width="${marked ? 3 : 1.2}" stroke-dasharray="5 4"/>`,
      );
    }
    // The pin itself: a post at the board's inner edge, towards its main board.
    const postX = pinSide(p) === 'queen' ? x + 2 * s + (owner ? 6 : 2) : x - (owner ? 6 : 2);
    parts.push(
      `<circle cx="${postX}" cy="${y + s}" r="${s * 0.09}" fill="#555"${isLowerPin(p) ? ' fill-opacity="0.5"' : ''}/>`,
    );
    parts.push(label(x + s, y - 7, pin, Math.round(font * 0.85), owner ? ' font-weight="bold"' : ''));
    parts.push(
      label(x + s / 2, y + 2 * s + font + 4, FILES[files[0]], Math.round(font * 0.8)) +
        label(x + 1.5 * s, y + 2 * s + font + 4, FILES[files[1]], Math.round(font * 0.8)),
    );
    parts.push('</g>');
  }
  for (let m = 0; m < 3; m++) {
    const first = MAIN_FIRST_RANK[m];
    const x0 = columnX(l, m, 1);
    const yTop = rankY(l, first + 3);
    parts.push(`<g data-level="${MAIN[m]}">`);
    parts.push(`<title>${MAIN[m]}: ${T.level[MAIN[m]]}</title>`);
    parts.push(
      `<rect x="${x0 - 3}" y="${yTop - 3}" width="${4 * s + 6}" height="${4 * s + 6}" fill="#5a4632"/>`,
    );
    for (let r = first + 3; r >= first; r--)
      for (let f = 1; f <= 4; f++) {
        const name = `${FILES[f]}${r}${MAIN[m]}`;
        parts.push(squareSvg(l, name, m, f, r, pieceAt.get(name), marks.get(name) ?? []));
      }
    parts.push(label(x0 + 2 * s, yTop - 9, MAIN[m], Math.round(font * 1.1), ' font-weight="bold"'));
    for (let f = 1; f <= 4; f++)
      parts.push(label(x0 + (f - 0.5) * s, rankY(l, first) + s + font + 4, FILES[f], Math.round(font * 0.8)));
    parts.push('</g>');
  }
  if (scene.turn) {
    const turn: Color = scene.turn;
    parts.push(
      `<g data-to-move="${turn}"><circle cx="${l.left + 8}" cy="${height - 16}" r="7" fill="${turn === 'white' ? '#fff' : '#222'}" stroke="#222"/>` +
        `<text x="${l.left + 22}" y="${height - 11}" font-size="${font}" font-family="sans-serif" fill="#333">${escapeXml(T.toMove[turn])}</text></g>`,
    );
  }
  parts.push('</svg>');
  return ok(parts.join(''));
}
