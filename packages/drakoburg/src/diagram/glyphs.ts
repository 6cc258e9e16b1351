/**
 * The six Drakoburg kinds as SVG glyphs, drawn for this project (no third-party artwork).
 * Each piece is a disc in its side's colour carrying an emblem in the other colour: a spear
 * (lancer), a bow (bowman), a shield (man-at-arms), a pennant (esquire), a crescent
 * (turcopole), a crown with a double ring (the royal knight). A 40 x 40 box at the origin.
 * Trade-off: emblems rather than chess-like figures, so no kind can be mistaken for a chess
 * piece it does not move like, and the six stay apart at 24 px.
 */
import type { Color } from '@arbiter/kernel';

const EMBLEM: readonly string[] = [
  '',
  // lancer: a spear
  '<path d="M20 31V15" fill="none" stroke-width="2.6"/><path d="M20 7l4.5 9h-9z"/>',
  // bowman: bow, string and arrow
  '<path d="M16 9Q30 20 16 31" fill="none" stroke-width="2.6"/><path d="M16 9V31" fill="none" stroke-width="1.2"/>' +
    '<path d="M11 20H26" fill="none" stroke-width="2"/><path d="M30 20l-5-3.5v7z"/>',
  // man-at-arms: a shield
  '<path d="M12.5 10H27.5V19Q27.5 27 20 31.5Q12.5 27 12.5 19Z"/>',
  // esquire: a pennant on a pole
  '<path d="M14 8V32" fill="none" stroke-width="2.4"/><path d="M15 9L29.5 14L15 19Z"/>',
  // turcopole: a crescent
  '<path d="M25 8.5A12 12 0 1 0 25 31.5A9 9 0 1 1 25 8.5Z"/>',
  // knight (royal): a crown
  '<path d="M11 27L12.5 13L16.5 20L20 10L23.5 20L27.5 13L29 27Z"/>',
];

/** The glyph of a piece (kind code 1..6: lancer, bowman, man-at-arms, esquire, turcopole, knight). */
export function kindGlyph(kind: number, color: Color): string {
  const disc = color === 'white' ? '#fbfbf6' : '#242424';
  const ink = color === 'white' ? '#1c1c1c' : '#f4f4ee';
  const ring =
    kind === 6
      ? `<circle cx="20" cy="20" r="17.5" fill="${disc}" stroke="#b8860b" stroke-width="2.2"/><circle cx="20" cy="20" r="14.6" fill="none" stroke="${ink}" stroke-width="1"/>`
      : `<circle cx="20" cy="20" r="16.5" fill="${disc}" stroke="${color === 'white' ? '#1c1c1c' : '#000'}" stroke-width="1.6"/>`;
  return `${ring}<g fill="${ink}" stroke="${ink}" stroke-linejoin="round">${EMBLEM[kind]}</g>`;
}

/** A small castle tower (about 11 x 11) at the origin, in its owner's colour. */
export function castleGlyph(owner: Color, used: boolean): string {
  const fill = owner === 'white' ? '#ffffff' : '#1c1c1c';
  const stroke = owner === 'white' ? '#1c1c1c' : '#ffffff';
  return (
    `<path d="M0 11V3h2.2v2h2V3h2.6v2h2V3H11v8z" fill="${fill}" stroke="${stroke}" stroke-width="0.9"/>` +
    (used ? `<path d="M-1 12L12 -1" stroke="#c0201a" stroke-width="1.8"/>` : '')
  );
}
