#!/usr/bin/env node
// The `arbiter-server` command. It runs the built JavaScript in dist/ (`npm run build -w
// @arbiter/server`, see ../build.mjs) with node alone, as a production install does; in a
// development checkout, when there is no bundle or a source is newer than it (or with
// ARBITER_FROM_SOURCE=1), it runs the TypeScript sources through tsx, a development dependency.
// `arbiter-server reset-password [account]`: a new password when the old one was lost (src/reset-password.ts).
import { existsSync } from 'node:fs';
import { distUrl, isStale } from '../stale.mjs';

const bundle = new URL('server.mjs', distUrl);
const fromSource = process.env.ARBITER_FROM_SOURCE === '1' || isStale();
if (!fromSource) await import(bundle.href);
else {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch (e) {
    // no tsx (a production install): the bundle, even if a source looks newer, or a clear stop
    if (existsSync(bundle)) register = null;
    else {
      process.stderr.write(
        `${JSON.stringify({ level: 60, time: Date.now(), msg: `the server is not built and tsx is not installed (${e.code}): run npm run build -w @arbiter/server` })}\n`,
      );
      process.exit(1);
    }
  }
  if (register === null) await import(bundle.href);
  else {
    register();
    if (process.argv[2] === 'reset-password') {
      const { resetPassword } = await import('../src/reset-password.ts');
      await resetPassword(process.argv.slice(3));
    } else {
      const { main } = await import('../src/main.ts');
      await main();
    }
  }
}
