/**
 * `arbiter`: the command-line entry. Reads the language, parses the sub-command, loads and runs
 * it, and turns failures into one line and a documented exit code. Help, `--version` and usage
 * errors load no game: commands are loaded when they run.
 */
import { readFileSync } from 'node:fs';
import type { Rejection } from '@arbiter/kernel';
import { CliFailure, EXIT, type Io } from './command';
import { DEFAULT_INPUT_LIMIT_MB, setInputLimitMb } from './input-limit';
import { commands } from './commands/index';
import { setLocale, text } from './locale';
import { closest } from './suggest';

// the packages (every game's rules and catalogue) load only when a command runs or a refusal is worded
const messages = () => import('./messages');
const refusals = async () => {
  const [{ refuse }, { toolkitMessages }, { cliMessages }] = await Promise.all([
    import('@arbiter/kernel'),
    import('@arbiter/toolkit/messages'),
    import('./catalogue'),
  ]);
  return { refuse, toolkitMessages, cliMessages };
};

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length), 4);
  return [
    text('help.title'),
    '',
    text('help.usage'),
    '',
    text('help.commands'),
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${text(c.summary)}`),
    '',
    text('help.general'),
    '',
    text('help.input', { mb: DEFAULT_INPUT_LIMIT_MB }),
    '',
    text('help.exit'),
    '',
  ].join('\n');
}

/** The version of the CLI package (its package.json lies one folder above both src/ and dist/). */
function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Takes `--lang cs` / `--lang=cs` out of the arguments (anywhere) and sets the language; an unknown one is a usage error. */
async function takeLanguage(argv: readonly string[]): Promise<string[] | CliFailure> {
  const rest: string[] = [];
  // a valid choice anywhere sets the language first, so a refusal of another is worded in it
  argv.forEach((arg, i) => {
    const value = arg === '--lang' ? argv[i + 1] : arg.startsWith('--lang=') ? arg.slice(7) : undefined;
    if (value === 'en' || value === 'cs') setLocale(value);
  });
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg !== '--lang' && !arg.startsWith('--lang=')) {
      rest.push(arg);
      continue;
    }
    const value = arg === '--lang' ? argv[++i] : arg.slice('--lang='.length);
    if (value !== 'en' && value !== 'cs') {
      const { refuse, toolkitMessages } = await refusals();
      return new CliFailure(
        refuse(toolkitMessages, 'ERR_USAGE', { detail: text('usage.lang', { value: value ?? '' }) }),
        EXIT.usage,
      );
    }
    setLocale(value);
  }
  return rest;
}

/** Runs the CLI with the given arguments; resolves to the exit code. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  setLocale(process.env.ARBITER_LANG === 'cs' ? 'cs' : 'en');
  const fail = async (e: CliFailure) => {
    io.stderr.write((await messages()).rejectionLine(e.rejection, e.where) + '\n');
    return e.exit;
  };
  const args = await takeLanguage(argv);
  if (args instanceof CliFailure) return fail(args);
  const max = args.indexOf('--max-input-mb');
  if (max >= 0) {
    const value = args[max + 1] ?? '';
    if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) {
      const { refuse, toolkitMessages } = await refusals();
      return fail(
        new CliFailure(
          refuse(toolkitMessages, 'ERR_USAGE', { detail: text('usage.maxInputMb', { value }) }),
          EXIT.usage,
        ),
      );
    }
    setInputLimitMb(Number(value));
    args.splice(max, 2);
  } else setInputLimitMb(DEFAULT_INPUT_LIMIT_MB);
  const [name, ...rest] = args;
  if (name === '--version' || name === '-V') {
    io.stdout.write(text('version', { version: version() }) + '\n');
    return EXIT.ok;
  }
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(help());
    return name ? EXIT.ok : EXIT.usage;
  }
  const entry = commands.find((c) => c.name === name);
  if (!entry) {
    const names = commands.map((c) => c.name);
    const meant = closest(name, names);
    const { refuse, cliMessages } = await refusals();
    const r: Rejection = meant
      ? refuse(cliMessages, 'ERR_UNKNOWN_COMMAND_MEANT', { command: name, meant })
      : refuse(cliMessages, 'ERR_UNKNOWN_COMMAND', { command: name, commands: names.join(', ') });
    return fail(new CliFailure(r, EXIT.usage));
  }
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    const usage = command.usage();
    io.stdout.write(usage.endsWith('\n') ? usage : usage + '\n');
    return EXIT.ok;
  }
  (await messages()).useCatalogues(command.catalogues());
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof CliFailure) return fail(e);
    if (process.env.ARBITER_DEBUG === '1') throw e;
    io.stderr.write(`${text('error.prefix')} ERR_INTERNAL [ARB]: ${(e as Error).message ?? String(e)}\n`);
    return EXIT.internal;
  }
}
