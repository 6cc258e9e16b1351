import { describe, expect, it } from 'vitest';
import { decideGame, decideStart, evolveGame, startState, unwrap } from '@arbiter/kernel';
import { STANDARD_POSITION } from '../position';
import { triDChess, type VariantMove } from '../variants';
import { triDSvg } from './svg';

/** What the picture says, read from its data attributes: square -> piece, highlights; pin -> owner. */
function read(svg: string) {
  const squares = new Map<string, { piece?: string; highlight: string[] }>();
  for (const m of svg.matchAll(
    /<g data-square="([^"]+)"(?: data-piece="([^"]+)")?(?: data-highlight="([^"]+)")?>/g,
  ))
    squares.set(m[1], { piece: m[2], highlight: m[3] ? m[3].split(' ') : [] });
  const pins = new Map<string, string>();
  for (const m of svg.matchAll(/<g data-pin="([^"]+)" data-owner="([^"]+)"/g)) pins.set(m[1], m[2]);
  return { squares, pins };
}

const NAMES: Record<string, string> = {
  K: 'king',
  Q: 'queen',
  R: 'rook',
  B: 'bishop',
  N: 'knight',
  P: 'pawn',
};
/** The pieces of a position string as square -> `colour-role`. */
function piecesOf(position: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of position.split(' ')[0].split(',')) {
    const m = /^([A-Za-z])(.+?)\*?$/.exec(t)!;
    out.set(m[2], `${m[1] === m[1].toUpperCase() ? 'white' : 'black'}-${NAMES[m[1].toUpperCase()]}`);
  }
  return out;
}

function start(setup: string, options: Record<string, string> = {}) {
  return startState(triDChess, unwrap(decideStart(triDChess, { setup, options })));
}

