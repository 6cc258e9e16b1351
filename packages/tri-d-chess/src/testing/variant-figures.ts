/**
 * The variants' published figures, computed here and pasted into VARIANTS.md as printed:
 * the 960 rows, the 960x960 counts (full walks), and perft per setup and option with the
 * reference generator's agreement. Run: `npx tsx src/testing/variant-figures.ts` (about two minutes),
 * or `npx tsx src/testing/variant-figures.ts perft [TEXT]` for the perft table alone (rows whose label
 * contains TEXT).
 * It lives with the test support (it compares the engine with the reference generator of
 * testing/), not in the package's sources.
 */
import { decideStart, perft, unwrap } from '@arbiter/kernel';
import { mederRuleSet } from '../rules';
import type { Position } from '../position';
import { referenceMoves } from './reference';
import { variantRefusal } from '../variants/judge-hooks';
import { boardPromotions, playBoardPromotion } from '../variants/board-promotion';
import { allRows, rowDefect, STANDARD_NUMBER } from '../variants/chess960';
import { emptyPlacement } from '../variants/placement';
import { countReachable } from '../variants/placement-count';
import { withVariants } from '../variants/rules';

const rules = withVariants(mederRuleSet);

/** A sparse position where every board carries at most one piece, so board moves matter. */
export const BOARD_TEST_POSITION =
  'Kc1W,Qb1W,Pz1QL1,Pe1KL1,Pb2W*,Pc2W*,kc8B,qb8B,pz8QL6,pe8KL6,pb7B*,pc7B* QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2';

/** The same with every attack board empty (V.A1 changes empty boards only). */
export const EMPTY_BOARDS_POSITION =
  'Kc1W,Qb1W,Pb2W*,Pc2W*,kc8B,qb8B,pb7B*,pc7B* QL1:w,KL1:w,QL6:b,KL6:b w - - 0 2';

/**
 * V.A2.2 lower slots: a white and a black pin each shared by two boards (QL3 and QL3u, QL6 and
 * QL6u), a white board alone in a lower slot (KL2u), pieces on lower boards and on upper ones.
 */
export const LOWER_SLOTS_POSITION =
  'Kc1W,Bz1QL1,Pb2W*,Pz3QL3u,Nd4KL2u,kc8B,qb8B,pb7B*,pe8KL6,ra9QL6u QL1:w,QL3:w,QL3u:w,KL2u:w,QL6:b,QL6u:b,KL6:b w - - 0 2';

/** V.A2.2: the white king on a lower board in check from a black rook on another lower board, down the a-file. */
export const LOWER_CHECK_POSITION = 'Ka2QL3u,Pb2W*,kc8B,ra8QL6u,pb7B* QL1:w,QL3u:w,QL6u:b,KL6:b w - - 0 10';

/**
 * V.A2.2: a white pawn on a8B under Black's empty board in QL6u. The board covers the corner's
 * columns, so the a-file runs to rank 9 (a9QL6u) and the pawn has not promoted; Black to move
 * may take the board away (uncovering the pawn: delayed promotion) or turn it up into QL6.
 */
export const LOWER_PROMOTION_POSITION = 'Kc1W,Pa8B,Pb6B,kd6B,pd5B,pc7B QL1:w,KL1:w,QL6u:b,KL6:b b - - 0 20';

/** A white pawn one step from the promotion corner a8B (QL6 empty), for V.A3. */
export const PROMOTION_POSITION = 'Kc1W,Pa7B,Pb6B,kd6B,pd5B,pc7B QL1:w,KL1:w,QL4:b,KL6:b w - - 0 20';

/**
 * perft through the reference generator, plus the promotions into a board (V.A3) found from
 * the pawns (`boardPromotions`): a second count that shares no move generation with the engine's.
 */
export function referenceVariantPerft(p: Position, depth: number): number {
  if (depth <= 0) return 1;
  const codes = referenceMoves(p.board, variantRefusal(p.options));
  const promotions = boardPromotions(p);
  if (depth === 1) return codes.length + promotions.length;
  let n = 0;
  for (const m of codes) {
    const board = p.board.clone();
    board.make(m);
    n += referenceVariantPerft({ ...p, board }, depth - 1);
  }
  for (const m of promotions) {
    const next = playBoardPromotion(p, m);
    if (next.ok) n += referenceVariantPerft(next.value, depth - 1);
  }
  return n;
}

