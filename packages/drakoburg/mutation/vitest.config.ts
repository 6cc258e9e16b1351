// The mutation suite of @arbiter/drakoburg (the perft cross-check with the slow reference
// generator left out, as for Tri-D): unit tests and the scenarios of features/drakoburg (see
// features/vitest/mutation-config.mjs). The repository root is found upwards because
// StrykerJS runs this file from a sandbox copy of the package.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let root = packageDir;
while (!existsSync(path.join(root, 'features', 'cucumber.mjs'))) root = path.dirname(root);
const { mutationConfig } = await import(
  pathToFileURL(path.join(root, 'features/vitest/mutation-config.mjs')).href
);

// Left out: the notation fuzz (4,000 texts, each through the move list), which reaches the same
// code as the rules tests and the scenarios at many times their cost per mutant. Perft stays in
// at depth 2 (ARBITER_MUTATION_RUN, set by the shared config): the generator against the
// reference judge kills most engine mutants, and depth 3 costs five times as much per mutant.
export default mutationConfig({
  packageDir,
  name: '@arbiter/drakoburg',
  exclude: ['src/fuzz.test.ts'],
});
