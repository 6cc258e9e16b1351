/**
 * Is the built server in dist/ missing, or older than a source it was built from? The bin's one
 * check before it chooses the bundle or the sources; it imports nothing but built-in modules.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const distUrl = new URL('./dist/', import.meta.url);

/** True when there is no bundle, or a source of it changed since it was built. */
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
