import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env';
import { runServer } from './support/server-process';

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

  it('writes no signing key when it refuses the configuration', () => {
    for (const source of [{ HALL_TIME_ZONE: 'Addis' }, { ADMIN_EMAIL: 'boss@hall.et' }]) {
      const dataDir = tempDir();
      expect(() => loadEnv({ ...source, DATA_DIR: dataDir })).toThrow(EnvError);
      expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    }
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

  // Number('') is 0: an empty PORT (a compose file passing an unset variable) listened on a port the
  // system picked, and '0x50' or '1e3' on ports nobody wrote.
  it('reads PORT as a decimal port, an empty one as unset, and refuses anything else', () => {
    const dataDir = tempDir();
    expect(loadEnv({ PORT: '', DATA_DIR: dataDir }).PORT).toBe(3000);
    expect(loadEnv({ PORT: '  ', DATA_DIR: dataDir }).PORT).toBe(3000);
    expect(loadEnv({ PORT: ' 8080 ', DATA_DIR: dataDir }).PORT).toBe(8080);
    expect(loadEnv({ PORT: '0', DATA_DIR: dataDir }).PORT).toBe(0);
    for (const port of ['abc', '0x50', '1e3', '80.5', '-1', '65536', '+80']) {
      expect(() => loadEnv({ PORT: port, DATA_DIR: dataDir }), port).toThrow(
        `PORT: PORT must be a whole number from 0 to 65535 (got "${port}")`,
      );
    }
  });

  it('reads an empty login limit as unset and refuses one that is no whole number above 0', () => {
    const env = loadEnv({ LOGIN_RATE_LIMIT_MAX: '', LOGIN_RATE_LIMIT_IP_MAX: ' ', DATA_DIR: tempDir() });
    expect([env.LOGIN_RATE_LIMIT_MAX, env.LOGIN_RATE_LIMIT_IP_MAX]).toEqual([10, 50]);
    for (const name of ['LOGIN_RATE_LIMIT_MAX', 'LOGIN_RATE_LIMIT_IP_MAX']) {
      for (const value of ['0', 'abc', '0x10', '1e3', '2.5', '-1']) {
        expect(() => loadEnv({ [name]: value, DATA_DIR: tempDir() }), `${name}=${value}`).toThrow(
          `${name}: ${name} must be a whole number above 0 (got "${value}")`,
        );
      }
    }
  });

  // The token library refuses a lifetime of 0 only when the app registers it, with its own words and
  // a stack trace instead of the configuration's line.
  it('refuses a token lifetime of zero with the configuration message', () => {
    for (const value of ['0s', '0m', '00h', '0d']) {
      expect(() => loadEnv({ JWT_EXPIRES_IN: value, DATA_DIR: tempDir() }), value).toThrow(
        'JWT_EXPIRES_IN: JWT_EXPIRES_IN must look like 30m, 12h or 7d',
      );
    }
    expect(loadEnv({ JWT_EXPIRES_IN: '10s', DATA_DIR: tempDir() }).JWT_EXPIRES_IN).toBe('10s');
  });

  it('refuses a hall time zone that is not one, before any request needs it', () => {
    const refused = () => loadEnv({ HALL_TIME_ZONE: ' Addis ', DATA_DIR: tempDir() });
    expect(refused).toThrow(EnvError);
    expect(refused).toThrow(
      'Invalid configuration:\n  HALL_TIME_ZONE: HALL_TIME_ZONE must be an IANA time zone such as ' +
        'Africa/Addis_Ababa, not "Addis"',
    );
    expect(loadEnv({ HALL_TIME_ZONE: 'Africa/Nairobi', DATA_DIR: tempDir() }).HALL_TIME_ZONE).toBe(
      'Africa/Nairobi',
    );
  });

  // As the web build reads it (apps/web/hall-time-zone.ts): a blank setting is no setting, so the two
  // never disagree on a line such as HALL_TIME_ZONE= in a deploy's environment file.
  it('reads a blank hall time zone as unset: the halls of Addis Ababa', () => {
    for (const blank of ['', '  ']) {
      expect(loadEnv({ HALL_TIME_ZONE: blank, DATA_DIR: tempDir() }).HALL_TIME_ZONE, `"${blank}"`).toBe(
        'Africa/Addis_Ababa',
      );
    }
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'boss@hall.et', DATA_DIR: tempDir() })).toThrow(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together.',
    );
  });

  it('holds ADMIN_EMAIL and ADMIN_PASSWORD to the rules of every account, with the field’s own message', () => {
    const admin = (ADMIN_EMAIL: string, ADMIN_PASSWORD: string) =>
      loadEnv({ ADMIN_EMAIL, ADMIN_PASSWORD, DATA_DIR: tempDir() });
    expect(admin(' Boss@Hall.ET ', 'secret123')).toMatchObject({
      ADMIN_EMAIL: 'boss@hall.et',
      ADMIN_PASSWORD: 'secret123',
    });
    expect(admin('boss@hall.et', 'x'.repeat(128)).ADMIN_PASSWORD).toBe('x'.repeat(128));
    expect(() => admin('boss@hall.et', 'abc')).toThrow(
      'ADMIN_PASSWORD: Password must be at least 6 characters',
    );
    // The login form takes at most 128: a longer one would make an Admin who can never sign in.
    expect(() => admin('boss@hall.et', 'x'.repeat(129))).toThrow(
      'ADMIN_PASSWORD: Password must be at most 128 characters',
    );
    expect(() => admin('boss@hall.et', 'secret\u0007123')).toThrow(
      'ADMIN_PASSWORD: Password must not contain control characters',
    );
    expect(() => admin('boss', 'secret123')).toThrow('ADMIN_EMAIL: Email is invalid');
  });

  it('trusts no proxy by default, even in production', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() }).TRUST_PROXY).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and CIDRs', () => {
    const trust = (TRUST_PROXY: string) => loadEnv({ TRUST_PROXY, DATA_DIR: tempDir() }).TRUST_PROXY;
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.5, 10.1.0.0/16 ,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1', 'everyone,10.0.0.1']) {
      expect(() => trust(bad), bad).toThrow(
        'TRUST_PROXY must be a hop count or addresses/CIDRs separated by commas',
      );
    }
  });

  it('keeps login limits per e-mail and per address, and Redis only when asked', () => {
    const env = loadEnv({ DATA_DIR: tempDir() });
    expect(env).toMatchObject({
      LOGIN_RATE_LIMIT_MAX: 10,
      LOGIN_RATE_LIMIT_IP_MAX: 50,
      REDIS_URL: undefined,
    });
    expect(loadEnv({ LOGIN_RATE_LIMIT_MAX: '1000', DATA_DIR: tempDir() }).LOGIN_RATE_LIMIT_IP_MAX).toBe(5000);
    expect(loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379', DATA_DIR: tempDir() }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => loadEnv({ REDIS_URL: 'http://x', DATA_DIR: tempDir() })).toThrow(
      'REDIS_URL must start with redis:// or rediss://',
    );
  });
});

