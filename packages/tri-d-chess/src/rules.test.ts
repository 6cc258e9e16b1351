import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  decideText,
  decideGame,
  decideStart,
  evolveGame,
  formatRejection,
  ok,
  resolveOptions,
  startState,
  unwrap,
  type GameState,
} from '@arbiter/kernel';
import { makeTriDRules, mederRuleSet, mederRules as triDChess } from './rules';
import type { Move } from './moves';
import { refuse, triDMessages } from './messages';
import type { Position } from './position';
import { SEEDS } from './testing/positions';

const sample = JSON.parse(readFileSync(new URL('../fixtures/sample-game.json', import.meta.url), 'utf8')) as {
  moves: string;
  resolved: string;
  warnings: { ply: number; move: string; code: string }[];
  final: string;
};
const BOARDS = 'QL1:w,KL1:w,QL6:b,KL6:b';
const opts = (given: Record<string, string> = {}) => unwrap(resolveOptions(triDChess.options, given));
const at = (position: string, given: Record<string, string> = {}) =>
  unwrap(triDChess.parsePosition(position, opts(given)));
const seed = (aim: string) => SEEDS.find((s) => s.aim === aim)!.position;
const movesOf = (text: string) => text.split(/\s+/).filter((t) => t && !/^\d+\.$/.test(t));

/** Plays moves through decide + evolve, failing on the first refusal. */
function play(p: Position, moves: string, mode: 'strict' | 'lenient' = 'strict'): Position {
  for (const m of movesOf(moves)) {
    const d = decideText(triDChess, p, m, undefined, mode);
    if (!d.ok) throw new Error(`${m}: ${d.error.code} ${d.error.message}`);
    for (const e of d.value) p = triDChess.evolve(p, e);
  }
  return p;
}

describe("Meder's sample game (ruling 14)", () => {
  it('replays in lenient mode with warnings for a6S and 11...a5B, to the recorded final position', () => {
    let p = unwrap(triDChess.start('standard', opts()));
    const resolved = movesOf(sample.resolved);
    const warnings: { ply: number; move: string; code: string }[] = [];
    movesOf(sample.moves).forEach((m, i) => {
      const parsed = unwrap(triDChess.parseMove(p, m, 'lenient'));
      expect(triDChess.makeMove(p, parsed.move)).toBe(resolved[i]);
      for (const w of parsed.warnings) warnings.push({ ply: i + 1, move: m, code: w.code });
      p = triDChess.play(p, parsed.move);
    });
    expect(warnings).toEqual(sample.warnings);
    expect(triDChess.makePosition(p)).toBe(sample.final);
  });

  it('stops in strict mode at 4...a6S, and at 11...a5B once S is written B', () => {
    const start = unwrap(triDChess.start('standard', opts()));
    const moves = movesOf(sample.moves);
    expect(() => play(start, moves.slice(0, 8).join(' '))).toThrow(/ERR_UNKNOWN_SQUARE/);
    const fixed = moves.map((m) => m.replace('a6S', 'a6B'));
    expect(() => play(start, fixed.slice(0, 22).join(' '))).toThrow(/ERR_AMBIGUOUS_PAWN_MOVE/);
  });

  it('replays in strict mode from its resolved long form', () => {
    const p = play(unwrap(triDChess.start('standard', opts())), sample.resolved);
    expect(triDChess.makePosition(p)).toBe(sample.final);
  });
});

