/**
 * The hall screen's pages, as pure data: a round's pairing cut into pages of boards, then its
 * players in alphabetical order (name -> board and colour, or the bye), cut into pages of names.
 * The screen's type scales with its height, so how many rows fit is a constant of the layout,
 * not a measurement: the same pages on a laptop and on a 4K projector.
 */
import type { Board, ByeKind, Pairing } from '@arbiter/api';

/** Boards on one page of the pairing by board (rows that fit the 16:9 stage). */
export const BOARDS_PER_PAGE = 10;
/** Names in one column of the alphabetical list; a page has two columns. */
export const NAMES_PER_COLUMN = 10;
export const NAMES_PER_PAGE = NAMES_PER_COLUMN * 2;

/** Where a player is in the round: at a board with a colour, on a bye, or resting (round robin). */
export type Seat =
  | { readonly kind: 'board'; readonly board: number; readonly colour: 'white' | 'black' }
  | { readonly kind: 'pab' }
  | { readonly kind: 'bye'; readonly bye: ByeKind }
  | { readonly kind: 'rest' };

/** One line of the alphabetical list. */
export interface NameEntry {
  readonly id: number;
  readonly name: string;
  readonly seat: Seat;
}

/** A page of the hall screen. `index` and `of` count the pages of the same kind (from 1). */
export type HallPage =
  | {
      readonly kind: 'boards';
      readonly boards: readonly Board[];
      readonly index: number;
      readonly of: number;
    }
  | {
      readonly kind: 'names';
      readonly columns: readonly (readonly NameEntry[])[];
      readonly index: number;
      readonly of: number;
    };

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Every player of the round with their seat, sorted by name with the locale's collation (in
 * Czech, "Č" follows "C" and "Ch" follows "H"); players of the same name by their number.
 */
export function alphabetical(pairing: Pairing, locale: string): NameEntry[] {
  const entries: NameEntry[] = [];
  for (const b of pairing.boards) {
    entries.push({
      id: b.white.id,
      name: b.white.name,
      seat: { kind: 'board', board: b.board, colour: 'white' },
    });
    entries.push({
      id: b.black.id,
      name: b.black.name,
      seat: { kind: 'board', board: b.board, colour: 'black' },
    });
  }
  if (pairing.pab) entries.push({ id: pairing.pab.id, name: pairing.pab.name, seat: { kind: 'pab' } });
  for (const b of pairing.byes) entries.push({ id: b.id, name: b.name, seat: { kind: 'bye', bye: b.kind } });
  for (const r of pairing.rests) entries.push({ id: r.id, name: r.name, seat: { kind: 'rest' } });
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return entries.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/** The pages of a round: its boards in order, then the alphabetical list (never an empty page). */
export function hallPages(pairing: Pairing, locale: string): HallPage[] {
  const boardPages = chunks(pairing.boards, BOARDS_PER_PAGE);
  const namePages = chunks(alphabetical(pairing, locale), NAMES_PER_PAGE);
  return [
    ...boardPages.map((boards, i): HallPage => ({
      kind: 'boards',
      boards,
      index: i + 1,
      of: boardPages.length,
    })),
    ...namePages.map((names, i): HallPage => ({
      kind: 'names',
      columns: chunks(names, NAMES_PER_COLUMN),
      index: i + 1,
      of: namePages.length,
    })),
  ];
}

/** The default and the bounds of `?seconds=` (how long a page stays before the next one). */
export const SECONDS = { default: 15, min: 3, max: 600 } as const;

/** `?seconds=N&round=R` of the hall screen: anything malformed or out of bounds is dropped. */
export function hallSearch(search: Record<string, unknown>): { seconds?: number; round?: number } {
  const out: { seconds?: number; round?: number } = {};
  const seconds = Number(search.seconds);
  if (search.seconds !== undefined && search.seconds !== '' && Number.isInteger(seconds))
    if (seconds >= SECONDS.min && seconds <= SECONDS.max) out.seconds = seconds;
  const round = Number(search.round);
  if (
    search.round !== undefined &&
    search.round !== '' &&
    Number.isInteger(round) &&
    round >= 1 &&
    round <= 99
  )
    out.round = round;
  return out;
}
