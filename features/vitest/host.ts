/// <reference types="vite/client" />
/**
 * Runs feature files as vitest tests, one test per scenario (pickle), on the real step
 * definitions loaded through `cucumber-shim.ts`. Used by the mutation runs: each rules
 * package's `mutation/scenarios.test.ts` calls `scenarioTests([...folders])`.
 *
 * Trade-off: scenarios and unit tests then share one runner, so StrykerJS's per-test
 * coverage picks, for every mutant, only the scenarios and unit tests that reach it.
 * A scenario that fails here fails under cucumber-js too (same steps, same files).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AstBuilder, GherkinClassicTokenMatcher, Parser, compile } from '@cucumber/gherkin';
import { IdGenerator, type Pickle } from '@cucumber/messages';
import { describe, it } from 'vitest';
import { DataTable, registry } from './cucumber-shim';

/** The features folder (found upwards, so a StrykerJS sandbox inside the repo finds it too). */
export const FEATURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function listFeatures(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFeatures(full));
    else if (name.endsWith('.feature')) out.push(full);
  }
  return out;
}

/** The pickles (scenarios with outlines expanded and backgrounds prepended) of one file. */
export function picklesOf(file: string): { feature: string; pickles: readonly Pickle[] } {
  const newId = IdGenerator.incrementing();
  const doc = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(
    readFileSync(file, 'utf8'),
  );
  return { feature: doc.feature?.name ?? file, pickles: compile(doc, file, newId) };
}

async function loadSteps(only?: readonly string[]): Promise<void> {
  // Support first (parameter types, World), then the steps: the order cucumber.mjs uses.
  // `only` names the step files a suite needs (fewer imports per mutant run).
  const mods = import.meta.glob(['../support/*.ts', '../steps/*.ts']);
  const keys = Object.keys(mods)
    .filter((k) => !only || k.includes('/support/') || only.some((o) => k.endsWith(`/steps/${o}.ts`)))
    .sort((a, b) => Number(a.includes('/steps/')) - Number(b.includes('/steps/')) || a.localeCompare(b));
  for (const k of keys) await mods[k]();
}

/**
 * Where the feature files are read from: a frozen copy when the mutation config made one
 * (`ARBITER_FEATURES_SNAPSHOT`), so editing scenarios while a long run goes on changes nothing in it.
 */
function featuresDir(): string {
  return process.env.ARBITER_FEATURES_SNAPSHOT || FEATURES_DIR;
}

/** Runs one pickle in a fresh World; throws what the failing step threw. */
export async function runPickle(pickle: Pickle): Promise<void> {
  const world = registry.world();
  for (const step of pickle.steps) {
    const matches = registry.definitions
      .map((d) => ({ d, args: d.expression.match(step.text) }))
      .filter((m) => m.args !== null);
    if (matches.length !== 1) {
      throw new Error(`${matches.length === 0 ? 'Undefined' : 'Ambiguous'} step: "${step.text}"`);
    }
    const { d, args } = matches[0];
    const values: unknown[] = args!.map((a) => a.getValue(world));
    if (step.argument?.docString) values.push(step.argument.docString.content);
    if (step.argument?.dataTable)
      values.push(new DataTable(step.argument.dataTable.rows.map((r) => r.cells.map((c) => c.value))));
    try {
      await d.fn.apply(world, values);
    } catch (e) {
      if (e instanceof Error) e.message = `${step.text}\n${e.message}`;
      throw e;
    }
  }
}

/** What a suite runs: feature folders, step files to load, scenarios to leave out. */
export interface ScenarioSuite {
  readonly folders: readonly string[];
  /** Step files (names without `.ts`) the folders use; all of them when left out. */
  readonly steps?: readonly string[];
}

/**
 * Declares one vitest test per scenario of every feature file under the given folders.
 * Test names are the scenario's name (numbered when a file repeats it), never a line or an
 * id, so adding a scenario leaves the other tests' names, and StrykerJS's incremental
 * results, as they were.
 */
export async function scenarioTests(suite: ScenarioSuite): Promise<void> {
  await loadSteps(suite.steps);
  const root = featuresDir();
  for (const folder of suite.folders) {
    for (const file of listFeatures(path.join(root, folder))) {
      const rel = path.relative(root, file);
      const { pickles } = picklesOf(file);
      describe(rel, () => {
        const seen = new Map<string, number>();
        for (const p of pickles) {
          const n = (seen.get(p.name) ?? 0) + 1;
          seen.set(p.name, n);
          const name = n > 1 ? `${p.name} [${n}]` : p.name;
          it(name, () => runPickle(p));
        }
      });
    }
  }
}
