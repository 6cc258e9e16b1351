/**
 * One export of standings, crosstable and pairings for every shell: the rows are made here once,
 * then written as machine CSV (`exportCsv`: stable English keys, fixed decimals, the same bytes
 * from the CLI and the server) or as human text (`exportText`: labels and words in the reader's
 * language, aligned columns).
 * Trade-off: cells hold machine values (`1-0`, `pab`, `2.5`); the text form alone turns the
 * words among them into English or Czech, so a script reading the CSV never meets a translation.
 */
import type { Locale, Localized } from '@arbiter/kernel';
import { csvText } from './csv';
import { scoreOf, type Crosstable } from './crosstable';
import type { BoardResult } from './events';
import { formatValue, type StandingsTable } from './standings';
import type { PlayerId, RequestedBye, RoundEntry } from './vocabulary';

/** A column: its machine key (the CSV header), its label in each language (the text header). */
export interface ExportColumn {
  readonly key: string;
  readonly label: Localized;
  /** Numbers: written unquoted in CSV and aligned right in text. */
  readonly numeric?: boolean;
}

/** A table to export: columns, rows of machine values, the words some values stand for in text. */
export interface ExportTable {
  readonly columns: readonly ExportColumn[];
  readonly rows: readonly (readonly string[])[];
  /** Human words for the machine values of one column (used in the text form only). */
  readonly words?: { readonly column: string; readonly values: Readonly<Record<string, Localized>> };
  /** Lines under the table in the text form only (why a round was paired by hand). */
  readonly notes?: readonly Localized[];
}

const same = (word: string): Localized => ({ en: word, cs: word });

/** The table as machine CSV: keys as header, values as they are, CRLF records. */
export function exportCsv(table: ExportTable): string {
  return csvText(
    table.columns.map((c) => c.key),
    table.rows,
    table.columns.map((c) => c.numeric === true),
  );
}

/**
 * A number as a reader of the language writes it: in Czech a decimal comma and, from four digits,
 * no-break spaces between thousands from five digits (`12 345,5`; a rating stays `2191`); English as written. Anything else stays as it is.
 */
export function numeral(value: string, locale: Locale): string {
  if (locale !== 'cs') return value;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m) return value;
  const whole = m[2].length >= 5 ? m[2].replace(/\B(?=(\d{3})+$)/g, '\u00a0') : m[2];
  return `${m[1]}${whole}${m[3] === undefined ? '' : `,${m[3]}`}`;
}

