export { buildTestApp, TEST_JWT_SECRET, type TestApp, type TestContext, testEnv } from './app';
export { createTestDb, type TestDatabase } from './db';
export { type CallOptions, type CallResult, caller, type Method, refreshed } from './http';
export { untilWaitingOnLocks } from './lock-waits';
export {
  type Actor,
  createNetwork,
  TEST_PASSWORD,
  type TestNetwork,
  type TestShop,
  tokenFor,
} from './network';
export { appWithNetwork } from './network-app';
export { holdLocks, signal } from './signal';
export { type ReceivedMail, startSmtpSink } from './smtp';
