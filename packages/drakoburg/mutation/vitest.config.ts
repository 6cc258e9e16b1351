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

export default mutationConfig({ packageDir, name: '@arbiter/drakoburg', exclude: ['src/perft.test.ts'] });
