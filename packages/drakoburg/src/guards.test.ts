// What no game position reaches: the public API's helpers and guards (default options, kind
// names, square names that are none, the locale of the human notation, the SEQUIX field given
// as a choice, the board as text, the analysis of a finished position, an unknown setup, the
// article a lost stalemate cites, the typed decide of a recorded move, explain's plain facts). Each test here was
// written for a surviving mutant of the mutation run (README, "How we know").
import {
  decideText,
  decideGame,
  decideStart,
  handle,
  resolveOptions,
  startState,
  unwrap,
  type GameState,
} from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { analyse } from './judge';
import { defaultOptions, drakoburgOptions } from './options';
import { ARCHER, ARMS, BLACK_BIT, PAWN, ROYAL, kindName, kindOfLetter, parseSquare } from './pieces';
import { type Move, type Position } from './position';
import { drakoburg } from './rules';

const defaults = unwrap(resolveOptions(drakoburg.options, {}));
const at = (fen: string): Position => unwrap(drakoburg.parsePosition(fen, defaults));
const start = unwrap(drakoburg.start('standard', defaults));

describe('options and pieces', () => {
  it('defaultOptions gives every option its default', () => {
    expect(defaultOptions()).toEqual({
      setup: 'lance',
      'royal-attack': 'none',
      'multi-royal': 'remove-unsaveable',
      sequix: 'every-arrival',
      stalemate: 'draw',
      draws: 'agreement',
    });
    expect(Object.keys(defaultOptions())).toEqual(drakoburgOptions.map((o) => o.id));
  });

  it('kindName reads the kind of a piece code of either side', () => {
    expect(kindName(PAWN)).toBe('lancer');
    expect(kindName(ARCHER | BLACK_BIT)).toBe('bowman');
    expect(kindName(ROYAL)).toBe('knight');
  });

  it('kindOfLetter reads Czech and English letters and gives 0 for any other text', () => {
    expect(kindOfLetter('P')).toBe(PAWN);
    expect(kindOfLetter('L')).toBe(PAWN);
    expect(kindOfLetter('Z')).toBe(ARMS);
    expect(kindOfLetter('M')).toBe(ARMS);
    expect(kindOfLetter('K')).toBe(ROYAL);
    for (const text of ['X', 'p', 'l', '', 'PS']) expect(kindOfLetter(text)).toBe(0);
  });

  it('parseSquare gives -1 for a text that names no field of the 7x7 board', () => {
    for (const text of ['h1', 'a8', 'a0', 'A1', 'a', 'a1 ', 'xa1', ' a1', ''])
      expect(parseSquare(text)).toBe(-1);
    expect(parseSquare('a1')).toBe(0);
    expect(parseSquare('g7')).toBe(48);
  });
});

