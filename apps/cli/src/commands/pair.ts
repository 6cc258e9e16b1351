/**
 * `arbiter pair FILE.trf --system round-robin`: pairs the next round of a TRF file and prints it
 * in the pairs format (number of lines, `WHITE BLACK` per board, `ID 0` for a bye), as a table
 * with names (`--format table`) or as CSV (`--format csv`); the table and the CSV come from the
 * tournament package's one export, as the server's round views do. Systems come from the toolkit's `pairingSystems`; a new system
 * registers there. A system that would pair two players again who already met (a round robin
 * asked to continue a Swiss file) is refused: the file was not paired by it.
 */
import { catalogues } from '@arbiter/toolkit';
import { refuse } from '@arbiter/kernel';
import {
  exportCsv,
  exportText,
  formatPairing,
  pairingExport,
  pairingInputFromTrf,
  parsePairing,
  type PairingInput,
  type PairingSystem,
  type RoundPairing,
  type TrfFile,
} from '@arbiter/tournament';
import { pairingSystems } from '@arbiter/toolkit';
import { pairCheck } from './pair-check';
import { CliFailure, EXIT, type CliCommand } from '../command';

import { cliMessages } from '../catalogue';
import { badInput, flags, format, readText, usage } from '../args';
import { currentLocale, rejectionLine, text } from '../messages';
import { readTrf } from '../trf-file';

function pairKeys(p: RoundPairing): string[] {
  return [...p.boards.map((b) => `${b.white}-${b.black}`), ...(p.pab === null ? [] : [`${p.pab}-0`])].sort();
}

/** A board of the new pairing whose players met before, with the round they met in; null when none. */
function repeatedBoard(input: PairingInput, pairing: RoundPairing) {
  for (const b of pairing.boards) {
    const white = input.players.find((p) => p.id === b.white);
    if (!white?.playedOpponents.has(b.black)) continue;
    const round = white.history.findIndex((h) => h.opponent === b.black) + 1;
    return { ...b, round: round > 0 ? round : '?' };
  }
  return null;
}

/** The pairing as the one export makes it: boards with names, then the PAB, the byes and who rests. */
function exported(trf: TrfFile, pairing: RoundPairing) {
  return pairingExport(pairing, (id) => trf.players.find((p) => p.id === id)?.name ?? '');
}

export const pairCommand: CliCommand = {
  name: 'pair',
  usage: () => text('pair.usage', { systems: [...pairingSystems.keys()].join('|') }),
  catalogues: () => catalogues,
  run(args, io) {
    const { values, positionals } = flags(args, {
      system: { type: 'string' },
      format: { type: 'string' },
      expected: { type: 'string' },
      check: { type: 'boolean' },
      verbose: { type: 'boolean' },
    });
    if (positionals.length !== 1) usage('usage.oneTrf');
    if (values.check) return pairCheck(positionals[0], io, values.verbose === true, values.system ?? 'dutch');
    const fmt = format(values.format, ['pairs', 'table', 'csv'] as const, 'pairs');
    const id = values.system ?? 'dutch';
    const system: PairingSystem | undefined = pairingSystems.get(id);
    if (!system) return usage('usage.system', { systems: [...pairingSystems.keys()].join(', ') });
    const trf = readTrf(positionals[0]);
    const input = pairingInputFromTrf(trf);
    if (!input.ok) throw new CliFailure(input.error, EXIT.rejected);
    const pairing = system.pair(input.value);
    if (!pairing.ok) throw new CliFailure(pairing.error, EXIT.rejected);
    const repeated = repeatedBoard(input.value, pairing.value);
    if (repeated)
      throw new CliFailure(
        refuse(
          cliMessages,
          'ERR_SYSTEM_REPEATS_PAIRING',
          {
            system: system.id,
            white: repeated.white,
            black: repeated.black,
            round: repeated.round,
            suggested: 'dutch',
          },
          system.rule,
        ),
        EXIT.rejected,
      );
    const pairsText = formatPairing(pairing.value);
    io.stdout.write(
      fmt === 'table'
        ? `${text('pair.round', { round: pairing.value.round })}\n${exportText(exported(trf, pairing.value), currentLocale())}`
        : fmt === 'csv'
          ? exportCsv(exported(trf, pairing.value))
          : pairsText,
    );
    if (values.expected) {
      const expected = parsePairing(readText(values.expected));
      if (!expected) return badInput(refuse(cliMessages, 'ERR_PAIRS_SYNTAX', { file: values.expected }));
      const mine = pairKeys(parsePairing(pairsText)!);
      const theirs = pairKeys(expected);
      const missing = theirs.filter((k) => !mine.includes(k));
      const extra = mine.filter((k) => !theirs.includes(k));
      if (missing.length || extra.length) {
        io.stderr.write(
          rejectionLine(
            refuse(
              cliMessages,
              'ERR_PAIRING_DIFFERS',
              { expected: missing.join(' ') || '-', got: extra.join(' ') || '-' },
              system.rule,
            ),
          ) + '\n',
        );
        return EXIT.rejected;
      }
      io.stderr.write(text('pair.matches') + '\n');
    }
    return EXIT.ok;
  },
};
