// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file of dist/
// larger than 1 KB, so the server sends compressed bytes without compressing on each request
// (@fastify/static's `preCompressed`). The hashed files under dist/app-assets are then served with
// a year-long immutable cache (apps/server/src/routes/web.ts).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (TEXT.test(name) && statSync(full).size > 1024) yield full;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const file of files(dist)) {
  const bytes = readFileSync(file);
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
  raw += bytes.length;
  br += brotli.length;
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`,
);
