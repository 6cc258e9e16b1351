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
 * (`the rule option "castling-first-move"`, `Option draws = ...`, or an option whose catalogue
 * entry names the rule or ruling), names a ruling in its rule or scenario title (`(ruling 3, ...)`),
 * or checks a refusal citing the rule (`... citing "TR E4"`). Sub-clause anchors count for the
 * heading whose section holds them.
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

/**
 * Option id -> the anchors its catalogue entry names, per game folder: the clause the option reads
 * (`TR 3.4(b)`) and, where its description starts with one, the ruling (`Ruling 2: ...`). So a
 * scenario that sets `double-step` also pins down ruling 2, whose option has no heading of its own.
 */
export type OptionRules = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

/** Builds `OptionRules` from the games the toolkit registers (folder = game id). */
export async function optionRules(anchors: ReadonlyMap<string, string>): Promise<OptionRules> {
  const { games } = await import('@arbiter/toolkit');
  const out = new Map<string, Map<string, string[]>>();
  for (const game of games.games()) {
    const byOption = new Map<string, string[]>();
    for (const o of game.options) {
      const found: string[] = [];
      const rule = tagAnchor(`@${o.rule.replace(/ /g, '-')}`, anchors);
      if (rule) found.push(rule);
      const ruling = /^Ruling (\d+):/.exec(o.description.en);
      const prefix = game.id === 'drakoburg' ? 'drk-r' : 'tr-ruling-';
      if (ruling && anchors.has(`${prefix}${ruling[1]}`)) found.push(`${prefix}${ruling[1]}`);
      byOption.set(o.id, found);
    }
    out.set(game.id, byOption);
  }
  return out;
}

function optionAnchors(
  id: string,
  folder: string,
  anchors: ReadonlyMap<string, string>,
  rules: OptionRules,
): string[] {
  const candidates = folder === 'drakoburg' ? [`opt-drk-${id}`, `opt-${id}`] : [`opt-${id}`];
  const own = candidates.find((a) => anchors.has(a));
  return [...(own ? [own] : []), ...(rules.get(folder)?.get(id) ?? [])];
}

