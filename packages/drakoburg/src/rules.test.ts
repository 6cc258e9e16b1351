import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogueProblems, sourceProblems } from '@arbiter/kernel/testing/catalogue';
import {
  decideText,
  decideGame,
  decideStart,
  kernelMessages,
  evolveGame,
  foldGame,
  resolveOptions,
  startState,
  unwrap,
  type DomainEvent,
  type GameState,
} from '@arbiter/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drakoburgMessages } from './messages';
import { drakoburgOptions } from './options';
import { parseMovePattern } from './notation';
import { type Move, type Position } from './position';
import { drakoburg, makeHumanMoveIn, materialCount } from './rules';
import { TEST_POSITIONS } from './testing/positions';

const defaults = unwrap(resolveOptions(drakoburg.options, {}));
const at = (fen: string, options: Record<string, string> = {}): Position =>
  unwrap(drakoburg.parsePosition(fen, unwrap(resolveOptions(drakoburg.options, options))));
const lanceTail = (side: 'w' | 'b') => ` ${side} a7d7g7/a1d1g1 26 - 0 1`;
const start = unwrap(drakoburg.start('standard', defaults));
const code = (p: Position, text: string) => {
  const r = decideText(drakoburg, p, text);
  return r.ok ? 'ok' : `${r.error.code} ${r.error.rule}`;
};

describe('notation round trips', () => {
  for (const t of TEST_POSITIONS) {
    it(`${t.name}: long form and both human forms read back to the same move`, () => {
      const p = at(t.fen, t.options);
      const moves = drakoburg.legalMoves(p);
      for (const m of moves) {
        for (const text of [
          drakoburg.makeMove(p, m),
          makeHumanMoveIn(p, m, 'cs'),
          makeHumanMoveIn(p, m, 'en'),
        ]) {
          const back = drakoburg.parseMove(p, text);
          expect(back.ok ? back.value.move : back.error).toEqual(m);
        }
      }
    });
  }
  it('position strings round-trip', () => {
    for (const t of TEST_POSITIONS) {
      const p = at(t.fen, t.options);
      const text = drakoburg.makePosition(p);
      expect(drakoburg.makePosition(unwrap(drakoburg.parsePosition(text, defaults)))).toBe(text);
      expect(text.startsWith(t.fen.split(' ')[0])).toBe(true);
    }
  });
  it('options travel in the position string', () => {
    const p = at(TEST_POSITIONS[0].fen, { 'multi-royal': 'capture', sequix: 'once-per-castle' });
    const text = drakoburg.makePosition(p);
    expect(text).toMatch(/multi-royal=capture/);
    expect(unwrap(drakoburg.parsePosition(text, defaults)).options['sequix']).toBe('once-per-castle');
  });
  it('random text never throws and never reads as a move unless it is one', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const r = drakoburg.parseMove(start, text);
        if (r.ok) expect(drakoburg.legalMoves(start)).toContainEqual(r.value.move);
        const q = drakoburg.parsePosition(text, defaults);
        expect(q.ok).toBe(false);
      }),
      { numRuns: 400 },
    );
  });
  it('move patterns name their parts', () => {
    expect(unwrap(parseMovePattern('c5-d7@b2'))).toMatchObject({ fromFile: 2, fromRank: 4, to: 45, pawn: 8 });
    expect(unwrap(parseMovePattern('Ue1-f3'))).toMatchObject({ kind: 5 });
    expect(unwrap(parseMovePattern('Cf3'))).toMatchObject({ kind: 5 });
  });
});

