#!/usr/bin/env node
/**
 * Builds the `arbiter` command into dist/ as plain JavaScript (esbuild: one ES module bundle of
 * the CLI and the workspace packages it uses, split so a command loads only what it needs).
 * Trade-off: the bundle is made by the install step (scripts/ensure-install.mjs), by the Nx
 * `build` target and, when a source changed since, by the bin itself before it runs (about 0.3 s,
 * once), so `npx arbiter` never runs stale code and never pays tsx's compile at every start.
 * PGlite and pg stay outside the bundle: PGlite loads its WebAssembly and data files from beside
 * its own module, and both load only when a command opens the store.
 *
 * `node build.mjs` builds; `isStale()` (from `stale.mjs`) and `build()` are what the bin uses.
 */
import { readdirSync, renameSync, statSync, writeFileSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { isStale } from './stale.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const distDir = path.join(here, 'dist');
export const entry = path.join(distDir, 'main.mjs');
const root = path.resolve(here, '..', '..');

/**
 * zod's public module re-exports every one of its ~60 message locales as `z.locales`, so a bundle
 * of anything that uses zod carries them all (about 0.6 MB of the shared chunk) and every game
 * command parsed them at start. Arbiter's messages come from its own catalogues and zod speaks
 * English only to logs, so the bundle keeps English alone (`z.locales.en`).
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /[\\/]locales[\\/]index\.js$/ }, (args) => {
      const fromZod = /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer);
      return fromZod
        ? { path: path.resolve(path.dirname(args.importer), args.path), namespace: 'zod-locales' }
        : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(path.join(path.dirname(args.path), 'en.js'))};`,
      resolveDir: path.dirname(args.path),
    }));
  },
};

export { isStale };

/** The file of answers the bin may print without loading the bundle (see `quickAnswers`). */
export const QUICK_ANSWERS = 'quick-answers.json';

/**
 * `arbiter --help` and `arbiter --version` in each language, as the built bundle itself prints
 * them. The bin prints these when the bundle is fresh and the command line asks for nothing else,
 * so the commonest start loads one small module instead of the bundle's entry and its chunks.
 */
async function quickAnswers(builtEntry) {
  const { main } = await import(pathToFileURL(builtEntry).href);
  const answers = {};
  for (const lang of ['en', 'cs']) {
    answers[lang] = {};
    for (const [request, argv] of [
      ['help', ['--help']],
      ['version', ['--version']],
    ]) {
      let out = '';
      const sink = { write: (chunk) => ((out += chunk), true) };
      const code = await main([...argv, '--lang', lang], {
        stdout: { write: sink.write },
        stderr: sink,
        isTTY: false,
      });
      if (code !== 0)
        throw new Error(`arbiter ${argv.join(' ')} --lang ${lang} exited ${code} while building`);
      answers[lang][request] = out;
    }
  }
  return answers;
}

/** Files that say which bundle is current: moved in last, the manifest after the entry. */
const LAST = ['main.mjs.map', 'main.mjs', QUICK_ANSWERS, 'inputs.json'];
/** A chunk no build has written for this long is no longer loaded by any running command. */
const OLD_CHUNK_MS = 60 * 60 * 1000;

/**
 * Moves a finished build from `out` into dist/ without ever removing what a running `arbiter`
 * may still load: chunk names carry their content's hash, so a chunk moved over one of the same
 * name is the same code, and the older chunks stay until nothing has written them for an hour.
 * Each move is a rename (atomic); the entry and the manifest go last, so a process starting
 * meanwhile reads either the old bundle or the new one, and one already running keeps its own.
 */
function install(out) {
  mkdirSync(distDir, { recursive: true });
  const written = readdirSync(out);
  for (const file of written.filter((f) => !LAST.includes(f)))
    renameSync(path.join(out, file), path.join(distDir, file));
  for (const file of LAST.filter((f) => written.includes(f)))
    renameSync(path.join(out, file), path.join(distDir, file));
  rmSync(out, { recursive: true, force: true });
  const now = Date.now();
  for (const file of readdirSync(distDir)) {
    if (written.includes(file)) continue;
    const stat = statSync(path.join(distDir, file), { throwIfNoEntry: false });
    if (stat && now - stat.mtimeMs > OLD_CHUNK_MS) rmSync(path.join(distDir, file), { force: true });
  }
}

/** Bundles src/main.ts into dist/ and records its workspace inputs with their times. */
export async function build({ quiet = false } = {}) {
  const esbuild = await import('esbuild');
  // built beside dist/ and moved in whole, so a process starting meanwhile never sees half a bundle
  const out = `${distDir}.${process.pid}`;
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: path.join(here, 'src', 'main.ts') },
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: quiet ? 'error' : 'warning',
    external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pg'],
    plugins: [zodEnglishOnly],
    // bundled CommonJS dependencies may call require(); give them one
    banner: {
      js: "import { createRequire as __arbiterRequire } from 'node:module'; const require = __arbiterRequire(import.meta.url);",
    },
  });
  const files = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    if (input.includes('node_modules/')) continue;
    files[input] = statSync(path.join(root, input)).mtimeMs;
  }
  for (const file of ['package-lock.json', 'apps/cli/build.mjs'])
    files[file] = statSync(path.join(root, file)).mtimeMs;
  writeFileSync(
    path.join(out, 'inputs.json'),
    JSON.stringify({ built: new Date().toISOString(), files }, null, 1),
  );
  writeFileSync(
    path.join(out, QUICK_ANSWERS),
    JSON.stringify(await quickAnswers(path.join(out, 'main.mjs'))),
  );
  if (!isStale()) {
    // another process built the same sources meanwhile: keep its bundle, which may be running
    rmSync(out, { recursive: true, force: true });
    return;
  }
  install(out);
  if (!quiet)
    console.log(
      `arbiter CLI built: ${path.relative(root, entry)} (${Object.keys(files).length} workspace inputs)`,
    );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await build();
