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

describe('names that could break a record (issue 34)', () => {
  const file = (names: string[]) => {
    const base = parseTrf(fixture('pairing', '05-byes-absent', 'input.trf'));
    if (!base.ok) throw new Error(base.error.message);
    return {
      ...base.value,
      headers: [...base.value.headers, { tag: '012', text: 'Open\n001 9999 m    Forged header' }],
      players: base.value.players.map((p, i) => (i < names.length ? { ...p, name: names[i] } : p)),
    };
  };

  it('writes one 001 record per player whatever a name holds, and the file reads back', () => {
    const f = file([
      'Line\nBreak',
      '001    9 m    Forged\r\n',
      'Tab\tand\u0085next\u2028para',
      'Lone \ud800 half',
    ]);
    const text = makeTrf(f);
    expect(text.split('\n').filter((l) => l.startsWith('001')).length).toBe(f.players.length);
    const again = parseTrf(text);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.players.slice(0, 4).map((p) => p.name)).toEqual([
      'Line Break',
      '001    9 m    Forged',
      'Tab\tand next para',
      'Lone \ud800 half',
    ]);
  });

  it('cuts a long name between graphemes, never inside an emoji, and keeps the columns', () => {
    const names = [
      'a'.repeat(32) + '😀 tail',
      'b'.repeat(31) + '👩‍👩‍👧 family',
      'c'.repeat(32) + 'e\u0301 accent',
    ];
    const text = makeTrf(file(names));
    const again = parseTrf(text);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.players.slice(0, 3).map((p) => p.name)).toEqual([
      'a'.repeat(32),
      'b'.repeat(31),
      'c'.repeat(32),
    ]);
    expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    // the columns after the name are where parseTrf reads them: ratings and ids are unchanged
    const before = file(names).players.slice(0, 3);
    expect(again.value.players.slice(0, 3).map((p) => [p.rating, p.fideId])).toEqual(
      before.map((p) => [p.rating, p.fideId]),
    );
  });
});