describe('LOGIN_RATE_LIMIT_WINDOW', () => {
  const windowMs = (LOGIN_RATE_LIMIT_WINDOW?: string) =>
    loadEnv({ LOGIN_RATE_LIMIT_WINDOW, DATA_DIR: tempDir() }).LOGIN_RATE_LIMIT_WINDOW_MS;

  it('reads the window the way the login limiter does, 15 minutes by default', () => {
    expect(windowMs()).toBe(15 * 60_000);
    expect(windowMs('15 minutes')).toBe(15 * 60_000);
    expect(windowMs(' 1h ')).toBe(3_600_000);
    expect(windowMs('1 week')).toBe(7 * 24 * 3_600_000);
    expect(windowMs('90s')).toBe(90_000);
    expect(windowMs('1500ms')).toBe(1_500);
  });

  // A bare number is milliseconds to the limiter (no limit at all); an unknown unit or 0 would answer
  // every login "The server is busy": both must stop the start instead.
  it('refuses a window without a unit, an unknown unit, zero or under a second', () => {
    for (const bad of ['15', '900', 'abc', '15 minutez', '0', '0s', '-5m', '999ms', '', 'minutes']) {
      expect(() => windowMs(bad), bad).toThrow(
        `LOGIN_RATE_LIMIT_WINDOW: LOGIN_RATE_LIMIT_WINDOW must be a duration of at least 1 second with its unit, such as 15 minutes or 1h (got "${bad}")`,
      );
    }
  });
});

describe('REDIS_URL', () => {
  it('stops the start with a clear line when Redis cannot be reached', async () => {
    const { buildApp } = await import('../src/app');
    const { testEnv } = await import('./support');
    await expect(
      buildApp({ env: testEnv({ REDIS_URL: 'redis://127.0.0.1:1' }), db: undefined as never }),
    ).rejects.toThrow('Cannot reach Redis at REDIS_URL (127.0.0.1:1)');
  });

  // The operator must not read the demo logins and then a refusal, nor find a database and a signing
  // key made by a start that never ran.
  it('refuses the server before it writes anything to DATA_DIR, with the line alone', async () => {
    const dataDir = join(tempDir(), 'data');
    const started = runServer({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-build'),
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    await expect(started).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Cannot reach Redis at REDIS_URL (127.0.0.1:1): Connection is closed.\n',
    });
    expect(existsSync(dataDir)).toBe(false);
  }, 90_000);
});
