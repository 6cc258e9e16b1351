/**
 * The pictures of the rules pages: the positions a reader needs to see beside a rule (the
 * initial position, each kind of attack-board move, castling on both sides, the promotion
 * squares of each file, en passant with its choice of level, the Drakoburg setup, SEQUIX).
 * Every highlight is computed by the engine (legal targets, the squares a move empties and
 * fills), never typed, so a rule change shows in the picture; a position that no longer
 * parses or a move that is no longer legal stops the build. Written to
 * `static/diagrams/rules/<locale>/<id>.svg`; the pages refer to them as Markdown images.
 *
 * Run: `tsx scripts/rule-pictures.ts` (the build does it first).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { decideText, resolveOptions, type DomainEvent } from '@arbiter/kernel';
import {
  STANDARD_POSITION,
  geometry,
  mederPromotionRank,
  triDChess,
  type VariantMove,
} from '@arbiter/tri-d-chess';
import {
  drakoburg,
  squareName,
  type Move as DrkMove,
  type Position as DrkPosition,
} from '@arbiter/drakoburg';
import { renderPicture, writePicture, type Highlights, type Locale, type PictureSpec } from './pictures';

const here = path.dirname(fileURLToPath(import.meta.url));
const DOCS_ROOT = path.resolve(here, '..');

function triD(setup: string, options: Record<string, string> = {}) {
  const o = resolveOptions(triDChess.options, options);
  if (!o.ok) throw new Error(o.error.message);
  const p = triDChess.start(setup, o.value);
  if (!p.ok) throw new Error(`rule picture: "${setup}" does not parse: ${p.error.code} ${p.error.message}`);
  return p.value;
}

/** Square -> piece letter of a Tri-D position string, and its boards. */
function contents(position: string): { pieces: Map<string, string>; boards: Set<string> } {
  const [pieces, boards] = position.split(' ');
  const map = new Map<string, string>();
  for (const t of pieces === '-' ? [] : pieces.split(',')) map.set(t.slice(1).replace('*', ''), t[0]);
  return {
    pieces: map,
    boards: new Set(boards === '-' ? [] : boards.split(',').map((b) => b.split(':')[0])),
  };
}

/** What a legal move empties (`from`) and fills (`to`), found by playing it. */
function moveMarks(setup: string, move: string, options: Record<string, string> = {}): Highlights {
  const p = triD(setup, options);
  const events = decideText(triDChess, p, move);
  if (!events.ok) throw new Error(`rule picture: ${move} is not legal in "${setup}": ${events.error.code}`);
  const after = events.value.reduce((q, e: DomainEvent) => triDChess.evolve(q, e), p);
  const a = contents(triDChess.makePosition(p));
  const b = contents(triDChess.makePosition(after));
  const from = [...a.pieces].filter(([s, l]) => b.pieces.get(s) !== l).map(([s]) => s);
  const to = [...b.pieces].filter(([s, l]) => a.pieces.get(s) !== l).map(([s]) => s);
  from.push(...[...a.boards].filter((x) => !b.boards.has(x)));
  to.push(...[...b.boards].filter((x) => !a.boards.has(x)));
  return { from, to };
}

/** The legal targets of a piece (by square) or a board (by pin). */
function targets(setup: string, from: string, options: Record<string, string> = {}): Highlights {
  const moves = triDChess.legalMoves(triD(setup, options)) as readonly VariantMove[];
  const to = moves.flatMap((m) => ('from' in m && m.from === from ? [m.to] : []));
  if (!to.length) throw new Error(`rule picture: nothing on ${from} can move in "${setup}"`);
  return { from: [from], target: [...new Set(to)] };
}

/** The squares each side promotes on, file by file (TR 3.4(e)(ii), from the engine's table). */
function promotionSquares(setup: string): Highlights {
  const [, boards] = setup.split(' ');
  const pinBoard = geometry.PINS.map((pin) =>
    boards.split(',').some((b) => b.startsWith(`${pin}:`)) ? 0 : -1,
  );
  const live = (s: number) => geometry.SQ_PIN[s] < 0 || pinBoard[geometry.SQ_PIN[s]] >= 0;
  const squares = (color: 0 | 1) =>
    [0, 1, 2, 3, 4, 5].flatMap((file) =>
      geometry.COLUMN_SQUARES[geometry.column(file, mederPromotionRank(color, file, pinBoard))]
        .filter(live)
        .map((s) => geometry.SQ_NAME[s]),
    );
  return { target: squares(0), attacked: squares(1) };
}

const EP_BEFORE = 'Kc1W,Pb5B,pc7B*,kd9KL6 KL6:b b - - 0 10';
function enPassant(): { setup: string; highlights: Highlights } {
  const p = triD(EP_BEFORE);
  const events = decideText(triDChess, p, 'c7B-c5N');
  if (!events.ok) throw new Error(events.error.message);
  const setup = triDChess.makePosition(events.value.reduce((q, e) => triDChess.evolve(q, e), p));
  const t = targets(setup, 'b5B');
  return { setup, highlights: { ...t, attacked: ['c5N'] } };
}

const CASTLING =
  'Rz0QL1*,Kd0KL1*,Re0KL1*,Pd1KL1*,Pe1KL1*,Pz1QL1*,Pa1QL1*,Pa2W*,kd9KL6* QL1:w,KL1:w,QL6:b,KL6:b w - - 0 8';
const SEQUIX_POSITION = 'z2t2u/7/7/7/Z6/1PPPPP1/3T3 w a7d7g7/a1d1g1 26 - 0 1';