describe('Tri-D pictures', () => {
  it('draw every piece of the initial position on its square, and nothing else', () => {
    const { squares, pins } = read(unwrap(triDSvg(STANDARD_POSITION)));
    const drawn = new Map([...squares].filter(([, v]) => v.piece).map(([k, v]) => [k, v.piece!]));
    expect(drawn).toEqual(piecesOf(STANDARD_POSITION));
    expect(squares.size).toBe(48 + 4 * 4);
    expect([...pins].filter(([, o]) => o !== 'none').sort()).toEqual([
      ['KL1', 'white'],
      ['KL6', 'black'],
      ['QL1', 'white'],
      ['QL6', 'black'],
    ]);
    expect(pins.size).toBe(12);
  });

  it('draw the position after every ply of a game as the engine writes it', () => {
    const games: [string, string[]][] = [
      ['standard', ['b2W-b4N', 'b7B-b5B', 'c2W-c3W', 'a7B-a6N', 'a1W-c2W', 'c7B-c6B']],
      ['Kc1W,Pa1QL1,kc8B QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2', ['QL1-QL3', 'KL6-KL4', 'a3QL3-a4N']],
    ];
    for (const [setup, moves] of games) {
      let s = start(setup);
      for (const move of moves) {
        for (const e of unwrap(decideGame(triDChess, s, { type: 'Move', move })))
          s = evolveGame(triDChess, s, e);
        const text = triDChess.makePosition(s.position);
        const { squares, pins } = read(unwrap(triDSvg(text)));
        const drawn = new Map([...squares].filter(([, v]) => v.piece).map(([k, v]) => [k, v.piece!]));
        expect(drawn).toEqual(piecesOf(text));
        for (const b of text.split(' ')[1].split(',')) {
          const [pin, owner] = b.split(':');
          expect(pins.get(pin)).toBe({ w: 'white', b: 'black', n: 'neutral' }[owner]);
        }
      }
    }
  });

  it('light the legal targets of a piece, its square and nothing else', () => {
    const s = start('standard');
    const targets = triDChess
      .legalMoves(s.position)
      .filter((m): m is Extract<VariantMove, { kind: 'piece' }> => m.kind === 'piece' && m.from === 'a1W')
      .map((m) => m.to);
    expect(targets.length).toBeGreaterThan(0);
    const { squares } = read(
      unwrap(triDSvg(STANDARD_POSITION, { highlights: { from: ['a1W'], target: targets } })),
    );
    const lit = [...squares].filter(([, v]) => v.highlight.length);
    expect(lit.map(([k]) => k).sort()).toEqual(['a1W', ...targets].sort());
    expect(squares.get('a1W')!.highlight).toEqual(['from']);
    for (const t of targets) expect(squares.get(t)!.highlight).toEqual(['target']);
  });

  it('mark pins (board moves) and attacked squares by name', () => {
    const svg = unwrap(
      triDSvg(STANDARD_POSITION, { highlights: { from: ['QL1'], target: ['QL3'], attacked: ['c3N'] } }),
    );
    expect(svg).toContain('<g data-pin="QL1" data-owner="white" data-highlight="from">');
    expect(svg).toContain('<g data-pin="QL3" data-owner="none" data-highlight="target">');
    expect(read(svg).squares.get('c3N')!.highlight).toEqual(['attacked']);
  });

  it('draw the lower slots of V.A2.2 when a board hangs there, with its pieces', () => {
    const position = 'Kc1W,Qb1W,Pz1QL1u,kc8B QL1:w,QL1u:w,QL6:b,KL6:b w - - 0 2';
    start(position, { 'v-a2-2': 'on' }); // the engine accepts it
    const { squares, pins } = read(unwrap(triDSvg(position)));
    expect(pins.size).toBe(24);
    expect(pins.get('QL1u')).toBe('white');
    expect(pins.get('KL3u')).toBe('none');
    expect(squares.get('z1QL1u')!.piece).toBe('white-pawn');
    expect([...squares.keys()].filter((k) => k.endsWith('QL1u')).sort()).toEqual([
      'a0QL1u',
      'a1QL1u',
      'z0QL1u',
      'z1QL1u',
    ]);
    expect(read(unwrap(triDSvg(STANDARD_POSITION))).pins.has('QL1u')).toBe(false);
    expect(read(unwrap(triDSvg(STANDARD_POSITION, { lowerSlots: true }))).pins.get('QL1u')).toBe('none');
  });

  it('draw the neutral boards of V.A4 and a board a pawn became under V.A3', () => {
    const neutral = read(
      unwrap(triDSvg(triDChess.makePosition(start('standard', { 'v-a4': 'on' }).position))),
    );
    expect(neutral.pins.get('KL3')).toBe('neutral');
    expect(neutral.pins.get('QL4')).toBe('neutral');
    expect([...neutral.pins.values()].filter((o) => o !== 'none')).toHaveLength(6);

    let s = start('Kc1W,Pa7B,kd6B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20', { 'v-a3': 'on' });
    for (const e of unwrap(decideGame(triDChess, s, { type: 'Move', move: 'a7B-a8B=AB' })))
      s = evolveGame(triDChess, s, e);
    const promoted = read(unwrap(triDSvg(triDChess.makePosition(s.position))));
    expect(promoted.pins.get('QL6')).toBe('white');
    expect(promoted.squares.get('a8B')!.piece).toBeUndefined();
    expect(promoted.squares.has('z9QL6')).toBe(true);
  });

  it('say the side to move and label in the chosen language', () => {
    const en = unwrap(triDSvg(STANDARD_POSITION));
    expect(en).toContain('data-turn="white"');
    expect(en).toContain('White to move');
    const cs = unwrap(triDSvg(STANDARD_POSITION, { locale: 'cs', title: 'Výchozí <pozice> & "desky"' }));
    expect(cs).toContain('Na tahu je bílý');
    expect(cs).toContain('aria-label="Výchozí &lt;pozice&gt; &amp; &quot;desky&quot;"');
  });

  it('refuse text that is not a position, and pieces on pins without a board', () => {
    expect(triDSvg('Kx9W QL1:w w')).toMatchObject({ ok: false, error: { code: 'ERR_POSITION_SYNTAX' } });
    expect(triDSvg('Ka1W QL1:q w')).toMatchObject({ ok: false, error: { code: 'ERR_POSITION_SYNTAX' } });
    expect(triDSvg('Kz4QL2,ka8B QL1:w w')).toMatchObject({
      ok: false,
      error: { code: 'ERR_SQUARE_NOT_PRESENT', rule: 'TR 3.1(e)' },
    });
  });
});
