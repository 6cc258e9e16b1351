/** `arbiter perft <game> --depth N`: count the legal-move tree; the last line is `nodes <N>`. */
import { divide, perft } from '@arbiter/kernel';
import { EXIT, type CliCommand } from '../command';
import { localNumber } from '../locale';
import {
  flags,
  gameCatalogues,
  gameOver,
  gameRules,
  outcomeParams,
  positionFlags,
  positionFrom,
  usage,
} from '../args';
import { text } from '../messages';
import { progressBar } from '../progress';

export const perftCommand: CliCommand = {
  name: 'perft',
  usage: () => text('perft.usage'),
  catalogues: gameCatalogues,
  run(args, io) {
    const { values, positionals } = flags(args, {
      ...positionFlags,
      depth: { type: 'string' },
      divide: { type: 'boolean' },
    });
    const rules = gameRules(positionals[0]);
    if (positionals.length > 1) usage('usage.unexpectedArgument', { argument: positionals[1] });
    const depth = Number(values.depth);
    if (!values.depth || !Number.isInteger(depth) || depth < 0 || depth > 12) usage('usage.depth');
    const state = positionFrom(rules, values);
    if (state.phase === 'setup') usage('usage.setupUnfinished');
    const over = gameOver(rules, state);
    if (over) {
      // a finished game has no legal move: perft is 0 from depth 1 (and 1 at depth 0), by the usual convention
      io.stderr.write(text('perft.over', outcomeParams(over)) + '\n');
      io.stdout.write(text('perft.nodes', { nodes: depth === 0 ? 1 : 0 }) + '\n');
      return EXIT.ok;
    }
    const started = process.hrtime.bigint();
    let nodes: number;
    if (values.divide || (io.isTTY && depth >= 4)) {
      const bar = progressBar(io, `perft ${depth}`);
      const rows = divide(rules, state.position, depth, (_row, done, total) => bar.update(done, total));
      bar.done();
      if (values.divide) for (const r of rows) io.stdout.write(`${r.move} ${r.nodes}\n`);
      nodes = depth === 0 ? 1 : rows.reduce((n, r) => n + r.nodes, 0);
    } else nodes = perft(rules, state.position, depth);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    io.stderr.write(
      text('perft.time', {
        seconds: localNumber(seconds.toFixed(3)),
        rate: localNumber(Math.round(nodes / Math.max(seconds, 1e-9))),
      }) + '\n',
    );
    io.stdout.write(text('perft.nodes', { nodes: localNumber(nodes) }) + '\n');
    return EXIT.ok;
  },
};
