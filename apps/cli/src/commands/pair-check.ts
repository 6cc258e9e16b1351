/**
 * `arbiter pair --check FILE.trf` (also `arbiter pair-check FILE.trf`): re-pairs every round of a
 * finished TRF file with the FIDE Dutch system and reports each round whose recorded pairing
 * differs, with the first criterion that separates them. Exit 0 when every round is the Dutch
 * pairing, 1 when one differs.
 */
import { catalogues } from '@arbiter/toolkit';
import { checkTournament } from '@arbiter/swiss-dutch';
import { formatPairing } from '@arbiter/tournament';
import { EXIT, type CliCommand, type Io } from '../command';
import { badInput, flags, usage } from '../args';
import { message, text } from '../messages';
import { readTrf } from '../trf-file';

/** Runs the check on one file and prints one line per round (pairs of differing rounds below it). */
export function pairCheck(path: string, io: Io, verbose = false): number {
  const report = checkTournament(readTrf(path));
  if (!report.ok) return badInput(report.error);
  let differ = 0;
  for (const r of report.value) {
    if (r.same) {
      io.stdout.write(text('pairCheck.same', { round: r.round }) + '\n');
      continue;
    }
    differ++;
    io.stdout.write(text('pairCheck.differs', {
        round: r.round,
        criterion: r.criterion ?? '',
        rule: r.rule ?? '',
        // the note names the players in English; the verdict's catalogue text says it in Czech
        note: r.code ? message({ code: r.code, rule: r.rule ?? '', message: r.note }) : r.note,
      }) + '\n');
    if (verbose) {
      const lines = (t: string): string => t.trimEnd().split('\n').slice(1).join(', ');
      io.stdout.write(text('pairCheck.recorded', { pairs: lines(formatPairing(r.actual)) }) + '\n');
      io.stdout.write(
        text('pairCheck.dutch', { pairs: r.dutch ? lines(formatPairing(r.dutch)) : text('pairCheck.unpairable') }) + '\n',
      );
    }
  }
  io.stdout.write(
    text(differ === 0 ? 'pairCheck.allSame' : 'pairCheck.total', { rounds: report.value.length, differ }) + '\n',
  );
  return differ === 0 ? EXIT.ok : EXIT.rejected;
}

export const pairCheckCommand: CliCommand = {
  name: 'pair-check',
  usage: () => text('pairCheck.usage'),
  catalogues: () => catalogues,
  run(args, io) {
    const { values, positionals } = flags(args, { verbose: { type: 'boolean' }, check: { type: 'boolean' } });
    if (positionals.length !== 1) usage('usage.oneTrf');
    return pairCheck(positionals[0], io, values.verbose === true);
  },
};
