import { defineConfig } from 'vitest/config';
import { reporters } from '../scripts/vitest-reporters.ts';

export default defineConfig({ test: { include: ['scripts/**/*.test.ts'], reporters: reporters('docs') } });
