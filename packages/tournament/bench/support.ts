/** Small helpers for the benchmark scripts. */
import type { Rejection, Result } from '@arbiter/kernel';
import type { Crosstable, TieBreak, TrfFile } from '../src/index';
export { explainTieBreaks, makeTrf, parseTieBreakList, parseTrf, standings } from '../src/index';

/** A TRF file holding a crosstable (points written, rank blank). */
export function trfFromCrosstable(table: Crosstable): TrfFile {
  return {
    headers: [{ tag: '012', text: 'Generated benchmark tournament' }],
    players: table.players.map((p) => ({
      id: p.id,
      sex: '',
      title: p.title,
      name: p.name,
      rating: p.rating,
      federation: p.federation,
      fideId: p.fideId,
      birthDate: '',
      points: null,
      rank: null,
      rounds: p.rounds,
    })),
    totalRounds: table.rounds,
    initialColour: null,
    pointSystem: null,
    byes: [],
    prohibitions: [],
  };
}

/** The list, or a thrown error naming the rejection (a benchmark has nobody to answer to). */
export function unwrapList(r: Result<TieBreak[], Rejection>): TieBreak[] {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
