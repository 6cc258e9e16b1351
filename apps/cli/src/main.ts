/**
 * `arbiter`: the command-line entry. Parses the sub-command, runs it, turns
 * failures into one line and a documented exit code.
 */
import { DEFAULT_INPUT_LIMIT_MB, setInputLimitMb } from './args';
import { CliFailure, EXIT, rejectionLine, type Io } from './command';
import { commands } from './commands/index';
import { setLocale } from './messages';

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length), 4);
  return [
    'arbiter: executable rules for Tri-Dimensional Chess and Drakoburg, and club tournaments.',
    '',
    'Usage: arbiter <command> [arguments]   (arbiter <command> --help for details)',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Messages: English by default; --lang cs (or ARBITER_LANG=cs) prints them in Czech.',
    `Input files: at most ${DEFAULT_INPUT_LIMIT_MB} MiB unless --max-input-mb N says more.`,
    '',
    'Exit codes: 0 ok; 1 the answer is no (illegal move, an event that differs, differing pairing);',
    '            2 bad command line; 3 malformed, oversized or unreadable input file or text;',
    '            69 the event store cannot be reached; 70 internal error; 74 an output file cannot',
    '            be written; 75 the embedded store is busy (another process has it).',
    '',
  ].join('\n');
}

/** Runs the CLI with the given arguments; resolves to the exit code. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  setLocale(process.env.ARBITER_LANG === 'cs' ? 'cs' : 'en');
  const lang = argv.indexOf('--lang');
  if (lang >= 0) {
    const value = argv[lang + 1];
    if (value !== 'en' && value !== 'cs') {
      io.stderr.write(`error ERR_USAGE [ARB]: --lang takes en or cs, not "${value ?? ''}"\n`);
      return EXIT.usage;
    }
    setLocale(value);
    argv = [...argv.slice(0, lang), ...argv.slice(lang + 2)];
  }
  const max = argv.indexOf('--max-input-mb');
  if (max >= 0) {
    const value = argv[max + 1] ?? '';
    if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) {
      io.stderr.write(`error ERR_USAGE [ARB]: --max-input-mb takes a size in MiB above 0, not "${value}"\n`);
      return EXIT.usage;
    }
    setInputLimitMb(Number(value));
    argv = [...argv.slice(0, max), ...argv.slice(max + 2)];
  } else setInputLimitMb(DEFAULT_INPUT_LIMIT_MB);
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(help());
    return name ? EXIT.ok : EXIT.usage;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr.write(
      `error ERR_UNKNOWN_COMMAND [ARB]: unknown command "${name}"; try: ${commands.map((c) => c.name).join(', ')}\n`,
    );
    return EXIT.usage;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(command.usage.endsWith('\n') ? command.usage : command.usage + '\n');
    return EXIT.ok;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof CliFailure) {
      io.stderr.write(rejectionLine(e.rejection) + '\n');
      return e.exit;
    }
    if (process.env.ARBITER_DEBUG === '1') throw e;
    io.stderr.write(`error ERR_INTERNAL [ARB]: ${(e as Error).message ?? String(e)}\n`);
    return EXIT.internal;
  }
}
