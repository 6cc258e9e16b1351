import { defineConfig } from 'vitest/config';
import { reporters } from '../../tools/test/vitest-reporters.ts';

// Each test file holds one PGlite (~750 MB) or a PostgreSQL schema of its own; run the files
// one after another so the suite stays within memory on a small machine.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: reporters('store'),
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
