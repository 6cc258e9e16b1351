/**
 * `arbiter pair FILE.trf --system round-robin`: pairs the next round of a TRF file and prints it
 * in the pairs format (number of lines, `WHITE BLACK` per board, `ID 0` for a bye).
 * Systems come from the toolkit's `pairingSystems`; a new system registers there.
 */
import {
  formatPairing,
  pairingInputFromTrf,
  parsePairing,
  parseTrf,
  type RoundPairing,
} from '@arbiter/tournament';
import { pairingSystems } from '@arbiter/toolkit';
import { pairCheck } from './pair-check';
import { CliFailure, EXIT, rejectionLine, type CliCommand } from '../command';
import { badInput, flags, readText, usage } from '../args';

function pairKeys(p: RoundPairing): string[] {
  return [...p.boards.map((b) => `${b.white}-${b.black}`), ...(p.pab === null ? [] : [`${p.pab}-0`])].sort();
}

export const pairCommand: CliCommand = {
  name: 'pair',
  summary: 'pair the next round of a TRF file with a pairing system',
  usage: `Usage: arbiter pair FILE.trf [--system <${[...pairingSystems.keys()].join('|')}>] [--expected FILE.pairs]
       arbiter pair --check FILE.trf [--verbose]

The system is the FIDE Dutch Swiss unless --system names another.
With --check, re-pairs every round of the file by the Dutch system and reports each round whose
recorded pairing differs, with the first criterion that separates the two (exit 1 when any does).

Pairs the round after the last paired round of the file. Players with "0000 - H/F/Z" (or a
240 record) in that round are not paired. Prints the number of lines, then "WHITE BLACK" per
board, and "ID 0" for a player without a game (PAB, or the round robin's bye).
With --expected, compares the boards and the bye with a pairs file (order ignored) and exits 1
when they differ.`,
  run(args, io) {
    const { values, positionals } = flags(args, {
      system: { type: 'string' },
      expected: { type: 'string' },
      check: { type: 'boolean' },
      verbose: { type: 'boolean' },
    });
    if (positionals.length !== 1) usage('Give exactly one TRF file.');
    if (values.check) {
      if (values.system && values.system !== 'dutch') usage('--check re-pairs by the Dutch system only.');
      return pairCheck(positionals[0], io, values.verbose === true);
    }
    const id = values.system ?? 'dutch';
    const system = pairingSystems.get(id);
    if (!system) usage(`--system takes one of: ${[...pairingSystems.keys()].join(', ')}.`);
    const file = parseTrf(readText(positionals[0]));
    if (!file.ok) return badInput(file.error);
    const input = pairingInputFromTrf(file.value);
    if (!input.ok) throw new CliFailure(input.error, EXIT.rejected);
    const pairing = system.pair(input.value);
    if (!pairing.ok) throw new CliFailure(pairing.error, EXIT.rejected);
    const text = formatPairing(pairing.value);
    io.stdout.write(text);
    if (values.expected) {
      const expected = parsePairing(readText(values.expected));
      if (!expected) {
        io.stderr.write(`error ERR_PAIRS_SYNTAX [ARB]: ${values.expected} is not a pairs file.\n`);
        return EXIT.input;
      }
      const mine = pairKeys(parsePairing(text)!);
      const theirs = pairKeys(expected);
      const missing = theirs.filter((k) => !mine.includes(k));
      const extra = mine.filter((k) => !theirs.includes(k));
      if (missing.length || extra.length) {
        io.stderr.write(
          rejectionLine({
            code: 'ERR_PAIRING_DIFFERS',
            rule: system.rule,
            message: `expected ${missing.join(' ') || '-'}, got ${extra.join(' ') || '-'}`,
          }) + '\n',
        );
        return EXIT.rejected;
      }
      io.stderr.write('pairing matches the expected file\n');
    }
    return EXIT.ok;
  },
};
