/**
 * `arbiter standings FILE.trf --tiebreaks BH/C1,BH,SB [--format text|csv|json]`: ranks the
 * players of a TRF file by points and FIDE C.07 tie-breaks.
 */
import {
  crosstableFromTrf,
  formatValue,
  openRound,
  parseTieBreakList,
  parseTrf,
  standings,
  trfHeader,
  type StandingsTable,
} from '@arbiter/tournament';
import { CliFailure, EXIT, type CliCommand } from '../command';
import { badInput, flags, readText, usage } from '../args';

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
  const head = ['Rk', 'No', 'Name', 'PTS', ...table.tieBreaks.map((t) => t.code)];
  const rows = table.rows.map((r) => [
    String(r.rank),
    String(r.player.id),
    r.player.name,
    r.points.toFixed(1),
    ...r.values.map((v, j) => formatValue(v, table.tieBreaks[j])),
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
  summary: 'rank the players of a TRF file by points and FIDE tie-breaks',
  usage: `Usage: arbiter standings FILE.trf [--tiebreaks BH/C1,BH,SB] [--format text|csv|json] [--round N]

Reads a FIDE TRF(-2026) file and prints the standings after its last complete round (or after
round N): rank, pairing number, name, points, then each tie-break in the order given.
Tie-breaks (FIDE C.07, 2026): PTS BH SB PS DE WIN WON BPG BWG ARO TPR KS; BH, SB, PS and ARO
take /C1 (cut the least significant value) and /M1 (median). Without --tiebreaks, the file's
212/202 record is used, else BH/C1,BH,SB.
csv: a header "rank,id,name,PTS,<codes>" and one row per player, numbers in decimal.`,
  run(args, io) {
    const { values, positionals } = flags(args, {
      tiebreaks: { type: 'string' },
      format: { type: 'string' },
      round: { type: 'string' },
    });
    if (positionals.length !== 1) usage('Give exactly one TRF file.');
    const format = (values.format ?? 'text') as (typeof FORMATS)[number];
    if (!FORMATS.includes(format)) usage(`--format takes ${FORMATS.join(', ')}.`);
    const round = values.round === undefined ? undefined : Number(values.round);
    if (round !== undefined && (!Number.isInteger(round) || round < 0))
      usage('--round takes a whole number.');
    const file = parseTrf(readText(positionals[0]));
    if (!file.ok) return badInput(file.error);
    const listText =
      values.tiebreaks ??
      (trfHeader(file.value, '212') ?? trfHeader(file.value, '202'))?.replace(/\bPTS\b,?/, '') ??
      'BH/C1,BH,SB';
    const list = parseTieBreakList(listText);
    if (!list.ok) throw new CliFailure(list.error, EXIT.usage);
    // without --round: the standings after the last round whose games all have results
    const open = openRound(file.value);
    const table = crosstableFromTrf(file.value, round ?? (open === null ? undefined : open - 1));
    if (!table.ok) return badInput(table.error);
    const result = standings(table.value, list.value);
    io.stdout.write(format === 'csv' ? asCsv(result) : format === 'json' ? asJson(result) : asText(result));
    return EXIT.ok;
  },
};
