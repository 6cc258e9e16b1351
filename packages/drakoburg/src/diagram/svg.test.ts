import { resolveOptions, unwrap } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { type Move, type Position } from '../position';
import { drakoburg } from '../rules';
import { squareName } from '../pieces';
import { drakoburgSvg } from './svg';

const defaults = unwrap(resolveOptions(drakoburg.options, {}));
const at = (text: string, options: Record<string, string> = {}): Position =>
  unwrap(drakoburg.parsePosition(text, unwrap(resolveOptions(drakoburg.options, options))));

/** Field -> its data attributes, read from the picture. */
function fields(svg: string) {
  const out = new Map<string, Record<string, string>>();
  for (const m of svg.matchAll(/<g data-square="([a-g][1-7])"([^>]*)>/g)) {
    const attrs: Record<string, string> = {};
    for (const a of m[2].matchAll(/data-([a-z-]+)="([^"]*)"/g)) attrs[a[1]] = a[2];
    out.set(m[1], attrs);
  }
  return out;
}

const KIND_OF: Record<string, string> = {
  P: 'lancer',
  S: 'bowman',
  Z: 'man-at-arms',
  A: 'esquire',
  U: 'turcopole',
  T: 'knight',
};

describe('Drakoburg pictures', () => {
  it('draw the 49 fields, every piece of the setup where it stands, and the six castles', () => {
    const p = unwrap(drakoburg.start('standard', defaults));
    const f = fields(drakoburgSvg(p));
    expect(f.size).toBe(49);
    const rows = drakoburg.render(p).split('\n').slice(0, 7);
    rows.forEach((row, r) => {
      row
        .slice(2)
        .split(' ')
        .forEach((cell, file) => {
          const name = `${'abcdefg'[file]}${7 - r}`;
          const expected =
            cell === '.'
              ? undefined
              : `${cell === cell.toUpperCase() ? 'white' : 'black'}-${KIND_OF[cell.toUpperCase()]}`;
          expect(f.get(name)!.piece, name).toBe(expected);
        });
    });
    const castles = [...f].filter(([, a]) => a.castle).map(([n, a]) => `${n}:${a.castle}`);
    expect(castles.sort()).toEqual(['a1:white', 'a7:black', 'd1:white', 'd7:black', 'g1:white', 'g7:black']);
  });

  it('tell the six kinds apart: one distinct emblem per kind', () => {
    const p = at('zsstaau/1ppppp1/7/7/7/1PPPPP1/ZSSTAAU w a7d7g7/a1d1g1 26 - 0 1');
    const svg = drakoburgSvg(p);
    const emblems = new Map<string, string>();
    for (const m of svg.matchAll(/data-piece="white-([a-z-]+)"[^>]*>(.*?)<\/g><\/g>/g)) {
      const shape = /<g fill="#1c1c1c"[^>]*>(.*?)$/.exec(m[2])?.[1] ?? m[2];
      emblems.set(m[1], shape);
    }
    expect([...emblems.keys()].sort()).toEqual([
      'bowman',
      'esquire',
      'knight',
      'lancer',
      'man-at-arms',
      'turcopole',
    ]);
    expect(new Set(emblems.values()).size).toBe(6);
  });

  it('mark the SEQUIX fields of a move onto a castle, and a used castle', () => {
    const p = at('z2t2u/7/7/7/Z6/1PPPPP1/3T3 w a7d7g7/a1d1g1 26 - 0 1');
    const sequix = drakoburg
      .legalMoves(p)
      .filter((m: Move) => squareName(m.from) === 'a3' && squareName(m.to) === 'a7' && m.pawn !== null)
      .map((m: Move) => squareName(m.pawn!));
    expect(sequix).toEqual(['a2', 'g2']);
    const f = fields(drakoburgSvg(p, { highlights: { from: ['a3'], to: ['a7'], sequix } }));
    expect(
      [...f]
        .filter(([, a]) => a.highlight)
        .map(([n, a]) => `${n}:${a.highlight}`)
        .sort(),
    ).toEqual(['a2:sequix', 'a3:from', 'a7:to', 'g2:sequix']);
    const used = fields(drakoburgSvg(at('z2t2u/7/7/7/Z6/1PPPPP1/3T3 w a7d7g7/a1d1g1 26 a7 0 1')));
    expect(used.get('a7')!['castle-used']).toBe('true');
    expect(used.get('d7')!['castle-used']).toBeUndefined();
  });

  it('show the pawn ranks, the side to move and the letters of the chosen language', () => {
    const p = unwrap(drakoburg.start('standard', defaults));
    const en = drakoburgSvg(p);
    expect(en).toContain('<g data-pawn-rank="white">');
    expect(en).toContain('<g data-pawn-rank="black">');
    expect(en).toContain('White to move');
    expect(en).toMatch(/font-weight="bold" fill="#5a1a1a">K</);
    const cs = drakoburgSvg(p, { locale: 'cs' });
    expect(cs).toMatch(/font-weight="bold" fill="#5a1a1a">T</);
    expect(cs).toContain('Na tahu je bílý');
  });
});
