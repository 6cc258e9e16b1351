import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawnPositions } from '@arbiter/features/scenario-positions';
import { escapeMdx } from './mdx';
import { czechSource } from './spec-links';
import { FEATURES_ROOT, generate, listFeatures, pagePath, parseFeature } from './features-to-mdx';

/** Scenarios of a feature with the steps cucumber runs (background first) and their Examples rows. */
function scenarios(text: string) {
  const feature = parseFeature(text).feature!;
  const background = feature.children.find((c) => c.background)?.background?.steps ?? [];
  const out: { heading: string; name: string; draws: boolean }[] = [];
  const visit = (s: NonNullable<(typeof feature.children)[number]['scenario']>) => {
    const rows = s.examples.flatMap((ex) =>
      ex.tableBody.map((r) =>
        Object.fromEntries((ex.tableHeader?.cells ?? []).map((h, i) => [h.value, r.cells[i]?.value ?? ''])),
      ),
    );
    const draws = (rows.length ? rows : [{}]).some(
      (row) =>
        drawnPositions([...background, ...s.steps], row).filter((d) => d.step >= background.length).length >
        0,
    );
    out.push({ heading: `${escapeMdx(s.keyword)}: ${escapeMdx(s.name)}`, name: s.name, draws });
  };
  for (const c of feature.children) {
    if (c.scenario) visit(c.scenario);
    for (const rc of c.rule?.children ?? []) if (rc.scenario) visit(rc.scenario);
  }
  return out;
}

/** The MDX of each scenario, in page order: from its heading to the next heading. */
function sections(mdx: string, headings: readonly string[]): string[] {
  const parts = mdx
    .split(/\n(?=#{2,3} )/)
    .map((p) => ({ head: /^#{2,3} (.*)\n/.exec(p)?.[1] ?? '', body: p }));
  let from = 0;
  return headings.map((h) => {
    const i = parts.findIndex((p, k) => k >= from && p.head === h);
    if (i < 0) return '';
    from = i + 1;
    return parts[i].body;
  });
}

describe('the spec pages show every position a scenario draws', () => {
  const docsRoot = mkdtempSync(path.join(tmpdir(), 'arbiter-docs-pictures-'));
  const tally = { pictures: 0 };
  generate(FEATURES_ROOT, docsRoot, tally);
  const dirs = {
    en: path.join(docsRoot, 'docs', 'specs'),
    cs: path.join(docsRoot, 'i18n', 'cs', 'docusaurus-plugin-content-docs', 'current', 'specs'),
  };

  it('at least one picture per drawing scenario, in both locales, each a real drawing', () => {
    let drawing = 0;
    let pictures = 0;
    for (const rel of listFeatures(FEATURES_ROOT)) {
      for (const locale of ['en', 'cs'] as const) {
        // the Czech pages show the Czech twins (features/cs), headed in Czech
        const source =
          locale === 'en'
            ? readFileSync(path.join(FEATURES_ROOT, rel), 'utf8')
            : czechSource(FEATURES_ROOT, rel);
        const expected = scenarios(source);
        const got = sections(
          readFileSync(path.join(dirs[locale], pagePath(rel)), 'utf8'),
          expected.map((s) => s.heading),
        );
        got.forEach((g, i) => expect(g, `${rel}: ${expected[i].name}`).not.toBe(''));
        expected.forEach((s, i) => {
          const images = [...got[i].matchAll(/!\[[^\]]*\]\((\/diagrams\/[^)]+)\)/g)].map((m) => m[1]);
          if (s.draws) {
            expect(images.length, `${rel}: ${s.name} (${locale})`).toBeGreaterThan(0);
            if (locale === 'en') drawing++;
          } else expect(images, `${rel}: ${s.name}`).toEqual([]);
          for (const src of images) {
            const file = path.join(docsRoot, 'static', src);
            expect(existsSync(file), src).toBe(true);
            const svg = readFileSync(file, 'utf8');
            expect(svg).toMatch(/data-square="[^"]+" data-piece=/);
            expect(svg).toContain(locale === 'en' ? 'to move' : 'Na tahu');
            pictures++;
          }
        });
      }
    }
    expect(drawing).toBeGreaterThan(100);
    expect(pictures).toBe(tally.pictures);
    console.log(`spec pictures: ${drawing} drawing scenarios, ${pictures} pictures in both locales`);
  });
});

describe('a drawn position that no longer parses', () => {
  it('stops the generation with the feature, the scenario and the engine code', () => {
    const features = mkdtempSync(path.join(tmpdir(), 'arbiter-features-broken-'));
    const docsRoot = mkdtempSync(path.join(tmpdir(), 'arbiter-docs-broken-'));
    mkdirSync(path.join(features, 'tri-d-chess'));
    writeFileSync(
      path.join(features, 'tri-d-chess', 'broken.feature'),
      'Feature: broken\n  Scenario: two white kings\n    Given the Tri-D position "Ka1W,Kb1W,kd9KL6 KL6:b w - - 0 1"\n',
    );
    expect(() => generate(features, docsRoot)).toThrow(
      /features\/tri-d-chess\/broken\.feature, scenario "two white kings".*ERR_POSITION_KINGS/,
    );
  });
});

describe('the scenario reader', () => {
  it('reads the Czech phrasings of the position and option steps as the English ones', () => {
    const tri = ['QL6 black', '9 . .', '8 . .', 'B', '8 . k . .', 'W', '1 . K . .'].join('\n');
    const drk = [
      '7 z . . . . . .',
      '6 . . . . t . .',
      '5 . . . . . . .',
      '4 . . . . . . .',
      '3 * . . . . . .',
      '2 P P P . P P P',
      '1 . . . T . . .',
    ].join('\n');
    const steps = (lang: 'en' | 'cs') => [
      {
        keyword: 'Given ',
        text: lang === 'en' ? 'the rule option "v-a1" is "on"' : 'volba pravidel "v-a1" je "on"',
      },
      {
        keyword: 'And ',
        text: lang === 'en' ? 'the Tri-D position, Black to move:' : 'pozice Tri-D, na tahu černý:',
        docString: { content: tri },
      },
      {
        keyword: 'And ',
        text:
          lang === 'en'
            ? 'the Drakoburg board, White to move, with the castle "a7" already used:'
            : 'hrací plán Drakoburgu, na tahu bílý, hrad "a7" už byl využit:',
        docString: { content: drk },
      },
    ];
    const en = drawnPositions(steps('en'));
    expect(drawnPositions(steps('cs'))).toEqual(en);
    expect(en).toEqual([
      {
        game: 'tri-d-chess',
        setup: 'kb8B,Kb1W QL6:b b - - 0 10',
        options: { 'v-a1': 'on' },
        step: 1,
        marks: [],
      },
      {
        game: 'drakoburg',
        setup: 'z6/4t2/7/7/7/PPP1PPP/3T3 w a7d7g7/a1d1g1 26 a7 0 1',
        options: { 'v-a1': 'on' },
        step: 2,
        marks: ['a3'],
      },
    ]);
  });
});
