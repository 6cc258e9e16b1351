#!/usr/bin/env node
// The `arbiter` command: runs the built JavaScript in dist/ (see ../build.mjs). When the bundle is
// missing or a source changed since it was built, it is rebuilt first (once, about 0.3 s).
// ARBITER_FROM_SOURCE=1 runs the TypeScript sources through tsx instead (for debugging).
import { build, entry, isStale } from '../build.mjs';

// Output into a closed pipe (`arbiter perft ... --divide | head -1`): stop at once and quietly,
// as a Unix tool ended by SIGPIPE does (exit 141 = 128 + 13), never with a stack trace.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(141);
    process.exitCode = 74; // another output error: an I/O failure, documented as exit 74
  });

let main;
if (process.env.ARBITER_FROM_SOURCE === '1') {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/main.ts'));
} else {
  if (isStale()) await build({ quiet: true });
  ({ main } = await import(entry));
}
process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  isTTY: Boolean(process.stderr.isTTY),
});
