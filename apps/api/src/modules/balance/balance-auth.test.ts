import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The own-balance read checks the token against the row it reads the balance with; these prove that
// it refuses exactly what every other route refuses, at once.
const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const UNAUTHORIZED = { statusCode: 401, error: 'Unauthorized' };

// Changes the signature's first character: it carries six whole bits of the first byte, so the
// signature always differs. (Its last character carries padding bits too, and an edit there could
// decode to the same bytes and leave the token valid.)
function forgedSignature(authorization: string): string {
  const at = authorization.lastIndexOf('.') + 1;
  const other = authorization[at] === 'A' ? 'B' : 'A';
  return `${authorization.slice(0, at)}${other}${authorization.slice(at + 1)}`;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/Balance and the caller’s token', () => {
  it('answers the caller’s own balance', async () => {
    const res = await call.get(net.cashier2, '/api/Balance');
    expect(res).toEqual({ status: 200, body: { amount: 0, balanceType: 'Limited' } });
  });

  it('refuses a missing or forged token with 401', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/Balance' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('Authentication required. Please log in.');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/Balance',
      headers: { authorization: forgedSignature(net.cashier2.headers.authorization) },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a token of a signed-out user at once, with or without a query', async () => {
    const before = await call.get(net.agent2, '/api/Balance');
    expect(before.status).toBe(200);
    expect((await call.post(net.agent2, '/api/auth/logout')).status).toBe(200);
    const own = await call.get(net.agent2, '/api/Balance');
    expect(own.status).toBe(401);
    expect(own.body).toMatchObject(UNAUTHORIZED);
    const scoped = await call.get(net.agent2, `/api/Balance?userId=${net.cashier2.id}`);
    expect(scoped.status).toBe(401);
  });

  it('refuses a deactivated user’s token at once, before looking at its query', async () => {
    expect((await call.get(net.cashier1, '/api/Balance')).status).toBe(200);
    const toggled = await call.post(net.admin, `/api/auth/toggle-status/${net.cashier1.id}`);
    expect(toggled.status).toBe(200);
    const own = await call.get(net.cashier1, '/api/Balance');
    expect(own.status).toBe(401);
    expect(own.body).toMatchObject(UNAUTHORIZED);
    const badQuery = await call.get(net.cashier1, '/api/Balance?userId=not-a-uuid');
    expect(badQuery.status).toBe(401);
  });

  it('refuses a token once it expires, though it was accepted before', async () => {
    const token = ctx.app.jwt.sign(
      { sub: net.cashier2.id, email: net.cashier2.email, role: 'Cashier', tv: 0 },
      // Long enough to be accepted however slow the first call; the clock is then moved to its end.
      { expiresIn: '60s' },
    );
    const headers = { authorization: `Bearer ${token}` };
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/Balance', headers });
    expect(fresh.statusCode).toBe(200);
    // The clock the token check reads (Date) is moved to either side of the expiry; timers and the
    // database stay real.
    const { exp } = ctx.app.jwt.decode<{ exp: number }>(token) ?? { exp: 0 };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp * 1000 - 1);
    const lastMoment = await ctx.app.inject({ method: 'GET', url: '/api/Balance', headers });
    expect(lastMoment.statusCode).toBe(200);
    vi.setSystemTime(exp * 1000 + 1);
    const expired = await ctx.app.inject({ method: 'GET', url: '/api/Balance', headers });
    expect(expired.statusCode).toBe(401);
  });
});
