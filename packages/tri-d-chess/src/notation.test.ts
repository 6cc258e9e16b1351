import { describe, expect, it } from 'vitest';
import { decideText, resolveOptions, unwrap } from '@arbiter/kernel';
import { mederRules as triDChess } from './rules';
import { legalCodes, makeAppendixE, resolveMove } from './resolve';
import { makeLongForm } from './moves';
import { agreementPositions, boardOf } from './testing/positions';
import { makeBoard } from './position';

const BOARDS = 'QL1:w,KL1:w,QL6:b,KL6:b';
const options = unwrap(resolveOptions(triDChess.options));
const at = (position: string) => unwrap(triDChess.parsePosition(position, options));
/** The long form a text names in a position (strict). */
const long = (position: string, text: string) => {
  const p = at(position);
  return triDChess.makeMove(p, unwrap(triDChess.parseMove(p, text)).move);
};
const human = (position: string, longForm: string) => {
  const p = at(position);
  return triDChess.makeHumanMove(p, unwrap(triDChess.parseMove(p, longForm)).move);
};
const code = (position: string, text: string, mode: 'strict' | 'lenient' = 'strict') => {
  const r = triDChess.parseMove(at(position), text, mode);
  return r.ok ? 'ok' : r.error.code;
};

describe('E10 captures', () => {
  const cases: [string, string, string][] = [
    [`Kd0KL1,Bb3W,kd9KL6,nd5N ${BOARDS} w - - 0 10`, 'Bxd5N', 'b3W-d5N'],
    [`Kd0KL1,Nb4N,kd9KL6,pc6B ${BOARDS} w - - 0 10`, 'Nxc6B', 'b4N-c6B'],
    [`Ka4W,Rd3W,kz9QL6,bd0KL1 ${BOARDS} w - - 0 10`, 'Rxd0KL1', 'd3W-d0KL1'],
    [`Kd0KL1,Pa3W,kd9KL6,nb4W ${BOARDS} w - - 0 10`, 'aWxb4W', 'a3W-b4W'],
    [`Kd0KL1,Nb6N,kd9KL6,pc7B ${BOARDS} b - - 0 10`, 'cBxb6N', 'c7B-b6N'],
    [`Kd0KL1,Pd4W,kd9KL6,ne5KL5 QL1:w,KL1:w,KL5:b,KL6:b w - - 0 10`, 'dWxe5KL5', 'd4W-e5KL5'],
  ];
  for (const [position, text, longForm] of cases)
    it(`reads ${text} and writes it back`, () => {
      expect(long(position, text)).toBe(longForm);
      expect(human(position, longForm)).toBe(text);
    });

  it('writes en passant as the square where the pawn lands, with e.p.', () => {
    const position = `Kd0KL1,kd9KL6,Pb5B,pc5N ${BOARDS} w c5N - 0 11`;
    expect(human(position, 'b5B-c6N')).toBe('bBxc6Ne.p.');
    expect(long(position, 'bBxc6B e.p.')).toBe('b5B-c6B');
  });

  it('refuses a capture written without x and x written for a quiet move, strictly', () => {
    expect(code(`Kd0KL1,Bb3W,kd9KL6,nd5N ${BOARDS} w - - 0 10`, 'Bd5N')).toBe('ERR_CAPTURE_MARK');
    expect(code(`Kd0KL1,Bb3W,kd9KL6,nd5N ${BOARDS} w - - 0 10`, 'Bd5N', 'lenient')).toBe('ok');
    expect(code(`Kd0KL1,Bb3W,kd9KL6 ${BOARDS} w - - 0 10`, 'Bxd5N')).toBe('ERR_CAPTURE_MARK');
  });
});

