import { defineConfig } from 'vitest/config';
import { reporters } from '../../tools/test/vitest-reporters.ts';

// Browser tests: one file at a time (one Chromium, one server each), generous timeouts on 2 shared cores
// (a file's set-up, server on a fresh PGlite, accounts and Chromium, has taken over two minutes at load 15-20).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    reporters: reporters('web-e2e'),
    testTimeout: 180_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
