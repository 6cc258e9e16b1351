/**
 * Counting what the 960x960 protocol can reach (V.P6.3), without enumerating move orders:
 * a depth-first walk over distinct placement states, each state visited once (states are
 * keyed as numbers: each row read as eight base-6 digits). Used by the test and the bench.
 */
import { rowDefect } from './chess960';
import type { Row } from './first-row';
import {
  applyPlaced,
  decidePlacement,
  parsePlacementStep,
  placementActive,
  placementOptions,
  placementTurn as placementTurnOf,
  type PlacementState,
} from './placement';

const DIGIT: Record<string, number> = { rook: 1, knight: 2, bishop: 3, queen: 4, king: 5 };

function rowKey(row: Row): number {
  let k = 0;
  for (const r of row) k = k * 6 + (r ? DIGIT[r] : 0);
  return k;
}

/** A number naming a placement state (both rows). */
export function placementKey(s: PlacementState): number {
  return rowKey(s.white) * 1679616 + rowKey(s.black);
}

/** What a walk found: distinct states visited, complete pairs reached, and whether every complete row is valid. */
export interface PlacementCount {
  readonly states: number;
  readonly pairs: number;
  readonly whiteRows: number;
  readonly blackRows: number;
  readonly allValid: boolean;
}

/** Walks every state reachable from `start` and counts the complete pairs of first rows. */
export function countReachable(start: PlacementState): PlacementCount {
  const seen = new Set<number>();
  const whites = new Set<number>();
  const blacks = new Set<number>();
  let pairs = 0;
  let allValid = true;
  const stack: PlacementState[] = [start];
  seen.add(placementKey(start));
  while (stack.length) {
    const s = stack.pop()!;
    if (!placementActive(s)) {
      pairs++;
      whites.add(rowKey(s.white));
      blacks.add(rowKey(s.black));
      if (rowDefect(s.white) || rowDefect(s.black)) allValid = false;
      continue;
    }
    for (const text of placementOptions(s)) {
      const step = parsePlacementStep(text);
      if (!step.ok) continue;
      const placed = decidePlacement(s, step.value);
      if (!placed.ok) continue;
      const next = applyPlaced(s, placed.value);
      const key = placementKey(next);
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push(next);
    }
  }
  return { states: seen.size, pairs, whiteRows: whites.size, blackRows: blacks.size, allValid };
}

/**
 * The reachable rows of one side when the other side always takes its first option:
 * with independent setups a side's choices never depend on the other row, so the pairs
 * are the product of the two sides' counts (the test checks that independence).
 */
export function reachableRows(start: PlacementState, side: 'white' | 'black'): number {
  const rows = new Set<number>();
  const seen = new Set<number>();
  const stack: PlacementState[] = [start];
  while (stack.length) {
    const s = stack.pop()!;
    if (!placementActive(s)) {
      rows.add(rowKey(s[side]));
      continue;
    }
    const options = placementOptions(s);
    const mine = placementTurnOf(s) === side;
    for (const text of mine ? options : options.slice(0, 1)) {
      const step = parsePlacementStep(text);
      if (!step.ok) continue;
      const placed = decidePlacement(s, step.value);
      if (!placed.ok) continue;
      const next = applyPlaced(s, placed.value);
      const key = placementKey(next);
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push(next);
    }
  }
  return rows.size;
}
