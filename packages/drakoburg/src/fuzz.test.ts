// Fuzzing Drakoburg's notation: move texts (long form and both languages' human forms) and
// position strings. Any input gives a result or a coded rejection, never a throw; what is read
// writes back to itself. Short here; `npm run fuzz` runs a million inputs of each (FUZZ_RUNS).
import { kernelMessages } from '@arbiter/kernel';
import { fuzz, gameNotationTarget, samplePositions } from '@arbiter/kernel/fuzz';
import { describe, expect, it } from 'vitest';
import { drakoburg } from './rules';

const positions = samplePositions(drakoburg, [6, 20, 60]);
const target = gameNotationTarget(drakoburg, positions, [kernelMessages, drakoburg.catalogue]);

describe('fuzzing Drakoburg notation', () => {
  it('move texts', () => {
    const report = fuzz('drakoburg-moves', target.moveInput, target.moves, 2000);
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);
  it('position strings', () => {
    const report = fuzz('drakoburg-positions', target.positionInput, target.position, 2000);
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);
});