/** Rows of the perft table: a setup (name or position string), its label and the options. */
export const PERFT_ROWS: { label: string; setup: string; options: Record<string, string> }[] = [
  { label: 'standard', setup: 'standard', options: {} },
  { label: `chess960:${STANDARD_NUMBER} (= standard)`, setup: `chess960:${STANDARD_NUMBER}`, options: {} },
  { label: 'chess960:0', setup: 'chess960:0', options: {} },
  { label: 'chess960:518', setup: 'chess960:518', options: {} },
  { label: 'chess960:959', setup: 'chess960:959', options: {} },
  { label: 'v-p1', setup: 'v-p1', options: {} },
  { label: 'board test', setup: BOARD_TEST_POSITION, options: {} },
  { label: 'board test, v-a1', setup: BOARD_TEST_POSITION, options: { 'v-a1': 'on' } },
  { label: 'empty boards', setup: EMPTY_BOARDS_POSITION, options: {} },
  { label: 'empty boards, v-a1', setup: EMPTY_BOARDS_POSITION, options: { 'v-a1': 'on' } },
  { label: 'empty boards, v-a5', setup: EMPTY_BOARDS_POSITION, options: { 'v-a5': 'on' } },
  { label: 'board test, v-a2', setup: BOARD_TEST_POSITION, options: { 'v-a2': 'on' } },
  { label: 'board test, v-a2-1', setup: BOARD_TEST_POSITION, options: { 'v-a2-1': 'on' } },
  { label: 'board test, v-a5', setup: BOARD_TEST_POSITION, options: { 'v-a5': 'on' } },
  { label: 'board test, v-a4', setup: BOARD_TEST_POSITION, options: { 'v-a4': 'on' } },
  { label: 'standard, v-a4', setup: 'standard', options: { 'v-a4': 'on' } },
  { label: 'pawn on a7B', setup: PROMOTION_POSITION, options: {} },
  { label: 'pawn on a7B, v-a3', setup: PROMOTION_POSITION, options: { 'v-a3': 'on' } },
  {
    label: 'board test, v-a1 v-a2 v-a2-1 v-a3 v-a4 v-a5',
    setup: BOARD_TEST_POSITION,
    options: { 'v-a1': 'on', 'v-a2': 'on', 'v-a2-1': 'on', 'v-a3': 'on', 'v-a4': 'on', 'v-a5': 'on' },
  },
  { label: 'standard, v-a2-2', setup: 'standard', options: { 'v-a2-2': 'on' } },
  { label: 'empty boards, v-a2-2', setup: EMPTY_BOARDS_POSITION, options: { 'v-a2-2': 'on' } },
  { label: 'lower slots, v-a2-2', setup: LOWER_SLOTS_POSITION, options: { 'v-a2-2': 'on' } },
  { label: 'check from a lower board, v-a2-2', setup: LOWER_CHECK_POSITION, options: { 'v-a2-2': 'on' } },
  { label: 'pawn under QL6u, v-a2-2', setup: LOWER_PROMOTION_POSITION, options: { 'v-a2-2': 'on' } },
  {
    label: 'empty boards, v-a1 v-a2-2',
    setup: EMPTY_BOARDS_POSITION,
    options: { 'v-a1': 'on', 'v-a2-2': 'on' },
  },
  {
    label: 'lower slots, v-a2 v-a2-2 v-a5',
    setup: LOWER_SLOTS_POSITION,
    options: { 'v-a2': 'on', 'v-a2-2': 'on', 'v-a5': 'on' },
  },
  {
    label: 'lower slots, v-a1 v-a2 v-a2-1 v-a2-2 v-a3 v-a4 v-a5',
    setup: LOWER_SLOTS_POSITION,
    options: {
      'v-a1': 'on',
      'v-a2': 'on',
      'v-a2-1': 'on',
      'v-a2-2': 'on',
      'v-a3': 'on',
      'v-a4': 'on',
      'v-a5': 'on',
    },
  },
];

/** Prints the perft table for the rows whose label contains `filter`. */
export function printPerftTable(filter = ''): void {
  console.log('| setup, options | perft 1 | perft 2 | perft 3 | perft 4 | reference 1-3 |');
  console.log('|---|---|---|---|---|---|');
  for (const row of PERFT_ROWS.filter((r) => r.label.includes(filter))) {
    const started = unwrap(decideStart(rules, { setup: row.setup, options: row.options }));
    const p = unwrap(rules.start(row.setup, (started.data as { options: Record<string, string> }).options));
    const fast = [1, 2, 3, 4].map((d) => perft(rules, p, d));
    const reference = [1, 2, 3].map((d) => referenceVariantPerft(p, d));
    const agree = reference.every((n, i) => n === fast[i]) ? 'agree' : `DIFFER ${reference.join('/')}`;
    console.log(`| ${row.label} | ${fast.join(' | ')} | ${agree} |`);
  }
}

/** Prints the figures (the script's entry). */
export function printFigures(): void {
  const rows = allRows();
  console.log(
    `3D-Chess960: ${rows.length} numbered rows, ${rows.filter((r) => !rowDefect(r)).length} valid; standard row = ${STANDARD_NUMBER}`,
  );
  const mirrored = countReachable(emptyPlacement(true));
  console.log(`960x960 mirrored: ${mirrored.states} states, ${mirrored.pairs} pairs`);
  const t0 = Date.now();
  const independent = countReachable(emptyPlacement(false));
  console.log(
    `960x960 independent: ${independent.states} states, ${independent.pairs} pairs, ${independent.whiteRows} x ${independent.blackRows} rows, all valid: ${independent.allValid} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
  console.log('');
  printPerftTable();
}

if (process.argv[1]?.endsWith('variant-figures.ts')) {
  if (process.argv[2] === 'perft') printPerftTable(process.argv[3] ?? '');
  else printFigures();
}
