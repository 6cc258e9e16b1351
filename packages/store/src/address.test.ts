// Store addresses are read exactly: nothing with a scheme becomes a directory by accident.
import { describe, expect, it } from 'vitest';
import { parseStoreAddress } from './address';
import { openStore } from './open';
import { testSchemas } from './testing/fixtures';

describe('store addresses', () => {
  it('accepts a directory path, a postgres or postgresql URL and memory://', () => {
    expect(parseStoreAddress('./data/arbiter')).toEqual({
      ok: true,
      value: { kind: 'pglite', dataDir: './data/arbiter' },
    });
    expect(parseStoreAddress('/var/lib/club')).toEqual({
      ok: true,
      value: { kind: 'pglite', dataDir: '/var/lib/club' },
    });
    expect(parseStoreAddress('./odd:name')).toEqual({
      ok: true,
      value: { kind: 'pglite', dataDir: './odd:name' },
    });
    expect(parseStoreAddress('C:\\club\\store')).toMatchObject({ ok: true, value: { kind: 'pglite' } });
    for (const url of ['postgres://u@127.0.0.1:5432/test', 'postgresql://localhost/club', 'postgres:///club'])
      expect(parseStoreAddress(url)).toEqual({ ok: true, value: { kind: 'postgres', url } });
    expect(parseStoreAddress('memory://')).toEqual({
      ok: true,
      value: { kind: 'memory', dataDir: 'memory://' },
    });
  });

  it('refuses everything else that has a scheme, naming the forms that work', () => {
    for (const bad of [
      'postgres:/host/db',
      'postgres:host',
      'postgresql:/x',
      'memory:',
      'memory://x',
      'sqlite://a.db',
      'file:///tmp/x',
      'http://h/db',
      'pg://h/db',
      '',
      '  ',
      'dir\nname',
    ]) {
      const r = parseStoreAddress(bad);
      expect(r.ok, bad).toBe(false);
      if (r.ok) continue;
      expect(r.error.code).toBe('ERR_STORE_ADDRESS_INVALID');
      expect(r.error.message).toContain('postgres://');
      expect(r.error.message).toContain('memory://');
      expect(String(r.error.params?.detail).length).toBeGreaterThan(3);
    }
  });

  it('openStore reads an address, and refuses one beside url or dataDir', async () => {
    const bad = await openStore({ address: 'postgres:/h/db', schemas: testSchemas });
    expect(!bad.ok && bad.error.code).toBe('ERR_STORE_ADDRESS_INVALID');
    const both = await openStore({ address: 'memory://', dataDir: '/tmp/x', schemas: testSchemas });
    expect(!both.ok && both.error.code).toBe('ERR_STORE_CONFIG_INVALID');
  });
});
