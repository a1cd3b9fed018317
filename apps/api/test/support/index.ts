export { buildTestApp, TEST_JWT_SECRET, type TestApp, type TestContext, testEnv } from './app';
export { createTestDb, type TestDatabase } from './db';
export {
  type Actor,
  createNetwork,
  TEST_PASSWORD,
  type TestNetwork,
  type TestShop,
  tokenFor,
} from './network';
