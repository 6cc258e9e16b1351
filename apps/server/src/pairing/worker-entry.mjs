// The pairing worker's entry: workers do not inherit the parent's tsx hooks when the server
// registered them by API (bin/arbiter-server.mjs), so the worker registers its own.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
