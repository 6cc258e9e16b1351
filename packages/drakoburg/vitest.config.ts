import { defineConfig } from 'vitest/config';
import { reporters } from '../../tools/test/vitest-reporters.ts';

// The perft cross-check runs the slow reference generator to depth 3; on a busy machine one
// position can take several seconds, so tests get 60 s each instead of vitest's 5 s.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, reporters: reporters('drakoburg') },
});
