#!/usr/bin/env node
// Import circles inside a folder: `node scripts/import-cycles.mjs apps/server/src apps/web/src`.
// Follows the relative value imports (static `import`/`export ... from`, and dynamic `import()`;
// `import type` is erased and left out) of each folder's .ts and .tsx files, tests excepted, and
// prints every circle; exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' || name === 'generated' ? [] : sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.ts$/.test(name) ? [p] : [];
  });
}

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...[...text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+['"](\.[^'"]+)['"]/gm)]
      .filter((m) => !m[1])
      .map((m) => m[2]),
    ...[...text.matchAll(/import\((['"])(\.[^'"]+)\1\)/g)].map((m) => m[2]),
  ];
  return specs.map((s) => resolve(file, s)).filter(Boolean);
}

function circles(root) {
  const graph = new Map(sources(root).map((f) => [f, importsOf(f)]));
  const state = new Map();
  const stack = [];
  const found = [];
  const visit = (f) => {
    state.set(f, 'open');
    stack.push(f);
    for (const d of graph.get(f) ?? []) {
      if (state.get(d) === 'open')
        found.push([...stack.slice(stack.indexOf(d)), d].map((x) => path.relative(root, x)).join(' -> '));
      else if (!state.has(d)) visit(d);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return { files: graph.size, found };
}

let total = 0;
for (const dir of process.argv.slice(2)) {
  const { files, found } = circles(path.resolve(dir));
  console.log(`${dir}: ${files} files, ${found.length} import circle(s)`);
  for (const c of found) console.log(`  ${c}`);
  total += found.length;
}
process.exit(total > 0 ? 1 : 0);
