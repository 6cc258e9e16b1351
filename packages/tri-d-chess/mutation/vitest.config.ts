// The mutation suite of @arbiter/tri-d-chess: unit tests and every Tri-D scenario (see
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

export default mutationConfig({
  packageDir,
  name: '@arbiter/tri-d-chess',
  // The generator-against-reference sweeps (perft to depth 3 over dozens of positions) take
  // half a minute for every mutant they cover; the scenarios and the other unit tests stay in.
  exclude: ['src/perft.test.ts', 'src/variants/lower-slots.test.ts', 'src/variants/combinations.test.ts'],
});
