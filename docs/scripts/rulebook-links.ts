/**
 * Links that let a reader walk the rulebook both ways:
 * - a rule heading (rules, rulings and options pages) -> the scenarios that pin it down,
 *   with their number: `rule-scenarios.json` for the `Heading` theme component, and a page
 *   per locale (`specs/by-rule.mdx`) listing them under one anchor per rule;
 * - (in spec-links.ts, used by the spec pages) an error code in a scenario -> its entry in
 *   the messages reference, and a Czech spec page -> its twin under `features/cs/`.
 *
 * A scenario belongs to a rule when it carries the rule's tag (`@TR-3.5`, through the same
 * anchor fallback as the tag links), sets the rule option the heading documents
 * (`the rule option "castling-first-move"`, `Option draws = ...`), or names a ruling in its
 * rule or scenario title (`(ruling 3, ...)`).
 *
 * Run: `tsx scripts/rulebook-links.ts` after both generators (the build does it).
 * Trade-off: reads the feature files a second time instead of sharing state with the spec
 * generator; it costs milliseconds and keeps the two scripts independent.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Feature, Scenario, Tag } from '@cucumber/messages';
import { anchorIndex } from './anchors';
import { listFeatures, pagePath, parseFeature, tagAnchor } from './features-to-mdx';
import { escapeMdx, yamlString } from './mdx';
import { czechSource } from './spec-links';

type Locale = 'en' | 'cs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DOCS_ROOT = path.resolve(here, '..');
const FEATURES_ROOT = path.resolve(DOCS_ROOT, '..', 'features');
const CONTENT: Record<Locale, string> = {
  en: 'docs',
  cs: path.join('i18n', 'cs', 'docusaurus-plugin-content-docs', 'current'),
};
/** Where the heading component's index is written (git-ignored, read by docusaurus.config.ts). */
export const RULE_SCENARIOS_JSON = path.join(DOCS_ROOT, 'generated', 'rule-scenarios.json');

/** One scenario as a reader finds it: the spec page and its title, in one locale. */
export interface ScenarioRef {
  readonly page: string;
  readonly name: string;
}

interface Parsed {
  feature?: Feature;
}

function optionAnchor(id: string, folder: string, anchors: ReadonlyMap<string, string>): string | undefined {
  const candidates = folder === 'drakoburg' ? [`opt-drk-${id}`, `opt-${id}`] : [`opt-${id}`];
  return candidates.find((a) => anchors.has(a));
}

/** The rule anchors one scenario belongs to (see the module comment). */
export function scenarioAnchors(
  scenario: Scenario,
  inherited: readonly Tag[],
  ruleName: string,
  folder: string,
  anchors: ReadonlyMap<string, string>,
  tagAnchor: (tag: string) => string | undefined,
): Set<string> {
  const out = new Set<string>();
  const tags = [...inherited, ...scenario.tags, ...scenario.examples.flatMap((e) => e.tags)];
  for (const t of tags) {
    const a = tagAnchor(t.name);
    if (a) out.add(a);
  }
  const texts = [scenario.name, ruleName, ...scenario.steps.map((s) => s.text)];
  for (const text of texts) {
    for (const m of text.matchAll(/rule options? "([^"]+)"/g)) {
      for (const part of m[1].split(/[,\s]+/)) {
        const a = optionAnchor(part.split('=')[0], folder, anchors);
        if (a) out.add(a);
      }
    }
    for (const m of text.matchAll(/\bOption ([a-z0-9-]+) =/g)) {
      const a = optionAnchor(m[1], folder, anchors);
      if (a) out.add(a);
    }
    if (folder === 'tri-d-chess') {
      for (const m of text.matchAll(/\brulings? (\d+)(?: and (\d+))?/g)) {
        for (const n of [m[1], m[2]]) if (n && anchors.has(`tr-ruling-${n}`)) out.add(`tr-ruling-${n}`);
      }
    }
  }
  return out;
}

/** anchor -> scenarios, for the English files and their Czech twins (same anchors, Czech titles). */
export function ruleScenarios(
  rels: readonly string[],
  read: (rel: string, locale: Locale) => string,
  parse: (text: string) => Parsed,
  pagePath: (rel: string) => string,
  anchors: ReadonlyMap<string, string>,
  tagAnchor: (tag: string) => string | undefined,
): Record<Locale, Map<string, ScenarioRef[]>> {
  const result: Record<Locale, Map<string, ScenarioRef[]>> = { en: new Map(), cs: new Map() };
  for (const rel of rels) {
    const folder = rel.split('/')[0];
    const en = parse(read(rel, 'en')).feature;
    const cs = parse(read(rel, 'cs')).feature;
    if (!en) continue;
    // The Czech twin has the same shape, so scenarios pair up by position.
    const csNames = cs ? scenariosOf(cs).map((s) => s.scenario.name) : [];
    scenariosOf(en).forEach(({ scenario, inherited, ruleName }, i) => {
      for (const a of scenarioAnchors(scenario, inherited, ruleName, folder, anchors, tagAnchor)) {
        for (const locale of ['en', 'cs'] as const) {
          const name = locale === 'cs' ? (csNames[i] ?? scenario.name) : scenario.name;
          const list = result[locale].get(a) ?? [];
          list.push({ page: `specs/${pagePath(rel)}`, name });
          result[locale].set(a, list);
        }
      }
    });
  }
  return result;
}

