import { fileURLToPath } from 'node:url';
import { baseTestConfig } from '@bingo/vitest-config';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';

/**
 * Each test file builds its own database (PGlite in memory, or a fresh PostgreSQL database), so
 * files are independent; two workers match the two cores of the CI machine.
 */
export default mergeConfig(
  baseTestConfig,
  defineConfig({
    // The same aliases as tsconfig `paths`: `@/…` is src, `@test/…` the test helpers.
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@test': fileURLToPath(new URL('./test', import.meta.url)),
      },
    },
    test: {
      pool: 'forks',
      maxWorkers: 2,
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // *.pg.test.ts need real PostgreSQL (many connections at once); they run under test:pg only.
      // The PostgreSQL suite also runs the cross-instance rate-limit test on the machine's Redis.
      env: process.env.TEST_DATABASE_URL
        ? { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' }
        : {},
      exclude: process.env.TEST_DATABASE_URL
        ? configDefaults.exclude
        : [...configDefaults.exclude, '**/*.pg.test.ts'],
    },
  }),
);