describe('the game decider through the kernel', () => {
  function game(setup = 'standard', given: Record<string, string> = {}): GameState<Position> {
    return startState(triDChess, unwrap(decideStart(triDChess, { setup, options: given })));
  }
  function send(state: GameState<Position>, move: string): GameState<Position> {
    const d = unwrap(decideGame(triDChess, state, { type: 'Move', move }));
    return d.reduce((s, e) => evolveGame(triDChess, s, e), state);
  }

  it('ends with checkmate (TR 5.1(a)) after Ra9QL6#', () => {
    const s = send(game(seed('mate in one (Ra9QL6#)')), 'Ra9QL6');
    expect(s.outcome).toEqual({ result: '1-0', reason: 'checkmate', rule: 'TR 5.1(a)' });
    expect(
      triDChess.makeHumanMove(game(seed('mate in one (Ra9QL6#)')).position, {
        kind: 'piece',
        from: 'a4N',
        to: 'a9QL6',
      }),
    ).toBe('Ra9QL6#');
  });

  it('ends in stalemate (TR 5.2)', () => {
    const s = send(game(`Kd0KL1,Ra4N,kz9QL6,pz8QL6 QL1:w,KL1:w,QL6:b w - - 0 40`), 'Ra5B');
    expect(triDChess.legalMoves(s.position)).toHaveLength(0);
    expect(s.outcome).toEqual({ result: '1/2-1/2', reason: 'stalemate', rule: 'TR 5.2' });
  });

  it('draws dead positions automatically (ruling 13) and only those', () => {
    const dead = (extra: string) =>
      triDChess.status(at(`Kd0KL1,kd9KL6${extra} ${BOARDS} w - - 0 40`)).outcome?.reason;
    expect(dead('')).toBe('dead-position');
    expect(dead(',Bb3W')).toBe('dead-position');
    expect(dead(',nc6B')).toBe('dead-position');
    expect(dead(',Bb3W,bc6B')).toBe('dead-position');
    expect(dead(',Bb3W,bb6B')).toBeUndefined();
    expect(dead(',Nb3W,Nc6B')).toBeUndefined();
    expect(dead(',Rb3W')).toBeUndefined();
  });

  it('offers a threefold-repetition claim (TR 9.2) after knights go out and back twice', () => {
    let s = game();
    for (const m of movesOf('Nb3W Nb6B Na1W Na8B Nb3W Nb6B Na1W Na8B')) s = send(s, m);
    expect(triDChess.status(s.position).claims).toContainEqual({
      reason: 'threefold-repetition',
      rule: 'TR 9.2',
    });
    const claimed = unwrap(
      decideGame(triDChess, s, { type: 'ClaimDraw', side: 'white', reason: 'threefold-repetition' }),
    );
    expect(claimed.map((e) => e.type)).toEqual(['DrawClaimed', 'GameEnded']);
  });

  it('offers the fifty-move claim (TR 9.3) at a hundred halfmoves, not before', () => {
    const s = game(`Kd0KL1,Nb3W,kd9KL6,nc6B ${BOARDS} w - - 99 80`);
    expect(triDChess.status(s.position).claims).toEqual([]);
    expect(triDChess.status(send(s, 'Nc5N').position).claims).toContainEqual({
      reason: 'fifty-moves',
      rule: 'TR 9.3',
    });
  });

  it('ends by agreement (TR 9.1)', () => {
    let s = game();
    s = [unwrap(decideGame(triDChess, s, { type: 'OfferDraw', side: 'white' }))]
      .flat()
      .reduce((x, e) => evolveGame(triDChess, x, e), s);
    const d = unwrap(decideGame(triDChess, s, { type: 'AcceptDraw', side: 'black' }));
    expect(d[1].data).toEqual({ result: '1/2-1/2', reason: 'agreement', rule: 'TR 9.1' });
  });
});

describe('options (section 12)', () => {
  it('castling-first-move: own-first-move gives perft(2) 400, first-ply-only 420 (Black may castle at once)', () => {
    const start = (v: string) => unwrap(triDChess.start('standard', opts({ 'castling-first-move': v })));
    expect(triDChess.countLeaves!(start('own-first-move'), 2)).toBe(400);
    expect(triDChess.countLeaves!(start('first-ply-only'), 2)).toBe(420);
  });

  it('carried-king-rook: a king or rook carried by a board keeps its unmoved mark only under not-moved', () => {
    const position = `Kd0KL1*,Rz0QL1*,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 5`;
    const after = (v: string, move: string) =>
      triDChess.makePosition(play(at(position, { 'carried-king-rook': v }), move));
    expect(after('moved', 'KL1-KL3')).toContain('Kd2KL3,');
    expect(after('not-moved', 'KL1-KL3')).toContain('Kd2KL3*,');
    expect(after('moved', 'QL1-QL3')).toContain('Rz2QL3,');
    expect(after('not-moved', 'QL1-QL3')).toContain('Rz2QL3*,');
  });

  it('fifty-move-boards: a board move resets the count only under ab-resets-fifty', () => {
    const position = `Kb1W,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 10 30`;
    expect(triDChess.makePosition(play(at(position), 'QL1-QL3'))).toMatch(/ 11 30$/);
    expect(
      triDChess.makePosition(play(at(position, { 'fifty-move-boards': 'ab-resets-fifty' }), 'QL1-QL3')),
    ).toMatch(/ 0 30$/);
  });

  it('every option has a default among its values and texts in both languages', () => {
    for (const o of triDChess.options) {
      expect(o.values).toContain(o.default);
      expect(o.description.en.length && o.description.cs.length).toBeGreaterThan(10);
    }
  });
});

