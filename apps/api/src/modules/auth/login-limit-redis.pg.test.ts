import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDb, type TestApp, testEnv } from '@test/support';
import { freePort } from '@test/support/free-port';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { ensureAdmin } from '@/seed/admin';

/**
 * Two API instances on one database and one Redis, as behind a load balancer: a lock earned on one
 * holds on the other. Runs in the PostgreSQL suite, where vitest.config.ts points REDIS_URL at the
 * local Redis (.ci/run starts it); the key prefix is unique to this run.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bingo-hall-test:${randomUUID()}:`;
const database = await createTestDb();
await ensureAdmin(database.db, { email: 'boss@test.et', password: 'secret123' });

const limits = { LOGIN_RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_IP_MAX: '5' };
const shared = { ...limits, REDIS_URL, RATE_LIMIT_PREFIX: prefix };
const one = await buildApp({ env: testEnv(shared), db: database.db });
const two = await buildApp({ env: testEnv(shared), db: database.db });
const alone = await buildApp({ env: testEnv(limits), db: database.db });
const redis = new Redis(REDIS_URL);

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  await Promise.all([one.close(), two.close(), alone.close()]);
  await database.close();
});

const login = (app: TestApp, email: string, password: string, from: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: from });

describe('login limits in Redis, across instances', () => {
  it('an e-mail locked through one instance stays locked on the other, even with the right password', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(one, 'boss@test.et', 'wrong', '10.7.0.1')).statusCode).toBe(401);
    const right = await login(two, 'boss@test.et', 'secret123', '10.7.0.2');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'TEMPLATE_LOGIN_LIMIT_EMAIL',
      params: { wait: '15 minutes' },
      message: 'Too many login attempts for this account. Please wait 15 minutes and try again.',
    });
    expect(await redis.keys(`${prefix}*`)).not.toHaveLength(0);
    // An instance keeping its counters in process knows nothing of the lock.
    expect((await login(alone, 'boss@test.et', 'secret123', '10.7.0.3')).statusCode).toBe(200);
  });

  it('an address counted on one instance is counted on the other', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? one : two;
      statuses.push((await login(app, `nobody${i}@test.et`, 'wrong', '10.7.1.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('answers 503 to every login, the right password included, while Redis is down', async () => {
    const port = await freePort();
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const url = `redis://127.0.0.1:${port}`;
    let up = false;
    for (let i = 0; i < 100 && !up; i++) {
      const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => {});
      up = await probe.connect().then(
        () => true,
        () => false,
      );
      probe.disconnect();
      if (!up) await sleep(100);
    }
    if (!up) throw new Error(`redis-server did not start on port ${port} within 10 s`);
    const app = await buildApp({
      env: testEnv({ ...limits, REDIS_URL: url, RATE_LIMIT_PREFIX: prefix }),
      db: database.db,
    });
    try {
      expect((await login(app, 'boss@test.et', 'secret123', '10.7.2.1')).statusCode).toBe(200);
      server.kill();
      await once(server, 'exit');
      const res = await login(app, 'boss@test.et', 'secret123', '10.7.2.1');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVER_BUSY',
        message: 'The server is busy. Please try again.',
      });
    } finally {
      if (server.exitCode === null) server.kill();
      await app.close();
    }
  });
});
