/**
 * Data the web app bundles, made before every build from the repository's own sources:
 * - `scenarios.json`: every scenario of the spec that draws a position (its game, position,
 *   rule options, tags and the move it judges), so the workbench can open any by its name;
 *   each position is started by its game here, so a broken one fails the build;
 * - `rule-pages.json`: docs anchor -> docs page, so a rule id links to its rules page;
 * - `samples.json`: game records to step through (Meder's sample game, from the package's fixture);
 * - `live-events.json`: the event types the live stream sends (`@arbiter/api`'s `LIVE_EVENT_TYPES`,
 *   derived from the event schemas), so a page that follows a tournament carries the list, not zod.
 * Output: `src/generated/` (git-ignored).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveOptions, type ResolvedOptions, type Result } from '@arbiter/kernel';
import { LIVE_EVENT_TYPES } from '@arbiter/api';
import { triDChess } from '@arbiter/tri-d-chess';
import { drakoburg } from '@arbiter/drakoburg';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator, type Feature } from '@cucumber/messages';
import { drawnPositions, fillPlaceholders } from '@arbiter/features/scenario-positions';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');
const out = path.resolve(here, '..', 'src', 'generated');

export interface ScenarioEntry {
  readonly name: string;
  readonly feature: string;
  readonly game: 'tri-d-chess' | 'drakoburg';
  readonly position: string;
  readonly options: Record<string, string>;
  readonly tags: readonly string[];
  readonly move?: string;
  /** Moves the scenario plays after drawing the position, before the move it judges. */
  readonly record?: string;
}

/** Files under `dir` whose names match, as paths relative to it, sorted; `skip` names top folders to leave out. */
function walk(dir: string, match: RegExp, skip: readonly string[] = [], rel = ''): string[] {
  return readdirSync(path.join(dir, rel))
    .sort()
    .flatMap((name) => {
      const r = rel ? `${rel}/${name}` : name;
      if ((!rel && skip.includes(name)) || name === 'node_modules') return [];
      if (statSync(path.join(dir, r)).isDirectory()) return walk(dir, match, skip, r);
      return match.test(name) ? [r] : [];
    });
}

function parseFeature(text: string): Feature | undefined {
  return new Parser(new AstBuilder(IdGenerator.uuid()), new GherkinClassicTokenMatcher()).parse(text).feature;
}

const PLAYED = /^(?:the moves "([^"]+)" have been played|byly zahrány tahy "([^"]+)")$/;
const MOVE =
  /^(?:the Tri-D move "([^"]+)" is|"([^"]+)" is (?:a legal move|refused)|the move "([^"]+)" is played)/;

function scenarios(): ScenarioEntry[] {
  const featuresRoot = path.join(root, 'features');
  const list: ScenarioEntry[] = [];
  // features/cs holds the Czech twins of the same scenarios (generated from these): listed once, by the English
  for (const rel of walk(featuresRoot, /\.feature$/, ['cs'])) {
    const feature = parseFeature(readFileSync(path.join(featuresRoot, rel), 'utf8'));
    if (!feature) continue;
    const background = feature.children.find((c) => c.background)?.background?.steps ?? [];
    const visit = (
      s: NonNullable<(typeof feature.children)[number]['scenario']>,
      inherited: readonly string[],
    ) => {
      const rows = s.examples.flatMap((ex) =>
        ex.tableBody.map((r) =>
          Object.fromEntries((ex.tableHeader?.cells ?? []).map((h, i) => [h.value, r.cells[i]?.value ?? ''])),
        ),
      );
      (rows.length ? rows : [{}]).forEach((row, i) => {
        const steps = [...background, ...s.steps];
        const drawn = drawnPositions(steps, row).filter((d) => d.step >= background.length);
        if (!drawn.length) return;
        const d = drawn[0];
        const rules = d.game === 'tri-d-chess' ? triDChess : drakoburg;
        const options = resolveOptions(rules.options, d.options);
        if (!options.ok) throw new Error(`${rel}: ${s.name}: ${options.error.message}`);
        const begin = rules.start as (setup: string, options: ResolvedOptions) => Result<unknown>;
        const start = begin(d.setup, options.value);
        if (!start.ok)
          throw new Error(`${rel}: ${s.name}: the position no longer parses: ${start.error.code}`);
        const after = steps.slice(d.step + 1).map((st) => fillPlaceholders(st.text, row));
        const moveAt = after.findIndex((x) => MOVE.test(x));
        const move = moveAt >= 0 ? MOVE.exec(after[moveAt]) : null;
        const played = after
          .slice(0, moveAt >= 0 ? moveAt : after.length)
          .map((x) => PLAYED.exec(x))
          .filter((m) => m)
          .map((m) => m![1] ?? m![2])
          .join(' ');
        const name =
          fillPlaceholders(s.name, row) + (rows.length > 1 && !/<[^>]+>/.test(s.name) ? ` (${i + 1})` : '');
        list.push({
          name,
          feature: rel,
          game: d.game,
          position: (rules.makePosition as (p: unknown) => string)(start.value),
          options: d.options as Record<string, string>,
          tags: [...new Set([...inherited, ...s.tags.map((t) => t.name)])],
          ...(move ? { move: move[1] ?? move[2] ?? move[3] } : {}),
          ...(played ? { record: played } : {}),
        });
      });
    };
    const featureTags = feature.tags.map((t) => t.name);
    for (const c of feature.children) {
      if (c.scenario) visit(c.scenario, featureTags);
      for (const rc of c.rule?.children ?? [])
        if (rc.scenario) visit(rc.scenario, [...featureTags, ...(c.rule?.tags ?? []).map((t) => t.name)]);
    }
  }
  return list;
}

/** anchor -> docs page (path without extension) over the hand-written pages, first page wins (as the docs' anchors.ts). */
function rulePages(): Record<string, string> {
  const dir = path.join(root, 'docs', 'docs');
  const index: Record<string, string> = {};
  for (const page of walk(dir, /\.mdx?$/, ['specs', 'reference'])) {
    const text = readFileSync(path.join(dir, page), 'utf8').replace(
      /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm,
      '',
    );
    for (const m of text.matchAll(/\{#([A-Za-z0-9_-]+)\}|\bid="([A-Za-z0-9_-]+)"/g))
      index[m[1] ?? m[2]] ??= page.replace(/\.mdx?$/, '').replace(/\/index$/, '');
  }
  return index;
}

function samples() {
  const sample = JSON.parse(
    readFileSync(path.join(root, 'packages', 'tri-d-chess', 'fixtures', 'sample-game.json'), 'utf8'),
  );
  return { meder: { game: 'tri-d-chess', record: sample.moves as string, source: sample.source as string } };
}

/** Writes whole files only (a temporary file renamed), since typecheck and build may run this at once. */
function write(name: string, value: unknown): void {
  const tmp = path.join(out, `.${name}.${process.pid}`);
  writeFileSync(tmp, JSON.stringify(value));
  renameSync(tmp, path.join(out, name));
}

mkdirSync(out, { recursive: true });
const list = scenarios();
write('scenarios.json', list);
write('rule-pages.json', rulePages());
write('samples.json', samples());
write('live-events.json', LIVE_EVENT_TYPES);
console.log(
  `build-data: ${list.length} scenarios with a position, rule pages and samples, ${LIVE_EVENT_TYPES.length} live event types -> src/generated`,
);
