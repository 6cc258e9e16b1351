import { describe, expect, it } from 'vitest';
import {
  collect,
  isMessageCatalogue,
  messagesPage,
  optionsPage,
  registered,
  ruleLink,
  untitledOwners,
  type Found,
} from './catalogues-to-mdx';

const option = {
  id: 'castling-first-move',
  values: ['own-first-move', 'first-ply-only'],
  default: 'own-first-move',
  rule: 'TR 3.5(a)(ii)(1)[a]',
  description: { en: 'No castling on the first move.', cs: 'Žádná rošáda prvním tahem.' },
};
const game = {
  id: 'tri-d-chess',
  title: 'Tri-D',
  options: [option],
  setups: [{ id: 'standard', rule: 'TR 2.7', available: true, description: { en: 'Start', cs: 'Začátek' } }],
};
const messages = { ERR_X: { rule: 'TR 3.6', en: 'Board {pin} is full.', cs: 'Šachovnice {pin} je plná.' } };
const anchors = new Map([
  ['tr-3-5-a-ii', 'tri-d-chess/rules.md'],
  ['tr-3-6', 'tri-d-chess/rules.md'],
]);

describe('collect', () => {
  it('recognises games, message catalogues and loose option catalogues by shape, each once', () => {
    const found: Found = { games: [], options: [], messages: [] };
    collect(
      '@arbiter/tri-d-chess',
      { triDChess: game, alias: { ...game }, TRI_D_OPTIONS: game.options, messages, n: 3 },
      found,
    );
    expect(found.games.map((g) => g.name)).toEqual(['alias']);
    expect(found.options).toEqual([]);
    expect(found.messages.map((m) => m.name)).toEqual(['messages']);
  });
  it('does not take an ordinary record for a message catalogue', () => {
    expect(isMessageCatalogue({ ERR_X: { rule: 'x', en: 'y' } })).toBe(false);
    expect(isMessageCatalogue({ lower: { rule: 'x', en: 'y', cs: 'z' } })).toBe(false);
  });
});

describe('ruleLink', () => {
  it('links to the closest documented clause, or leaves the id as code', () => {
    expect(ruleLink('TR 3.5(a)(ii)(1)[a]', anchors, 'reference')).toBe(
      '[<code>TR 3.5(a)(ii)(1)&#91;a&#93;</code>](../tri-d-chess/rules.md#tr-3-5-a-ii)',
    );
    expect(ruleLink('ARB', anchors, 'reference')).toBe('<code>ARB</code>');
  });
});

describe('pages', () => {
  const found: Found = {
    games: [{ pkg: '@arbiter/tri-d-chess', name: 'triDChess', game }],
    options: [],
    messages: [],
  };
  found.messages.push({ pkg: '@arbiter/tri-d-chess', name: 'messages', messages });
  it('shows the texts of the page language with placeholders escaped', () => {
    expect(messagesPage(found, [], 'cs', anchors)).toContain('| Šachovnice &#123;pin&#125; je plná. |');
    expect(messagesPage(found, [], 'en', anchors)).toContain(
      '[<code>TR 3.6</code>](../tri-d-chess/rules.md#tr-3-6)',
    );
  });
  it('lists every option with values, default and setups, and names packages that failed to load', () => {
    const page = optionsPage(found, ['@arbiter/broken'], 'en', anchors);
    expect(page).toContain(
      '| <code>castling-first-move</code> | <code>own-first-move</code>, <code>first-ply-only</code> |',
    );
    expect(page).toContain('| <code>standard</code> |');
    expect(page).toContain('<code>@arbiter/broken</code> could not be loaded');
  });
});

describe('the reference pages read as a rulebook', () => {
  it("gives every game and every other owner of messages a reader's title in both languages", async () => {
    const { found, failures } = await registered();
    expect(failures).toEqual([]);
    expect(untitledOwners(found)).toEqual([]);
    expect(
      untitledOwners({
        ...found,
        messages: [...found.messages, { pkg: '@arbiter/new', name: 'm', messages }],
      }),
    ).toEqual(['@arbiter/new']);
  }, 60_000);

  it('lists every setup each registered game knows, with one heading per game and unique anchors', async () => {
    const { found } = await registered();
    for (const locale of ['en', 'cs'] as const) {
      const page = optionsPage(found, [], locale, anchors);
      for (const { game } of found.games)
        for (const setup of game.setups)
          expect(page).toContain(`| <code>${setup.id.replace(/_/g, '&#95;')}</code> |`);
      const ids = [...page.matchAll(/\{#([^}]+)\}/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(page).not.toMatch(/^#+ .*<code>/m);
    }
    const triD = found.games.find((g) => g.game.id === 'tri-d-chess');
    expect(triD?.game.setups.length).toBe(8);
  }, 60_000);

  it('has no package names or code constants as headings on the messages page', async () => {
    const { found } = await registered();
    for (const locale of ['en', 'cs'] as const) {
      const headings = [...messagesPage(found, [], locale, anchors).matchAll(/^##+ (.*)$/gm)].map(
        (m) => m[1],
      );
      for (const h of headings) expect(h).not.toMatch(/^(@arbiter\/)?[a-z-]+ \{#|<code>|[A-Z]+_[A-Z]/);
      const ids = headings.map((h) => /\{#([^}]+)\}/.exec(h)?.[1]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  }, 60_000);
});
