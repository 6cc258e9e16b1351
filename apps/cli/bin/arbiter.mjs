#!/usr/bin/env node
// The `arbiter` command: runs the built JavaScript in dist/ (see ../build.mjs). When the bundle is
// missing or a source changed since it was built, it is rebuilt first (once, about 0.3 s).
// ARBITER_FROM_SOURCE=1 runs the TypeScript sources through tsx instead (for debugging).
import { readFileSync } from 'node:fs';
import { distUrl, isStale } from '../stale.mjs';

// Output into a closed pipe (`arbiter perft ... --divide | head -1`): stop at once and quietly,
// as a Unix tool ended by SIGPIPE does (exit 141 = 128 + 13), never with a stack trace.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(141);
    process.exitCode = 74; // another output error: an I/O failure, documented as exit 74
  });

const QUICK_FLAGS = new Map([
  ['--help', 'help'],
  ['-h', 'help'],
  ['help', 'help'],
  ['--version', 'version'],
  ['-V', 'version'],
]);

/**
 * `--help` or `--version` and nothing else but a valid `--lang`: which answer, in which language
 * (the same reading as `main`: `$ARBITER_LANG`, then the last `--lang`). Anything else is for the
 * bundle, which also words every refusal.
 */
function quickRequest(argv) {
  let lang = process.env.ARBITER_LANG === 'cs' ? 'cs' : 'en';
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const value =
      argv[i] === '--lang' ? argv[++i] : argv[i].startsWith('--lang=') ? argv[i].slice(7) : undefined;
    if (value === undefined) rest.push(argv[i]);
    else if (value === 'en' || value === 'cs') lang = value;
    else return undefined;
  }
  if (rest.length !== 1) return undefined;
  const request = QUICK_FLAGS.get(rest[0]);
  return request ? { lang, request } : undefined;
}

const argv = process.argv.slice(2);
const fromSource = process.env.ARBITER_FROM_SOURCE === '1';
const stale = !fromSource && isStale();
const quick = !fromSource && !stale ? quickRequest(argv) : undefined;
let answer;
if (quick) {
  try {
    answer = JSON.parse(readFileSync(new URL('quick-answers.json', distUrl), 'utf8'))[quick.lang][
      quick.request
    ];
  } catch {
    answer = undefined; // a bundle from before quick answers: the bundle answers
  }
}
if (typeof answer === 'string') process.stdout.write(answer);
else {
  let main;
  if (fromSource) {
    const { register } = await import('tsx/esm/api');
    register();
    ({ main } = await import('../src/main.ts'));
  } else {
    const { build, entry } = await import('../build.mjs');
    if (stale) await build({ quiet: true });
    ({ main } = await import(entry));
  }
  process.exitCode = await main(argv, {
    stdout: process.stdout,
    stderr: process.stderr,
    isTTY: Boolean(process.stderr.isTTY),
  });
}
