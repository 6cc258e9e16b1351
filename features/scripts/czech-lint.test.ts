/**
 * The Czech reader's check (`czech-lint.ts`, run by `czech.ts` in both modes): it fails on each
 * pattern issue 35 lists, it passes the sentences that replaced them, every file of `features/cs`
 * passes it, and no Czech surface of the project (scenarios, site, CLI, web app, message
 * catalogues) uses a form the glossary forbids.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { lintCzechFeature, lintStep } from './czech-lint';
import { GLOSSARY_PAGES, REPO_ROOT, glossary } from './glossary';

const forbidden = glossary();

function feature(steps: string, table = ''): string {
  return `# language: cs\nPožadavek: Zkouška\n\n  Scénář: Jeden\n${steps
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n')}\n${table}`;
}

describe('the Czech reader finds what issue 35 lists', () => {
  const bad: [string, string, RegExp][] = [
    ['Pokud', 'hrací plán Drakoburgu, na tahu bílý:', /without a verb/],
    ['Pokud', 'turnaj systémem "dutch" s 8 hráči', /without a verb/],
    ['Když', 'úprava se uloží s důvodem "x"', /"se" belongs right after "Když"/],
    ['Pak', 'partie se hraje', /"se" belongs right after "Pak"/],
    ['Pak', 'program by kolo vylosoval "1-2"', /"by" belongs right after "Pak"/],
    ['Pak', 'tah je přijat', /"je" of the passive belongs/],
    ['A', 'se partie hraje', /a clitic opens the step/],
    ['Pokud', 'se hraje turnaj s 4 hráči', /"s" where Czech says "se"/],
    ['A', 'odmítnutí tahu "Nac2W" uvádí side: "white"', /English in a step: side, white/],
    [
      'A',
      'odmítnutí tahu "Nxb3W" uvádí podrobnost: "x marks a capture, but this move captures nothing"',
      /English/,
    ],
    ['Když', 'se úprava uloží s odůvodněním "brothers travel together"', /English/],
    ['Pokud', 'se hraje turnaj systémem "round-robin" pro 4 hráče', /English in a step: round/],
  ];
  for (const [keyword, text, want] of bad)
    it(`${keyword} ${text}`, () => assert.match(lintStep(keyword, text).join('\n'), want));

  it('English table headers and cells', () => {
    const text = feature(
      'Pak je rozpis "PTS" tento:\n  | round | opponent | kind        |\n  | 1     | 3        | forfeit win |',
    );
    const found = lintCzechFeature(text, forbidden).map((f) => f.message);
    assert.deepEqual(found, [
      'English in a table: round, opponent, kind',
      'English in a table: forfeit, win',
    ]);
  });

  it('English outline examples', () => {
    const text =
      '# language: cs\nPožadavek: Zkouška\n\n  Náčrt Scénáře: <co chybí>\n    Když je zahrán tah "0-0"\n\n' +
      '    Příklady:\n      | co chybí          |\n      | the king has left |\n';
    assert.match(lintCzechFeature(text, forbidden)[0].message, /English in a table: the, king, has, left/);
  });

  const terms: [string, string][] = [
    ['Pokud je na hracím plánu toto postavení a na tahu je bílý:', 'herní plán'],
    ['Pak zbrojnoš táhne jako praševec', 'prašivec'],
    ['Pak je to dotknuto – táhnuto', 'dotknuto – taženo'],
    ['Pak se posudek odvolává na výklad 14', 'rozhodnutí'],
    ['Pak je párování stejné', 'los, losování'],
    ['Pak černý útočí na hrady bílého', 'hrad, hrady'],
    ['Pak podle V.A2.1 táhne deska o dvě řady', 'posun o dvě pozice'],
    ['Pak je to přípustný tah', 'platný tah'],
  ];
  for (const [line, term] of terms)
    it(`the glossary forbids "${line}"`, () => {
      const found = lintCzechFeature(feature(line), forbidden).map((f) => f.message);
      assert.ok(
        found.some((m) => m.includes(`the glossary says "${term}"`)),
        found.join('\n'),
      );
    });
});

describe('the Czech reader passes good Czech', () => {
  const good: [string, string][] = [
    ['Pokud', 'je na herním plánu Drakoburgu toto postavení a na tahu je bílý:'],
    ['Pokud', 'se hraje turnaj holandským systémem pro 8 hráčů'],
    ['Když', 'se úprava uloží s odůvodněním "bratři cestují spolu", na vědomí vzato "C12" a potvrzeno ""'],
    ['Pak', 'se partie hraje'],
    ['A', 'partie se hraje'],
    ['Pak', 'je tah přijat'],
    ['A', 'tah je přijat'],
    ['Pak', 'by program kolo vylosoval "1-2"'],
    ['A', 'odmítnutí tahu "Nac2W" uvádí stranu: "bílý"'],
  ];
  for (const [keyword, text] of good)
    it(`${keyword} ${text}`, () => assert.deepEqual(lintStep(keyword, text), []));
});

function files(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      if (name === 'node_modules' || name === 'dist' || name === 'build') continue;
      if (statSync(p).isDirectory()) walk(p);
      else if (keep(p)) out.push(p);
    }
  };
  walk(path.join(REPO_ROOT, dir));
  return out;
}

describe('every Czech surface follows the glossary', () => {
  it('every file of features/cs passes the Czech reader', () => {
    const problems = files('features/cs', (f) => f.endsWith('.feature')).flatMap((f) =>
      lintCzechFeature(readFileSync(f, 'utf8'), forbidden).map((x) => `${f}:${x.line}: ${x.message}`),
    );
    assert.deepEqual(problems, []);
  });

  it('no forbidden form in the scenarios, the Czech site, the CLI, the web app or a message catalogue', () => {
    const glossaryPages = new Set(GLOSSARY_PAGES.map((p) => path.join(REPO_ROOT, p)));
    const source = (f: string) => /\.(tsx?|md|mdx|json|feature)$/.test(f) && !/\.test\.tsx?$/.test(f);
    const surfaces = [
      ...files('features/cs', source),
      ...files('features/drakoburg', (f) => f.endsWith('.feature')),
      ...files('docs/i18n/cs', source),
      ...files('apps', (f) => source(f) && f.includes(`${path.sep}src${path.sep}`)),
      ...files('packages', (f) => source(f) && f.includes(`${path.sep}src${path.sep}`)),
    ].filter((f) => !glossaryPages.has(f));
    assert.ok(surfaces.length > 100, `only ${surfaces.length} files read`);
    const found: string[] = [];
    for (const f of surfaces)
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const t of forbidden)
            if (t.pattern.test(line))
              found.push(`${path.relative(REPO_ROOT, f)}:${i + 1}: "${t.found(line)}": ${t.advice}`);
        });
    assert.deepEqual(found, []);
  });
});
