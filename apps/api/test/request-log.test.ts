import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as bingoApp, serverOptions } from '../src/app';
import { createTestDb, type TestDatabase, testEnv } from './support';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await database?.close();
});

/** The messages the app logs for a balance read without a token and one health check. */
async function messagesLogged(nodeEnv: 'production' | 'development'): Promise<string[]> {
  const env = testEnv({ NODE_ENV: nodeEnv, LOG_LEVEL: 'info' });
  const lines: string[] = [];
  const instance = Fastify({
    ...serverOptions(env),
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
  await instance.register(fp(bingoApp), { env, db: database.db });
  await instance.ready();
  try {
    const refused = await instance.inject({ method: 'GET', url: '/api/Balance' });
    expect(refused.statusCode).toBe(401);
    const health = await instance.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  } finally {
    await instance.close();
  }
  return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
}

describe('the request log', () => {
  it('in production leaves the access lines to the proxy and still logs a refusal', async () => {
    const messages = await messagesLogged('production');
    expect(messages).toContain('request refused');
    expect(messages).not.toContain('incoming request');
    expect(messages).not.toContain('request completed');
  });

  it('in development logs every request as it comes and as it ends', async () => {
    const messages = await messagesLogged('development');
    expect(messages.filter((m) => m === 'incoming request')).toHaveLength(2);
    expect(messages.filter((m) => m === 'request completed')).toHaveLength(2);
    expect(messages).toContain('request refused');
  });
});
