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

async function loadSteps(): Promise<void> {
  // Support first (parameter types, World), then the steps: the order cucumber.mjs uses.
  const mods = import.meta.glob(['../support/*.ts', '../steps/*.ts']);
  const keys = Object.keys(mods).sort(
    (a, b) => Number(a.includes('/steps/')) - Number(b.includes('/steps/')) || a.localeCompare(b),
  );
  for (const k of keys) await mods[k]();
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

/**
 * Declares one vitest test per scenario of every feature file under the given folders;
 * scenarios whose name matches `skip` are declared skipped (the caller says why).
 */
export async function scenarioTests(folders: readonly string[], skip: readonly RegExp[] = []): Promise<void> {
  await loadSteps();
  for (const folder of folders) {
    for (const file of listFeatures(path.join(FEATURES_DIR, folder))) {
      const rel = path.relative(FEATURES_DIR, file);
      const { pickles } = picklesOf(file);
      describe(rel, () => {
        for (const p of pickles) {
          const line = p.location?.line ?? 0;
          const name = `${p.name} (line ${line}${p.astNodeIds.length > 1 ? ', example' : ''} ${p.id})`;
          if (skip.some((re) => re.test(p.name))) it.skip(name, () => runPickle(p));
          else it(name, () => runPickle(p));
        }
      });
    }
  }
}
