import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatPairing, parsePairing, parseTrf, pairingInputFromTrf } from '@arbiter/tournament';
import { pairDutch } from './dutch';

const DIR =
  process.env.ARBITER_FIXTURES !== undefined
    ? join(process.env.ARBITER_FIXTURES, 'pairing')
    : join(dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures/pairing');
const cases = existsSync(DIR)
  ? readdirSync(DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
  : [];

describe('FIDE Dutch fixtures (bbpPairings v6.0.0)', () => {
  it('finds the fixture folder', () => expect(cases.length).toBeGreaterThan(0));
  for (const name of cases) {
    it(`${name}: same boards, colours and PAB`, () => {
      const trf = parseTrf(readFileSync(join(DIR, name, 'input.trf'), 'utf8'));
      expect(trf.ok).toBe(true);
      if (!trf.ok) return;
      const input = pairingInputFromTrf(trf.value);
      expect(input.ok).toBe(true);
      if (!input.ok) return;
      const expected = parsePairing(readFileSync(join(DIR, name, 'expected.pairs'), 'utf8'));
      expect(expected).not.toBeNull();
      const got = pairDutch(input.value);
      expect(got.ok).toBe(true);
      if (!got.ok) return;
      const key = (b: { white: number; black: number }): string => `${b.white}-${b.black}`;
      expect(got.value.boards.map(key).sort()).toEqual(expected!.boards.map(key).sort());
      expect(got.value.pab).toBe(expected!.pab);
      // Board order as the engine publishes it (FIDE C.04.2): the file, line for line.
      expect(formatPairing(got.value)).toBe(readFileSync(join(DIR, name, 'expected.pairs'), 'utf8'));
    });
  }
});
