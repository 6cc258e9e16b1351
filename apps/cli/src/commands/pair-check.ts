/**
 * `arbiter pair --check FILE.trf` (also `arbiter pair-check FILE.trf`): re-pairs every round of a
 * finished TRF file with a pairing system that can check (`PairingSystem.check`; the FIDE Dutch
 * system unless `--system` names another) and reports each round whose recorded pairing differs,
 * with the first criterion that separates them. Exit 0 when every round is the system's pairing,
 * 1 when one differs.
 */
import { catalogues, pairingSystems } from '@arbiter/toolkit';
import { formatPairing, pairingEditsOf, type PairingSystem } from '@arbiter/tournament';
import { EXIT, type CliCommand, type Io } from '../command';
import { badInput, flags, usage } from '../args';
import { message, text } from '../messages';
import { readTrf } from '../trf-file';

/** Runs the check on one file and prints one line per round (pairs of differing rounds below it). */
export function pairCheck(path: string, io: Io, verbose = false, id = 'dutch'): number {
  const system = checkingSystem(id);
  const file = readTrf(path);
  const report = system.check!(file);
  if (!report.ok) return badInput(report.error);
  // the arbiter's edits the file records (`###` lines): named before the verdicts of their rounds
  for (const edit of pairingEditsOf(file))
    io.stdout.write(
      text('pairCheck.edited', {
        round: edit.round,
        criteria:
          edit.criteria.length === 0
            ? text('pairCheck.editedNone')
            : edit.criteria.map((c) => `${c.criterion} [${c.rule}]`).join(', '),
        reason: edit.reason,
      }) + '\n',
    );
  let differ = 0;
  for (const r of report.value) {
    if (r.same) {
      io.stdout.write(text('pairCheck.same', { round: r.round }) + '\n');
      continue;
    }
    differ++;
    io.stdout.write(
      text('pairCheck.differs', {
        round: r.round,
        criterion: r.criterion ?? '',
        rule: r.rule ?? '',
        // the note names the players in English; the verdict's catalogue text says it in Czech
        note: r.code ? message({ code: r.code, rule: r.rule ?? '', message: r.note }) : r.note,
      }) + '\n',
    );
    if (verbose) {
      const lines = (t: string): string => t.trimEnd().split('\n').slice(1).join(', ');
      io.stdout.write(text('pairCheck.recorded', { pairs: lines(formatPairing(r.actual)) }) + '\n');
      io.stdout.write(
        text('pairCheck.dutch', {
          pairs: r.paired ? lines(formatPairing(r.paired)) : text('pairCheck.unpairable'),
        }) + '\n',
      );
    }
  }
  io.stdout.write(
    text(differ === 0 ? 'pairCheck.allSame' : 'pairCheck.total', { rounds: report.value.length, differ }) +
      '\n',
  );
  return differ === 0 ? EXIT.ok : EXIT.rejected;
}

/** The registered system `id`, if it can check a file (else a usage error naming those that can). */
export function checkingSystem(id: string): PairingSystem {
  const system = pairingSystems.get(id);
  if (!system?.check) {
    const able = [...pairingSystems.values()].filter((s) => s.check).map((s) => s.id);
    usage('usage.checkSystem', { systems: able.join(', ') });
  }
  return system;
}

export const pairCheckCommand: CliCommand = {
  name: 'pair-check',
  usage: () => text('pairCheck.usage'),
  catalogues: () => catalogues,
  run(args, io) {
    const { values, positionals } = flags(args, {
      verbose: { type: 'boolean' },
      check: { type: 'boolean' },
      system: { type: 'string' },
    });
    if (positionals.length !== 1) usage('usage.oneTrf');
    return pairCheck(positionals[0], io, values.verbose === true, values.system ?? 'dutch');
  },
};
