#!/usr/bin/env node
// `npm run fuzz`: every parser's fuzz property for a million inputs (FUZZ_RUNS, default
// 1,000,000), one package after another (the machine is small), niced. Each property prints
// `fuzz <target>: <n> inputs, <f> failures, <s> s`; this script collects those lines, prints a
// table and fails if any target failed, ran short or is missing. The same properties run with
// a few hundred to a few thousand inputs inside `npm test`.
// FUZZ_ONLY=kernel,cli runs some packages only; FUZZ_SEED changes the inputs. The server's API
// target sends whole HTTP requests: FUZZ_API_RUNS of them (default 20,000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.env.FUZZ_RUNS ?? 1_000_000);
// Quicker suites first, so that a run cut short still reports most targets.
const SUITES = [
  {
    name: 'drakoburg',
    dir: 'packages/drakoburg',
    files: ['src/fuzz.test.ts'],
    targets: ['drakoburg-moves', 'drakoburg-positions'],
  },
  {
    name: 'kernel',
    dir: 'packages/kernel',
    files: ['src/fuzz.test.ts'],
    targets: ['record', 'event-log', 'option-list'],
  },
  { name: 'cli', dir: 'apps/cli', files: ['src/fuzz.test.ts'], targets: ['cli-options', 'game-file', 'csv'] },
  {
    name: 'tournament',
    dir: 'packages/tournament',
    files: ['src/trf-fuzz.test.ts', 'src/tournament-log-fuzz.test.ts'],
    targets: ['trf', 'pairing-file', 'trf-edit-line', 'tiebreak-list', 'tournament-log'],
  },
  { name: 'server', dir: 'apps/server', files: ['src/io/csv-fuzz.test.ts'], targets: ['players-csv'] },
  {
    // whole HTTP requests to a real server on PostgreSQL: FUZZ_API_RUNS of them (default 20,000),
    // the rate limit off for the run (one address sends them all)
    name: 'server-api',
    dir: 'apps/server',
    files: ['src/edge.postgres.test.ts', '-t', 'api:'],
    targets: ['server-api'],
    runs: Number(process.env.FUZZ_API_RUNS ?? 20_000),
    env: { ARBITER_RATE_LIMIT: '0' },
  },
  {
    name: 'tri-d-chess',
    dir: 'packages/tri-d-chess',
    files: ['src/fuzz.test.ts'],
    targets: ['tri-d-moves', 'tri-d-positions'],
  },
];

/** Runs one suite, printing each target's line the moment it appears; resolves to its output and status. */
function runSuite(suite) {
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', '10', 'npx', 'vitest', 'run', ...suite.files, '--reporter=dot'], {
      cwd: path.join(root, suite.dir),
      env: {
        ...process.env,
        ...suite.env,
        FUZZ_RUNS: String(suite.runs ?? runs),
        FORCE_COLOR: '0',
        NO_COLOR: '1',
      },
    });
    let output = '';
    // vitest colours its output whatever FORCE_COLOR says: strip the escapes before reading it.
    const take = (chunk) => {
      const text = chunk.toString().replace(/\u001b\[[0-9;]*m/g, '');
      output += text;
      for (const line of text.split('\n'))
        if (/^fuzz \S+: /.test(line)) console.log(`  ${line} (${new Date().toISOString()})`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (status) => resolve({ output, status }));
  });
}
const only = process.env.FUZZ_ONLY?.split(',');
const results = [];
let ok = true;
for (const suite of SUITES.filter((s) => !only || only.includes(s.name))) {
  console.log(`== ${suite.name} (${suite.runs ?? runs} inputs per target)`);
  const run = await runSuite(suite);
  const output = run.output;
  const found = new Map();
  for (const m of output.matchAll(/^fuzz (\S+): (\d+) inputs, (\d+) failures, ([\d.]+) s$/gm))
    found.set(m[1], { inputs: Number(m[2]), failures: Number(m[3]), seconds: Number(m[4]) });
  for (const target of suite.targets) {
    const r = found.get(target);
    results.push({ target, ...(r ?? { inputs: 0, failures: NaN, seconds: 0 }) });
    if (!r || r.failures > 0 || r.inputs < (suite.runs ?? runs)) ok = false;
  }
  if (run.status !== 0) {
    ok = false;
    console.log(
      output
        .split('\n')
        .filter((l) => /Error|×|FAIL|Counterexample/.test(l))
        .slice(0, 20)
        .join('\n'),
    );
  }
}
console.log('\ntarget                inputs  failures  seconds');
for (const r of results)
  console.log(
    `${r.target.padEnd(20)} ${String(r.inputs).padStart(8)}  ${String(r.failures).padStart(8)}  ${r.seconds.toFixed(0).padStart(7)}`,
  );
console.log(ok ? 'fuzz: every target passed' : 'fuzz: FAILED');
process.exit(ok ? 0 : 1);
