/**
 * `arbiter standings FILE.trf --tiebreaks BH/C1,BH,SB [--format text|csv|json]`: ranks the
 * players of a TRF file by points and FIDE C.07 tie-breaks. With `--explain PLAYER` (pairing
 * number or name), prints that player's tie-breaks as sums instead (`standings-explain.ts`).
 */
import { catalogues } from '@arbiter/toolkit';
import {
  crosstableFromTrf,
  explainTieBreaks,
  findPlayer,
  formatValue,
  openRound,
  parseTieBreakList,
  standings,
  trfHeader,
  type StandingsTable,
} from '@arbiter/tournament';
import { CliFailure, EXIT, type CliCommand } from '../command';
import { badInput, flags, usage } from '../args';
import { localNumber } from '../locale';
import { text } from '../messages';
import { readTrf } from '../trf-file';
import { breakdownText } from './standings-explain';

const FORMATS = ['text', 'csv', 'json'] as const;

/** One CSV field (RFC 4180): quoted when it holds a quote, a comma or a line break (CR too). */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function asCsv(table: StandingsTable): string {
  const head = ['rank', 'id', 'name', 'PTS', ...table.tieBreaks.map((t) => t.code)];
  const rows = table.rows.map((r) =>
    [
      String(r.rank),
      String(r.player.id),
      csvField(r.player.name),
      r.points.toFixed(1),
      ...r.values.map((v, j) => formatValue(v, table.tieBreaks[j])),
    ].join(','),
  );
  return [head.join(','), ...rows].join('\n') + '\n';
}

function asText(table: StandingsTable): string {
  const head = [...text('standings.head').split('|'), ...table.tieBreaks.map((t) => t.code)];
  const rows = table.rows.map((r) => [
    String(r.rank),
    String(r.player.id),
    r.player.name,
    localNumber(r.points.toFixed(1)),
    ...r.values.map((v, j) => localNumber(formatValue(v, table.tieBreaks[j]))),
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (c === 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)].join('\n') + '\n';
}

function asJson(table: StandingsTable): string {
  return (
    JSON.stringify(
      {
        rounds: table.rounds,
        tieBreaks: table.tieBreaks.map((t) => ({ code: t.code, rule: t.rule, precision: t.precision })),
        rows: table.rows.map((r) => ({
          rank: r.rank,
          id: r.player.id,
          name: r.player.name,
          PTS: r.points,
          ...Object.fromEntries(
            r.values.map((v, j) => [table.tieBreaks[j].code, Number(formatValue(v, table.tieBreaks[j]))]),
          ),
        })),
      },
      null,
      2,
    ) + '\n'
  );
}

export const standingsCommand: CliCommand = {
  name: 'standings',
  usage: () => text('standings.usage'),
  catalogues: () => catalogues,
  run(args, io) {
    const { values, positionals } = flags(args, {
      tiebreaks: { type: 'string' },
      format: { type: 'string' },
      round: { type: 'string' },
      explain: { type: 'string' },
    });
    if (positionals.length !== 1) usage('usage.oneTrf');
    const format = (values.format ?? 'text') as (typeof FORMATS)[number];
    if (!FORMATS.includes(format)) usage('usage.format', { allowed: FORMATS.join(', '), value: format });
    const round = values.round === undefined ? undefined : Number(values.round);
    if (round !== undefined && (!Number.isInteger(round) || round < 0)) usage('usage.round');
    const trf = readTrf(positionals[0]);
    const listText =
      values.tiebreaks ??
      (trfHeader(trf, '212') ?? trfHeader(trf, '202'))?.replace(/\bPTS\b,?/, '') ??
      'BH/C1,BH,SB';
    const list = parseTieBreakList(listText);
    if (!list.ok) throw new CliFailure(list.error, EXIT.usage);
    // without --round: the standings after the last round whose games all have results
    const open = openRound(trf);
    const table = crosstableFromTrf(trf, round ?? (open === null ? undefined : open - 1));
    if (!table.ok) return badInput(table.error);
    const result = standings(table.value, list.value);
    if (values.explain !== undefined) {
      if (format === 'csv') usage('usage.explainFormat', { value: format });
      const player = findPlayer(table.value, values.explain);
      if (!player.ok) throw new CliFailure(player.error, EXIT.usage);
      const explained = explainTieBreaks(table.value, result, player.value.id);
      if (!explained.ok) throw new CliFailure(explained.error, EXIT.usage);
      io.stdout.write(
        format === 'json' ? JSON.stringify(explained.value, null, 2) + '\n' : breakdownText(explained.value),
      );
      return EXIT.ok;
    }
    io.stdout.write(format === 'csv' ? asCsv(result) : format === 'json' ? asJson(result) : asText(result));
    return EXIT.ok;
  },
};
