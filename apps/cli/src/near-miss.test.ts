/** Near misses get help: the flag or command meant, the kind of file, the game to name, a finished game. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { takeAway } from '@arbiter/kernel/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '@arbiter/toolkit';
import { runCli as run } from './testing/run-cli';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const example = (name: string) => path.join(root, 'examples', name);
const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-near-'));
const FINISHED = ['--moves', 'take3 take3 take3 take1'];

beforeAll(() => {
  if (!games.get('take-away').ok) games.register(takeAway);
});

describe('the command line', () => {
  it('prints the version, and takes --lang=cs as well as --lang cs', async () => {
    const v = await run('--version');
    expect(v.code).toBe(0);
    expect(v.out).toMatch(/^arbiter \d+\.\d+\.\d+\n$/);
    expect((await run('games', 'take-away', '--lang=cs')).out).toContain('Volby pravidel:');
  });
  it('names the flag or command that was meant', async () => {
    const flag = await run('perft', 'take-away', '--dept', '2');
    expect(flag.code).toBe(2);
    expect(flag.err).toBe('error ERR_USAGE [ARB]: Unknown option --dept; did you mean --depth?\n');
    const value = await run('perft', 'take-away', '--depth');
    expect(value.err).toContain('Option --depth takes a value');
    const command = await run('replya', 'x.pgn');
    expect(command.err).toBe(
      'error ERR_UNKNOWN_COMMAND_MEANT [ARB]: Unknown command "replya"; did you mean replay?\n',
    );
  });
});

describe('a finished game', () => {
  it('has perft 0 (exit 0), no legal move, and explain says why it is over', async () => {
    const perft = await run('perft', 'take-away', '--depth', '3', ...FINISHED);
    expect(perft.code).toBe(0);
    expect(perft.out).toBe('nodes 0\n');
    expect(perft.err).toContain('the game is over: 0-1 (checkmate, TAKE 2)');
    const legal = await run('legal', 'take-away', ...FINISHED);
    expect(legal.out).toContain('0 legal moves');
    const explain = await run('explain', 'take-away', 'take1', ...FINISHED);
    expect(explain.code).toBe(1);
    expect(explain.out).toContain('the game is over: 0-1 (checkmate, TAKE 2)');
  });
});

describe('Tri-D moves that almost read', () => {
  it('exit 3 with what is wrong with the text', async () => {
    const r = await run('explain', 'tri-d', 'b2-b4');
    expect(r.code).toBe(3);
    expect(r.out).toContain('ERR_NOTATION_NO_LEVEL [TR E4]');
    const moves = await run('legal', 'tri-d', '--moves', 'b2W-b4N ql6-ql4');
    expect(moves.code).toBe(3);
    expect(moves.err).toContain(
      '--moves item 2 (ql6-ql4): Levels and attack-board pins are written in capitals',
    );
  });
});

describe('files of the wrong kind, and records without a game', () => {
  it('standings on a game record says it is not a TRF file', async () => {
    const r = await run('standings', example('drakoburg-short-game.pgn'));
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/^error ERR_NOT_TRF_GAME_RECORD \[ARB\]: .* is a game record, not a TRF file/);
    const text = path.join(dir, 'notes.txt');
    writeFileSync(text, 'just some notes\n');
    expect((await run('pair', text)).err).toMatch(/^error ERR_NOT_TRF \[ARB\]/);
  });
  it('a record without [Game] names both ways, and --game plays it', async () => {
    const file = path.join(dir, 'untagged.pgn');
    writeFileSync(file, '1. c2-c3 c6-c5 *\n');
    const r = await run('replay', file);
    expect(r.code).toBe(3);
    expect(r.err).toContain('add a [Game "tri-d-chess"] tag, or name the game with --game');
    const played = await run('replay', file, '--game', 'drakoburg');
    expect(played.code, played.err).toBe(0);
    expect(played.out).toContain('2 plies replayed');
    const tagged = await run('replay', example('drakoburg-short-game.pgn'), '--game', 'tri-d');
    expect(tagged.err).toContain('ERR_RECORD_WRONG_GAME');
  });
});

describe('pair', () => {
  it('--format table names the players by board; the pairs format stays for scripts', async () => {
    const table = await run('pair', example('swiss-club.trf'), '--format', 'table');
    expect(table.code).toBe(0);
    const pairs = (await run('pair', example('swiss-club.trf'))).out.trim().split('\n').slice(1);
    const lines = table.out.trim().split('\n');
    expect(lines[1]).toMatch(/^Board\s+No\s+White\s+Result\s+No\s+Black$/);
    const trf = readFileSync(example('swiss-club.trf'), 'utf8');
    const name = (id: string) =>
      trf
        .split('\n')
        .find((l) => l.startsWith('001') && Number(l.slice(4, 8)) === Number(id))!
        .slice(14, 47)
        .trim();
    const [white, black] = pairs[0].split(' ');
    expect(lines[2].trim().split(/\s{2,}/)).toEqual(['1', white, name(white), black, name(black)]);
  });
  it('a round robin asked to continue a Swiss file is refused with a code', async () => {
    const r = await run('pair', example('swiss-club.trf'), '--system', 'round-robin');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      /^error ERR_SYSTEM_REPEATS_PAIRING \[FIDE C\.05\]: The round-robin system would pair \d+ against \d+ again/,
    );
  });
});
