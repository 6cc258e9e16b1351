import { defineConfig } from 'vitest/config';
import { reporters } from '../../tools/test/vitest-reporters.ts';

// Every API test spawns real server processes; on a shared 2-core machine they run one file at a time.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: reporters('server'),
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
