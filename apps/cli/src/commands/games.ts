/** `arbiter games`: the games, their setups and rule options. */
import { EXIT, type CliCommand } from '../command';
import { flags, gameRules } from '../args';
import { games } from '@arbiter/toolkit';
import { currentLocale } from '../messages';

export const gamesCommand: CliCommand = {
  name: 'games',
  summary: "list the games, or one game's setups and rule options",
  usage: `Usage: arbiter games [<game>] [--lang en|cs]

Without a game: one line per game. With one: its setups and every rule option with its values,
default and rule.`,
  run(args, io) {
    const { positionals } = flags(args, {});
    const lang = currentLocale();
    if (!positionals[0]) {
      for (const g of games.games()) io.stdout.write(`${g.id}\t${g.aliases.join(',')}\t${g.title}\n`);
      return EXIT.ok;
    }
    const rules = gameRules(positionals[0]);
    io.stdout.write(`${rules.title} (${rules.id}), rule set ${rules.ruleSetVersion}\n\nSetups:\n`);
    for (const s of rules.setups)
      io.stdout.write(
        `  ${s.id}${s.id === rules.defaultSetup ? ' (default)' : ''} [${s.rule}]${s.available ? '' : ' (diagram not available)'}: ${s.description[lang]}\n`,
      );
    io.stdout.write('\nRule options:\n');
    for (const o of rules.options)
      io.stdout.write(
        `  ${o.id} = ${o.values.join(' | ')} (default ${o.default}) [${o.rule}]: ${o.description[lang]}\n`,
      );
    return EXIT.ok;
  },
};
