/**
 * How much JavaScript a first visit of a public tournament page loads, gzipped:
 * `npm run size -w @arbiter/web` (after `npm run build`). It follows what the browser fetches:
 * the entry script and module preloads of dist/index.html, then the public pages' chunk
 * (`PublicTournament-*.js`, loaded by the route), each with its static imports. Fails above
 * 200 KB. The e2e run measures the same visit in Chromium (every script response, gzipped).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT = 200 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const assets = path.join(dist, 'app-assets');

/** A chunk's static imports (`from"./x.js"`, `import"./x.js"`), as file names. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(assets, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]);
}

function closure(start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...start];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...importsOf(file));
  }
  return seen;
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const fromHtml = [...html.matchAll(/(?:src|href)="\/app-assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const publicChunk = readdirSync(assets).find((f) => /^PublicTournament-.*\.js$/.test(f));
if (!publicChunk) throw new Error('no PublicTournament chunk in dist/app-assets: run `npm run build` first');
const files = closure([...fromHtml, publicChunk]);
let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(path.join(assets, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const left = readdirSync(assets).filter((f) => f.endsWith('.js') && !files.has(f));
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  gzipped JavaScript of a first public visit (limit 200 KB)`,
);
console.log(`not loaded: ${left.join(', ')}`);
if (total > LIMIT) {
  console.error(`too heavy: ${total} bytes > ${LIMIT}`);
  process.exit(1);
}
