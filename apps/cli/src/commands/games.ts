/** `arbiter games`: the games, their setups and rule options. */
import { EXIT, type CliCommand } from '../command';
import { flags, gameCatalogues, gameRules } from '../args';
import { games } from '@arbiter/toolkit/games';
import { currentLocale, gameTitle, text } from '../messages';

export const gamesCommand: CliCommand = {
  name: 'games',
  usage: () => text('games.usage'),
  catalogues: gameCatalogues,
  run(args, io) {
    const { positionals } = flags(args, {});
    const lang = currentLocale();
    if (!positionals[0]) {
      for (const g of games.games()) io.stdout.write(`${g.id}\t${g.aliases.join(',')}\t${gameTitle(g)}\n`);
      return EXIT.ok;
    }
    const rules = gameRules(positionals[0]);
    io.stdout.write(
      `${text('games.heading', { title: gameTitle(rules), id: rules.id, version: rules.ruleSetVersion })}\n\n${text('games.setups')}\n`,
    );
    for (const s of rules.setups)
      io.stdout.write(
        `  ${s.id}${s.id === rules.defaultSetup ? text('games.default') : ''} [${s.rule}]${s.available ? '' : text('games.unavailable')}: ${s.description[lang]}\n`,
      );
    io.stdout.write(`\n${text('games.options')}\n`);
    for (const o of rules.options)
      io.stdout.write(
        text('games.option', {
          id: o.id,
          values: o.values.join(' | '),
          default: o.default,
          rule: o.rule,
          description: o.description[lang],
        }) + '\n',
      );
    return EXIT.ok;
  },
};
