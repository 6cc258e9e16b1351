import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTrf } from '@arbiter/tournament';
import { readFileSync } from 'node:fs';
import { casesIn, expectSamePairing } from './fixture-cases';

/*
 * Baku-accelerated rounds (FIDE C.04.5.1, virtual points in TRF 250 records or XXA lines) as the
 * endorsed engine pairs them (see fixtures/accelerated/README.md).
 */
const DIR = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/accelerated');
const cases = casesIn(DIR);

describe('accelerated rounds (FIDE C.04.5.1): the endorsed engine’s pairings', () => {
  it('finds the 13 cases, each with virtual points', () => {
    expect(cases.length).toBe(13);
    for (const name of cases) {
      const f = parseTrf(readFileSync(join(DIR, name, 'input.trf'), 'utf8'));
      expect(f.ok && (f.value.accelerations?.length ?? 0) > 0).toBe(true);
    }
  });
  for (const name of cases)
    it(`${name}: same boards, colours, PAB and order`, () => expectSamePairing(DIR, name));
});
