// Fuzzing the CLI: its options (any command line gives a documented exit code and coded
// error lines, never an internal error or a throw), the game files it reads (records and
// event logs of both games through the same loader as `replay` and `file`), and its CSV
// output. Short here; `npm run fuzz` runs a million inputs of each (FUZZ_RUNS).
// `file` is left out of the command lines: it opens a database per run (covered by
// file.test.ts, bad-input.test.ts and store-lock.test.ts).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { fuzz, fuzzAsync, mutated, textFrom } from '@arbiter/kernel/fuzz';
import { describe, expect, it } from 'vitest';
import { main } from './main';
import { csvCell, FORMULA_STARTS } from '@arbiter/tournament';

const here = path.dirname(fileURLToPath(import.meta.url));
const examples = path.resolve(here, '../../../examples');
const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-fuzz-'));
const SAMPLE = readFileSync(path.join(examples, 'drakoburg-short-game.pgn'), 'utf8');
const MEDER = readFileSync(path.join(examples, 'meder-sample-game.pgn'), 'utf8');
const TRF = path.join(examples, 'swiss-club.trf');

const files = {
  drakoburg: path.join(examples, 'drakoburg-short-game.pgn'),
  meder: path.join(examples, 'meder-sample-game.pgn'),
  trf: TRF,
  empty: path.join(dir, 'empty.pgn'),
  binary: path.join(dir, 'binary.pgn'),
  bom: path.join(dir, 'bom.pgn'),
  log: path.join(dir, 'game.jsonl'),
  dir: path.join(dir, 'a-directory'),
  missing: path.join(dir, 'missing.pgn'),
  unwritable: path.join(dir, 'no-such-dir', 'out.jsonl'),
  out: path.join(dir, 'out.jsonl'),
};
writeFileSync(files.empty, '');
writeFileSync(files.binary, Buffer.from([0, 255, 254, 1, 2, 0x1b, 0x5b]));
writeFileSync(files.bom, '\uFEFF' + SAMPLE);
mkdirSync(files.dir);
mkdirSync(path.join(dir, 'out'));

const EXITS = new Set([0, 1, 2, 3, 74]);
const silent = { write: () => true };

async function cli(argv: readonly string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await main(argv, {
    stdout: silent,
    stderr: { write: (t: string) => (err += t) },
    isTTY: false,
  });
  return { code, err };
}

function checkRun(r: { code: number; err: string }, argv: readonly string[]) {
  if (!EXITS.has(r.code)) throw new Error(`exit ${r.code} for ${JSON.stringify(argv)}: ${r.err}`);
  for (const line of r.err.split('\n'))
    if (line.startsWith('error ') && !/^error ERR_[A-Z0-9_]+ \[[^\]]+\]: \S/.test(line))
      throw new Error(`an uncoded error line for ${JSON.stringify(argv)}: ${line}`);
}

// Command lines from the CLI's own words, its files and a little noise. Depths stay small:
// a deep perft is a correct but long answer, not a fuzzing target.
const word = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'perft',
      'legal',
      'explain',
      'replay',
      'games',
      'standings',
      'pair',
      'pair-check',
      'help',
    ),
  },
  { weight: 4, arbitrary: fc.constantFrom('tri-d', 'tri-d-chess', 'drakoburg', 'chess', '') },
  {
    weight: 10,
    arbitrary: fc.constantFrom(
      '--depth',
      '--divide',
      '--setup',
      '--position',
      '--options',
      '--moves',
      '--lenient',
      '--format',
      '--write-events',
      '--write-record',
      '--tiebreaks',
      '--round',
      '--expected',
      '--lang',
      '--max-input-mb',
      '--system',
      '--check',
      '--help',
      '-h',
      '--',
      '-',
      '--depth=1',
      '--wat',
    ),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '0',
      '1',
      '2',
      '-1',
      '1.5',
      'x',
      'cs',
      'en',
      'json',
      'csv',
      'text',
      'BH/C1,SB',
      'dutch',
    ),
  },
  { weight: 4, arbitrary: fc.constantFrom(...Object.values(files)) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'standard',
      'lance',
      'chess960:N',
      '960x960',
      'max-take=2',
      'c2-c3 c6-c5',
      'd2W-d4W',
      'e2W-e4W d7B-d5B',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
);
const argv = fc.array(word, { minLength: 0, maxLength: 7 }).map((ws) => {
  // Keep perft shallow: any depth above 2 becomes 1.
  const out = [...ws];
  out.forEach((w, i) => {
    if (out[i - 1] === '--depth' && /^\s*\d/.test(w) && Number(w) > 2) out[i] = '1';
    // Outputs go to the scratch directory (or the unwritable path), never into the working tree.
    if ((out[i - 1] === '--write-events' || out[i - 1] === '--write-record') && w !== files.unwritable)
      out[i] = path.join(dir, 'out', w.replace(/[^A-Za-z0-9._-]/g, '_') || 'empty');
  });
  return out;
});