function sequix(): Highlights {
  const o = resolveOptions(drakoburg.options, {});
  if (!o.ok) throw new Error(o.error.message);
  const p = drakoburg.start(SEQUIX_POSITION, o.value);
  if (!p.ok) throw new Error(p.error.message);
  const fields = (drakoburg.legalMoves(p.value as DrkPosition) as readonly DrkMove[])
    .filter((m) => squareName(m.from) === 'a3' && squareName(m.to) === 'a7' && m.pawn !== null)
    .map((m) => squareName(m.pawn!));
  if (!fields.length) throw new Error('rule picture: a3xa7 raises no lancer any more');
  return { from: ['a3'], to: ['a7'], sequix: fields };
}

/** Each picture: id (file name), where it is shown, what it draws, its caption in both languages. */
export function rulePictures(): (Omit<PictureSpec, 'title'> & {
  id: string;
  page: string;
  title: Record<Locale, string>;
})[] {
  const ep = enPassant();
  const occupied = 'Kc1W,Pa3QL3,kd9KL6 QL3:w,KL1:w,QL6:b,KL6:b w - - 0 10';
  const empty = 'Kc1W,kd9KL6 QL3:w,KL1:w,QL6:b,KL6:b w - - 0 10';
  return [
    {
      id: 'initial-position',
      page: 'tri-d-chess/board.md#tr-2-7',
      game: 'tri-d-chess',
      setup: STANDARD_POSITION,
      title: { en: 'The initial position (TR 2.7)', cs: 'Výchozí postavení (TR 2.7)' },
    },
    {
      id: 'attack-board-empty',
      page: 'tri-d-chess/rules.md#tr-3-6',
      game: 'tri-d-chess',
      setup: empty,
      highlights: targets(empty, 'QL3'),
      title: {
        en: 'An empty board on QL3 moves forward (QL2, QL4, QL5), sideways (KL3) or backward (QL1)',
        cs: 'Prázdná deska na QL3 táhne vpřed (QL2, QL4, QL5), stranou (KL3) i vzad (QL1)',
      },
    },
    {
      id: 'attack-board-occupied',
      page: 'tri-d-chess/rules.md#tr-3-6',
      game: 'tri-d-chess',
      setup: occupied,
      highlights: targets(occupied, 'QL3'),
      title: {
        en: 'The same board carrying a pawn: forward or sideways only, never backward',
        cs: 'Tatáž deska s pěšcem: jen vpřed nebo stranou, nikdy vzad',
      },
    },
    {
      id: 'castling-king-side',
      page: 'tri-d-chess/rules.md#tr-3-5',
      game: 'tri-d-chess',
      setup: CASTLING,
      highlights: moveMarks(CASTLING, '0-0'),
      title: {
        en: "King's side castling 0-0: king and rook swap squares",
        cs: 'Malá rošáda 0-0: král a věž si vymění pole',
      },
    },
    {
      id: 'castling-queen-side',
      page: 'tri-d-chess/rules.md#tr-3-5',
      game: 'tri-d-chess',
      setup: CASTLING,
      highlights: moveMarks(CASTLING, '0-0-0'),
      title: {
        en: "Queen's side castling 0-0-0: the king goes to a0QL1, the rook to d0KL1",
        cs: 'Velká rošáda 0-0-0: král jde na a0QL1, věž na d0KL1',
      },
    },
    {
      id: 'promotion-squares',
      page: 'tri-d-chess/rules.md#tr-3-4',
      game: 'tri-d-chess',
      setup: STANDARD_POSITION,
      highlights: promotionSquares(STANDARD_POSITION),
      title: {
        en: 'Where pawns promote with the boards of the initial position: White on the green rings, Black on the red squares',
        cs: 'Kde se pěšci promění při deskách výchozího postavení: bílý na zelených kruzích, černý na červených polích',
      },
    },
    {
      id: 'en-passant',
      page: 'tri-d-chess/rules.md#tr-3-4',
      game: 'tri-d-chess',
      setup: ep.setup,
      highlights: ep.highlights,
      title: {
        en: 'After c7B-c5N the pawn on b5B may take en passant landing on c6N or c6B (the captured pawn on c5N in red)',
        cs: 'Po c7B-c5N smí pěšec z b5B brát mimochodem a dopadnout na c6N nebo c6B (braný pěšec na c5N červeně)',
      },
    },
    {
      id: 'drakoburg-setup',
      page: 'drakoburg/rules.md#drk-board',
      game: 'drakoburg',
      setup: 'standard',
      title: {
        en: 'The default setup (a reconstruction); towers mark the castles, bars the lancers’ ranks',
        cs: 'Výchozí postavení (rekonstrukce); věžičky značí hrady, proužky řady kopiníků',
      },
    },
    {
      id: 'drakoburg-sequix',
      page: 'drakoburg/rules.md#drk-sequix',
      game: 'drakoburg',
      setup: SEQUIX_POSITION,
      highlights: sequix(),
      title: {
        en: 'a3xa7 lands on a Black castle: White adds a lancer on a free field of rank 2 (blue)',
        cs: 'a3xa7 vstoupí na hrad a7 (výchozí pole černého zbrojnoše): bílý přidá kopiníka na volné pole 2. řady (modře)',
      },
    },
  ];
}

/** Draws every rule picture in both languages; returns how many files were written. */
export function generateRulePictures(docsRoot = DOCS_ROOT): number {
  rmSync(path.join(docsRoot, 'static', 'diagrams', 'rules'), { recursive: true, force: true });
  let n = 0;
  for (const pic of rulePictures())
    for (const locale of ['en', 'cs'] as const) {
      const svg = renderPicture({ ...pic, title: pic.title[locale] }, locale, `rule picture ${pic.id}`);
      writePicture(docsRoot, `rules/${locale}/${pic.id}`, svg);
      n++;
    }
  return n;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`rule-pictures: ${generateRulePictures()} picture(s) -> static/diagrams/rules`);
}
