import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fixture } from './fixtures';
import { parseTrf } from './trf-parse';
import { makeTrf } from './trf-write';
import { tournamentMessages } from './messages';
import { expectAnswer, fuzz } from '@arbiter/kernel/fuzz';
import { formatPairing, parsePairing } from './pairing';
import { parseTieBreakList } from './tiebreaks';
import { pairingEditLine, pairingEditsOf } from './pairing-edit-trf';

const sample = fixture('pairing', '05-byes-absent', 'input.trf');
const lines = sample.split('\n');

/** Replaces one line of the sample. */
function withLine(index: number, text: string): string {
  return lines.map((l, i) => (i === index ? text : l)).join('\n');
}
function setColumn(line: string, column: number, text: string): string {
  return line.slice(0, column - 1) + text + line.slice(column - 1 + text.length);
}

describe('malformed TRF lines are rejected with line, column and code', () => {
  const p1 = lines.findIndex((l) => l.startsWith('001    1'));
  const cases: [string, string, string, number, number][] = [
    [
      'a letter in the pairing number',
      withLine(p1, setColumn(lines[p1], 8, 'x')),
      'ERR_TRF_PLAYER_NUMBER',
      p1 + 1,
      5,
    ],
    ['a letter in the rating', withLine(p1, setColumn(lines[p1], 49, '27a9')), 'ERR_TRF_NUMBER', p1 + 1, 49],
    ['an unknown result code', withLine(p1, setColumn(lines[p1], 99, 'Q')), 'ERR_TRF_RESULT', p1 + 1, 99],
    ['an unknown colour', withLine(p1, setColumn(lines[p1], 97, 'g')), 'ERR_TRF_COLOUR', p1 + 1, 97],
    [
      'a round field shifted by one column',
      withLine(p1, setColumn(lines[p1], 92, ' 8 w  1')),
      'ERR_TRF_ROUND_FIELD',
      p1 + 1,
      98,
    ],
    [
      'an opponent who does not name the player back',
      withLine(p1, setColumn(lines[p1], 92, '   9')),
      'ERR_TRF_ASYMMETRIC_PAIRING',
      p1 + 1,
      92,
    ],
    [
      'an opponent without a player record',
      withLine(p1, setColumn(lines[p1], 92, '  77')),
      'ERR_TRF_UNKNOWN_OPPONENT',
      p1 + 1,
      92,
    ],
    [
      'results of one game that disagree',
      withLine(p1, setColumn(lines[p1], 99, '0')),
      'ERR_TRF_RESULT_MISMATCH',
      p1 + 1,
      99,
    ],
    [
      'a bye with an opponent',
      withLine(p1, setColumn(lines[p1], 99, 'H')),
      'ERR_TRF_BYE_WITH_OPPONENT',
      p1 + 1,
      92,
    ],
    ['a duplicated player', sample + '\n' + lines[p1], 'ERR_TRF_DUPLICATE_PLAYER', lines.length + 1, 5],
    [
      'a word as number of rounds',
      sample.replace('XXR 7', 'XXR seven'),
      'ERR_TRF_TOTAL_ROUNDS',
      lines.indexOf('XXR 7') + 1,
      5,
    ],
    [
      'an initial colour that is not W or B',
      sample.replace('XXC white1', 'XXC green'),
      'ERR_TRF_INITIAL_COLOUR',
      lines.indexOf('XXC white1') + 1,
      5,
    ],
    ['two different numbers of rounds', sample + '\n142 9', 'ERR_TRF_CONFLICT', lines.length + 1, 5],
    ['a bye record with a bad type', sample + '\n240 Q 007    1', 'ERR_TRF_BYE_RECORD', lines.length + 1, 5],
    [
      'a prohibited pairing with one player',
      sample + '\n260 001 007    1',
      'ERR_TRF_PROHIBITED_RECORD',
      lines.length + 1,
      16,
    ],
    [
      'a point system that cannot be read',
      sample + '\n162 W one',
      'ERR_TRF_POINT_SYSTEM',
      lines.length + 1,
      5,
    ],
    ['a record tag glued to its data', sample + '\n001x', 'ERR_TRF_RECORD', lines.length + 1, 4],
    ['no players at all', '012 Empty\n', 'ERR_TRF_NO_PLAYERS', 2, 1],
    ['negative points', withLine(p1, setColumn(lines[p1], 81, '-3.5')), 'ERR_TRF_NUMBER', p1 + 1, 81],
    [
      'negative points, right-aligned',
      withLine(p1, setColumn(lines[p1], 81, '  -1')),
      'ERR_TRF_NUMBER',
      p1 + 1,
      83,
    ],
  ];
  it('reads a file that starts with a UTF-8 byte order mark as the same file', () => {
    const plain = parseTrf(sample);
    expect(plain.ok).toBe(true);
    expect(parseTrf('\uFEFF' + sample)).toEqual(plain);
    expect(parseTrf('\uFEFF' + sample.replace(/\n/g, '\r\n'))).toEqual(plain);
  });
  it.each(cases)('%s', (_what, text, code, line, column) => {
    const r = parseTrf(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.params).toMatchObject({ line, column });
    expect(tournamentMessages[code]).toBeDefined();
  });
});

/** A mutation of the sample: change, delete, duplicate or cut lines and characters. */
const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('char' as const),
    at: fc.nat(),
    ch: fc.constantFrom(...' 0123456789wb-+=UHZFXx.\t'),
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

