/**
 * Chess glyphs for the SVG diagrams, drawn for this project (no third-party artwork, so no
 * licence to track). Each glyph is a list of SVG elements in a 40 x 40 box; `fill` and
 * `stroke` are filled in per colour, `detail` for the lines drawn on top of the body.
 * Trade-off: plain geometric shapes, recognisable at 24 px, rather than calligraphic pieces.
 */
import type { Color } from '@arbiter/kernel';
import type { Role } from '../pieces';

const BODY: Readonly<Record<Role, readonly string[]>> = {
  pawn: [
    '<circle cx="20" cy="12" r="5.5"/>',
    '<path d="M14.5 31 Q15 21 20 18 Q25 21 25.5 31 Z"/>',
    '<rect x="10.5" y="30" width="19" height="5" rx="1.5"/>',
  ],
  rook: ['<path d="M11 9h4.5v3.5h2.5V9h4v3.5h2.5V9H29v7l-3 2.5V27l3 3v5H11v-5l3-3v-8.5L11 16z"/>'],
  knight: [
    '<path d="M12 35h18c0-9-1.5-15-5-20l-1.5-7-3.5 4.5c-4.5 1-8.5 5.5-10 10l2.5 3.5 5-2.5c0.5 3-3 6-5.5 11.5z"/>',
  ],
  bishop: [
    '<circle cx="20" cy="7.5" r="2.5"/>',
    '<path d="M20 10c-6 5-7.5 11-5 17h10c2.5-6 1-12-5-17z"/>',
    '<rect x="11" y="29" width="18" height="6" rx="1.5"/>',
  ],
  queen: [
    '<path d="M9 13l4.5 15h13L31 13l-6 7-5-12-5 12z"/>',
    '<circle cx="9" cy="12" r="2.2"/><circle cx="20" cy="7" r="2.2"/><circle cx="31" cy="12" r="2.2"/>',
    '<rect x="11" y="29" width="18" height="6" rx="1.5"/>',
  ],
  king: [
    '<path d="M18.5 4h3v3h3v3h-3v4h-3v-4h-3V7h3z"/>',
    '<path d="M11.5 29c-4-8 1-14.5 8.5-14.5S32.5 21 28.5 29z"/>',
    '<rect x="10.5" y="29" width="19" height="6" rx="1.5"/>',
  ],
};

/** Lines drawn over the body in the contrasting colour (knight's eye, bishop's slit, ...). */
const DETAIL: Readonly<Record<Role, string>> = {
  pawn: '',
  rook: '<path d="M14 18.5h12M14 27h12" fill="none"/>',
  knight: '<circle cx="19" cy="15.5" r="1.3"/>',
  bishop: '<path d="M17.5 17.5l5 5" fill="none"/>',
  queen: '<path d="M13.5 28h13" fill="none"/>',
  king: '<path d="M14 25h12" fill="none"/>',
};

const INK: Readonly<Record<Color, { fill: string; stroke: string; detail: string }>> = {
  white: { fill: '#ffffff', stroke: '#1a1a1a', detail: '#1a1a1a' },
  black: { fill: '#262626', stroke: '#000000', detail: '#f2f2f2' },
};

/** The glyph of a piece as SVG elements in a 40 x 40 box at the origin. */
export function pieceGlyph(role: Role, color: Color): string {
  const ink = INK[color];
  const detail = DETAIL[role]
    ? `<g stroke="${ink.detail}" fill="${ink.detail}" stroke-width="1.6">${DETAIL[role]}</g>`
    : '';
  return (
    `<g fill="${ink.fill}" stroke="${ink.stroke}" stroke-width="1.6" stroke-linejoin="round">` +
    BODY[role].join('') +
    `</g>${detail}`
  );
}
