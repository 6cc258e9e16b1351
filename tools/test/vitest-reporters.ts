// Test tooling, kept apart from the project's scripts (which may import packages under test).
// Every vitest project reports to the console and to reports/<name>.vitest.json,
// which scripts/test-summary.mjs adds up into the one closing line CI reads.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function reporters(project: string): Array<string | [string, Record<string, unknown>]> {
  return ['default', ['json', { outputFile: path.join(root, 'reports', `${project}.vitest.json`) }]];
}
