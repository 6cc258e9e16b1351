/**
 * The bin answers `--help` and `--version` from dist/quick-answers.json without loading the
 * bundle (issue 19's start time). These tests hold that shortcut to what `main` itself prints, in
 * both languages, and check that anything more on the command line still reaches `main`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './testing/run-cli';

const bin = fileURLToPath(new URL('../bin/arbiter.mjs', import.meta.url));
const answers = fileURLToPath(new URL('../dist/quick-answers.json', import.meta.url));

function arbiter(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ARBITER_LANG: '', ARBITER_FROM_SOURCE: '', ...env },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('quick answers of the bin', () => {
  it.each([
    [['--help'], ['--help']],
    [
      ['-h', '--lang', 'cs'],
      ['--help', '--lang', 'cs'],
    ],
    [
      ['--lang=cs', 'help'],
      ['--help', '--lang', 'cs'],
    ],
    [['--version'], ['--version']],
    [
      ['-V', '--lang', 'cs'],
      ['--version', '--lang', 'cs'],
    ],
  ])('arbiter %j prints what main prints for %j', async (args, same) => {
    const shortcut = arbiter(args);
    const inProcess = await runCli(...same);
    expect(shortcut.code).toBe(0);
    expect(shortcut.err).toBe('');
    expect(shortcut.out).toBe(inProcess.out);
    expect(shortcut.out.length).toBeGreaterThan(0);
  });

  it('the file holds both languages, worded differently, as the bundle built them', () => {
    const file = JSON.parse(readFileSync(answers, 'utf8')) as Record<string, Record<string, string>>;
    expect(Object.keys(file).sort()).toEqual(['cs', 'en']);
    expect(file.cs.help).not.toBe(file.en.help);
    expect(file.en.help).toContain('Commands:');
  });

  it('takes $ARBITER_LANG as main does, and a later --lang over it', () => {
    expect(arbiter(['--help'], { ARBITER_LANG: 'cs' }).out).toBe(arbiter(['--help', '--lang', 'cs']).out);
    expect(arbiter(['--help', '--lang', 'en'], { ARBITER_LANG: 'cs' }).out).toBe(arbiter(['--help']).out);
  });

  it('leaves anything else to main: a bad --lang, a second argument, a command', () => {
    const badLang = arbiter(['--help', '--lang', 'xx']);
    expect(badLang.code).toBe(2);
    expect(badLang.err).toContain('ERR_USAGE');
    const perftHelp = arbiter(['perft', '--help']);
    expect(perftHelp.code).toBe(0);
    expect(perftHelp.out).not.toBe(arbiter(['--help']).out);
    const toString = arbiter(['toString']);
    expect(toString.code).toBe(2);
    expect(toString.err).toContain('ERR_UNKNOWN_COMMAND');
  });
});
