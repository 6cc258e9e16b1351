/**
 * How much JavaScript a first visit of a public tournament page loads, compressed:
 * `npm run size -w @arbiter/web` (after `npm run build`). It follows what the browser fetches:
 * the entry script and module preloads of dist/index.html, then the public pages' chunk
 * (`PublicTournament-*.js`, loaded by the route), each with its static imports. Prints each
 * file gzipped and as the server sends it to a browser that accepts brotli (the build's `.br`
 * copy); fails when the gzipped total is above 140 KB (issue 32). The e2e run measures the
 * same visit in Chromium (every script response, gzipped).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT = 140 * 1024;
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
let served = 0;
for (const file of [...files].sort()) {
  const bytes = readFileSync(path.join(assets, file));
  const size = gzipSync(bytes).length;
  const br = path.join(assets, `${file}.br`);
  // what the server sends: the build's brotli copy, or the file itself when too small to compress
  const sent = existsSync(br) ? readFileSync(br).length : bytes.length;
  total += size;
  served += sent;
  console.log(
    `${(size / 1024).toFixed(1).padStart(7)} KB gzip  ${(sent / 1024).toFixed(1).padStart(7)} KB sent  ${file}`,
  );
}
const left = readdirSync(assets).filter((f) => f.endsWith('.js') && !files.has(f));
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  gzipped JavaScript of a first public visit (limit 140 KB)`,
);
console.log(
  `${(served / 1024).toFixed(1).padStart(7)} KB  as sent to a browser that accepts brotli (the build's .br files)`,
);
console.log(`not loaded: ${left.join(', ')}`);
if (total > LIMIT) {
  console.error(`too heavy: ${total} bytes > ${LIMIT}`);
  process.exit(1);
}
