import { describe, expect, it } from 'vitest';
import { formatRejection, kernelMessages } from './messages';
import { refuse } from './refuse';

describe('kernel messages', () => {
  it('has an English and a Czech text for every code', () => {
    for (const [code, entry] of Object.entries(kernelMessages)) {
      expect(code).toMatch(/^ERR_[A-Z_]+$/);
      expect(entry.en.length).toBeGreaterThan(5);
      expect(entry.cs.length).toBeGreaterThan(5);
      expect(entry.cs).not.toBe(entry.en);
    }
  });
  it('fills parameters in the chosen language', () => {
    const r = refuse(kernelMessages, 'ERR_UNKNOWN_GAME', { game: 'go', known: 'drakoburg' });
    expect(formatRejection(r, 'en', kernelMessages)).toBe('Unknown game "go"; known: drakoburg.');
    expect(formatRejection(r, 'cs', kernelMessages)).toBe('Neznámá hra „go“; známé hry: drakoburg.');
  });
  it('falls back to the rejection text for a code no catalogue knows', () => {
    expect(formatRejection({ code: 'ERR_X', rule: 'ARB', message: 'plain' }, 'cs', kernelMessages)).toBe(
      'plain',
    );
  });
});
