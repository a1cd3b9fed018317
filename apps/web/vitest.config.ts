// Imported by path: Node cannot load the preset's TypeScript through the package name.
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
import { baseTestConfig } from '../../tooling/vitest/index.ts';

export default mergeConfig(
  baseTestConfig,
  defineConfig({
    plugins: [react()],
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
    },
  }),
);