describe('E11 two identical pieces can reach c5N', () => {
  const pair = (a: string, b: string, target = '') =>
    `Kd0KL1,N${a},N${b},kd9KL6${target} ${BOARDS} w - - 0 10`;
  const cases: [string, string, string, string][] = [
    ['b3W', 'd3W', 'Nbc5N', 'Ndc5N'],
    ['b3W', 'b7B', 'N3c5N', 'N7c5N'],
    ['b3W', 'a4N', 'Nbc5N', 'Nac5N'],
    ['b3W', 'b3N', 'NWc5N', 'NNc5N'],
  ];
  for (const [a, b, ta, tb] of cases) {
    it(`knights ${a} and ${b}: ${ta} / ${tb}`, () => {
      expect(human(pair(a, b), `${a}-c5N`)).toBe(ta);
      expect(human(pair(a, b), `${b}-c5N`)).toBe(tb);
      expect(long(pair(a, b), ta)).toBe(`${a}-c5N`);
      expect(long(pair(a, b), tb)).toBe(`${b}-c5N`);
      expect(code(pair(a, b), 'Nc5N')).toBe('ERR_AMBIGUOUS_MOVE');
    });
    it(`knights ${a} and ${b} capturing: ${ta.replace('c5N', 'xc5N')}`, () => {
      const p = pair(a, b, ',pc5N');
      expect(human(p, `${a}-c5N`)).toBe(ta.replace('c5N', 'xc5N'));
      expect(long(p, tb.replace('c5N', 'xc5N'))).toBe(`${b}-c5N`);
    });
  }
});

describe('E12 two pawns can make the move', () => {
  it('different files: axb4N / cxb4N (and the E10 form aWxb4N)', () => {
    const p = `Kd0KL1,Pa3W,Pc3W,kd9KL6,nb4N ${BOARDS} w - - 0 10`;
    expect(long(p, 'axb4N')).toBe('a3W-b4N');
    expect(long(p, 'cxb4N')).toBe('c3W-b4N');
    expect(human(p, 'a3W-b4N')).toBe('aWxb4N');
  });
  it('same file and rank, different levels: aWa4N / aNa4N, captures aWxb4N / aNxb4N', () => {
    const p = `Kd0KL1,Pa3W,Pa3N,kd9KL6,nb4N ${BOARDS} w - - 0 10`;
    expect(human(p, 'a3W-a4N')).toBe('aWa4N');
    expect(human(p, 'a3N-a4N')).toBe('aNa4N');
    expect(long(p, 'aWxb4N')).toBe('a3W-b4N');
    expect(long(p, 'aNxb4N')).toBe('a3N-b4N');
    expect(code(p, 'a4N')).toBe('ERR_AMBIGUOUS_PAWN_MOVE');
  });
});

describe('E13 two attack boards can move to the same pin', () => {
  const p = `Kb1W,Pe1KL1,Pz3QL3,kd9KL6 QL3:w,KL1:w,QL6:b,KL6:b w - - 0 10`;
  it('KL1-KL3 and QL3-KL3 are both legal; KL3 alone is ambiguous', () => {
    expect(long(p, 'KL1-KL3')).toBe('KL1-KL3');
    expect(long(p, 'QL3-KL3')).toBe('QL3-KL3');
    expect(human(p, 'KL1-KL3')).toBe('KL1-KL3');
    expect(code(p, 'KL3')).toBe('ERR_AMBIGUOUS_BOARD_MOVE');
  });
});

