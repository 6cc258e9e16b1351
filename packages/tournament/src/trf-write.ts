/**
 * `makeTrf`: writes a `TrfFile` back as fixed-column text that FIDE tools read.
 * Trade-off: by default both spellings of the extension records are written (`142`/`XXR`,
 * `152`/`XXC`, `162`/`XXS`), because the tie-break checker reads the TRF-2026 records and
 * pairing engines still read the `XX?` ones; the parser accepts either or both when they agree.
 */
import type { PointSystem } from './points';
import type { TrfFile, TrfPlayer, TrfRoundEntry } from './trf-model';
import { accelerationLine } from './trf-acceleration';

/** Which extension records to write: TRF-2026 only, the engines' `XX?` lines only, or both. */
export type TrfDialect = 'trf26' | 'engine' | 'both';

/** Options of `makeTrf`. */
export interface MakeTrfOptions {
  readonly dialect?: TrfDialect;
  /** Line end; TRF-2026 asks for CR, the fixtures use LF. Default `\n`. */
  readonly newline?: string;
}

/**
 * One line of text: whatever a reader may take for the end of a line (CR, LF, VT, FF, NEL, the
 * line and paragraph separators) becomes a space, so no text can end a record or start another
 * (issue 34: a line break in a name wrote a second `001` record). The server refuses such names at
 * input; this holds for whatever is stored. Anything else stays as it was read, so a file read and
 * written again is the same file.
 */
function oneLine(text: string): string {
  return text.replace(/[\n\r\v\f\u0085\u2028\u2029]/g, ' ');
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A text field of `width` columns (the UTF-16 code units `parseTrf` reads), left-aligned: cut
 * between graphemes, so an emoji or a letter with its accents is never cut in half.
 */
function leftText(value: string, width: number): string {
  const text = oneLine(value);
  let out = '';
  if (text.length <= width) out = text;
  else
    for (const { segment } of graphemes.segment(text)) {
      if (out.length + segment.length > width) break;
      out += segment;
    }
  return out + ' '.repeat(width - out.length);
}

function right(value: string, width: number): string {
  return value.length >= width ? value.slice(0, width) : ' '.repeat(width - value.length) + value;
}

function left(value: string, width: number): string {
  return value.length >= width ? value.slice(0, width) : value + ' '.repeat(width - value.length);
}

/** Right-aligns in `width` columns, or writes the whole text when it is longer (never truncates a number). */
function widen(value: string, width: number): string {
  return value.length >= width ? value : ' '.repeat(width - value.length) + value;
}

function pointsText(n: number): string {
  return Number.isInteger(n * 2) ? n.toFixed(1) : String(n);
}

/** Points for the four columns 81-84: one decimal when it fits (`11.5`), else the plain number (`390`). */
function fieldPoints(n: number): string {
  const fixed = pointsText(n);
  return fixed.length <= 4 ? fixed : String(n);
}

function roundText(e: TrfRoundEntry): string {
  const opponent = e.opponent === null ? '0000' : right(String(e.opponent), 4);
  const colour = e.colour === 'white' ? 'w' : e.colour === 'black' ? 'b' : '-';
  return `${opponent} ${colour} ${e.result ?? ' '}`;
}

/** One `001` record. */
export function makePlayerLine(p: TrfPlayer): string {
  let line =
    '001 ' +
    right(String(p.id), 4) +
    ' ' +
    left(p.sex, 1) +
    right(p.title, 3) +
    ' ' +
    leftText(p.name, 33) +
    ' ' +
    right(p.rating > 0 ? String(p.rating) : '', 4) +
    ' ' +
    left(p.federation, 3) +
    ' ' +
    right(p.fideId, 11) +
    ' ' +
    left(p.birthDate, 10) +
    ' ' +
    right(p.points === null ? '' : fieldPoints(p.points), 4) +
    ' ' +
    right(p.rank === null ? '' : String(p.rank), 4);
  for (const e of p.rounds) line += '  ' + roundText(e);
  return line.trimEnd();
}

function makePoints(system: PointSystem, dialect: 'trf26' | 'engine'): string {
  const classes: [string, string, number][] = [
    ['W', 'W', system.win],
    ['D', 'D', system.draw],
    ['L', 'L', system.loss],
    ['A', 'ZPB', system.absence],
    ['P', 'PAB', system.pab],
    ['X', 'X', system.unknown],
  ];
  if (dialect === 'engine') return 'XXS ' + classes.map(([, k, v]) => `${k}=${pointsText(v)}`).join(' ');
  // columns 6, 15, 24, …: the class letter, then its points right-aligned in four columns
  return ('162 ' + classes.map(([k, , v]) => ` ${k}${widen(pointsText(v), 4)}   `).join('')).trimEnd();
}

/** Writes a TRF file. `parseTrf(makeTrf(f))` gives back `f`. */
export function makeTrf(file: TrfFile, options: MakeTrfOptions = {}): string {
  const dialect = options.dialect ?? 'both';
  const trf26 = dialect !== 'engine';
  const engine = dialect !== 'trf26';
  const out: string[] = [];
  const line = (h: { tag: string; text: string }) =>
    h.tag === '###' ? h.tag + oneLine(h.text) : h.text ? `${h.tag} ${oneLine(h.text)}` : h.tag;
  // uninterpreted lines keep their order, before everything else
  for (const h of file.headers) out.push(line(h));
  if (file.totalRounds !== null && trf26) out.push(`142 ${file.totalRounds}`);
  if (file.initialColour !== null && trf26) out.push(`152 ${file.initialColour === 'white' ? 'W' : 'B'}`);
  if (file.pointSystem !== null && trf26) out.push(makePoints(file.pointSystem, 'trf26'));
  for (const p of file.players) out.push(makePlayerLine(p));
  for (const b of file.byes)
    out.push(
      `240 ${b.kind === 'half' ? 'H' : b.kind === 'full' ? 'F' : 'Z'} ${right(String(b.round), 3).replace(/ /g, '0')} ${b.players.map((id) => right(String(id), 4)).join(' ')}`,
    );
  for (const a of file.accelerations ?? []) out.push(accelerationLine(a));
  for (const x of file.prohibitions) {
    if (x.firstRound === null || x.lastRound === null) {
      if (engine || !trf26) out.push(`XXP ${x.players.join(' ')}`);
      else
        out.push(
          `260 001 ${right(String(file.totalRounds ?? 999), 3).replace(/ /g, '0')} ${x.players.map((id) => right(String(id), 4)).join(' ')}`,
        );
    } else
      out.push(
        `260 ${right(String(x.firstRound), 3).replace(/ /g, '0')} ${right(String(x.lastRound), 3).replace(/ /g, '0')} ${x.players.map((id) => right(String(id), 4)).join(' ')}`,
      );
  }
  if (file.totalRounds !== null && engine) out.push(`XXR ${file.totalRounds}`);
  if (file.initialColour !== null && engine) out.push(`XXC ${file.initialColour}1`);
  if (file.pointSystem !== null && engine) out.push(makePoints(file.pointSystem, 'engine'));
  const nl = options.newline ?? '\n';
  return out.join(nl) + nl;
}
