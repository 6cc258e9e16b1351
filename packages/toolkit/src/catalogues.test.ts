import { describe, expect, it } from 'vitest';
import { kernelMessages, refuse } from '@arbiter/kernel';
import { catalogueProblems } from '@arbiter/kernel/testing/catalogue';
import { catalogues, games, messageIn, ownedCatalogues, pairingSystems } from './index';

describe('the catalogues every shell prints from', () => {
  it('are derived from the registered games and pairing systems', () => {
    for (const g of games.games()) expect(catalogues, g.id).toContain(g.catalogue);
    for (const s of pairingSystems.values()) expect(catalogues, s.id).toContain(s.catalogue);
    expect(catalogues).toContain(kernelMessages);
    expect(new Set(catalogues).size).toBe(catalogues.length);
  });

  it.each(ownedCatalogues.map((o) => [o.owner, o.catalogue] as const))(
    '%s: a rule and both texts, filling the same parameters, for every code',
    (_owner, catalogue) => expect(catalogueProblems(catalogue)).toEqual([]),
  );

  it('prints a game rejection in Czech from the game it came from', () => {
    const r = games.get('drakoburg');
    if (!r.ok) throw new Error(r.error.message);
    const code = Object.keys(r.value.catalogue)[0]!;
    const entry = r.value.catalogue[code]!;
    const rejection = { code, rule: entry.rule, message: entry.en };
    expect(messageIn(rejection, 'cs')).toBe(entry.cs);
    expect(messageIn(refuse(kernelMessages, 'ERR_RECORD_EMPTY'), 'cs')).toBe('Záznam je prázdný.');
  });
});