describe('moves refused with a code and a rule', () => {
  it.each([
    ['zz', 'ERR_DRK_NOTATION ARB'],
    ['a1-a5', 'ERR_DRK_PATTERN DRK source'],
    ['b1-b2', 'ERR_DRK_NO_PIECE DRK source'],
    ['c7-c6', 'ERR_DRK_NOT_YOUR_PIECE DRK source'],
    ['a1-a2', 'ERR_DRK_OWN_PIECE DRK source'],
    ['b2-b3@a2', 'ERR_DRK_SEQUIX_UNEXPECTED DRK R6'],
    ['c2-c3=S', 'ERR_DRK_PROMOTION_UNEXPECTED DRK source'],
    ['Tc4', 'ERR_DRK_NO_SUCH_MOVE DRK source'],
  ])('%s at the start: %s', (text, expected) => {
    expect(code(start, text)).toBe(expected);
  });
  it('a T may not capture a T (R3)', () => {
    expect(code(at('7/7/3t3/3T3/7/7/7' + lanceTail('w')), 'd4-d5')).toBe('ERR_DRK_ROYAL_CAPTURE DRK R3');
  });
  it('SEQUIX needs a field, a free one', () => {
    const p = at('z2t2u/7/7/7/Z6/1PPPPP1/3T3' + lanceTail('w'));
    expect(code(p, 'a3xa7')).toBe('ERR_DRK_SEQUIX_FIELD_MISSING DRK R6');
    expect(code(p, 'a3xa7@b2')).toBe('ERR_DRK_SEQUIX_FIELD_INVALID DRK R6');
    expect(code(p, 'a3xa7@g2')).toBe('ok');
    expect(code(p, 'a3-a4')).toBe('ok');
  });
  it('promotion letters must match the file', () => {
    const p = at('3t3/7/PPPPPPP/7/7/7/3T3' + lanceTail('w'));
    expect(code(p, 'a5-a6=Z')).toBe('ok');
    expect(code(p, 'a5-a6=S')).toBe('ERR_DRK_PROMOTION_MISMATCH DRK source');
  });
  it('ambiguous human moves are refused', () => {
    expect(code(start, 'Tb1')).toBe('ok');
    const p = at('3t3/7/7/7/7/7/Z1T3Z' + lanceTail('w'));
    expect(code(p, 'Zd1')).toBe('ok');
    const q = at('3t3/7/7/7/3T3/7/Z5Z' + lanceTail('w'));
    expect(code(q, 'Zd1')).toBe('ERR_DRK_AMBIGUOUS ARB');
  });
  it('ruling 4 clauses name themselves', () => {
    const p = at('3t3/7/7/7/7/z6/3T3' + lanceTail('w'));
    expect(code(p, 'd1-d2')).toBe('ERR_DRK_ROYAL_INTO_ATTACK DRK R4(a)');
    const pinned = at('3t3/7/7/7/1s5/2S4/3T3' + lanceTail('w'));
    expect(code(pinned, 'c2-c3')).toBe('ERR_DRK_ROYAL_EXPOSED DRK R4(b)');
    const fork = at('6t/7/7/1T3T1/3a3/6P/7' + lanceTail('w'));
    expect(code(fork, 'b4-b5')).toBe('ok');
    expect(code(fork, 'g2-g3')).toBe('ERR_DRK_NOT_FEWEST DRK R4(c)');
  });
  it('a finished position allows no move', () => {
    const p = at('6t/7/7/1p5/z6/2z4/T6' + lanceTail('w'));
    expect(code(p, 'a1-b1')).toBe('ERR_DRK_GAME_OVER DRK R4(f)');
  });
  it('every code the package returns is in the catalogue, in English and Czech, built by refuse', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
    const codes = new Set<string>();
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts')))
      for (const m of readFileSync(`${dir}/${f}`, 'utf8').matchAll(/'(ERR_DRK_[A-Z_]+)'/g)) codes.add(m[1]);
    expect(codes.size).toBeGreaterThan(10);
    expect(sourceProblems(dir, drakoburgMessages, kernelMessages)).toEqual([]);
    expect(catalogueProblems(drakoburgMessages)).toEqual([]);
  });
});

