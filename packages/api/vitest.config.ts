import { defineConfig } from 'vitest/config';
import { reporters } from '../../tools/test/vitest-reporters.ts';

export default defineConfig({
  test: { include: ['src/**/*.test.ts'], reporters: reporters('api'), testTimeout: 30000 },
});
