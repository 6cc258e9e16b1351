import { defineConfig } from 'vitest/config';
import { reporters } from '../../tools/test/vitest-reporters.ts';

// The perft-against-the-reference tests take 1-5 s alone and 10+ s on a shared 2-core machine
// under load (measured before and after issue 14 alike): a minute, not vitest's 5 s, so a busy
// machine does not fail them.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], reporters: reporters('tri-d-chess'), testTimeout: 60_000 },
});
