/** `arbiter perft <game> --depth N`: count the legal-move tree; the last line is `nodes <N>`. */
import { divide, perft } from '@arbiter/kernel';
import { EXIT, type CliCommand } from '../command';
import { flags, gameRules, positionFlags, positionFrom, usage } from '../args';
import { progressBar } from '../progress';

export const perftCommand: CliCommand = {
  name: 'perft',
  summary: 'count the legal-move tree to a depth (perft), optionally split by first move',
  usage: `Usage: arbiter perft <game> --depth N [--setup NAME | --position STR] [--options k=v,...] [--moves "m1 m2 ..."] [--divide]

Counts the leaf nodes of the legal-move tree. With --divide, prints one line per
first move ("<move> <nodes>") before the total. The last line is always "nodes <N>";
the time taken goes to stderr.`,
  run(args, io) {
    const { values, positionals } = flags(args, {
      ...positionFlags,
      depth: { type: 'string' },
      divide: { type: 'boolean' },
    });
    const rules = gameRules(positionals[0]);
    if (positionals.length > 1) usage(`Unexpected argument "${positionals[1]}".`);
    const depth = Number(values.depth);
    if (!values.depth || !Number.isInteger(depth) || depth < 0 || depth > 12)
      usage('--depth takes a whole number from 0 to 12.');
    const state = positionFrom(rules, values);
    if (state.phase !== 'play') usage('The position is not in play (setup unfinished or game over).');
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
    io.stderr.write(`time ${seconds.toFixed(3)} s, ${Math.round(nodes / Math.max(seconds, 1e-9))} nodes/s\n`);
    io.stdout.write(`nodes ${nodes}\n`);
    return EXIT.ok;
  },
};
