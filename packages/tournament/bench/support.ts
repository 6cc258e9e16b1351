/** Small helpers for the benchmark scripts. */
import type { Rejection, Result } from '@arbiter/kernel';
import type { TieBreak } from '../src/index';
export { parseTieBreakList, standings } from '../src/index';

/** The list, or a thrown error naming the rejection (a benchmark has nobody to answer to). */
export function unwrapList(r: Result<TieBreak[], Rejection>): TieBreak[] {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
