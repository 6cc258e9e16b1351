import { defineConfig } from 'vitest/config';
import { reporters } from '../../tools/test/vitest-reporters.ts';

// Browser tests: one file at a time (one Chromium, one server each), generous timeouts on 2 shared cores.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    reporters: reporters('web-e2e'),
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
