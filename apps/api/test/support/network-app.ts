import { afterAll } from 'vitest';
import { buildTestApp, type TestContext } from './app';
import { createNetwork, type TestNetwork } from './network';

/**
 * The real app on a fresh database holding the test network, closed once the file's tests are done.
 * Awaited at the top of a test file, so every test sees `ctx` and `net` as constants.
 */
export async function appWithNetwork(): Promise<{ ctx: TestContext; net: TestNetwork }> {
  const ctx = await buildTestApp();
  afterAll(() => ctx.close());
  return { ctx, net: await createNetwork(ctx) };
}
