import { defineConfig } from 'vitest/config';
import { reporters } from '../tools/test/vitest-reporters.ts';

export default defineConfig({ test: { include: ['scripts/**/*.test.ts'], reporters: reporters('docs') } });
