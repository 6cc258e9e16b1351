import { describe, expect, it } from 'vitest';
import { fixture, fixtureFolders } from './fixtures';
import { makeTrf } from './trf-write';
import { parseTrf } from './trf-parse';
import { pairingInputFromTrf } from './pairing-input';
import { formatPairing, parsePairing } from './pairing';

const inputs = [
  ...fixtureFolders('pairing').map((d) => ['pairing', d, 'input.trf']),
  ...fixtureFolders('tiebreaks').map((d) => ['tiebreaks', d, 'tournament.trf']),
];

describe('TRF fixtures', () => {
  it('finds the fixtures', () => expect(inputs.length).toBeGreaterThanOrEqual(17));
  it.each(inputs)('%s/%s reads and round-trips', (...path) => {
    const parsed = parseTrf(fixture(...path));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    for (const dialect of ['both', 'trf26', 'engine'] as const) {
      const again = parseTrf(makeTrf(parsed.value, { dialect }));
      expect(again.ok && again.value.players).toEqual(parsed.value.players);
      expect(again.ok && again.value.totalRounds).toEqual(parsed.value.totalRounds);
    }
    const both = parseTrf(makeTrf(parsed.value));
    expect(both.ok && both.value).toEqual(parsed.value);
  });
  it('writes player lines in the same columns as the input', () => {
    const text = fixture('pairing', '05-byes-absent', 'input.trf');
    const parsed = parseTrf(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const original = text.split('\n').filter((l) => l.startsWith('001'));
    const written = makeTrf(parsed.value)
      .split('\n')
      .filter((l) => l.startsWith('001'));
    expect(written).toEqual(original.map((l) => l.trimEnd()));
  });
});

describe('pairing input from a TRF file', () => {
  it.each(fixtureFolders('pairing'))('%s: the round to pair follows the history', (d) => {
    const parsed = parseTrf(fixture('pairing', d, 'input.trf'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const input = pairingInputFromTrf(parsed.value);
    if (!input.ok) throw new Error(input.error.message);
    const expected = parsePairing(fixture('pairing', d, 'expected.pairs'))!;
    const paired = new Set(expected.boards.flatMap((b) => [b.white, b.black]));
    if (expected.pab !== null) paired.add(expected.pab);
    const available = input.value.players.filter((p) => !p.withdrawn && p.bye === null).map((p) => p.id);
    // everybody the reference engine paired is available, and nobody else
    expect(available.sort((a, b) => a - b)).toEqual([...paired].sort((a, b) => a - b));
    for (const p of input.value.players) expect(p.history.length).toBe(input.value.round - 1);
  });
  it('reads expected.pairs and writes it back unchanged', () => {
    const text = fixture('pairing', '05-byes-absent', 'expected.pairs');
    expect(formatPairing(parsePairing(text)!)).toBe(text);
  });
});

describe('floats in the pairing input (FIDE C.04.3 1.4.3)', () => {
  it('counts every round scored above a loss without playing as a downfloat, a zero-point bye not', () => {
    const example = fixture('pairing', '05-byes-absent', 'input.trf');
    const parsed = parseTrf(example);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const input = pairingInputFromTrf(parsed.value);
    if (!input.ok) throw new Error(input.error.message);
    let checked = 0;
    for (const p of input.value.players)
      p.history.forEach((e, i) => {
        if (e.result === 'H' || e.result === 'U' || e.result === 'F' || e.result === '+') {
          expect(p.floats[i], `player ${p.id} round ${i + 1} (${e.result})`).toBe('down');
          checked++;
        }
        if (e.result === 'Z' || e.result === '-') expect(p.floats[i]).toBeNull();
      });
    expect(checked).toBeGreaterThan(0);
  });
});