// Game files for the loader: mutated records of both games, records built from move words,
// and event logs (written by replay, then mutated).
writeFileSync(files.out, '');
const seedLogs: string[] = [];
// awaited by the test that reads them, so it does not depend on another test running first
const seeding = [files.drakoburg].map((game) => {
  const out = path.join(dir, `seed-${path.basename(game)}.jsonl`);
  return main(['replay', game, '--lenient', '--write-events', out], {
    stdout: silent,
    stderr: silent,
    isTTY: false,
  }).then(() => {
    seedLogs.push(readFileSync(out, 'utf8'));
  });
});
const RECORD_ALPHABET = '[]"{}%.=()*-/ \nabcdefgWBNKLQ012345678xz';

describe('fuzzing the CLI', () => {
  it('command lines: a documented exit code and coded error lines, never an internal error', async () => {
    const report = await fuzzAsync('cli-options', argv, async (a) => checkRun(await cli(a), a), 300);
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);

  it('game files (records and event logs of both games): replayed, or refused with exit 1 or 3', async () => {
    await Promise.all(seeding);
    expect(seedLogs.length).toBe(1);
    const file = path.join(dir, 'fuzz-game');
    const input = fc.oneof(
      mutated([SAMPLE, MEDER], RECORD_ALPHABET),
      mutated(seedLogs, '{}[]":,0123456789-.abcdePieceMovedGameStarted_\n'),
      textFrom(RECORD_ALPHABET, 80).map((t) => `[Game "drakoburg"]\n\n${t}`),
      fc.string({ maxLength: 80 }),
    );
    const report = await fuzzAsync(
      'game-file',
      fc.tuple(input, fc.boolean()),
      async ([text, lenient]) => {
        writeFileSync(file, text);
        const a = ['replay', file, ...(lenient ? ['--lenient'] : [])];
        const r = await cli(a);
        if (r.code !== 0 && r.code !== 1 && r.code !== 3) throw new Error(`exit ${r.code}: ${r.err}`);
        checkRun(r, a);
      },
      300,
    );
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);

  it('CSV fields: any player name reads back from the standings CSV as itself (a formula behind an apostrophe)', () => {
    const report = fuzz(
      'csv',
      fc.string({ maxLength: 40, unit: 'binary' }),
      (name) => {
        const line = ['1', '7', csvCell(name), '3.5'].join(',');
        const formula = (FORMULA_STARTS as readonly string[]).includes(name.charAt(0));
        expect(readCsvRecord(line)).toEqual(['1', '7', formula ? `'${name}` : name, '3.5']);
      },
      2000,
    );
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);
});

/** One CSV record, read as RFC 4180 says (quoted fields may hold commas, quotes as "", line breaks). */
function readCsvRecord(text: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('an unclosed quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
          } else {
            i++;
            break;
          }
        } else field += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',') {
        if (text[i] === '"' || text[i] === '\n' || text[i] === '\r')
          throw new Error(`a bare ${JSON.stringify(text[i])} in a field`);
        field += text[i++];
      }
    }
    fields.push(field);
    if (i >= text.length) return fields;
    if (text[i] !== ',') throw new Error('text after a quoted field');
    i++;
  }
}
