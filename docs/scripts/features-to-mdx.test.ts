import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featurePage, generate, pagePath, parseFeature, stepText, tagAnchor } from './features-to-mdx';

const anchors = new Map([
  ['tr-3-6', 'tri-d-chess/rules.md'],
  ['tr-3-4', 'tri-d-chess/rules.md'],
  ['v-p5-3-4', 'tri-d-chess/variants.md'],
  ['drk-r4', 'drakoburg/rulings.md'],
  ['drk-source', 'drakoburg/rules.md'],
  ['fide-c-07', 'tournament/tiebreaks.md'],
]);

const FEATURE = `@TR-3.6
Feature: Attack boards
  Rule: Overfull boards stay
    @V.P5.3.4
    Scenario Outline: Board <pin> {x}
      Given a position:
        """
        {a} | <b>
        """
      Then refused
      Examples:
        | pin | note |
        | QL1 | a\\|b |
`;

describe('tagAnchor', () => {
  it('maps each tag form to its docs anchor', () => {
    expect(tagAnchor('@TR-3.6', anchors)).toBe('tr-3-6');
    expect(tagAnchor('@V.P5.3.4', anchors)).toBe('v-p5-3-4');
    expect(tagAnchor('@DRK-R4', anchors)).toBe('drk-r4');
    expect(tagAnchor('@DRK-source', anchors)).toBe('drk-source');
    expect(tagAnchor('@FIDE-C.07', anchors)).toBe('fide-c-07');
  });
  it('falls back to the enclosing clause, and to nothing for tags that name no rule', () => {
    expect(tagAnchor('@TR-3.4.5', anchors)).toBe('tr-3-4');
    expect(tagAnchor('@wip', anchors)).toBeUndefined();
    expect(tagAnchor('@TR-9.9', new Map([['tr', 'x.md']]))).toBeUndefined();
  });
});

describe('pagePath', () => {
  it('keeps folders and makes every other odd character a dash', () => {
    expect(pagePath('tri-d-chess/TR 3.6 (boards).feature')).toBe('tri-d-chess/TR-3.6--boards-.mdx');
  });
});

describe('stepText', () => {
  it('sets quoted arguments as code and escapes everything', () => {
    expect(stepText('the move "a<b>" is {x}')).toBe('the move "<code>a&#60;b&#62;</code>" is &#123;x&#125;');
    expect(stepText('an empty "" stays')).toBe('an empty "" stays');
  });
});

describe('featurePage', () => {
  it('renders rules, outlines, doc strings and examples with every special character escaped', () => {
    const page = featurePage('tri-d-chess/attack-boards.feature', FEATURE, 'en', anchors, new Map());
    expect(page).toContain('## Rule: Overfull boards stay');
    expect(page).toContain('### Scenario Outline: Board &#60;pin&#62; &#123;x&#125;');
    expect(page).toContain('[<code>@TR-3.6</code>](../../tri-d-chess/rules.md#tr-3-6)');
    expect(page).toContain('[<code>@V.P5.3.4</code>](../../tri-d-chess/variants.md#v-p5-3-4)');
    expect(page).toContain('  {a} | <b>');
    expect(page).toContain('| QL1 | a&#124;b |');
  });
  it('says on Czech pages that the scenarios are the executable Czech twins', () => {
    expect(featurePage('x.feature', FEATURE, 'cs', anchors, new Map())).toContain(
      ':::note[Spustitelná česká pravidla]',
    );
  });
  it('links every rejection code in a step to its entry in the messages reference', () => {
    const codes = new Map([['ERR_KING_IN_CHECK', 'reference/messages.mdx#err-king-in-check']]);
    const page = featurePage(
      'tri-d-chess/a.feature',
      'Feature: f\n  Scenario: s\n    Then it is refused with ERR_KING_IN_CHECK citing "TR 3.5(b)"\n    And ERR_OTHER\n',
      'en',
      anchors,
      new Map(),
      codes,
    );
    expect(page).toContain(
      '[<code>ERR&#95;KING&#95;IN&#95;CHECK</code>](../../reference/messages.mdx#err-king-in-check)',
    );
    expect(page).toContain('<code>ERR&#95;OTHER</code>');
    expect(page).not.toContain('[<code>ERR&#95;OTHER');
  });
  it('turns a syntax error into a page that shows it', () => {
    expect(parseFeature('Feature: x\n  Scenario: y\n    Given t\n    | a |\n    | b | c |\n').error).toMatch(
      /inconsistent/,
    );
    expect(featurePage('bad.feature', 'nonsense', 'en', anchors, new Map())).toContain('could not be parsed');
  });
});

describe('generate', () => {
  it('writes one page per feature and an index in both locales', () => {
    const features = mkdtempSync(path.join(tmpdir(), 'arbiter-features-'));
    const docs = mkdtempSync(path.join(tmpdir(), 'arbiter-docs-'));
    mkdirSync(path.join(features, 'tri-d-chess'));
    writeFileSync(path.join(features, 'tri-d-chess', 'a.feature'), FEATURE);
    mkdirSync(path.join(features, 'cs', 'tri-d-chess'), { recursive: true });
    writeFileSync(
      path.join(features, 'cs', 'tri-d-chess', 'a.feature'),
      '# language: cs\n# Vygenerováno z features/tri-d-chess/a.feature\nPožadavek: Útočné desky\n  Scénář: s\n    Pak nic\n',
    );
    mkdirSync(path.join(docs, 'docs', 'tri-d-chess'), { recursive: true });
    writeFileSync(path.join(docs, 'docs', 'tri-d-chess', 'rules.md'), '# Rules\n\n## TR 3.6 {#tr-3-6}\n');
    expect(generate(features, docs)).toBe(1);
    const cs = path.join(docs, 'i18n', 'cs', 'docusaurus-plugin-content-docs', 'current', 'specs');
    expect(readFileSync(path.join(docs, 'docs', 'specs', 'tri-d-chess', 'a.mdx'), 'utf8')).toContain(
      '(../../tri-d-chess/rules.md#tr-3-6)',
    );
    const czech = readFileSync(path.join(cs, 'tri-d-chess', 'a.mdx'), 'utf8');
    expect(czech).toContain('# Útočné desky');
    expect(czech).toContain('<code>features/cs/tri-d-chess/a.feature</code>');
    expect(czech).toContain('- **Pak** nic');
    const index = readFileSync(path.join(docs, 'docs', 'specs', 'index.mdx'), 'utf8');
    expect(index).toContain('| <code>@TR-3.6</code> |');
    expect(index).toContain('| <code>@V.P5.3.4</code> | no anchor yet | 1:');
  });
  it('copes with no feature files at all', () => {
    const docs = mkdtempSync(path.join(tmpdir(), 'arbiter-docs-'));
    expect(generate(path.join(docs, 'missing'), docs)).toBe(0);
    expect(readFileSync(path.join(docs, 'docs', 'specs', 'index.mdx'), 'utf8')).toContain('No feature files');
  });
});
