/**
 * The entry of the built server (`npm run build -w @arbiter/server`, build.mjs): plain JavaScript
 * that a production install runs with `node`, no TypeScript loader.
 */
import { main } from './main';

await main();
