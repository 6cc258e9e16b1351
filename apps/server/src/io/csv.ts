/**
 * Reading players from CSV (RFC 4180: quoted fields, doubled quotes, CRLF or LF). CSV views are
 * written by the tournament package's one export (`exportCsv`), the same as the CLI's. Columns are found by header name in English or Czech, with case, spacing,
 * punctuation and diacritics ignored: `name`/`jméno` (required), `rating`/`ELO`, `FIDE id`/`FIDE ID`,
 * `title`/`titul`, `federation`/`federace`, `birth year`/`rok narození` (see `HEADER_ALIASES`); a
 * name split as `příjmení` + `jméno` is joined as `Surname, Given`.
 * Trade-off: a bad cell refuses the whole file with its line and column, so an import is all or nothing.
 */
import { err, ok, type Result } from '@arbiter/kernel';
import { serverRejection } from '../http/problems';

/** One player as a CSV line gives it. */
export interface CsvPlayer {
  readonly name: string;
  readonly rating?: number;
  readonly fideId?: string;
  readonly title?: string;
  readonly federation?: string;
  readonly birthYear?: number;
}

/** Splits CSV text into rows of fields. */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',' || c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/**
 * What a column holds: a player's field, or the surname when a list splits the name in two
 * (`Příjmení;Jméno`): then the name column holds the given name and the player is named
 * `Surname, Given` as FIDE lists write it.
 */
export type CsvColumn = keyof CsvPlayer | 'surname';

/**
 * Header names and the field each one fills, written as `headerKey` leaves them (lower case, no
 * diacritics, no spaces or punctuation). English first, then the names Czech club lists use
 * (`Jméno`, `Příjmení a jméno`, `Elo`, `FIDE ID`, `Titul`, `Federace`/`Stát`, `Rok narození`/`Ročník`).
 */
export const HEADER_ALIASES: Readonly<Record<string, CsvColumn>> = {
  name: 'name',
  player: 'name',
  firstname: 'name',
  givenname: 'name',
  jmeno: 'name',
  surname: 'surname',
  lastname: 'surname',
  prijmeni: 'surname',
  jmenoaprijmeni: 'name',
  prijmeniajmeno: 'name',
  hrac: 'name',
  rating: 'rating',
  elo: 'rating',
  fiderating: 'rating',
  ratingfide: 'rating',
  elofide: 'rating',
  fideelo: 'rating',
  fideid: 'fideId',
  fide: 'fideId',
  idfide: 'fideId',
  title: 'title',
  titul: 'title',
  federation: 'federation',
  fed: 'federation',
  federace: 'federation',
  stat: 'federation',
  birthyear: 'birthYear',
  born: 'birthYear',
  roknarozeni: 'birthYear',
  narozen: 'birthYear',
  narozeni: 'birthYear',
  rocnik: 'birthYear',
};

/** A header name as `HEADER_ALIASES` spells it: `Rok narození` -> `roknarozeni`, `FIDE_ID` -> `fideid`. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A number column's name in a Czech refusal. */
const CS_COLUMN: Readonly<Record<string, string>> = { rating: 'rating', birthYear: 'rok narození' };
const NAME_LONG = { en: 'the name is longer than 120 characters', cs: 'jméno je delší než 120 znaků' };

/** Players from CSV text, or the first bad cell (its detail in English and Czech). */
export function parsePlayersCsv(text: string): Result<CsvPlayer[]> {
  const rows = parseCsvRows(text);
  if (rows.length === 0) return err(serverRejection('ERR_IMPORT_EMPTY'));
  const header = rows[0].map((h) =>
    Object.hasOwn(HEADER_ALIASES, headerKey(h)) ? HEADER_ALIASES[headerKey(h)] : undefined,
  );
  const split = header.includes('surname');
  if (!header.includes('name') && !split)
    return err(serverRejection('ERR_CSV_HEADER', { columns: rows[0].join(', ') }));
  const players: CsvPlayer[] = [];
  for (let r = 1; r < rows.length; r++) {
    const out: Record<string, string | number> = {};
    for (let c = 0; c < header.length; c++) {
      const key = header[c];
      const cell = (rows[r][c] ?? '').trim();
      if (!key || cell === '') continue;
      const bad = (detail: string, detailCs: string) =>
        err(serverRejection('ERR_CSV_FIELD', { line: r + 1, column: c + 1, detail, detailCs }));
      if (key === 'rating' || key === 'birthYear') {
        if (!/^\d{1,4}$/.test(cell))
          return bad(`${key} "${cell}" is not a whole number`, `${CS_COLUMN[key]} „${cell}“ není celé číslo`);
        const n = Number(cell);
        if (key === 'birthYear' && (n < 1900 || n > 2100))
          return bad(`birth year ${n} is out of range`, `rok narození ${n} je mimo rozsah 1900–2100`);
        out[key] = n;
      } else if (key === 'fideId') {
        if (!/^\d{1,12}$/.test(cell))
          return bad(`FIDE id "${cell}" is not digits`, `FIDE ID „${cell}“ nejsou číslice`);
        out[key] = cell;
      } else if (key === 'federation') {
        if (!/^[A-Za-z]{3}$/.test(cell))
          return bad(
            `federation "${cell}" is not a three-letter code`,
            `federace „${cell}“ není třípísmenný kód`,
          );
        out[key] = cell.toUpperCase();
      } else if (key === 'title') {
        if (!/^(W?[GIFC]M|GM|IM|FM|CM)$/i.test(cell))
          return bad(`title "${cell}" is not a FIDE title`, `titul „${cell}“ není titul FIDE`);
        out[key] = cell.toUpperCase();
      } else {
        if (cell.length > 120) return bad(NAME_LONG.en, NAME_LONG.cs);
        out[key] = cell;
      }
    }
    const nameColumn = header.indexOf(split ? 'surname' : 'name') + 1;
    if (split && out.surname !== undefined) {
      out.name = out.name === undefined ? out.surname : `${out.surname}, ${out.name}`;
      delete out.surname;
      if (String(out.name).length > 120)
        return err(
          serverRejection('ERR_CSV_FIELD', {
            line: r + 1,
            column: nameColumn,
            detail: NAME_LONG.en,
            detailCs: NAME_LONG.cs,
          }),
        );
    } else if (split) delete out.name; // a given name without a surname names nobody
    if (out.name === undefined)
      return err(
        serverRejection('ERR_CSV_FIELD', {
          line: r + 1,
          column: nameColumn,
          detail: 'the name is empty',
          detailCs: 'jméno je prázdné',
        }),
      );
    players.push(out as unknown as CsvPlayer);
  }
  if (players.length === 0) return err(serverRejection('ERR_IMPORT_EMPTY'));
  return ok(players);
}
