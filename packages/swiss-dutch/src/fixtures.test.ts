import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { casesIn, expectSamePairing } from './fixture-cases';

const DIR =
  process.env.ARBITER_FIXTURES !== undefined
    ? join(process.env.ARBITER_FIXTURES, 'pairing')
    : join(dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures/pairing');
const cases = casesIn(DIR);

describe('FIDE Dutch fixtures (bbpPairings v6.0.0)', () => {
  it('finds the fixture folder', () => expect(cases.length).toBeGreaterThan(0));
  for (const name of cases) it(`${name}: same boards, colours and PAB`, () => expectSamePairing(DIR, name));
});

/*
 * Generated rounds on which an earlier version of this engine and bbpPairings disagreed (the PAB
 * under C9, pairs under C8 and C18-C21, colours under rule 5.2.5); the expected pairs are the
 * endorsed engine's (see fixtures/reference-rounds/README.md).
 */
const OWN = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/reference-rounds');
const own = casesIn(OWN);

describe('reference rounds: generated tournaments paired by bbpPairings', () => {
  it('finds the 23 cases', () => expect(own.length).toBe(23));
  for (const name of own) it(`${name}: same boards, colours and PAB`, () => expectSamePairing(OWN, name));
});