function scenariosOf(
  feature: Feature,
): { scenario: Scenario; inherited: readonly Tag[]; ruleName: string }[] {
  const out: { scenario: Scenario; inherited: readonly Tag[]; ruleName: string }[] = [];
  for (const c of feature.children) {
    if (c.scenario) out.push({ scenario: c.scenario, inherited: feature.tags, ruleName: '' });
    if (c.rule) {
      for (const rc of c.rule.children) {
        if (rc.scenario)
          out.push({
            scenario: rc.scenario,
            inherited: [...feature.tags, ...c.rule.tags],
            ruleName: c.rule.name,
          });
      }
    }
  }
  return out;
}

const TEXT = {
  en: {
    title: 'Scenarios by rule',
    intro:
      'Every rule, ruling and option heading of the rules pages links here. Under each rule are the ' +
      'scenarios that pin it down: those tagged with its id, those that set the option, and those that ' +
      'name the ruling. Generated before every build.',
    rule: 'Rule',
  },
  cs: {
    title: 'Scénáře podle pravidel',
    intro:
      'Sem odkazuje každý nadpis pravidla, výkladu a volby na stránkách s pravidly. U každého pravidla jsou ' +
      'scénáře, které ho zachycují: ty se štítkem jeho označení, ty, které nastavují volbu, a ty, které ' +
      'jmenují výklad. Vzniká před každým sestavením.',
    rule: 'Pravidlo',
  },
} as const;

/** The `specs/by-rule.mdx` page of one locale: one anchor per rule with its scenarios. */
/** The text of the heading that defines `anchor` in a page, or the anchor itself. */
export function headingText(pageText: string, anchor: string): string {
  const line = pageText.split('\n').find((l) => /^#{1,6}\s/.test(l) && l.includes(`{#${anchor}}`));
  return line
    ? line
        .replace(/^#+\s*/, '')
        .replace(/\s*\{#[^}]+\}\s*$/, '')
        .trim()
    : anchor;
}

export function byRulePage(
  locale: Locale,
  index: ReadonlyMap<string, readonly ScenarioRef[]>,
  anchors: ReadonlyMap<string, string>,
  titleOf: (anchor: string) => string = (a) => a,
): string {
  const T = TEXT[locale];
  let out = `---\ntitle: ${yamlString(T.title)}\nsidebar_position: 2\ncustom_edit_url: null\n---\n\n`;
  out += `{/* Generated by docs/scripts/rulebook-links.ts; do not edit. */}\n\n# ${T.title}\n\n${T.intro}\n\n`;
  const keys = [...index.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  for (const anchor of keys) {
    const list = index.get(anchor)!;
    const rulePage = anchors.get(anchor)!;
    out += `<Anchor id="scenarios-${anchor}" />\n\n`;
    out += `**[${escapeMdx(titleOf(anchor))}](${path.posix.relative('specs', rulePage)}#${anchor})** (${list.length})\n\n`;
    for (const s of list) out += `- [${escapeMdx(s.name)}](${path.posix.relative('specs', s.page)})\n`;
    out += '\n';
  }
  return out;
}

/** Writes the heading index and the by-rule pages; returns the number of rules with scenarios. */
export async function generate(docsRoot = DOCS_ROOT, featuresRoot = FEATURES_ROOT): Promise<number> {
  const anchors = anchorIndex(path.join(docsRoot, 'docs'), ['specs', 'reference']);
  const rels = listFeatures(featuresRoot);
  const read = (rel: string, locale: Locale) =>
    locale === 'cs' ? czechSource(featuresRoot, rel) : readFileSync(path.join(featuresRoot, rel), 'utf8');
  const index = ruleScenarios(rels, read, parseFeature, pagePath, anchors, (t) => tagAnchor(t, anchors));
  const json: Record<Locale, Record<string, { count: number; to: string }>> = { en: {}, cs: {} };
  for (const locale of ['en', 'cs'] as const) {
    for (const [anchor, list] of index[locale]) {
      json[locale][anchor] = { count: list.length, to: `/docs/specs/by-rule#scenarios-${anchor}` };
    }
    const dir = path.join(docsRoot, CONTENT[locale], 'specs');
    mkdirSync(dir, { recursive: true });
    const titleOf = (anchor: string) => {
      const page = path.join(docsRoot, CONTENT[locale], anchors.get(anchor)!);
      return existsSync(page) ? headingText(readFileSync(page, 'utf8'), anchor) : anchor;
    };
    writeFileSync(path.join(dir, 'by-rule.mdx'), byRulePage(locale, index[locale], anchors, titleOf));
  }
  const jsonFile = path.join(docsRoot, path.relative(DOCS_ROOT, RULE_SCENARIOS_JSON));
  mkdirSync(path.dirname(jsonFile), { recursive: true });
  writeFileSync(jsonFile, JSON.stringify(json, null, 1) + '\n');
  return index.en.size;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const n = await generate();
  console.log(
    `rulebook-links: ${n} rule(s) with scenarios -> specs/by-rule.mdx and generated/rule-scenarios.json`,
  );
}
