import { formatRejection, kernelMessages, refuse } from '@arbiter/kernel';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, sourceProblems } from '@arbiter/kernel/testing/catalogue';
import { storeCodes, storeMessages } from './messages';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('store messages', () => {
  it('has an English and a different Czech text for every code', () => {
    for (const [code, entry] of Object.entries(storeMessages)) {
      expect(code).toMatch(/^ERR_[A-Z_]+$/);
      expect(entry.rule).toBe('ARB');
      expect(entry.en.length).toBeGreaterThan(5);
      expect(entry.cs.length).toBeGreaterThan(5);
      expect(entry.cs).not.toBe(entry.en);
      // The same placeholders in both languages.
      const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(entry.cs)).toEqual(names(entry.en));
    }
  });

  it('lists every code the source can return', () => {
    const source = readdirSync(here)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(path.join(here, f), 'utf8'))
      .join('\n');
    const used = new Set([...source.matchAll(/refuse\(\s*storeCodes,\s*'(ERR_[A-Z_]+)'/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(10);
    for (const code of used) expect(Object.keys(storeMessages)).toContain(code);
  });

  it('has no rejection built without refuse, and no code without an entry', () => {
    expect(sourceProblems(here, storeMessages, kernelMessages)).toEqual([]);
    expect(catalogueProblems(storeMessages)).toEqual([]);
  });

  it('formats a conflict in Czech with its parameters', () => {
    const r = refuse(storeCodes, 'ERR_STORE_CONCURRENCY', { stream: 'g-1', expected: 3, actual: 5 });
    expect(r.message).toBe('Stream "g-1" is at version 5, not 3; read it again and retry.');
    expect(formatRejection(r, 'cs', storeMessages, kernelMessages)).toBe(
      'Proud „g-1“ je ve verzi 5, ne 3; načtěte jej znovu a akci opakujte.',
    );
  });
});
