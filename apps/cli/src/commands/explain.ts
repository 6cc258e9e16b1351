/** `arbiter explain <game> MOVE`: is a move legal here, and by which rule? */
import { EXIT, type CliCommand } from '../command';
import { flags, format, gameRules, positionFlags, positionFrom, usage } from '../args';

export const explainCommand: CliCommand = {
  name: 'explain',
  summary: 'say whether a move is legal in a position and which rule decides it',
  usage: `Usage: arbiter explain <game> [--setup NAME | --position STR] [--options k=v,...] [--moves "m1 m2 ..."] [--format text|json] MOVE

Exit code 0 when the move is legal, 1 when it is not (the line names the code and the rule).`,
  run(args, io) {
    const { values, positionals } = flags(args, { ...positionFlags, format: { type: 'string' } });
    const rules = gameRules(positionals[0]);
    const move = positionals[1];
    if (!move) usage('Name the move to explain.');
    if (positionals.length > 2) usage(`Unexpected argument "${positionals[2]}".`);
    const fmt = format(values.format, ['text', 'json'] as const, 'text');
    const state = positionFrom(rules, values);
    const explanation = rules.explain(state.position, move);
    if (fmt === 'json') io.stdout.write(JSON.stringify(explanation, null, 2) + '\n');
    else if (explanation.legal) {
      io.stdout.write(`legal: ${explanation.move}\nrules: ${explanation.rules.join(', ')}\n`);
      for (const [k, v] of Object.entries(explanation.facts))
        io.stdout.write(`  ${k}: ${JSON.stringify(v)}\n`);
      for (const w of explanation.warnings) io.stdout.write(`warning ${w.code} [${w.rule}]: ${w.message}\n`);
    } else {
      const r = explanation.rejection;
      io.stdout.write(`illegal: ${move}\n${r.code} [${r.rule}]: ${r.message}\n`);
    }
    return explanation.legal ? EXIT.ok : EXIT.rejected;
  },
};
