import { defineConfig } from 'vitest/config';
import { reporters } from '../../tools/test/vitest-reporters.ts';

// One test spawns the `arbiter` binary (node + tsx, cold): seconds alone, far more on a shared
// 2-core machine under load (the replay bench measured 11-48 s wall for one cold command there).
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], reporters: reporters('cli'), testTimeout: 60_000 },
});