/** The rule anchors one scenario belongs to (see the module comment). */
export function scenarioAnchors(
  scenario: Scenario,
  inherited: readonly Tag[],
  ruleName: string,
  folder: string,
  anchors: ReadonlyMap<string, string>,
  tagAnchor: (tag: string) => string | undefined,
  rules: OptionRules = new Map(),
): Set<string> {
  const out = new Set<string>();
  const tags = [...inherited, ...scenario.tags, ...scenario.examples.flatMap((e) => e.tags)];
  for (const t of tags) {
    const a = tagAnchor(t.name);
    if (a) out.add(a);
  }
  const texts = [scenario.name, ruleName, ...scenario.steps.map((s) => s.text)];
  // A step that checks a refusal `citing "TR E4"` pins down the rule it cites.
  for (const s of scenario.steps)
    for (const m of s.text.matchAll(/\bciting "([^"<>]+)"/g)) {
      const a = tagAnchor(`@${m[1].replace(/ /g, '-')}`);
      if (a) out.add(a);
    }
  for (const text of texts) {
    for (const m of text.matchAll(/rule options? "([^"]+)"/g)) {
      for (const part of m[1].split(/[,\s]+/))
        for (const a of optionAnchors(part.split('=')[0], folder, anchors, rules)) out.add(a);
    }
    for (const m of text.matchAll(/\bOption ([a-z0-9-]+) =/g))
      for (const a of optionAnchors(m[1], folder, anchors, rules)) out.add(a);
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
  rules: OptionRules = new Map(),
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
      for (const a of scenarioAnchors(scenario, inherited, ruleName, folder, anchors, tagAnchor, rules)) {
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

/**
 * Sub-clause anchors (`<Anchor id="tr-3-1-c" />`) -> the heading whose section holds them: the
 * nearest heading with an id above them on their page. A heading's badge then counts the
 * scenarios of its sub-clauses too, and an anchor placed just under a heading gives it a second
 * id (`## BH: Buchholz {#fide-c-07-bh}` with `<Anchor id="fide-c-07-8-1" />`, the section number
 * the engine cites).
 */
export function sectionOwners(pageText: string): Map<string, string> {
  const owners = new Map<string, string>();
  const prose = pageText.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  let heading: string | undefined;
  for (const line of prose.split('\n')) {
    const h = /^#{2,6}\s.*\{#([A-Za-z0-9_-]+)\}\s*$/.exec(line);
    if (h) {
      heading = h[1];
      continue;
    }
    if (!heading) continue;
    for (const m of line.matchAll(/<Anchor id="([A-Za-z0-9_-]+)"/g)) owners.set(m[1], heading);
  }
  return owners;
}

/** Folds each sub-clause's scenarios into its heading's list (each scenario once) and drops the sub-clause. */
export function foldIntoHeadings(
  index: Map<string, ScenarioRef[]>,
  owners: ReadonlyMap<string, string>,
): Map<string, ScenarioRef[]> {
  const out = new Map<string, ScenarioRef[]>();
  const key = (s: ScenarioRef) => `${s.page}\u0000${s.name}`;
  for (const [anchor, list] of index) {
    const to = owners.get(anchor) ?? anchor;
    const into = out.get(to) ?? [];
    const seen = new Set(into.map(key));
    for (const s of list) {
      if (seen.has(key(s))) continue;
      seen.add(key(s));
      into.push(s);
    }
    out.set(to, into);
  }
  return out;
}

/** Anchor -> its scenarios per locale, sub-clauses folded into their headings (what the badges show). */
export async function ruleIndex(
  docsRoot = DOCS_ROOT,
  featuresRoot = FEATURES_ROOT,
): Promise<{ anchors: Map<string, string>; index: Record<Locale, Map<string, ScenarioRef[]>> }> {
  const anchors = anchorIndex(path.join(docsRoot, 'docs'), ['specs', 'reference']);
  const rels = listFeatures(featuresRoot);
  const read = (rel: string, locale: Locale) =>
    locale === 'cs' ? czechSource(featuresRoot, rel) : readFileSync(path.join(featuresRoot, rel), 'utf8');
  const rules = await optionRules(anchors);
  const index = ruleScenarios(
    rels,
    read,
    parseFeature,
    pagePath,
    anchors,
    (t) => tagAnchor(t, anchors),
    rules,
  );
  const owners = new Map<string, string>();
  for (const page of new Set(anchors.values()))
    for (const [a, h] of sectionOwners(readFileSync(path.join(docsRoot, 'docs', page), 'utf8')))
      owners.set(a, h);
  for (const locale of ['en', 'cs'] as const) index[locale] = foldIntoHeadings(index[locale], owners);
  return { anchors, index };
}

/**
 * The rule pages whose every heading with an id must link to scenarios, and the headings there
 * that name no rule to pin down, each with the reason. The tournament articles (6 to 13 and the
 * appendices A to D) are summarised for arbiters and not executed by the engine, so that page is
 * not a rule page here.
 */
export const RULE_PAGES = [
  'tri-d-chess/rules.md',
  'tri-d-chess/rulings.md',
  'tri-d-chess/options.md',
  'tri-d-chess/board.md',
  'tri-d-chess/notation.md',
  'tri-d-chess/variants.md',
  'drakoburg/rules.md',
  'drakoburg/rulings.md',
  'drakoburg/options.md',
] as const;
export const HEADINGS_WITHOUT_RULE: Readonly<Record<string, string>> = {
  'tr-3': "the article's title: each of its clauses 3.1 to 3.6 has its own heading",
  faq: 'the title of the FAQ: each question has its own heading',
  'faq-q1': 'where to buy a set: no rule of play',
  'v-m': 'the title of the piece variants: V.M.1 has its own heading',
  'v-p5-1-1': 'the history of Chess960: no rule of play',
  'v-p5-3-6': 'advice for castling over the board: no rule the engine applies',
};

/** The headings of the rule pages (with an id) that no scenario links to, as `page#anchor`. */
export function headingsWithoutScenarios(
  pages: Readonly<Record<string, string>>,
  index: ReadonlyMap<string, readonly ScenarioRef[]>,
  exempt: Readonly<Record<string, string>> = HEADINGS_WITHOUT_RULE,
): string[] {
  const out: string[] = [];
  for (const [page, text] of Object.entries(pages))
    for (const line of text.split('\n')) {
      const h = /^#{2,6}\s.*\{#([A-Za-z0-9_-]+)\}\s*$/.exec(line);
      if (h && !(h[1] in exempt) && !index.get(h[1])?.length) out.push(`${page}#${h[1]}`);
    }
  return out;
}

/** Writes the heading index and the by-rule pages; returns the number of rules with scenarios. */
export async function generate(docsRoot = DOCS_ROOT, featuresRoot = FEATURES_ROOT): Promise<number> {
  const { anchors, index } = await ruleIndex(docsRoot, featuresRoot);
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
