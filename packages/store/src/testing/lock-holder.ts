// A child process for the lock tests: takes the lock on a directory, writes `enter` and
// `leave` lines around a hold to a shared log (O_APPEND, so lines from many processes never
// interleave), and exits 0; or exits 75 with `busy <pid>` when the wait runs out.
// Usage: lock-holder.ts DIR LOG WAIT_MS HOLD_MS [--no-release]
import { appendFileSync } from 'node:fs';
import { isHeld, lockDirectory } from '../lock';

const [dir, log, waitMs, holdMs, mode] = process.argv.slice(2);
const got = await lockDirectory(dir, { waitMs: Number(waitMs), owner: 'lock-holder' });
if (!isHeld(got)) {
  appendFileSync(log, `busy ${process.pid} ${got.holder?.pid ?? '?'}\n`);
  process.exit(75);
}
appendFileSync(log, `enter ${process.pid}\n`);
process.stdout.write('held\n');
await new Promise((resolve) => setTimeout(resolve, Number(holdMs)));
appendFileSync(log, `leave ${process.pid}\n`);
// `--no-release`: leave it to the exit hook, as a process that forgets to close does.
if (mode !== '--no-release') got.release();
