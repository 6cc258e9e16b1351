import { defineConfig } from 'vitest/config';
import { reporters } from '../../tools/test/vitest-reporters.ts';

// The filing tests open a PGlite each: run the files one after another to stay within memory.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: reporters('toolkit'),
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
