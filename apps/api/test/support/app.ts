import { buildApp } from '@/app';
import { type Env, loadEnv } from '@/env';
import { createTestDb, type TestDatabase } from './db';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;
export type TestContext = { app: TestApp; database: TestDatabase; env: Env; close: () => Promise<void> };

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST: '/nonexistent-web-dist',
    LOG_LEVEL: 'silent',
    // Every injected request comes from 127.0.0.1; the per-address limit has its own tests.
    LOGIN_RATE_LIMIT_IP_MAX: '1000',
    ...overrides,
  });
}

/** The real app on a private test database; `app.inject()` talks to it without a socket. */
export async function buildTestApp(overrides: Record<string, string> = {}): Promise<TestContext> {
  const env = testEnv(overrides);
  const database = await createTestDb();
  const app = await buildApp({ env, db: database.db });
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
