/**
 * Test-only access to the shared reference data in `../shared/fixtures` (beside the repository).
 * Not exported from the package index.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared fixtures folder (ARBITER_FIXTURES overrides). */
export const FIXTURES =
  process.env.ARBITER_FIXTURES ??
  join(dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures');

/** Reads a fixture file as text. */
export function fixture(...path: string[]): string {
  return readFileSync(join(FIXTURES, ...path), 'utf8');
}

/** The sub-folders of a fixture folder, sorted. */
export function fixtureFolders(folder: string): string[] {
  const dir = join(FIXTURES, folder);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
}

/** The files of a fixture folder, sorted. */
export function fixtureFiles(folder: string): string[] {
  return readdirSync(join(FIXTURES, folder)).sort();
}
