import { sql } from 'drizzle-orm';
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

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

describe('the error log', () => {
  it('keeps the failed statement and the database’s code, never the values it was given', async () => {
    const env = testEnv({ LOG_LEVEL: 'info' });
    const options = serverOptions(env);
    const lines: string[] = [];
    const instance = Fastify({
      ...options,
      logger: { ...(options.logger as object), stream: { write: (line: string) => lines.push(line) } },
    });
    await instance.register(fp(bingoApp), { env, db: database.db });
    // A write that fails in the database with a password hash among its values, as an outage would.
    instance.get('/failing-write', async () => {
      await database.db.execute(sql`select ${HASH}::int`);
      return {};
    });
    await instance.ready();
    try {
      const res = await instance.inject({ method: 'GET', url: '/failing-write' });
      expect(res.statusCode).toBe(500);
    } finally {
      await instance.close();
    }
    const failed = lines.map((l) => JSON.parse(l) as { msg: string; err?: Record<string, unknown> });
    const entry = failed.find((l) => l.msg === 'request failed');
    expect(entry?.err).toMatchObject({
      message: 'Failed query: select $1::int',
      cause: { code: '22P02', message: 'invalid input syntax for type integer: "[value]"' },
    });
    expect(String(entry?.err?.stack)).toMatch(/^Error: Failed query: select \$1::int\n\s+at /);
    expect(lines.join('\n')).not.toContain('argon2');
  });
});
