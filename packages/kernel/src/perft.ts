/**
 * perft and divide over any rules: count the leaf nodes of the legal-move tree.
 * Bulk counting at the last ply (the number of legal moves is the count), and a
 * game's own `countLeaves` is used when it offers a faster path.
 */
import type { GameRules } from './rules';

/** The part of the rules perft needs. */
export type MoveTree<P, M> = Pick<GameRules<P, M>, 'legalMoves' | 'play' | 'makeMove'> &
  Partial<Pick<GameRules<P, M>, 'countLeaves'>>;

/** Leaf nodes at `depth` from `p`. */
export function perft<P, M>(rules: MoveTree<P, M>, p: P, depth: number): number {
  if (rules.countLeaves) return rules.countLeaves(p, depth);
  return slowPerft(rules, p, depth);
}

/** perft through `legalMoves` and `play` only, with bulk counting at the last ply. */
export function slowPerft<P, M>(
  rules: Pick<MoveTree<P, M>, 'legalMoves' | 'play'>,
  p: P,
  depth: number,
): number {
  if (depth <= 0) return 1;
  const moves = rules.legalMoves(p);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += slowPerft(rules, rules.play(p, m), depth - 1);
  return n;
}

/** One row of a divide: a first move in long form and the leaves below it. */
export interface DivideRow {
  readonly move: string;
  readonly nodes: number;
}

/** perft split by first move, sorted by move text. `onRow` reports progress. */
export function divide<P, M>(
  rules: MoveTree<P, M>,
  p: P,
  depth: number,
  onRow?: (row: DivideRow, done: number, total: number) => void,
): DivideRow[] {
  if (depth < 1) return [];
  const moves = rules.legalMoves(p);
  const rows: DivideRow[] = [];
  moves.forEach((m, i) => {
    const row = { move: rules.makeMove(p, m), nodes: perft(rules, rules.play(p, m), depth - 1) };
    rows.push(row);
    onRow?.(row, i + 1, moves.length);
  });
  return rows.sort((a, b) => (a.move < b.move ? -1 : a.move > b.move ? 1 : 0));
}
