/**
 * `--lang cs` means Czech throughout: every command (help, reports, warnings, refusals, usage
 * errors) is run in Czech, and no English phrase of any catalogue or of the CLI's own texts may
 * appear in what it prints. The phrases are taken from the English texts themselves, so a new
 * English line that is printed untranslated fails here without anyone listing it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@arbiter/toolkit';
import { cliMessages } from './catalogue';
import { cliTexts, endReasons, gameTitles } from './texts';
import { runCli } from './testing/run-cli';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const example = (name: string) => path.join(root, 'examples', name);
const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-cs-'));

/** English phrases: each English text cut at its placeholders, without flags, codes and notation, that its Czech text does not share. */
function englishPhrases(): string[] {
  const pairs: { en: string; cs: string }[] = [
    ...Object.values(cliTexts),
    ...Object.values(endReasons),
    ...Object.values(gameTitles),
    ...Object.values(cliMessages),
    ...catalogues.flatMap((c) => Object.values(c)),
  ];
  const phrases = new Set<string>();
  for (const { en, cs } of pairs)
    for (const piece of en.split(/\{[^}]*\}|[()"“”„:;,.?!\n[\]|<>=]/)) {
      const words = piece
        .replace(/--?[\w-]+|\b[A-Z][A-Z0-9_.-]+\b|\S*\d\S*|\$\w+|\S*[/@]\S*/g, ' ')
        .trim()
        .split(/\s+/)
        .filter(Boolean);
      const phrase = words.join(' ');
      const lettered = words.filter((w) => /^[a-z']{3,}$/i.test(w));
      if (lettered.length < 2 || phrase.length < 5) continue;
      if (cs.toLowerCase().includes(phrase.toLowerCase())) continue;
      phrases.add(phrase.toLowerCase());
    }
  return [...phrases];
}

const PHRASES = englishPhrases();
/** Common English words no Czech line should hold. */
const WORDS = [
  'the',
  'is',
  'are',
  'not',
  'moves',
  'legal',
  'illegal',
  'round',
  'result',
  'position',
  'warning',
  'error',
  'nodes',
  'white',
  'black',
  'plies',
  'filed',
  // Drakoburg's pieces by their English names: they reach a message as a parameter, not as catalogue text
  'lancer',
  'bowman',
  'esquire',
  'turcopole',
  'knight',
];

/** What is checked of an output: its words, without codes, flags and hyphenated identifiers (option ids and values, system ids). */
function words(output: string): string {
  return output
    .replace(/\b[A-Z][A-Z0-9_]+\b|--?[\w-]+|\S+-\S+/g, ' ')
    .replace(/\b(games|perft|legal|explain|replay|file|standings|pair)\b/g, ' ')
    .toLowerCase();
}

function englishIn(output: string): string[] {
  const lower = words(output);
  const found = PHRASES.filter((p) =>
    new RegExp(`(^|[^a-z])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z])`).test(lower),
  );
  for (const w of WORDS) if (new RegExp(`(^|[^a-z_])${w}($|[^a-z_])`).test(lower)) found.push(w);
  return found;
}

async function czech(...argv: string[]): Promise<string> {
  const r = await runCli(...argv, '--lang', 'cs');
  return r.out + r.err;
}

describe('the English phrase list', () => {
  it('is long enough to mean something, and finds English in English output', async () => {
    expect(PHRASES.length).toBeGreaterThan(300);
    const en = await runCli('replay', example('meder-sample-game.pgn'), '--lenient');
    expect(englishIn(en.out)).not.toEqual([]);
  });
});

describe('arbiter --lang cs prints no English', () => {
  const notTrf = path.join(dir, 'game.trf');
  writeFileSync(notTrf, readFileSync(example('drakoburg-short-game.pgn')));
  const untagged = path.join(dir, 'untagged.pgn');
  writeFileSync(untagged, '1. c2-c3 c6-c5 *\n');
  const cases: Record<string, string[][]> = {
    help: [['--help'], [], ['--version'], ['frobnicate'], ['pairr', 'x'], ['perft', '--lang=de']],
    games: [['games'], ['games', 'tri-d'], ['games', 'drakoburg'], ['games', '--help']],
    perft: [
      ['perft', 'tri-d', '--depth', '2'],
      ['perft', 'drakoburg', '--depth', '2', '--divide'],
      ['perft', 'tri-d', '--dept', '2'],
      ['perft', 'tri-d'],
      ['perft', 'tri-d', '--depth', '2', '--moves', 'b2-b4'],
      ['perft', '--help'],
    ],
    legal: [
      ['legal', 'drakoburg', '--moves', 'c2-c3'],
      ['legal', 'drakoburg', '--moves', 'c2-c4'],
      ['legal', 'tri-d', '--moves', 'b2W-b4W'],
      ['legal', 'tri-d', '--moves', 'ql1-ql3'],
      ['legal', '--help'],
    ],
    explain: [
      ['explain', 'tri-d', 'QL1-QL3'],
      ['explain', 'tri-d', 'b2W-b4N'],
      ['explain', 'tri-d', 'Nd1W-c3W'],
      ['explain', 'tri-d', 'b2W–b4W'],
      ['explain', 'tri-d', 'b2W-b4W, b7B-b5B'],
      ['explain', 'drakoburg', 'c2-c9'],
      ['explain', '--help'],
    ],
    replay: [
      ['replay', example('meder-sample-game.pgn'), '--lenient'],
      ['replay', example('meder-sample-game.pgn')],
      ['replay', example('drakoburg-short-game.pgn')],
      ['replay', untagged],
      ['replay', untagged, '--game', 'drakoburg'],
      ['replay', path.join(dir, 'missing.pgn')],
      ['replay', '--help'],
    ],
    file: [
      ['file', '--help'],
      ['file', untagged],
    ],
    standings: [
      ['standings', example('swiss-club.trf')],
      ['standings', notTrf],
      ['standings', example('swiss-club.trf'), '--format', 'xml'],
      [
        'standings',
        example('swiss-club.trf'),
        '--explain',
        '5',
        '--tiebreaks',
        'BH/C1,BH/M1,SB,PS/C1,DE,WIN,WON,BPG,BWG,ARO/C1,TPR,KS',
      ],
      ['standings', example('swiss-club.trf'), '--explain', 'player 001'],
      ['standings', '--help'],
    ],
    pair: [
      ['pair', example('swiss-club.trf'), '--format', 'table'],
      ['pair', example('swiss-club.trf'), '--system', 'round-robin'],
      ['pair', example('swiss-club.trf'), '--system', 'swiss-by-hand'],
      ['pair', '--check', example('swiss-club.trf')],
      ['pair', '--help'],
    ],
    'pair-check': [
      ['pair-check', example('swiss-club.trf'), '--verbose'],
      ['pair-check', '--help'],
    ],
  };
  for (const [command, runs] of Object.entries(cases))
    it(
      command,
      async () => {
        for (const argv of runs) {
          const output = await czech(...argv);
          expect(output.trim(), argv.join(' ')).not.toBe('');
          expect(englishIn(output), `arbiter ${argv.join(' ')} --lang cs:\n${output}`).toEqual([]);
        }
      },
      120_000,
    );
});
