// Imported by path: Node cannot load the preset's TypeScript through the package name.
import { defineConfig, mergeConfig } from 'vitest/config';
import { baseTestConfig } from '../../tooling/vitest/index.ts';

export default mergeConfig(baseTestConfig, defineConfig({}));