describe('the GameRules surface', () => {
  it('makeHumanMove writes Czech letters unless English is asked for', () => {
    const m = unwrap(drakoburg.parseMove(start, 'd1-b1')).move;
    expect(drakoburg.makeHumanMove(start, m, 'en')).toBe('Kb1');
    expect(drakoburg.makeHumanMove(start, m, 'cs')).toBe('Tb1');
    expect(drakoburg.makeHumanMove(start, m)).toBe('Tb1');
  });

  it('parseMove takes the SEQUIX field as the choice "pawn" unless the text names one', () => {
    const fen = 'z2t2u/7/7/7/Z6/1PPPPP1/3T3 w a7d7g7/a1d1g1 26 - 0 1';
    const p = at(fen);
    const events = unwrap(decideText(drakoburg, p, 'a3xa7', { pawn: 'g2' }));
    expect(events[0].data).toMatchObject({ from: 'a3', to: 'a7', pawn: 'g2' });
    const named = unwrap(decideText(drakoburg, p, 'a3xa7@a2', { pawn: 'g2' }));
    expect(named[0].data).toMatchObject({ pawn: 'a2' });
    // the same through a game command, as the CLI and the web send it
    const game = startState(
      drakoburg,
      unwrap(decideStart(drakoburg, { setup: fen, options: {} })),
    ) as GameState<Position>;
    const sent = unwrap(
      decideGame(drakoburg, game, { type: 'Move', move: 'a3xa7', choices: { pawn: 'g2' } }),
    );
    expect(sent[0].data).toMatchObject({ pawn: 'g2' });
  });

  it('start refuses a setup that is neither a named start nor a position string, naming it', () => {
    const r = drakoburg.start('dragon', defaults);
    expect(r.ok ? r.value : { code: r.error.code, rule: r.error.rule, params: r.error.params }).toEqual({
      code: 'ERR_DRK_SETUP_UNKNOWN',
      rule: 'DRK R1',
      params: { setup: 'dragon' },
    });
  });

  it('a stalemate lost under stalemate=source-only cites ruling 7', () => {
    const fen = 'TSZSZSZ/PPPPPPP/P1P4/7/3t3/7/7 b a7d7g7/a1d1g1 17 - 0 1 stalemate=source-only';
    const p = at(fen);
    const next = drakoburg.play(p, unwrap(drakoburg.parseMove(p, 'd3-d2')).move);
    expect(drakoburg.status(next).outcome).toEqual({ result: '0-1', reason: 'stalemate', rule: 'DRK R7' });
  });

  it('parseMove reads a move with no warnings', () => {
    expect(drakoburg.parseMove(start, 'c2-c3')).toEqual({
      ok: true,
      value: { move: { from: parseSquare('c2'), to: parseSquare('c3'), pawn: null }, warnings: [] },
    });
  });

  it('decide plays only a legal move: same departure, arrival and SEQUIX field', () => {
    const sq = parseSquare;
    const code = (p: Position, m: Move) => {
      const r = drakoburg.decide!(p, m);
      return r.ok ? r.value.map((e) => e.type).join(', ') : r.error.code;
    };
    expect(code(start, { from: sq('c2'), to: sq('c3'), pawn: null })).toBe('PieceMoved');
    // a1 has a legal move (to b1), c3 is reached by the lancer from c2: neither makes a1-c3 or a1-a5 legal
    expect(code(start, { from: sq('a1'), to: sq('a5'), pawn: null })).toBe('ERR_DRK_PATTERN');
    expect(code(start, { from: sq('a1'), to: sq('c3'), pawn: null })).toBe('ERR_DRK_PATTERN');
    // a legal departure and arrival with a SEQUIX field where no lancer is added
    expect(code(start, { from: sq('c2'), to: sq('c3'), pawn: sq('b1') })).toBe('ERR_DRK_SEQUIX_UNEXPECTED');
    const raid = at('z2t2u/7/7/7/Z6/1PPPPP1/3T3 w a7d7g7/a1d1g1 26 - 0 1');
    expect(code(raid, { from: sq('a3'), to: sq('a7'), pawn: sq('g2') })).toBe('PieceMoved');
    expect(code(raid, { from: sq('a3'), to: sq('a7'), pawn: sq('c2') })).toBe('ERR_DRK_SEQUIX_FIELD_INVALID');
  });

  it('a recorded move event that is not legal is refused when the log is replayed', () => {
    const game = startState(drakoburg, unwrap(decideStart(drakoburg, { setup: 'standard', options: {} })));
    const forged = {
      type: 'PieceMoved',
      data: { side: 'white', piece: 'Z', from: 'a1', to: 'a5' },
    };
    const r = handle(drakoburg, game, { type: 'RecordedMove', event: forged });
    expect(r.ok ? 'accepted' : r.error.code).toBe('ERR_DRK_PATTERN');
  });

  it('explain of a quiet lancer move gives exactly its facts and no warnings', () => {
    expect(drakoburg.explain(start, 'c2-c3')).toEqual({
      legal: true,
      move: 'c2-c3',
      rules: ['DRK source', 'DRK R4'],
      facts: {
        human: 'c3',
        humanEnglish: 'c3',
        removedBefore: [],
        removedAfter: [],
        removedNext: [],
        checks: [],
        winning: false,
      },
      warnings: [],
    });
  });

  it('explain says a capture wins only when it takes the last knight', () => {
    const last = at('7/7/4t2/7/1a5/7/TP2Z1T w a7d7g7/a1d1g1 26 - 0 1');
    const e = drakoburg.explain(last, 'e1xe5');
    expect(e.legal && e.facts).toMatchObject({
      captured: 'e5',
      winning: true,
      removedAfter: [],
      removedNext: [],
    });
    const two = at('6t/7/T6/4A2/7/t6/z1S3T w a7d7g7/a1d1g1 26 - 0 1');
    const next = drakoburg.play(two, unwrap(drakoburg.parseMove(two, 'e4-c5')).move);
    const f = drakoburg.explain(next, 'a1xa5');
    expect(f.legal && f.facts).toMatchObject({ captured: 'a5', winning: false });
  });

  it('render names the side to move under the board', () => {
    expect(drakoburg.render(start).split('\n').at(-1)).toBe('White to move');
    const next = drakoburg.play(start, unwrap(drakoburg.parseMove(start, 'c2-c3')).move);
    expect(drakoburg.render(next).split('\n').at(-1)).toBe('Black to move');
  });
});

describe('the analysis of a position where a side has no knight', () => {
  // The engine's judge is only meaningful while both sides have a knight (engine.ts, judge()).
  it('judges no move and lists none when the side to move has no knight', () => {
    const a = analyse(at('3t3/7/7/7/7/7/Z6 w a7d7g7/a1d1g1 26 - 0 1'));
    expect(a.royals).toEqual({ own: 0, enemy: 1 });
    expect(a.judged).toEqual([]);
    expect(a.legal).toEqual([]);
  });
  it('judges no move and lists none when the opponent has no knight', () => {
    const a = analyse(at('7/3p3/7/7/7/7/3T3 w a7d7g7/a1d1g1 26 - 0 1'));
    expect(a.royals).toEqual({ own: 1, enemy: 0 });
    expect(a.judged).toEqual([]);
    expect(a.legal).toEqual([]);
  });
});
