// The mutation suite of @arbiter/swiss-dutch: unit tests and the scenarios of features/tournament (see
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

// Left out: the engine-shortcut sweeps (fast and slow paths share the criteria, so they cannot
// tell a mutant apart; 6.6 s) and the seeded fuzz of C1-C4 (1.4 s; the fixtures and scenarios
// reach the same code in a fraction of the time).
export default mutationConfig({
  packageDir,
  name: '@arbiter/swiss-dutch',
  exclude: ['src/shortcuts.test.ts', 'src/generator.test.ts'],
});
