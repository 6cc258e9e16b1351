// The mutation suite of @arbiter/tournament: unit tests and the scenarios of features/tournament (see
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

// Left out: the two fuzz suites (TRF text and event logs, 2 s together): they aim at parsing and
// the event log, not at the tie-breaks, Berger tables or points this run mutates, which the unit
// tests and the scenarios reach in a fraction of the time.
export default mutationConfig({
  packageDir,
  name: '@arbiter/tournament',
  exclude: ['src/trf-fuzz.test.ts', 'src/tournament-log-fuzz.test.ts'],
});
