/**
 * Test support for fixture folders of "pair the next round" cases (`input.trf` and the endorsed
 * engine's `expected.pairs`): list them, and pair one and compare.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { formatPairing, pairingInputFromTrf, parsePairing, parseTrf } from '@arbiter/tournament';
import { pairDutch } from './dutch';

/** Folders of a fixture directory, sorted. */
export function casesIn(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
}

/** Pairs `input.trf` of a case and compares with its `expected.pairs`: boards, colours, PAB, order. */
export function expectSamePairing(dir: string, name: string): void {
  const trf = parseTrf(readFileSync(join(dir, name, 'input.trf'), 'utf8'));
  expect(trf.ok).toBe(true);
  if (!trf.ok) return;
  const input = pairingInputFromTrf(trf.value);
  expect(input.ok).toBe(true);
  if (!input.ok) return;
  const text = readFileSync(join(dir, name, 'expected.pairs'), 'utf8');
  const expected = parsePairing(text);
  expect(expected).not.toBeNull();
  const got = pairDutch(input.value);
  expect(got.ok).toBe(true);
  if (!got.ok) return;
  const key = (b: { white: number; black: number }): string => `${b.white}-${b.black}`;
  expect(got.value.boards.map(key).sort()).toEqual(expected!.boards.map(key).sort());
  expect(got.value.pab).toBe(expected!.pab);
  // Board order as the engine publishes it (FIDE C.04.2): the file, line for line.
  expect(formatPairing(got.value)).toBe(text);
}
