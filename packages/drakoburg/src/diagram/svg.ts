/**
 * Drakoburg positions as SVG: a pure function from a position to SVG text, for the docs
 * (Node) and the web app (browser); no DOM needed.
 *
 * The 7 x 7 board, White at the bottom. Each field is a `<g data-square="d1">` with
 * `data-piece="white-knight"` when occupied, `data-castle="white|black"` on a castle (the
 * starting field of a side's knight, turcopole or man-at-arms; `data-castle-used` once it has
 * yielded its SEQUIX lancer) and `data-highlight="..."` when marked. The SEQUIX fields (where
 * the new lancer may go) are the highlight kind `sequix`. The pawn ranks are marked beside
 * the rank numbers (`data-pawn-rank`), since each side promotes on the other side's.
 * Trade-off: the castles and pawn ranks come from the position (they are fixed by the setup,
 * not by what stands there now), so the picture shows them even on an empty field.
 */
import type { Color } from '@arbiter/kernel';
import type { Position } from '../position';
import { CZECH_LETTERS, ENGLISH_LETTERS, KINDS, SIDE, squareName } from '../pieces';
import { castleGlyph, kindGlyph } from './glyphs';

/** What a highlight says about a field. */
export const DRAKOBURG_HIGHLIGHTS = [
  'from',
  'to',
  'target',
  'attacked',
  'check',
  'selected',
  'sequix',
] as const;
export type DrakoburgHighlight = (typeof DRAKOBURG_HIGHLIGHTS)[number];

/** The parts of a position a picture shows. */
export type DrakoburgScene = Pick<Position, 'board' | 'turn' | 'raids' | 'pawnRanks' | 'used'>;

/** Options of a picture. */
export interface DrakoburgSvgOptions {
  /** Field names (`d1`) to mark, by kind. */
  readonly highlights?: Partial<Record<DrakoburgHighlight, readonly string[]>>;
  /** Language of the letters, labels and accessible name (Czech letters P S Z A U T, English L B M E C K). */
  readonly locale?: 'en' | 'cs';
  /** Accessible name (defaults to a summary). */
  readonly title?: string;
  /** Size of a field in SVG units (default 44). */
  readonly squareSize?: number;
}

