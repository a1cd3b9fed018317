// Plain JavaScript so Node can load it from a vitest config through the package name.
import { defineConfig } from 'vitest/config';

/** Shared defaults: tests sit beside the code as *.test.ts(x) and never watch in CI. */
export const baseTestConfig = defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    watch: false,
    passWithNoTests: false,
    restoreMocks: true,
  },
});