describe('events', () => {
  const begin = (setup: string, options: Record<string, string> = {}): GameState<Position> => {
    const started = unwrap(decideStart(drakoburg, { setup, options }));
    return startState(drakoburg, started) as GameState<Position>;
  };
  const send = (s: GameState<Position>, move: string): [GameState<Position>, readonly DomainEvent[]] => {
    const events = unwrap(decideGame(drakoburg, s, { type: 'Move', move }));
    let next = s;
    for (const e of events) next = evolveGame(drakoburg, next, e) as GameState<Position>;
    return [next, events];
  };
  it('a move records its facts and validates against its schema', () => {
    const [, events] = send(begin('z2t2u/7/7/7/Z6/1PPPPP1/3T3' + lanceTail('w')), 'a3xa7@g2');
    expect(events[0]).toEqual({
      type: 'PieceMoved',
      data: { side: 'white', piece: 'Z', from: 'a3', to: 'a7', captured: 'Z', pawn: 'g2' },
    });
    expect(drakoburg.eventSchemas.PieceMoved.safeParse(events[0].data).success).toBe(true);
  });
  it('a fork: the saved T stays, the other is removed under R4(e), the game goes on', () => {
    const s = begin('6t/7/7/1T3T1/3a3/7/7' + lanceTail('w'));
    const [next, events] = send(s, 'b4-b5');
    expect(events.map((e) => e.type)).toEqual(['PieceMoved', 'RoyalPieceRemoved']);
    expect(events[1].data).toEqual({ side: 'white', square: 'f4', clause: 'DRK R4(e)' });
    expect(next.outcome).toBeNull();
  });
  it('mate of the last T ends the game; replay of the log gives the same position', () => {
    const s = begin('z5t/7/7/1p5/7/2z4/T6' + lanceTail('b'));
    const [next, events] = send(s, 'a7-a3');
    expect(events.map((e) => e.type)).toEqual(['PieceMoved', 'RoyalPieceRemoved', 'GameEnded']);
    expect(next.outcome).toEqual({ result: '0-1', reason: 'royal-pieces-lost', rule: 'DRK R4(f)' });
    const log = [
      unwrap(decideStart(drakoburg, { setup: 'z5t/7/7/1p5/7/2z4/T6' + lanceTail('b') })),
      ...events,
    ];
    expect(drakoburg.makePosition(foldGame(drakoburg, log).position as Position)).toBe(
      drakoburg.makePosition(next.position),
    );
  });
  it('a random game decided move by move equals play(), and every event validates', () => {
    let s = begin('standard');
    let p = start;
    let seed = 3;
    for (let i = 0; i < 60 && !s.outcome; i++) {
      const moves = drakoburg.legalMoves(p);
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const m: Move = moves[seed % moves.length];
      const [next, events] = send(s, drakoburg.makeMove(p, m));
      for (const e of events)
        if (e.type in drakoburg.eventSchemas)
          expect(drakoburg.eventSchemas[e.type].safeParse(e.data).success).toBe(true);
      p = drakoburg.play(p, m);
      s = next;
      expect(drakoburg.makePosition(s.position)).toBe(drakoburg.makePosition(p));
    }
  });
  it('a refused move changes nothing', () => {
    const s = begin('standard');
    const r = decideGame(drakoburg, s, { type: 'Move', move: 'a1-a7' });
    expect(r.ok).toBe(false);
    expect(drakoburg.makePosition(s.position)).toBe(drakoburg.makePosition(start));
  });
});