describe('E14 promotion', () => {
  const cases: [string, string, string][] = [
    [`Kd0KL1,Pd7B,kz9QL6 QL1:w,KL1:w,QL6:b w - - 0 30`, 'd8BQ', 'd7B-d8B=Q'],
    [`Kd0KL1,Pe8KL6,kz9QL6 ${BOARDS} w - - 0 30`, 'e9KL6N', 'e8KL6-e9KL6=N'],
    [`Kd0KL1,pb2W,kd9KL6 ${BOARDS} b - - 0 30`, 'b1WB', 'b2W-b1W=B'],
    [`Ka4W,pd1KL1,kd9KL6 ${BOARDS} b - - 0 30`, 'd0KL1R', 'd1KL1-d0KL1=R'],
  ];
  for (const [position, text, longForm] of cases)
    it(`${text} = ${longForm}`, () => {
      expect(long(position, text)).toBe(longForm);
      expect(human(position, longForm).replace(/[+#]$/, '')).toBe(text);
    });
});

describe('round trips', () => {
  it('every legal move reads back from its long form and its Appendix E form (strict)', () => {
    let checked = 0;
    for (const position of agreementPositions()) {
      const board = boardOf(position);
      const legal = legalCodes(board);
      for (const m of legal) {
        for (const text of [makeLongForm(board, m), makeAppendixE(board, m, legal)]) {
          const r = resolveMove(board, text);
          expect(r.ok && r.value.move, `${text} in ${position}`).toBe(m);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('every position string reads back to the same position, and the written form is stable', () => {
    for (const position of agreementPositions()) {
      const board = boardOf(position);
      const once = makeBoard(board);
      const again = boardOf(once);
      expect(makeBoard(again)).toBe(once);
      const facts = (b: typeof board) => [
        ...b.sq,
        ...Array.from(b.moved).map((m, s) => ([6, 4, 1].includes(b.sq[s] & 7) ? m : 0)),
        ...Array.from(b.pinBoard).map((i) => (i < 0 ? -1 : b.boardOwner[i])),
        b.turn,
        b.ep,
        b.pending,
        b.halfmove,
        b.fullmove,
      ];
      expect(facts(again)).toEqual(facts(board));
    }
  });
});

describe('near misses name the text to write instead', () => {
  const start = unwrap(triDChess.start('standard', options));
  const message = (text: string) => {
    const r = decideText(triDChess, start, text);
    return r.ok ? '' : r.error.message;
  };
  it('a square without its level lists the squares it may be', () => {
    expect(message('b2-b4')).toContain('b2W');
    expect(message('Nc3')).toContain('c3W, c3N');
  });
  it('a level in small letters, a lettered long form, an en dash and commas each give the corrected text', () => {
    expect(message('b4n')).toContain('"b4N"');
    expect(message('ql1-ql3')).toContain('"QL1-QL3"');
    expect(message('Nb1W-c3W')).toContain('"b1W-c3W", or "Nc3W"');
    expect(message('b2W\u2013b4W')).toContain('"b2W-b4W"');
    expect(message('b2W-b4W, b7B-b5B')).toContain('write b2W-b4W b7B-b5B');
  });
});

describe('bad input is refused with a code, never thrown', () => {
  const start = at(unwrapStart());
  function unwrapStart() {
    return triDChess.makePosition(unwrap(triDChess.start('standard', options)));
  }
  const cases: [string, string, string][] = [
    ['', 'ERR_NOTATION_MALFORMED', 'TR E9'],
    ['b2W--b4N', 'ERR_NOTATION_MALFORMED', 'TR E9'],
    ['zz9', 'ERR_NOTATION_MALFORMED', 'TR E9'],
    ['b0W-b1W', 'ERR_UNKNOWN_SQUARE', 'TR E4'],
    ['Nb3B', 'ERR_UNKNOWN_SQUARE', 'TR E4'],
    ['f3N', 'ERR_UNKNOWN_SQUARE', 'TR E4'],
    ['e1KL1-e3KL3', 'ERR_SQUARE_NOT_PRESENT', 'TR 3.1(e)'],
    ['b7B-b6B', 'ERR_WRONG_SIDE', 'TR 1.1'],
    ['QL3', 'ERR_BOARD_OVERFULL', 'TR 3.6'],
    ['0-0', 'ERR_CASTLING_FIRST_MOVE', 'TR 3.5(a)(ii)(1)[a]'],
    ['b2W-b5N', 'ERR_PAWN_MOVE', 'TR 3.4'],
    ['a6S', 'ERR_UNKNOWN_SQUARE', 'TR E4'],
    ['b2W-b4N=Q', 'ERR_PROMOTION_NOT_ALLOWED', 'TR 3.4(e)(ii)'],
    ['a1W-a2W', 'ERR_OWN_PIECE_ON_TARGET', 'TR 3.1(b)'],
    ['Nc6B', 'ERR_WRONG_SIDE', 'TR 1.1'],
    ['Nc5N', 'ERR_NO_SUCH_MOVE', 'TR 3.1'],
    ['b5B', 'ERR_WRONG_SIDE', 'TR 1.1'],
    // near misses: each says what is wrong with this text
    ['b2-b4', 'ERR_NOTATION_NO_LEVEL', 'TR E4'],
    ['Nc3', 'ERR_NOTATION_NO_LEVEL', 'TR E4'],
    ['b4n', 'ERR_NOTATION_LEVEL_CASE', 'TR E3'],
    ['ql1-ql3', 'ERR_NOTATION_LEVEL_CASE', 'TR E3'],
    ['Nb1W-c3W', 'ERR_NOTATION_LONG_FORM_LETTER', 'TR E9'],
    ['b2W\u2013b4W', 'ERR_NOTATION_DASH', 'TR E9'],
    ['b2W-b4W, b7B-b5B', 'ERR_NOTATION_COMMA', 'TR E9'],
    ['b2W-b4W,', 'ERR_NOTATION_COMMA', 'TR E9'],
    ['Q=a8B,b2W-b4W', 'ERR_NOTATION_DELAYED_PROMOTION', 'TR E14'],
  ];
  for (const [text, c, rule] of cases)
    it(`"${text}": ${c} [${rule}]`, () => {
      const before = triDChess.makePosition(start);
      const r = decideText(triDChess, start, text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(c);
        expect(r.error.rule).toBe(rule);
        expect(r.error.message.length).toBeGreaterThan(10);
      }
      expect(triDChess.makePosition(start)).toBe(before);
    });

  it('broken position strings are refused', () => {
    for (const text of [
      '',
      'x',
      'Kd0KL1 QL1:w w - - 0 1',
      'Kd0KL1,kd9KL6,Kd1W QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1',
      'Kd0KL1,kd9KL6 QL1:w,QL1:b w - - 0 1',
      'Kd0KL1,kd9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 0',
      'Kd0KL1,kq9KL6 QL1:w,KL1:w,QL6:b,KL6:b w - - 0 1',
    ]) {
      const r = triDChess.parsePosition(text, options);
      expect(r.ok, text).toBe(false);
    }
  });
});

describe('fuzzing the readers', () => {
  it('never throws and never changes the position, whatever the text', () => {
    const alphabet = 'zabcdefKQRBNPWNBSQLx-=,0123456789+#. e.p';
    let seed = 12345;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    for (const position of agreementPositions().slice(0, 6)) {
      const p = at(position);
      const before = triDChess.makePosition(p);
      for (let i = 0; i < 400; i++) {
        const text = Array.from(
          { length: 1 + Math.floor(next() * 14) },
          () => alphabet[Math.floor(next() * alphabet.length)],
        ).join('');
        const r = decideText(triDChess, p, text, undefined, i % 2 ? 'lenient' : 'strict');
        if (!r.ok) expect(r.error.code).toMatch(/^ERR_/);
        expect(triDChess.explain(p, text)).toBeDefined();
      }
      expect(triDChess.makePosition(p)).toBe(before);
      for (let i = 0; i < 200; i++) {
        const text = Array.from(
          { length: Math.floor(next() * 40) },
          () => alphabet[Math.floor(next() * alphabet.length)],
        ).join('');
        expect(triDChess.parsePosition(text, options).ok).toBe(false);
      }
    }
  });
});

describe('events', () => {
  it('every legal move decides one event that matches its schema and replays to the same position', () => {
    for (const position of agreementPositions().slice(0, 20)) {
      const p = at(position);
      for (const m of triDChess.legalMoves(p)) {
        const text = triDChess.makeMove(p, m);
        const [e] = unwrap(decideText(triDChess, p, text));
        expect(triDChess.eventSchemas[e.type].safeParse(e.data).success, `${text}`).toBe(true);
        expect(triDChess.eventText(p, e)).toBe(text);
        expect(triDChess.makePosition(triDChess.evolve(p, e))).toBe(
          triDChess.makePosition(triDChess.play(p, m)),
        );
      }
    }
  });
});
