import { baseTestConfig } from '@bingo/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(baseTestConfig, defineConfig({}));
