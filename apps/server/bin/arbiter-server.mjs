#!/usr/bin/env node
// The `arbiter-server` command: runs the TypeScript sources through tsx.
// `arbiter-server reset-password [account]`: a new password when the old one was lost (src/reset-password.ts).
import { register } from 'tsx/esm/api';

register();
if (process.argv[2] === 'reset-password') {
  const { resetPassword } = await import('../src/reset-password.ts');
  await resetPassword(process.argv.slice(3));
} else {
  const { main } = await import('../src/main.ts');
  await main();
}
