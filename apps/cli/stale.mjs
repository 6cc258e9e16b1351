/**
 * Is the bundle in dist/ older than its sources? The one check that `bin/arbiter.mjs` runs at
 * every start, so it imports nothing but two built-in modules: a start that only prints help pays for this
 * module and no other (issue 19: `arbiter --help` within 0.15 s of CPU).
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// plain paths, not URLs: a URL is turned into a path again at every one of ~160 stats
const root = fileURLToPath(new URL('../../', import.meta.url));
export const distUrl = new URL('./dist/', import.meta.url);

/** True when the bundle is missing or a source file it was built from changed since. */
export function isStale() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(new URL('inputs.json', distUrl), 'utf8'));
  } catch {
    return true;
  }
  for (const [file, mtime] of Object.entries(inputs.files)) {
    const stat = statSync(root + file, { throwIfNoEntry: false });
    if (!stat || stat.mtimeMs !== mtime) return true;
  }
  return false;
}