describe('options, setups, status and material', () => {
  it('every ruling is a named option with a default and descriptions in both languages', () => {
    expect(drakoburgOptions.map((o) => o.id)).toEqual([
      'setup',
      'royal-attack',
      'multi-royal',
      'sequix',
      'stalemate',
      'draws',
    ]);
    for (const o of drakoburgOptions) {
      expect(o.values).toContain(o.default);
      expect(o.description.cs.length).toBeGreaterThan(10);
    }
  });
  it('the option "setup" chooses what "standard" means', () => {
    const map = unwrap(
      drakoburg.start('standard', unwrap(resolveOptions(drakoburg.options, { setup: 'promotion-map' }))),
    );
    expect(drakoburg.makePosition(map)).toMatch(/^zsstaau\/1ppppp1/);
    expect(drakoburg.start('nonsense', defaults).ok).toBe(false);
  });
  it('material count uses the source values and counts T apart', () => {
    expect(materialCount(start)).toEqual({
      white: { points: 28, knights: 1 },
      black: { points: 28, knights: 1 },
    });
  });
  it('status reports checks, stalemate and claims', () => {
    expect(drakoburg.status(at('7/7/7/7/1z2s2/7/T5t' + lanceTail('w'))).outcome).toEqual({
      result: '1/2-1/2',
      reason: 'stalemate',
      rule: 'DRK R7',
    });
    expect(drakoburg.status(at('6t/7/7/1T3T1/3a3/7/7' + lanceTail('w'))).checks).toEqual(['b4', 'f4']);
    const fifty = at('3t3/7/7/7/7/7/3T3 w a7d7g7/a1d1g1 26 - 100 60', { draws: 'fifty-moves' });
    expect(drakoburg.status(fifty).claims).toEqual([{ reason: 'fifty-moves', rule: 'DRK R9' }]);
    expect(drakoburg.status(at('3t3/7/7/7/7/7/3T3 w a7d7g7/a1d1g1 26 - 100 60')).claims).toEqual([]);
  });
  it('threefold repetition can be claimed under the option', () => {
    let p = at('3t3/7/7/7/7/7/3T3' + lanceTail('w'), { draws: 'repetition' });
    for (const m of ['d1-d2', 'd7-d6', 'd2-d1', 'd6-d7', 'd1-d2', 'd7-d6', 'd2-d1', 'd6-d7'])
      p = drakoburg.play(p, unwrap(drakoburg.parseMove(p, m)).move);
    expect(drakoburg.status(p).claims).toEqual([{ reason: 'threefold-repetition', rule: 'DRK R9' }]);
  });
  it('render draws the board with rank 7 on top', () => {
    expect(drakoburg.render(start).split('\n')[0]).toBe('7 z . s t a . u');
  });
});

describe('explain and event text', () => {
  const p = at('z2t2u/7/7/7/Z6/1PPPPP1/3T3' + lanceTail('w'));
  it('explains a legal SEQUIX capture with its rules and facts', () => {
    const e = drakoburg.explain(p, 'Zxa7@g2');
    expect(e.legal).toBe(true);
    if (!e.legal) return;
    expect(e.move).toBe('a3xa7@g2');
    expect(e.rules).toEqual(expect.arrayContaining(['DRK source', 'DRK R5', 'DRK R6', 'DRK R4']));
    expect(e.facts).toMatchObject({
      captured: 'a7',
      sequixPawn: 'g2',
      human: 'Zxa7@g2+',
      humanEnglish: 'Mxa7@g2+',
    });
  });
  it('explains why a move is refused', () => {
    const e = drakoburg.explain(p, 'a3-a7');
    expect(e.legal ? '' : e.rejection.code).toBe('ERR_DRK_SEQUIX_FIELD_MISSING');
  });
  it('gives the long form of a move event, none of a removal', () => {
    const events = unwrap(decideText(drakoburg, p, 'a3xa7@g2'));
    expect(drakoburg.eventText(p, events[0])).toBe('a3xa7@g2');
    expect(
      drakoburg.eventText(p, {
        type: 'RoyalPieceRemoved',
        data: { side: 'white', square: 'a1', clause: 'DRK R4(e)' },
      }),
    ).toBeNull();
  });
  it('evolve ignores events it does not know', () => {
    expect(drakoburg.evolve(p, { type: 'Unknown', data: {} })).toBe(p);
  });
  it('an unsettled loaded position: legal moves and status already look through the 4(d) removal', () => {
    const q = at('6t/7/7/1p2T2/z6/2z4/T6' + lanceTail('w'));
    expect(drakoburg.status(q).checks).toEqual([]);
    expect(drakoburg.legalMoves(q).every((m) => m.from === 25)).toBe(true);
    expect(unwrap(decideText(drakoburg, q, 'e4-e5')).map((e) => e.type)).toEqual([
      'RoyalPieceRemoved',
      'PieceMoved',
    ]);
  });
});
