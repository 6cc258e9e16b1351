/**
 * The entry of the built server (`npm run build -w @arbiter/server`, build.mjs): plain JavaScript
 * that a production install runs with `node`, no TypeScript loader.
 * `arbiter-server reset-password [account]` runs src/reset-password.ts instead of the server.
 */
import { main } from './main';
import { resetPassword } from './reset-password';

if (process.argv[2] === 'reset-password') await resetPassword(process.argv.slice(3));
else await main();
