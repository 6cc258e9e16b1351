/**
 * The vitest configuration of a rules package's mutation run: its unit tests plus the
 * scenarios of the given feature folders, run through `host.ts` on the real step definitions.
 *
 * StrykerJS copies the package into a sandbox and instruments the copy, so the package
 * name is aliased to the sandbox's `src/index.ts`: the steps then play the mutated code.
 * `@cucumber/cucumber` is aliased to the shim that records steps for vitest.
 */
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The repository root: the nearest folder upwards that holds `features/cucumber.mjs`. */
/** @param {string} from */
export function repoRoot(from) {
  let dir = from;
  while (!existsSync(path.join(dir, 'features', 'cucumber.mjs'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no repository root above ${from}`);
    dir = up;
  }
  return dir;
}

/**
 * The vitest config for one rules package's mutation suite.
 * @param {{ packageDir: string, name: string, exclude?: string[] }} suite  the package folder
 *   (the sandbox's during a run), its npm name (aliased to that folder's `src/index.ts`) and
 *   unit test files to leave out (slow sweeps), as globs relative to the package.
 */
export function mutationConfig(suite) {
  const root = repoRoot(suite.packageDir);
  // A frozen copy of the feature files for this run (see host.ts), inside the package folder
  // (the sandbox during a run, removed with it). Every test worker loads this config, and
  // StrykerJS starts a new worker after a timeout: the first one copies, the others reuse the
  // copy, so scenarios edited in the checkout while a run goes on never enter that run.
  const snapshot = path.join(suite.packageDir, 'mutation', '.features');
  if (!existsSync(snapshot)) freezeFeatures(root, snapshot);
  return defineConfig({
    root: suite.packageDir,
    resolve: {
      alias: {
        '@cucumber/cucumber': path.join(root, 'features', 'vitest', 'cucumber-shim.ts'),
        '@arbiter/features-host': path.join(root, 'features', 'vitest', 'host.ts'),
        [suite.name]: path.join(suite.packageDir, 'src', 'index.ts'),
      },
    },
    server: { fs: { strict: false } },
    test: {
      include: ['src/**/*.test.ts', 'mutation/*.test.ts'],
      exclude: ['**/node_modules/**', ...(suite.exclude ?? [])],
      testTimeout: 180_000,
      // The shared fixtures beside the repository: unit tests find them by a path relative to
      // their own file, which points elsewhere from inside the sandbox.
      env: {
        ARBITER_FEATURES_SNAPSHOT: snapshot,
        // Tells slow unit sweeps (perft) to stop at a depth a per-mutant rerun can afford.
        ARBITER_MUTATION_RUN: '1',
        ARBITER_FIXTURES: process.env.ARBITER_FIXTURES || path.join(root, '..', 'shared', 'fixtures'),
      },
      reporters: ['dot'],
    },
  });
}

/**
 * Copies the scenarios into `snapshot`, whole or not at all: into a folder of this process
 * first, then renamed, so that two workers starting together never see half a copy.
 * ARBITER_FEATURES_FROM: another features folder to take the scenarios from (a checkout of an
 * earlier commit, for a 'before' figure); the steps are always this tree's.
 * @param {string} root
 * @param {string} snapshot
 */
function freezeFeatures(root, snapshot) {
  const from = process.env.ARBITER_FEATURES_FROM || path.join(root, 'features');
  const partial = `${snapshot}-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  for (const folder of ['tri-d-chess', 'drakoburg', 'tournament'])
    cpSync(path.join(from, folder), path.join(partial, folder), { recursive: true });
  try {
    renameSync(partial, snapshot);
  } catch (error) {
    // Another worker finished its copy first: use that one.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(snapshot)) throw error;
  }
}