describe('delayed promotion (TR 3.4(e)(iii), ruling 10)', () => {
  it('Black uncovers a8B; White must start with the choice', () => {
    let p = at(seed('Black uncovers a white pawn (delayed promotion)'));
    const d = unwrap(decideText(triDChess, p, 'QL6-QL4'));
    expect(d[0].data).toMatchObject({
      from: 'QL6',
      to: 'QL4',
      uncovered: 'a8B',
      passenger: { piece: 'knight', from: 'z9QL6', to: 'z7QL4' },
    });
    p = triDChess.evolve(p, d[0]);
    const refused = decideText(triDChess, p, 'Kc1W');
    expect(!refused.ok && refused.error.code).toBe('ERR_PROMOTION_PENDING');
    const chosen = unwrap(decideText(triDChess, p, 'a8B=Q,d0KL1-c1W'));
    expect(chosen[0].data).toMatchObject({ delayed: { square: 'a8B', piece: 'queen' }, to: 'c1W' });
    expect(triDChess.eventText(p, chosen[0])).toBe('a8B=Q,d0KL1-c1W');
    expect(triDChess.makePosition(triDChess.evolve(p, chosen[0]))).toContain('Qa8B');
    expect(unwrap(decideText(triDChess, p, 'Kc1W', { delayed: 'N' }))[0].data).toMatchObject({
      delayed: { piece: 'knight' },
    });
    // A delayed choice written in the text wins over one given beside it.
    expect(unwrap(decideText(triDChess, p, 'a8B=Q,d0KL1-c1W', { delayed: 'N' }))[0].data).toMatchObject({
      delayed: { piece: 'queen' },
    });
  });

  it('White uncovers its own pawn: the choice is part of the board move', () => {
    const p = at(seed('White uncovers its own pawn'));
    const moves = triDChess.legalMoves(p).filter((m) => m.kind === 'board' && m.from === 'KL6');
    expect(moves.every((m) => m.kind === 'board' && m.promotion)).toBe(true);
    expect(moves).toHaveLength(4 * 2);
    const refused = decideText(triDChess, p, 'KL6-KL4');
    expect(!refused.ok && refused.error.code).toBe('ERR_PROMOTION_REQUIRED');
    expect(unwrap(decideText(triDChess, p, 'KL6-KL4=R'))[0].data).toMatchObject({
      promotion: { square: 'd8B', piece: 'rook' },
    });
  });
});

describe('choices travel as data, and queries leave the Position alone', () => {
  it('a promotion chosen beside the text is the promotion of the move read, whatever the notation', () => {
    const p = at(seed('White uncovers its own pawn'));
    for (const promotion of ['R', 'rook']) {
      const [e] = unwrap(decideText(triDChess, p, 'KL6-KL4', { promotion }));
      expect(e.data).toMatchObject({ promotion: { square: 'd8B', piece: 'rook' } });
    }
    // A promotion written in the text wins over one given beside it.
    const [written] = unwrap(decideText(triDChess, p, 'KL6-KL4=N', { promotion: 'Q' }));
    expect(written.data).toMatchObject({ promotion: { piece: 'knight' } });
    const unknown = decideText(triDChess, p, 'KL6-KL4', { promotion: 'X' });
    expect(!unknown.ok && [unknown.error.code, unknown.error.rule, unknown.error.params]).toEqual([
      'ERR_PROMOTION_PIECE',
      'TR 3.4(e)(i)',
      { piece: 'X' },
    ]);
  });

  it('legalMoves, parseMove, decide, explain and status never make a move on the Position (a scratch engine does)', () => {
    for (const aim of [
      'initial position',
      'check with evasions',
      'Black uncovers a white pawn (delayed promotion)',
    ]) {
      const p = at(seed(aim));
      const before = triDChess.makePosition(p);
      const make = vi.spyOn(p.board, 'make');
      const legal = triDChess.legalMoves(p);
      expect(legal.length).toBeGreaterThan(0);
      triDChess.status(p);
      triDChess.explain(p, triDChess.makeMove(p, legal[0]));
      triDChess.explain(p, 'QL1-QL6');
      unwrap(triDChess.decide!(p, legal[legal.length - 1]));
      unwrap(triDChess.parseMove(p, triDChess.makeHumanMove(p, legal[0])));
      expect(make, aim).not.toHaveBeenCalled();
      expect(triDChess.makePosition(p), aim).toBe(before);
    }
  });
});

