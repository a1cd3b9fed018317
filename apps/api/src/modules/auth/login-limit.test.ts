import { buildTestApp, type TestContext } from '@test/support';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '@/seed/admin';
import { addressKey } from './login-limit';

/**
 * The login limits, with small numbers: 3 attempts per e-mail, 5 per client address. Each case uses
 * its own e-mails and addresses, so the counters of one never touch another.
 */
const LIMITS = { LOGIN_RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_IP_MAX: '5' };
const PASSWORD = 'secret123';

async function appWithAdmin(overrides: Record<string, string> = {}): Promise<TestContext> {
  const ctx = await buildTestApp({ ...LIMITS, ...overrides });
  afterAll(() => ctx.close());
  await ensureAdmin(ctx.database.db, { email: 'boss@test.et', password: PASSWORD });
  return ctx;
}

type Attempt = { email: string; password?: string; from?: string; forwardedFor?: string };

const loginOn = (ctx: TestContext) => async (a: Attempt) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: a.email, password: a.password ?? 'wrong-password' },
    remoteAddress: a.from ?? '127.0.0.1',
    headers: a.forwardedFor ? { 'x-forwarded-for': a.forwardedFor } : {},
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, headers: res.headers };
};

const ctx = await appWithAdmin();
const login = loginOn(ctx);
const behindProxy = await appWithAdmin({ TRUST_PROXY: '10.0.9.0/24' });

describe('login limit per e-mail', () => {
  it('locks the e-mail from every address: even the right password gets 429 with a clear message', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: 'boss@test.et', from: '10.0.1.1' })).status).toBe(401);
    }
    const right = await login({ email: 'BOSS@test.et ', password: PASSWORD, from: '10.0.1.2' });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'TEMPLATE_LOGIN_LIMIT_EMAIL',
      params: { wait: '15 minutes' },
      message: 'Too many login attempts for this account. Please wait 15 minutes and try again.',
    });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    const forged = await login({
      email: 'boss@test.et',
      password: PASSWORD,
      from: '10.0.1.3',
      forwardedFor: '1.2.3.4',
    });
    expect(forged.status).toBe(429);
  });
});

describe('the wait a locked account is told', () => {
  it('says hours for a long window, not thousands of minutes', async () => {
    const weekly = await appWithAdmin({ LOGIN_RATE_LIMIT_WINDOW: '1 week' });
    const loginWeekly = loginOn(weekly);
    for (let i = 0; i < 3; i++) await loginWeekly({ email: 'boss@test.et', from: '10.0.7.1' });
    const locked = await loginWeekly({ email: 'boss@test.et', password: PASSWORD, from: '10.0.7.1' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(
      'Too many login attempts for this account. Please wait 168 hours and try again.',
    );
  });
});

describe('login limit per address', () => {
  it('stops one address trying many e-mails, and leaves other addresses alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login({ email: `guess${i}@test.et`, from: '10.0.2.1' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const last = await login({ email: 'another@test.et', from: '10.0.2.1' });
    expect(last.body.message).toBe(
      'Too many login attempts from this address. Please wait 15 minutes and try again.',
    );
    expect((await login({ email: 'another@test.et', from: '10.0.2.2' })).status).toBe(401);
  });

  it('ignores X-Forwarded-For by default: a fresh header does not reset the count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await login({
        email: `xff${i}@test.et`,
        from: '10.0.3.1',
        forwardedFor: `198.51.100.${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('a change of one’s own password', () => {
  it('counts each current password tried against the account, with the logins', async () => {
    await ensureAdmin(ctx.database.db, { email: 'owner@test.et', password: PASSWORD });
    const signedIn = await login({ email: 'owner@test.et', password: PASSWORD, from: '10.0.6.1' });
    const headers = { authorization: `Bearer ${String(signedIn.body.token)}` };
    const change = async (currentPassword: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers,
          payload: { currentPassword, newPassword: 'another1' },
          remoteAddress: '10.0.6.1',
        })
      ).json() as { statusCode?: number; code?: string };
    expect((await change('guess-1')).statusCode).toBe(400);
    expect((await change('guess-2')).statusCode).toBe(400);
    expect(await change('guess-3')).toMatchObject({ statusCode: 429, code: 'TEMPLATE_LOGIN_LIMIT_EMAIL' });
    expect((await login({ email: 'owner@test.et', password: PASSWORD, from: '10.0.6.2' })).status).toBe(429);
  });
});

describe('the address a guesser cannot rotate', () => {
  it('is an IPv4 address, also written inside IPv6, or an IPv6 address’s /64', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:0:1::7')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0DB8:0000:0001:ffff:0:0:8')).toBe('2001:db8:0:1::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('stops one line trying many e-mails from many addresses of its /64', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await login({ email: `v6-${i}@test.et`, from: `2001:db8:5:5::${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login({ email: 'v6-other@test.et', from: '2001:db8:5:6::1' })).status).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  it('takes the client address from X-Forwarded-For only when the request comes from a listed proxy', async () => {
    const attempt = loginOn(behindProxy);
    const viaProxy: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await attempt({
        email: `p${i}@test.et`,
        from: '10.0.9.7',
        forwardedFor: `198.51.100.${i}`,
      });
      viaProxy.push(res.status);
    }
    // Six different clients behind the proxy: none reaches the per-address limit.
    expect(viaProxy).toEqual([401, 401, 401, 401, 401, 401]);
    const direct: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await attempt({
        email: `d${i}@test.et`,
        from: '203.0.113.5',
        forwardedFor: `198.51.100.${i}`,
      });
      direct.push(res.status);
    }
    expect(direct).toEqual([401, 401, 401, 401, 401, 429]);
    // The e-mail lock holds whatever client the proxy names.
    for (let i = 0; i < 3; i++)
      await attempt({ email: 'boss@test.et', from: '10.0.9.7', forwardedFor: `192.0.2.${i}` });
    const right = await attempt({
      email: 'boss@test.et',
      password: PASSWORD,
      from: '10.0.9.7',
      forwardedFor: '192.0.2.99',
    });
    expect(right.status).toBe(429);
  });
});
