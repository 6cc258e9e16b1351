#!/usr/bin/env node
/**
 * Builds the server into dist/ as plain JavaScript, so a production install runs it with `node`
 * alone (issue 34: the server imported tsx, a development dependency, at run time):
 * `dist/server.mjs` (src/production.ts) and `dist/worker-entry.mjs` (the pairing worker, found
 * beside the server by the same name as in src/). The workspace packages (`@arbiter/*`, which
 * export TypeScript) are bundled in; every other package stays an import, resolved at run time
 * from node_modules. `dist/externals.json` lists those packages (the production-install test checks
 * each is installed by `npm ci --omit=dev`), `dist/inputs.json` the sources and their times (the
 * bin runs the sources through tsx instead when one is newer, in a development checkout).
 *
 * `node build.mjs` (or `npm run build -w @arbiter/server`) builds.
 */
import { mkdirSync, rmSync, statSync, writeFileSync, renameSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
export const distDir = path.join(here, 'dist');

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`). */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const builtins = new Set(builtinModules);

/** Every bare import but the workspace's own packages stays an import. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@arbiter/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Bundles the server and its pairing worker into dist/. */
export async function build({ quiet = false } = {}) {
  const esbuild = await import('esbuild');
  const out = `${distDir}.${process.pid}`;
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      server: path.join(here, 'src', 'production.ts'),
      'worker-entry': path.join(here, 'src', 'pairing', 'worker-main.ts'),
    },
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: quiet ? 'error' : 'warning',
    plugins: [externals],
    banner: {
      js: "import { createRequire as __arbiterRequire } from 'node:module'; const require = __arbiterRequire(import.meta.url);",
    },
  });
  const packages = new Set();
  for (const output of Object.values(result.metafile.outputs))
    for (const i of output.imports)
      if (i.external && !i.path.startsWith('node:') && !builtins.has(i.path)) packages.add(packageOf(i.path));
  const files = {};
  for (const input of Object.keys(result.metafile.inputs))
    if (!input.includes('node_modules/')) files[input] = statSync(path.join(root, input)).mtimeMs;
  writeFileSync(path.join(out, 'externals.json'), JSON.stringify([...packages].sort(), null, 1));
  writeFileSync(
    path.join(out, 'inputs.json'),
    JSON.stringify({ built: new Date().toISOString(), files }, null, 1),
  );
  rmSync(distDir, { recursive: true, force: true });
  renameSync(out, distDir);
  if (!quiet)
    console.log(
      `server built: ${path.relative(root, distDir)} (${packages.size} packages imported at run time)`,
    );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await build();
