import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bingo-env-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('has defaults for a development machine', () => {
    const dataDir = tempDir();
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      DATABASE_URL: undefined,
      JWT_EXPIRES_IN: '12h',
      HALL_TIME_ZONE: 'Africa/Addis_Ababa',
      LOG_LEVEL: 'info',
    });
    expect(env.WEB_DIST.endsWith(join('web', 'dist'))).toBe(true);
  });

  it('listens on every interface in production', () => {
    expect(loadEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() }).HOST).toBe('0.0.0.0');
  });

  it('keeps the embedded signing key in the data folder across restarts', () => {
    const dataDir = tempDir();
    const first = loadEnv({ DATA_DIR: dataDir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadEnv({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first);
  });

  it('needs JWT_SECRET in production on PostgreSQL, and a long one', () => {
    const prod = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bingo', DATA_DIR: tempDir() };
    expect(() => loadEnv(prod)).toThrow('JWT_SECRET is required in production when DATABASE_URL is set');
    expect(() => loadEnv({ ...prod, JWT_SECRET: 'short' })).toThrow(
      'JWT_SECRET must be at least 32 characters long',
    );
    expect(loadEnv({ ...prod, JWT_SECRET: 'x'.repeat(40) }).JWT_SECRET).toBe('x'.repeat(40));
  });

  it('explains every bad value at once', () => {
    try {
      loadEnv({ PORT: 'eighty', JWT_EXPIRES_IN: 'forever', DATA_DIR: tempDir() });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      expect((err as Error).message).toContain('PORT:');
      expect((err as Error).message).toContain(
        'JWT_EXPIRES_IN: JWT_EXPIRES_IN must look like 30m, 12h or 7d',
      );
    }
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'boss@hall.et', DATA_DIR: tempDir() })).toThrow(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together.',
    );
  });
});