function mutate(text: string, ms: readonly { kind: string; at: number; ch?: string }[]): string {
  let t = text;
  for (const m of ms) {
    const ls = t.split('\n');
    const li = m.at % Math.max(1, ls.length);
    if (m.kind === 'char' && t.length > 0) {
      const i = m.at % t.length;
      t = t.slice(0, i) + m.ch + t.slice(i + 1);
    } else if (m.kind === 'delete') t = ls.filter((_, i) => i !== li).join('\n');
    else if (m.kind === 'duplicate') t = [...ls.slice(0, li + 1), ls[li], ...ls.slice(li + 1)].join('\n');
    else if (m.kind === 'truncate')
      t = ls.map((l, i) => (i === li ? l.slice(0, m.at % (l.length + 1)) : l)).join('\n');
  }
  return t;
}

function checkAnswer(text: string): void {
  const r = parseTrf(text);
  if (r.ok) {
    // whatever reads must write and read back to the same players
    const again = parseTrf(makeTrf(r.value));
    expect(again.ok && again.value).toEqual(r.value);
  } else {
    expect(r.error.code).toMatch(/^ERR_TRF_/);
    expect(tournamentMessages[r.error.code], r.error.code).toBeDefined();
    const { line, column } = r.error.params as { line: number; column: number };
    expect(Number.isInteger(line) && line >= 1).toBe(true);
    expect(Number.isInteger(column) && column >= 1).toBe(true);
  }
}

describe('TRF fuzzing: no crash, only coded errors, exact round trips', () => {
  // Random text, random lines that start like TRF records, and mutated fixture files; short
  // here, a million inputs under `npm run fuzz` (FUZZ_RUNS).
  const record = fc
    .tuple(
      fc.constantFrom('001', '012', '142', '152', '162', '240', '260', 'XXR', 'XXC', 'XXP', 'XXS', '###'),
      fc.string({ maxLength: 120 }),
    )
    .map(([tag, rest]) => `${tag} ${rest}`);
  const input = fc.oneof(
    fc.string({ maxLength: 400 }),
    fc.array(record, { maxLength: 12 }).map((ls) => ls.join('\n')),
    fc.array(mutation, { minLength: 1, maxLength: 4 }).map((ms) => mutate(sample, ms)),
    fc.array(mutation, { minLength: 1, maxLength: 4 }).map((ms) => '\uFEFF' + mutate(sample, ms)),
  );
  it('any text gives players or a coded refusal with line and column', () => {
    const report = fuzz('trf', input, (text) => checkAnswer(text), 1000);
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);
});

describe('fuzzing the other tournament inputs', () => {
  it('pairing files (pair --expected): a pairing or null, and what is read writes back', () => {
    const line = fc.oneof(
      fc.tuple(fc.nat(40), fc.nat(40)).map(([a, b]) => `${a} ${b}`),
      fc.string({ maxLength: 12 }),
    );
    const text = fc.oneof(
      fc.array(line, { maxLength: 8 }).map((ls) => [String(ls.length), ...ls].join('\n')),
      fc.string({ maxLength: 60 }),
    );
    const report = fuzz(
      'pairing-file',
      text,
      (t) => {
        const r = parsePairing(t);
        if (r !== null) expect(parsePairing(formatPairing(r))).toEqual(r);
      },
      1000,
    );
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);

  it('arbiter-edit comment lines (### in a TRF): edits with a round from 1, and what is written reads back', () => {
    const id = fc.stringMatching(/^[A-Za-z0-9.]{1,6}$/);
    const edit = fc.record({
      round: fc.integer({ min: 1, max: 99 }),
      criteria: fc.uniqueArray(
        fc.record({ criterion: id, rule: fc.stringMatching(/^[A-Za-z0-9. ]{0,20}$/) }),
        { selector: (c) => c.criterion, maxLength: 4 },
      ),
      reason: fc.stringMatching(/^\S(?:[^\n;]{0,38}\S)?$/),
    });
    const comment = fc.oneof(
      edit.map((e) => pairingEditLine(e)),
      fc.string({ maxLength: 60 }).map((t) => ` Arbiter edit, round ${t}`),
      fc
        .stringMatching(/^(?:0+|[0-9]{17,400})$/)
        .map((n) => ` Arbiter edit, round ${n}: C3 [FIDE C.04.3 C3]; reason: no such round`),
      fc.string({ maxLength: 80 }),
    );
    const report = fuzz(
      'trf-edit-line',
      fc.tuple(edit, fc.array(comment, { maxLength: 4 })),
      ([written, others]) => {
        const text = [...others, pairingEditLine(written)].map((c) => `###${c}`).join('\n');
        const parsed = parseTrf(`${text}\n${sample}`);
        if (!parsed.ok) throw new Error(`the sample with comment lines was refused: ${parsed.error.code}`);
        const edits = pairingEditsOf(parsed.value);
        for (const e of edits) expect(Number.isSafeInteger(e.round) && e.round >= 1).toBe(true);
        expect(edits[edits.length - 1]).toEqual(written);
      },
      1000,
    );
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);

  it('tie-break lists (--tiebreaks): a list or a coded refusal', () => {
    const text = fc.oneof(
      fc
        .array(
          fc.constantFrom(
            'BH',
            'BH/C1',
            'SB',
            'ARO',
            'DE',
            'WIN',
            'PS',
            'BH/M1',
            'XX',
            '',
            ' ',
            '/',
            'C1',
            'KS',
          ),
          {
            maxLength: 5,
          },
        )
        .map((ts) => ts.join(',')),
      fc.string({ maxLength: 30 }),
    );
    const report = fuzz(
      'tiebreak-list',
      text,
      (t) => expectAnswer(parseTieBreakList(t), [tournamentMessages]),
      1000,
    );
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);
});
