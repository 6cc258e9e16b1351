// Fuzzing Tri-D notation: move texts (long form, Appendix E, attack-board moves, promotions,
// castling) and position strings. Any input gives a result or a coded rejection, never a
// throw; what is read writes back to itself. Short here; `npm run fuzz` runs a million inputs
// of each (FUZZ_RUNS).
import { kernelMessages } from '@arbiter/kernel';
import { fuzz, gameNotationTarget, samplePositions } from '@arbiter/kernel/fuzz';
import { describe, expect, it } from 'vitest';
import { triDChess } from './index';

const positions = samplePositions(triDChess, [8, 30, 80]);
const target = gameNotationTarget(triDChess, positions, [kernelMessages, triDChess.catalogue]);

describe('fuzzing Tri-D notation', () => {
  it('move texts', () => {
    const report = fuzz('tri-d-moves', target.moveInput, target.moves, 1000);
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);
  it('position strings', () => {
    const report = fuzz('tri-d-positions', target.positionInput, target.position, 1000);
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);
});
