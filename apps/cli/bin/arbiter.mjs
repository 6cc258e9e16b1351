#!/usr/bin/env node
// The `arbiter` command: runs the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

// Output into a closed pipe (`arbiter perft ... --divide | head -1`): stop at once and quietly,
// as a Unix tool ended by SIGPIPE does (exit 141 = 128 + 13), never with a stack trace.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(141);
    process.exitCode = 74; // another output error: an I/O failure, documented as exit 74
  });

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  isTTY: Boolean(process.stderr.isTTY),
});