describe('messages', () => {
  it('every code has its rule and texts in English and Czech, and formats with its params', () => {
    for (const [code, entry] of Object.entries(triDMessages)) {
      expect(entry.rule, code).toMatch(/^(TR |ARB|V\.)/);
      expect(entry.cs, code).not.toBe(entry.en);
    }
    const r = decideText(triDChess, unwrap(triDChess.start('standard', opts())), 'QL3');
    expect(!r.ok && formatRejection(r.error, 'cs', triDMessages)).toBe(
      'Útočná deska na čepu QL1 nese 4 kameny; táhnout smí jen deska s nejvýše jedním kamenem.',
    );
  });
});

describe('decide: a move given as data is judged clause by clause', () => {
  const initial = () => unwrap(triDChess.start('standard', opts()));
  const refusal = (p: Position, m: Move) => {
    const r = triDChess.decide!(p, m);
    if (r.ok) throw new Error(`${JSON.stringify(m)} was accepted`);
    return r.error;
  };

  it('an illegal move names the clause that refuses it, a legal one is an event', () => {
    const p = initial();
    expect(triDChess.decide!(p, { kind: 'piece', from: 'b2W', to: 'b4N' }).ok).toBe(true);
    expect(refusal(p, { kind: 'piece', from: 'b2W', to: 'c4W' })).toMatchObject({
      code: 'ERR_PAWN_MOVE',
      rule: 'TR 3.4',
      params: { from: 'b2W', to: 'c4W' },
    });
    expect(refusal(p, { kind: 'castle', side: 'king' }).code).toBe('ERR_CASTLING_FIRST_MOVE');
    expect(refusal(p, { kind: 'board', from: 'QL1', to: 'QL3' }).code).toBe('ERR_BOARD_OVERFULL');
    // a1W to a1W encodes as 0, the smallest move code: still judged (a move straight up).
    expect(refusal(p, { kind: 'piece', from: 'a1W', to: 'a1W' }).code).toBe('ERR_VERTICAL_MOVE');
  });

  it('a move that names no square or castling is no such move, with the piece and where it goes', () => {
    const p = initial();
    expect(refusal(p, { kind: 'piece', from: 'x9W', to: 'c4W' })).toMatchObject({
      code: 'ERR_NO_SUCH_MOVE',
      params: { piece: 'piece', to: 'c4W' },
    });
    expect(refusal(p, { kind: 'castle', side: 'long' as 'queen' })).toMatchObject({
      code: 'ERR_NO_SUCH_MOVE',
      params: { piece: 'castle', to: 'long' },
    });
  });
});

describe('setups', () => {
  it('a listed setup without its diagram is refused as unavailable', () => {
    const standard = mederRuleSet.setups[0];
    const rules = makeTriDRules({
      ...mederRuleSet,
      setups: [
        { ...standard, id: 'lost', available: false },
        { ...standard, id: 'blank', position: null },
      ],
    });
    for (const setup of ['lost', 'blank']) {
      const r = rules.start(setup, opts());
      expect(!r.ok && [r.error.code, r.error.params]).toEqual(['ERR_SETUP_UNAVAILABLE', { setup }]);
    }
  });

  it('a name the catalogue does not list is an unknown setup, even with spaces around it; a position string is read', () => {
    for (const setup of ['nonsense', ' nonsense ']) {
      const r = triDChess.start(setup, opts());
      expect(!r.ok && [r.error.code, r.error.params]).toEqual(['ERR_UNKNOWN_SETUP', { setup }]);
    }
    const board = 'Kc1W,kd9KL6 QL1:w,QL6:b,KL1:w,KL6:b w - - 0 1';
    expect(triDChess.makePosition(unwrap(triDChess.start(board, opts())))).toBe(board);
  });

  it("a rule set's own setup names (a numbered setup) are read through its resolveSetup", () => {
    const board = 'Kc1W,kd9KL6 QL1:w,QL6:b,KL1:w,KL6:b w - - 0 1';
    const rules = makeTriDRules({
      ...mederRuleSet,
      resolveSetup: (setup) =>
        setup === 'mine'
          ? ok(board)
          : setup === 'broken'
            ? { ok: false, error: refuse('ERR_UNKNOWN_SETUP', { setup }) }
            : null,
    });
    expect(rules.makePosition(unwrap(rules.start('mine', opts())))).toBe(board);
    const broken = rules.start('broken', opts());
    expect(!broken.ok && broken.error.code).toBe('ERR_UNKNOWN_SETUP');
    expect(rules.start('standard', opts()).ok).toBe(true);
  });
});
