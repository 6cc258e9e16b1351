/** `arbiter explain <game> MOVE`: is a move legal here, and by which rule? A finished game says why it is over. */
import { EXIT, type CliCommand } from '../command';
import {
  flags,
  format,
  gameCatalogues,
  gameOver,
  gameRules,
  isMalformed,
  outcomeParams,
  positionFlags,
  positionFrom,
  usage,
} from '../args';
import { factLine, message, text } from '../messages';

export const explainCommand: CliCommand = {
  name: 'explain',
  usage: () => text('explain.usage'),
  catalogues: gameCatalogues,
  run(args, io) {
    const { values, positionals } = flags(args, { ...positionFlags, format: { type: 'string' } });
    const rules = gameRules(positionals[0]);
    const move = positionals[1];
    if (!move) usage('usage.nameMove');
    if (positionals.length > 2) usage('usage.unexpectedArgument', { argument: positionals[2] });
    const fmt = format(values.format, ['text', 'json'] as const, 'text');
    const state = positionFrom(rules, values);
    const over = gameOver(rules, state);
    if (over) {
      if (fmt === 'json') io.stdout.write(JSON.stringify({ legal: false, outcome: over }, null, 2) + '\n');
      else io.stdout.write(text('explain.over', { move, ...outcomeParams(over) }) + '\n');
      return EXIT.rejected;
    }
    const explanation = rules.explain(state.position, move);
    if (fmt === 'json') io.stdout.write(JSON.stringify(explanation, null, 2) + '\n');
    else if (explanation.legal) {
      io.stdout.write(
        `${text('explain.legal', { move: explanation.move })}\n${text('explain.rules', { rules: explanation.rules.join(', ') })}\n`,
      );
      for (const [k, v] of Object.entries(explanation.facts)) io.stdout.write(factLine(k, v) + '\n');
      for (const w of explanation.warnings)
        io.stdout.write(`${text('warning.prefix')} ${w.code} [${w.rule}]: ${message(w)}\n`);
    } else {
      const r = explanation.rejection;
      io.stdout.write(`${text('explain.illegal', { move })}\n${r.code} [${r.rule}]: ${message(r)}\n`);
    }
    if (explanation.legal) return EXIT.ok;
    return isMalformed(explanation.rejection) ? EXIT.input : EXIT.rejected;
  },
};
