/**
 * `arbiter pair --check FILE.trf` (also `arbiter pair-check FILE.trf`): re-pairs every round of a
 * finished TRF file with a pairing system that can check (`PairingSystem.check`; the FIDE Dutch
 * system unless `--system` names another) and reports each round whose recorded pairing differs,
 * with the first criterion that separates them. Exit 0 when every round is the system's pairing,
 * 1 when one differs.
 */
import { pairingSystems } from '@arbiter/toolkit';
import { formatPairing, parseTrf, type PairingSystem } from '@arbiter/tournament';
import { EXIT, type CliCommand, type Io } from '../command';
import { badInput, flags, readText, usage } from '../args';

/** Runs the check on one file and prints one line per round (pairs of differing rounds below it). */
export function pairCheck(path: string, io: Io, verbose = false, id = 'dutch'): number {
  const system = checkingSystem(id);
  const file = parseTrf(readText(path));
  if (!file.ok) return badInput(file.error);
  const report = system.check!(file.value);
  if (!report.ok) return badInput(report.error);
  let differ = 0;
  for (const r of report.value) {
    if (r.same) {
      io.stdout.write(`round ${r.round}: same as the ${system.name} pairing\n`);
      continue;
    }
    differ++;
    io.stdout.write(`round ${r.round}: differs, first by ${r.criterion} [${r.rule}]: ${r.note}\n`);
    if (verbose) {
      const lines = (t: string): string => t.trimEnd().split('\n').slice(1).join(', ');
      io.stdout.write(`  recorded: ${lines(formatPairing(r.actual))}\n`);
      io.stdout.write(`  ${system.id}: ${r.paired ? lines(formatPairing(r.paired)) : '(cannot be paired)'}\n`);
    }
  }
  io.stdout.write(
    `${report.value.length} rounds checked, ${differ} differ${differ === 0 ? `: every round is the ${system.name} pairing` : ''}\n`,
  );
  return differ === 0 ? EXIT.ok : EXIT.rejected;
}

/** The registered system `id`, if it can check a file (else a usage error naming those that can). */
export function checkingSystem(id: string): PairingSystem {
  const system = pairingSystems.get(id);
  if (!system?.check) {
    const able = [...pairingSystems.values()].filter((s) => s.check).map((s) => s.id);
    usage(`--check needs a system that can check a file: ${able.join(', ')}.`);
  }
  return system;
}

export const pairCheckCommand: CliCommand = {
  name: 'pair-check',
  summary: 'check every round of a finished TRF file against the FIDE Dutch pairing (or --system)',
  usage: `Usage: arbiter pair-check FILE.trf [--system <id>] [--verbose]   (the same as: arbiter pair --check FILE.trf)

Re-pairs each round of the file from the rounds before it (keeping that round's declared byes)
with the FIDE Dutch system (C.04.3, 2026) and prints, for each round, whether the recorded
pairing is the Dutch one; when not, the first criterion that separates them (C1-C21, "order"
for an equally good pairing that comes later in the Dutch order, "colours" for the colour
allocation). --verbose prints both pairings of a differing round. Exit 1 if any round differs.`,
  run(args, io) {
    const { values, positionals } = flags(args, {
      verbose: { type: 'boolean' },
      check: { type: 'boolean' },
      system: { type: 'string' },
    });
    if (positionals.length !== 1) usage('Give exactly one TRF file.');
    return pairCheck(positionals[0], io, values.verbose === true, values.system ?? 'dutch');
  },
};