const TEXT = {
  en: {
    toMove: { white: 'White to move', black: 'Black to move' },
    castle: { white: "White's castle", black: "Black's castle" },
    pawnRank: { white: "White's pawn rank", black: "Black's pawn rank" },
    summary: (n: number) => `Drakoburg position: ${n} pieces`,
  },
  cs: {
    toMove: { white: 'Na tahu je bílý', black: 'Na tahu je černý' },
    castle: { white: 'hrad, na který vpadá černý', black: 'hrad, na který vpadá bílý' },
    pawnRank: { white: 'řada kopiníků bílého', black: 'řada kopiníků černého' },
    summary: (n: number) => `Pozice Drakoburgu: kamenů ${n}`,
  },
} as const;

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The picture of a Drakoburg position. */
export function drakoburgSvg(p: DrakoburgScene, opts: DrakoburgSvgOptions = {}): string {
  const locale = opts.locale ?? 'en';
  const T = TEXT[locale];
  const letters = locale === 'cs' ? CZECH_LETTERS : ENGLISH_LETTERS;
  const s = opts.squareSize ?? 44;
  const left = 30;
  const top = 14;
  const width = left * 2 + SIDE * s;
  const height = top + SIDE * s + 58;
  const marks = new Map<string, DrakoburgHighlight[]>();
  for (const kind of DRAKOBURG_HIGHLIGHTS)
    for (const name of opts.highlights?.[kind] ?? []) marks.set(name, [...(marks.get(name) ?? []), kind]);
  const castleOwner = (sq: number): Color | null =>
    p.raids.white.includes(sq) ? 'black' : p.raids.black.includes(sq) ? 'white' : null;
  const count = p.board.filter((c) => c).length;
  const title = opts.title ?? `${T.summary(count)}; ${T.toMove[p.turn]}`;
  const font = Math.round(s * 0.3);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}" data-game="drakoburg" data-turn="${p.turn}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect x="${left - 3}" y="${top - 3}" width="${SIDE * s + 6}" height="${SIDE * s + 6}" fill="#4a5a3a"/>`,
  ];
  for (let rank = SIDE - 1; rank >= 0; rank--) {
    const y = top + (SIDE - 1 - rank) * s;
    const side: Color | null =
      rank === p.pawnRanks.white ? 'white' : rank === p.pawnRanks.black ? 'black' : null;
    out.push(
      `<text x="${left / 2}" y="${y + s / 2 + font / 3}" font-size="${font}" text-anchor="middle" font-family="sans-serif" fill="#333">${rank + 1}</text>`,
    );
    if (side)
      out.push(
        `<g data-pawn-rank="${side}"><title>${T.pawnRank[side]}</title><rect x="${left + SIDE * s + 6}" y="${y + 6}" width="8" height="${s - 12}" rx="2" fill="${side === 'white' ? '#fff' : '#222'}" stroke="#222"/></g>`,
      );
    for (let file = 0; file < SIDE; file++) {
      const sq = rank * SIDE + file;
      const name = squareName(sq);
      const x = left + file * s;
      const code = p.board[sq];
      const kind = code & 7;
      const color: Color = code & 8 ? 'black' : 'white';
      const owner = castleOwner(sq);
      const m = marks.get(name) ?? [];
      const attrs = [`data-square="${name}"`];
      if (code) attrs.push(`data-piece="${color}-${KINDS[kind - 1]}"`);
      if (owner) attrs.push(`data-castle="${owner}"`);
      if (owner && p.used.includes(sq)) attrs.push('data-castle-used="true"');
      if (m.length) attrs.push(`data-highlight="${m.join(' ')}"`);
      out.push(`<g ${attrs.join(' ')}>`);
      out.push(
        `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${(rank + file) % 2 === 0 ? '#a7b98a' : '#e9efd9'}"/>`,
      );
      if (m.includes('sequix'))
        out.push(`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="#3b82c4" fill-opacity="0.45"/>`);
      if (m.includes('from') || m.includes('selected'))
        out.push(`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="#f7d325" fill-opacity="0.6"/>`);
      if (m.includes('to'))
        out.push(`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="#f0a30a" fill-opacity="0.55"/>`);
      if (m.includes('check'))
        out.push(
          `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s * 0.48}" fill="#e02020" fill-opacity="0.6"/>`,
        );
      if (m.includes('attacked'))
        out.push(
          `<rect x="${x + 2}" y="${y + 2}" width="${s - 4}" height="${s - 4}" fill="none" stroke="#c0201a" stroke-width="3"/>`,
        );
      if (owner)
        out.push(
          `<g transform="translate(${x + 3} ${y + 3})"><title>${T.castle[owner]}</title>${castleGlyph(owner, p.used.includes(sq))}</g>`,
        );
      if (code) {
        out.push(
          `<g transform="translate(${x + s * 0.05} ${y + s * 0.05}) scale(${(s * 0.9) / 40})">${kindGlyph(kind, color)}</g>`,
        );
        out.push(
          `<text x="${x + s - 3}" y="${y + s - 3}" font-size="${Math.round(s * 0.24)}" text-anchor="end" font-family="sans-serif" font-weight="bold" fill="#5a1a1a">${letters[kind]}</text>`,
        );
      }
      if (m.includes('sequix') && !code)
        out.push(
          `<path d="M${x + s / 2} ${y + s * 0.3}V${y + s * 0.7}M${x + s * 0.3} ${y + s / 2}H${x + s * 0.7}" stroke="#0d3b66" stroke-width="3"/>`,
        );
      if (m.includes('target'))
        out.push(
          code
            ? `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s * 0.45}" fill="none" stroke="#137a2e" stroke-width="3.5" stroke-opacity="0.85"/>`
            : `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s * 0.17}" fill="#137a2e" fill-opacity="0.8"/>`,
        );
      out.push('</g>');
    }
  }
  for (let file = 0; file < SIDE; file++)
    out.push(
      `<text x="${left + (file + 0.5) * s}" y="${top + SIDE * s + font + 6}" font-size="${font}" text-anchor="middle" font-family="sans-serif" fill="#333">${'abcdefg'[file]}</text>`,
    );
  out.push(
    `<g data-to-move="${p.turn}"><circle cx="${left + 8}" cy="${height - 16}" r="7" fill="${p.turn === 'white' ? '#fff' : '#222'}" stroke="#222"/>` +
      `<text x="${left + 22}" y="${height - 11}" font-size="${font}" font-family="sans-serif" fill="#333">${T.toMove[p.turn]}</text></g>`,
  );
  out.push('</svg>');
  return out.join('');
}