/** The table as aligned text in a language: labels and words translated, numbers to the right. */
export function exportText(table: ExportTable, locale: Locale): string {
  const words = table.words;
  const at = words ? table.columns.findIndex((c) => c.key === words.column) : -1;
  const word = (v: string, c: number) =>
    c === at && Object.hasOwn(words!.values, v) ? words!.values[v][locale] : v;
  const cell = (v: string, c: number) => (table.columns[c].numeric ? numeral(v, locale) : word(v, c));
  const rows = [table.columns.map((c) => c.label[locale]), ...table.rows.map((r) => r.map(cell))];
  const widths = table.columns.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  const line = (r: readonly string[]) =>
    r
      .map((cell, c) => (table.columns[c].numeric ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  return [...rows.map(line), ...(table.notes ?? []).map((n) => n[locale])].join('\n') + '\n';
}

const RANK: ExportColumn = { key: 'rank', label: { en: 'Rank', cs: 'Pořadí' }, numeric: true };
const ID: ExportColumn = { key: 'id', label: { en: 'No', cs: 'St. č.' }, numeric: true };
const NAME: ExportColumn = { key: 'name', label: { en: 'Name', cs: 'Jméno' } };
const RATING: ExportColumn = { key: 'rating', label: same('Rating'), numeric: true };
const POINTS: ExportColumn = { key: 'PTS', label: { en: 'Points', cs: 'Body' }, numeric: true };
const PTS_PRECISION = { precision: 1 };

/** An unrated player's rating cell: empty. */
const rating = (r: number) => (r > 0 ? String(r) : '');

/**
 * The standings: `rank,id,name,rating,PTS` and one column per tie-break under its FIDE C.07 code;
 * points with one decimal, each tie-break with its own precision.
 */
export function standingsExport(table: StandingsTable): ExportTable {
  return {
    columns: [
      RANK,
      ID,
      NAME,
      RATING,
      POINTS,
      ...table.tieBreaks.map((t) => ({ key: t.code, label: same(t.code), numeric: true })),
    ],
    rows: table.rows.map((r) => [
      String(r.rank),
      String(r.player.id),
      r.player.name,
      rating(r.player.rating),
      formatValue(r.points, PTS_PRECISION),
      ...r.values.map((v, i) => formatValue(v, table.tieBreaks[i])),
    ]),
  };
}

/** One round of a crosstable as a cell: opponent (or `-`), colour `w`/`b` (or `-`), TRF result code: `5w1`, `-Z`. */
export function crosstableCell(e: RoundEntry): string {
  const colour = e.colour === 'white' ? 'w' : e.colour === 'black' ? 'b' : e.opponent === null ? '' : '-';
  return `${e.opponent ?? '-'}${colour}${e.result}`;
}

/** The crosstable: `id,name,rating,PTS` and one column per round (`r1`, `r2` ...) of `crosstableCell`s. */
export function crosstableExport(crosstable: Crosstable): ExportTable {
  return {
    columns: [
      ID,
      NAME,
      RATING,
      POINTS,
      ...Array.from({ length: crosstable.rounds }, (_, i) => ({
        key: `r${i + 1}`,
        label: { en: `R${i + 1}`, cs: `${i + 1}. k.` },
      })),
    ],
    rows: crosstable.players.map((p) => [
      String(p.id),
      p.name,
      rating(p.rating),
      formatValue(scoreOf(p, crosstable.pointSystem), PTS_PRECISION),
      ...p.rounds.map(crosstableCell),
    ]),
  };
}

/** A paired round as both shells know it: boards (with results once entered), the PAB, byes and rests. */
export interface PairedRound {
  readonly boards: readonly {
    readonly white: PlayerId;
    readonly black: PlayerId;
    readonly result?: BoardResult | null;
  }[];
  readonly pab: PlayerId | null;
  readonly byes: readonly { readonly player: PlayerId; readonly kind: RequestedBye }[];
  readonly rests?: readonly PlayerId[];
  /** Why the arbiter paired the round by hand (text form only). */
  readonly overrideReason?: string | null;
}

/** What an unpaired player's row says in the `result` column, and its words. */
const UNPAIRED_WORDS: Readonly<Record<string, Localized>> = {
  pab: { en: 'bye (PAB)', cs: 'volno (přidělené losováním)' },
  'bye-half': { en: 'bye (half)', cs: 'volno (půl bodu)' },
  'bye-full': { en: 'bye (full)', cs: 'volno (celý bod)' },
  'bye-zero': { en: 'bye (zero)', cs: 'volno (bez bodu)' },
  rest: { en: 'rest', cs: 'bez partie' },
};

/**
 * A round's pairings: `board,white,white_name,result,black,black_name`, one row per board (the
 * result empty until entered), then one row per player without a game, with `pab`, `bye-half`,
 * `bye-full`, `bye-zero` or `rest` as the result: the PAB, the requested byes by pairing number, then who rests.
 */
export function pairingExport(round: PairedRound, nameOf: (id: PlayerId) => string): ExportTable {
  const unpaired = (id: PlayerId, kind: string) => ['', String(id), nameOf(id), kind, '', ''];
  return {
    columns: [
      { key: 'board', label: { en: 'Board', cs: 'Šachovnice' }, numeric: true },
      { key: 'white', label: { en: 'No', cs: 'St. č.' }, numeric: true },
      { key: 'white_name', label: { en: 'White', cs: 'Bílý' } },
      { key: 'result', label: { en: 'Result', cs: 'Výsledek' } },
      { key: 'black', label: { en: 'No', cs: 'St. č.' }, numeric: true },
      { key: 'black_name', label: { en: 'Black', cs: 'Černý' } },
    ],
    rows: [
      ...round.boards.map((b, i) => [
        String(i + 1),
        String(b.white),
        nameOf(b.white),
        b.result ?? '',
        String(b.black),
        nameOf(b.black),
      ]),
      ...(round.pab === null ? [] : [unpaired(round.pab, 'pab')]),
      ...[...round.byes].sort((a, b) => a.player - b.player).map((b) => unpaired(b.player, `bye-${b.kind}`)),
      ...[...(round.rests ?? [])].sort((a, b) => a - b).map((id) => unpaired(id, 'rest')),
    ],
    words: { column: 'result', values: UNPAIRED_WORDS },
    notes: round.overrideReason
      ? [{ en: `paired by hand: ${round.overrideReason}`, cs: `vylosováno ručně: ${round.overrideReason}` }]
      : [],
  };
}
